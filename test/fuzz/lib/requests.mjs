/**
 * One fuzz request from the route registry: a category (valid, boundary, invalid, ids, huge, deep,
 * malformed-json, content-type, method, path, headers), a caller, and the request's parts drawn from the
 * route's zod schemas. `expect` says what the contract makes of it (computed with the zod schemas
 * themselves, the way the gateway parses: 'valid', 'invalid' or 'unknown').
 */
import querystring from 'node:querystring';
import { gzipSync } from 'node:zlib';
import { LIMITS } from '@icp-studio/contracts';
import { Rng, uuidFrom } from './prng.mjs';
import { rawUploadBody } from './raw-bodies.mjs';
import {
  idKindOfPath,
  routesWithoutIdKind as registryRoutesWithoutIdKind,
} from '../../support/registry-routes.mjs';
import {
  NASTY_STRINGS,
  anyJson,
  boundaryValue,
  jsonSchemaOf,
  resolve,
  text,
  validValue,
  wrongValue,
} from './values.mjs';

export const CATEGORIES = [
  ['valid', 26],
  ['boundary', 14],
  ['invalid', 18],
  ['ids', 10],
  ['huge', 2],
  ['deep', 2.5],
  ['malformed-json', 7],
  ['content-type', 5],
  ['method', 5],
  ['path', 4],
  ['headers', 6.5],
];

const IDENTITIES = [
  ['anon', 14],
  ['clientA', 24],
  ['clientB', 14],
  ['advisor', 22],
  ['admin', 26],
];

/**
 * The exports that render a document in Chromium (or build a Word file): a short run can afford only a
 * few real ones (the export budget). The CSV exports are cheap and drawn like any route.
 */
const RENDERS = new Set([
  'exportIcp',
  'exportIcpPersonaCard',
  'exportPlaybook',
  'exportIcpDocx',
  'exportPlaybookDocx',
]);
const rendersDocument = (route) => RENDERS.has(route.operationId);

/**
 * The sign-off routes (docs/product.md §18): their body names the version signed off; so does a request
 * for approval (docs/approvals.md) the version sent.
 */
const SIGN_OFF_ROUTES = new Set(['signOffIcp', 'signOffPlaybook', 'requestPlaybookApproval']);

/** The routes that record KPI values: they need a playbook with the KPI named (docs/product.md §17). */
const KPI_VALUE_ROUTES = new Set(['putKpiActual', 'deleteKpiActual', 'importKpiActuals']);

/** The whole-record saves: a body with an optional base version (docs/product.md §13). */
const SAVE_ROUTES = new Set(['updateIcp', 'updatePlaybook']);

/** How often a route is drawn: cheap operational routes and password-hashing auth routes less often. */
function routeWeight(route) {
  if (route.tag === 'Operations') return 0.35;
  if (['register', 'login', 'resetPassword', 'forgotPassword'].includes(route.operationId)) return 0.6;
  if (rendersDocument(route)) return 0.5;
  return 1;
}

const SESSION_CHANGING = new Set(['logout', 'login', 'register', 'resetPassword']);

/**
 * Changing or revoking one share link: the kind of item whose links the run made (world.itemsWithShares),
 * so that the link's id can be one of that item's; a random item has none, and its request is a 404.
 */
const SHARE_ITEM_KIND = {
  revokeIcpShare: 'icp',
  revokePlaybookShare: 'playbook',
  updateIcpShare: 'icp',
  updatePlaybookShare: 'playbook',
};

/**
 * Routes only the record's author may use (editing a note): the records the caller "may see" are the ones
 * it wrote, so that a valid request can answer 2xx; others' notes still come, as the foreign share.
 */
const AUTHOR_ONLY = new Set(['updateNote', 'deleteNote']);

/**
 * The routes whose path parameters the generators cannot name validly (the run refuses to start): an
 * `{id}` under a collection test/support/registry-routes.mjs does not know. The kind of record an `{id}`
 * names comes from the route's path (`idKindOfPath`), so a new route under a known collection needs no
 * line here.
 */
export function routesWithoutIdKind(routes) {
  return registryRoutesWithoutIdKind(routes).map((r) => r.operationId);
}

/**
 * Ids that would wreck the world the fuzzer stands on when used validly (deleting the seeded records,
 * moving the seeded client away from the advisor, changing seeded users' roles, deleting a draft by
 * creating a profile from it): these come from the records the run created itself.
 */
function isDestructive(route, key) {
  // Deleting a KPI value leaves the playbook: the seeded ones (whose values the world records) qualify.
  if (route.operationId === 'deleteKpiActual') return false;
  if (route.method === 'DELETE') return true;
  if (key === 'draftId') return true;
  // the advisor a client is (re)assigned to is not changed by it: the seeded advisor qualifies (else only
  // a spare user some earlier role change made an advisor does, and seed 1170907846 never had one)
  if (key === 'advisorId') return false;
  return ['createAssignment', 'updateAssignment', 'deleteAssignment', 'setUserRole'].includes(
    route.operationId,
  );
}

/** Path segments that are not ids, raw (already as they go on the wire). */
const JUNK_SEGMENTS = () => [
  '0',
  '-1',
  '1',
  'null',
  'undefined',
  'me',
  'admin',
  '%20',
  '%00',
  '%zz',
  '%E0%A4%A',
  '%',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  enc("' OR 1=1--"),
  enc('é中🙂'),
  'a'.repeat(3000),
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '%7B%7D',
  '*',
  ';',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8', // a v1 UUID
  '00000000-0000-0000-0000-00000000000G',
];

const MALFORMED = [
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  '{a:1}',
  "{'a':1}",
  '{"a":1}}',
  '{"a":1} trailing',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":0x10}',
  '{"a":01}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"unterminated}',
  '{"a":"\u0001"}',
  '/* c */ {}',
  '{} // c',
  'null',
  'true',
  '1',
  '"string"',
  '',
  ' ',
  '\u0000',
  '{"a":1e999999}',
  '[1,2',
  '{"__proto__":',
  '\ufeff{"a":1}',
  '{"a":"\ud800"}',
];

const TEXT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/jsonx',
  'json',
  '',
];
const JSON_TYPES = [
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json;charset=UTF-8',
  'application/merge-patch+json',
];
const ODD_JSON_TYPES = [
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/json; boundary=x; q=0.1',
];

const EDGE_PATHS = [
  '/%E0%A4%A',
  '/%zz',
  '/assets/%zz.js',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/index.html',
  '/favicon.ico',
  '/icp/new',
  '/assets/',
  `/${'x'.repeat(4000)}`,
  '/ws/x',
  '/edge/health',
  '/%00',
  '/%C0%AE%C0%AE/',
];

/** encodeURIComponent that also takes lone surrogates (sent as the UTF-8 of U+FFFD, as a browser would). */
function enc(s) {
  return encodeURIComponent(String(s).toWellFormed());
}

/** Serialises a query object (values drawn as JSON) as the browser would: strings, repeated keys for arrays. */
function encodeQuery(obj) {
  const parts = [];
  for (const [k, v] of Object.entries(obj)) {
    for (const one of Array.isArray(v) ? v : [v]) {
      const s = typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one);
      parts.push(`${enc(k)}=${enc(s)}`);
    }
  }
  return parts.join('&');
}

function safeParse(schema, value) {
  try {
    return schema.safeParse(value).success ? 'valid' : 'invalid';
  } catch {
    return 'unknown'; // e.g. a stack overflow in the oracle itself on very deep values
  }
}

function combine(...verdicts) {
  if (verdicts.includes('invalid')) return 'invalid';
  if (verdicts.includes('unknown')) return 'unknown';
  return 'valid';
}

/**
 * A valid assignment change (updateAssignment): the client of an assignment cannot change, so the body
 * names the client of the path; and mostly an advisor other than the client's own ("Choose a different
 * advisor" otherwise).
 */
function validAssignmentChange(bodyValue, path, world, rng) {
  const id = /\/assignments\/([^/]+)$/.exec(path)?.[1];
  if (!id) return;
  try {
    bodyValue.clientId = decodeURIComponent(id);
  } catch {
    bodyValue.clientId = id; // a malformed escape: sent as it is
  }
  const other = world.assigned.has(bodyValue.clientId)
    ? world.otherAdvisorFor(rng, bodyValue.clientId)
    : undefined;
  if (other && rng.chance(0.8)) bodyValue.advisorId = other;
}

/**
 * Indices from here on are top-up requests (test/fuzz/run.mjs): after the run, a route that never answered
 * 2xx gets up to TOP_UP_PER_ROUTE more valid requests before it counts as unreached. Index
 * TOP_UP_BASE + r * TOP_UP_STRIDE + k is the k-th top-up request to `routes[r]`, so `--replay` sends it
 * again like any other.
 */
export const TOP_UP_BASE = 1_000_000_000;
export const TOP_UP_STRIDE = 1000;
export const TOP_UP_PER_ROUTE = 60;

/** The index of top-up request `k` to route number `route`. */
export function topUpIndex(route, k) {
  return TOP_UP_BASE + route * TOP_UP_STRIDE + k;
}

/** The number of the route a top-up index is for; undefined for the run's own indices. */
export function topUpRoute(index) {
  return index < TOP_UP_BASE ? undefined : Math.floor((index - TOP_UP_BASE) / TOP_UP_STRIDE);
}

/** Who sends a request: mostly at random, but often a role or owner whose valid request can answer 2xx. */
function identityFor(rng, route, world) {
  let identity = rng.weighted(IDENTITIES.map(([c, w]) => [w, c]));
  // admin and advisor routes get their own roles more often, so valid requests reach their success paths
  if (route.access === 'admin' && rng.chance(0.45)) identity = 'admin';
  if (route.access === 'advisor' && rng.chance(0.35)) identity = rng.pick(['advisor', 'admin']);
  // only a profile's or playbook's own client signs it off
  if (SIGN_OFF_ROUTES.has(route.operationId) && rng.chance(0.3)) identity = rng.pick(['clientA', 'clientB']);
  // a share link is changed by its item's owner: often one who has live links (another's item is a 404)
  const changesLink = route.operationId === 'updateIcpShare' || route.operationId === 'updatePlaybookShare';
  const shareOwners = changesLink ? world.shareOwners(SHARE_ITEM_KIND[route.operationId]) : [];
  if (shareOwners.length && rng.chance(0.5)) identity = rng.pick(shareOwners);
  return identity;
}

/**
 * Builds request `index` of the run with `seed`.
 * @param {object} o
 * @param {number} o.seed
 * @param {number} o.index
 * @param {import('@icp-studio/contracts/http').ApiRoute[]} o.routes
 * @param {import('./world.mjs').World} o.world
 */
export function buildRequest({ seed, index, routes, world }) {
  const rng = Rng.forRequest(seed, index);
  let category = rng.weighted(CATEGORIES.map(([c, w]) => [w, c]));
  let route = rng.weighted(routes.map((r) => [routeWeight(r), r]));
  const topUp = topUpRoute(index);
  if (topUp !== undefined) {
    // a top-up request (TOP_UP_BASE): a valid request to the route the run left without a 2xx
    category = 'valid';
    route = routes[topUp];
  }
  let identity = identityFor(rng, route, world);
  const notes = [];

  // logout ends the session it is sent with, and register and login replace it (session rotation): those
  // use a session of their own, never the one the run's users go on with
  let cookie = world.cookieOf(identity);
  if (SESSION_CHANGING.has(route.operationId) && identity !== 'anon') {
    const spare = world.takeSpareSession();
    if (spare) {
      cookie = spare;
      notes.push('spare session');
    } else {
      identity = 'anon';
      cookie = undefined;
    }
  }

  let exportAllowed = true;
  if (rendersDocument(route)) exportAllowed = identity !== 'anon' && world.takeExport(route.operationId);

  const ctx = {
    rng,
    id: (kind, key) => {
      const destructive = isDestructive(route, key);
      if (!exportAllowed && rendersDocument(route)) return uuidFrom(rng);
      return world.pickId(rng, kind, identity, {
        destructive,
        authorOnly: AUTHOR_ONLY.has(route.operationId),
      });
    },
  };

  const req = {
    index,
    seed,
    category,
    identity,
    operationId: route.operationId,
    method: route.method,
    path: '',
    query: '',
    headers: {},
    body: undefined, // string or Buffer
    bodyNote: undefined,
    api: true,
    /** The edge serves /api; the gateway's operator routes (/health, /live, /metrics) are reached directly. */
    target: route.path.startsWith('/api') ? 'edge' : 'gateway',
    expect: 'valid',
    notes,
  };
  if (cookie) req.headers.cookie = cookie;

  // ---- params ----
  let paramVerdict = 'valid';
  let signsOffOwnItem = false;
  let path = route.path;
  if (route.params) {
    const pjs = jsonSchemaOf(route.params);
    const params = {};
    const raw = {};
    for (const [key, node] of Object.entries(pjs.properties)) {
      const kind = idKindOfPath(route.path) ?? 'any';
      if (category === 'ids') {
        const r = rng.float();
        if (r < 0.45) raw[key] = rng.pick(JUNK_SEGMENTS());
        else if (r < 0.75) params[key] = uuidFrom(rng);
        else params[key] = world.pickId(rng, kind, identity, { destructive: true, foreign: true });
      } else if (category === 'boundary' && rng.chance(0.3)) {
        params[key] = boundaryValue(node, pjs, ctx, 'id');
      } else if (
        key === 'id' &&
        route.operationId === 'updateAssignment' &&
        world.assigned.size &&
        rng.chance(0.6)
      ) {
        // a valid change needs a client that is assigned now: rare among all the run's clients
        params[key] = rng.pick([...world.assigned.keys()].sort());
      } else if (key === 'uploadId' && world.uploadsOf(params.id).length && rng.chance(0.8)) {
        // an upload's status: one the run uploaded to this profile (else a random id: 404)
        params[key] = rng.pick(world.uploadsOf(params.id));
      } else if (
        key === 'id' &&
        KPI_VALUE_ROUTES.has(route.operationId) &&
        world.kpiPlaybooksVisibleTo(identity).length &&
        rng.chance(0.8)
      ) {
        // a KPI value: a seeded playbook with the "MQL" KPI that the caller may see (a random
        // playbook rarely has it, and runs of two seeds once never recorded a value)
        params[key] = rng.pick(world.kpiPlaybooksVisibleTo(identity));
      } else if (key === 'id' && world.signOffItemOf(identity, route.operationId) && rng.chance(0.5)) {
        // a sign-off by the owner of the item kept for it, whose version 1 stays current (a seeded
        // record's version moves as the run edits it, and one seed's run never signed a playbook off)
        params[key] = world.signOffItemOf(identity, route.operationId);
        signsOffOwnItem = true;
      } else if (key === 'kpiKey' && rng.chance(0.85)) {
        // the KPI every seeded playbook has ("MQL", docs/product.md §17); else a random key: 404
        params[key] = 'mql';
      } else if (key === 'period' && rng.chance(0.7)) {
        // a month of the KPI (a few, so a DELETE finds a value a PUT recorded)
        params[key] = rng.pick(['2026-01', '2026-02', '2026-03']);
      } else if (key === 'version' && rng.chance(0.7)) {
        // a version of the record: 1 exists for every profile and playbook (docs/product.md §13)
        params[key] = rng.pick([1, 1, 2]);
      } else if (
        key === 'id' &&
        SHARE_ITEM_KIND[route.operationId] &&
        world.itemsWithShares(SHARE_ITEM_KIND[route.operationId]).length &&
        rng.chance(0.7)
      ) {
        // changing or revoking one link: an item the run made links on, the caller's when it can be
        // (their ids come next)
        params[key] = rng.pick(world.itemsWithShares(SHARE_ITEM_KIND[route.operationId], identity));
      } else if (key === 'shareId' && world.sharesOf(params.id).length && rng.chance(0.8)) {
        // changing or revoking a link: one the run made on this item (else a random id: 404)
        params[key] = rng.pick(world.sharesOf(params.id));
      } else if (key === 'token' && world.knownShareTokens().length && rng.chance(0.7)) {
        // a share link's page: a token the run was told (live or revoked since), else a guess: 404
        params[key] = rng.pick(world.knownShareTokens());
      } else if (key === 'id') {
        params[key] =
          rendersDocument(route) && !exportAllowed
            ? uuidFrom(rng)
            : world.pickId(rng, kind, identity, {
                destructive: isDestructive(route, 'id'),
                visibleOnly: rendersDocument(route), // the few real renders name records the caller sees
                authorOnly: AUTHOR_ONLY.has(route.operationId),
              });
      } else {
        params[key] = validValue(node, pjs, ctx, key);
      }
      if (raw[key] === undefined) raw[key] = enc(String(params[key]));
      path = path.replace(`{${key}}`, raw[key] === '' ? '' : raw[key]);
    }
    // what the server sees: each segment decoded (a bad escape is refused before any route runs)
    const decoded = {};
    for (const [k, v] of Object.entries(raw)) {
      try {
        decoded[k] = decodeURIComponent(v);
      } catch {
        paramVerdict = 'invalid';
      }
      if (/%2f|%2F|\//.test(v) || v === '.' || v === '%2e%2e' || v === '') {
        paramVerdict = 'unknown';
        req.otherRoute = true; // the path may match another route (or none)
      }
    }
    if (paramVerdict === 'valid') paramVerdict = safeParse(route.params, decoded);
  }
  req.path = path;

  // ---- query ----
  let queryVerdict = 'valid';
  if (route.query) {
    const qjs = jsonSchemaOf(route.query);
    const resolved = resolve(qjs, qjs);
    const props =
      resolved.properties ?? Object.assign({}, ...(resolved.allOf ?? []).map((p) => p.properties));
    const q = {};
    for (const [key, node] of Object.entries(props)) {
      if (rng.chance(0.35)) q[key] = validValue(node, qjs, ctx, key);
    }
    let rawQuery = encodeQuery(q);
    if (category === 'boundary' || category === 'invalid') {
      const keys = Object.keys(props);
      const key = rng.pick(keys);
      const mutations = [
        () => `${enc(key)}=${enc(String(boundaryValue(props[key], qjs, ctx, key)))}`,
        () =>
          `${key}=${enc(
            rng.pick([
              'abc',
              '',
              '-1',
              '1.5',
              '1e309',
              'Infinity',
              '0x10',
              ' 5',
              '५',
              '201',
              '1000001',
              '9'.repeat(400),
            ]),
          )}`,
        () => `${key}=1&${key}=2`,
        () => `${key}[]=x`,
        () => `${key}[$ne]=x`,
        () => `${key}=%`,
        () => `${key}=%zz%E0%A4%A`,
        () => `${enc(rng.pick(NASTY_STRINGS))}=${enc(rng.pick(NASTY_STRINGS))}`,
        () => `${key}=${enc(JSON.stringify(wrongValue(rng)))}`,
        () => `__proto__[polluted]=1&constructor[prototype][polluted]=1`,
        () => `search=${'s'.repeat(rng.int(190, 6000))}`,
      ];
      rawQuery = [rawQuery, rng.pick(mutations)()].filter(Boolean).join('&');
    }
    req.query = rawQuery;
    queryVerdict = safeParse(route.query, { ...querystring.parse(rawQuery) });
  } else if (category === 'invalid' && rng.chance(0.3)) {
    req.query = `x=${enc(rng.pick(NASTY_STRINGS))}&limit=-1`; // ignored by the route
  }

  // ---- body ----
  let bodyVerdict = 'valid';
  const bjs = route.body ? jsonSchemaOf(route.body) : undefined;
  let bodyValue = bjs ? validValue(bjs, bjs, ctx, undefined) : undefined;
  if (route.operationId === 'updateAssignment' && bodyValue && rng.chance(0.8))
    validAssignmentChange(bodyValue, path, world, rng);
  if (route.operationId === 'importKpiActuals' && bodyValue && rng.chance(0.7)) {
    // a CSV naming the seeded playbooks' KPI, so the import can succeed (docs/product.md §17)
    bodyValue.csv = `kpi,period,value\nMQL,${rng.pick(['2026-01', '2026-02', '2026-03'])},${rng.int(0, 40)}\n`;
  }
  if (SIGN_OFF_ROUTES.has(route.operationId) && bodyValue && rng.chance(0.8)) {
    // sign-off takes the current version: low ones are current for items the run has not edited
    bodyValue.version = signsOffOwnItem ? 1 : rng.pick([1, 1, 1, 2, 3]);
  }
  if (SAVE_ROUTES.has(route.operationId) && bodyValue && rng.chance(0.6)) {
    // a save without a base version (the last one wins, docs/product.md §13): a random version is
    // almost never the current one, and one seed's run never saved a playbook
    delete bodyValue.version;
    // a playbook's profile is one of its own client's (another client's: 409)
    const id = /^\/api\/playbooks\/([^/]+)$/.exec(path)?.[1];
    const icpId = id && world.icpOfOwnerOf(rng, 'playbook', id);
    if (icpId) bodyValue.icpId = icpId;
  }
  keepAiLocal(route, bodyValue);
  let rawBody; // a string that replaces JSON.stringify(bodyValue)
  let contentType = 'application/json';

  // some sign-ins with real credentials, so login reaches its success path
  if (route.operationId === 'login' && category === 'valid' && rng.chance(0.5)) {
    const who = world.credentials(rng);
    bodyValue = {
      username: rng.chance(0.5) ? who.username : who.email,
      password: who.password,
      rememberMe: rng.chance(0.5),
    };
  }
  const bodyRoute = Boolean(bjs);
  if (category === 'boundary' && bodyRoute) {
    const keys = Object.keys(bjs.properties ?? {});
    for (let i = rng.int(1, 3); i > 0 && keys.length; i--) {
      const key = rng.pick(keys);
      bodyValue[key] = boundaryValue(bjs.properties[key], bjs, ctx, key);
    }
  } else if (category === 'invalid' && (bodyRoute || route.method !== 'GET')) {
    bodyValue ??= {};
    const keys = Object.keys(bjs?.properties ?? {});
    const r = rng.float();
    if (r < 0.12) bodyValue = wrongValue(rng);
    else if (r < 0.2) bodyValue = rng.pick([[bodyValue], [], anyJson(rng)]);
    else {
      for (let i = rng.int(1, 3); i > 0; i--) {
        const m = rng.int(0, 5);
        const key = keys.length ? rng.pick(keys) : 'x';
        if (m === 0) bodyValue[key] = wrongValue(rng);
        else if (m === 1) bodyValue[key] = null;
        else if (m === 2) delete bodyValue[key];
        else if (m === 3) bodyValue[rng.pick(NASTY_STRINGS) || 'extra'] = anyJson(rng);
        else if (m === 4)
          Object.assign(
            bodyValue,
            JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"},"role":"admin"}'),
          );
        else bodyValue[key] = { [key]: bodyValue[key], nested: [wrongValue(rng)] };
      }
    }
  }
  keepAiLocal(route, bodyValue);
  if (category === 'huge') {
    bodyValue ??= {};
    const strings = Object.entries(bjs?.properties ?? {}).filter(([, n]) =>
      JSON.stringify(resolve(n, bjs)).includes('"string"'),
    );
    const key = strings.length ? rng.pick(strings)[0] : 'huge';
    const target = rng.pick([
      512 * 1024,
      LIMITS.bodyBytes - 16,
      LIMITS.bodyBytes,
      LIMITS.bodyBytes + 1,
      LIMITS.bodyBytes + 1024,
      2 * LIMITS.bodyBytes,
    ]);
    const shell = JSON.stringify({ ...bodyValue, [key]: '\u0001HUGE\u0001' });
    const fill = Math.max(0, target - (Buffer.byteLength(shell) - '"\\u0001HUGE\\u0001"'.length) - 2);
    const ch = rng.pick(['a', ' ', 'é']);
    const filler = ch === 'é' ? 'é'.repeat(Math.floor(fill / 2)) : ch.repeat(fill);
    rawBody = shell.replace('"\\u0001HUGE\\u0001"', JSON.stringify(filler));
    req.bodyNote = `${key}: ${JSON.stringify(ch)} x ${filler.length} (body ${Buffer.byteLength(rawBody)} bytes)`;
  } else if (category === 'deep') {
    bodyValue ??= {};
    const jsonKeys = Object.entries(bjs?.properties ?? {}).filter(([, n]) => {
      const s = JSON.stringify(resolve(n, bjs));
      return s.includes('$ref') || s.includes('additionalProperties');
    });
    const key =
      jsonKeys.length && rng.chance(0.85)
        ? rng.pick(jsonKeys)[0]
        : rng.pick(Object.keys(bodyValue).concat('deep'));
    const depth = rng.pick([64, 500, 2000, 10_000, 50_000, 150_000]);
    const [open, close] = rng.pick([
      ['[', ']'],
      ['{"a":', '}'],
      ['{"k":[', ']}'],
    ]);
    const nested = `${open.repeat(depth)}1${close.repeat(depth)}`;
    const shell = JSON.stringify({ ...bodyValue, [key]: '\u0001DEEP\u0001' });
    // draftData and icpData are records of JSON: nest one level down so the record itself stays an object
    const inner = key === 'draftData' || key === 'icpData' ? `{"x":${nested}}` : nested;
    rawBody = shell.replace('"\\u0001DEEP\\u0001"', inner);
    req.bodyNote = `${key}: ${open}${close} nested ${depth} deep (body ${rawBody.length} bytes)`;
  } else if (category === 'malformed-json') {
    const valid = JSON.stringify(bodyValue ?? { a: 1 });
    const r = rng.float();
    if (r < 0.5) rawBody = rng.pick(MALFORMED);
    else if (r < 0.75) rawBody = valid.slice(0, rng.int(0, Math.max(0, valid.length - 1)));
    else if (r < 0.9) {
      const at = rng.int(0, valid.length);
      rawBody =
        valid.slice(0, at) + rng.pick(['"', ',', '}', ']', ':', '\\', '\u0000', '{', 'x']) + valid.slice(at);
    } else {
      rawBody = Buffer.concat([
        Buffer.from(valid.slice(0, -1)),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('}'),
      ]);
      req.bodyNote = 'invalid UTF-8 bytes before the last }';
    }
  } else if (category === 'content-type') {
    const r = rng.float();
    if (r < 0.45) contentType = rng.pick(TEXT_TYPES);
    else if (r < 0.7) contentType = rng.pick(JSON_TYPES);
    else if (r < 0.85) contentType = rng.pick(ODD_JSON_TYPES);
    else {
      const plain = Buffer.from(JSON.stringify(bodyValue ?? {}));
      const enc = rng.pick(['gzip', 'gzip-garbage', 'deflate', 'br', 'compress', 'identity', 'x-unknown']);
      if (enc === 'gzip') rawBody = gzipSync(plain);
      else rawBody = plain;
      req.headers['content-encoding'] = enc === 'gzip-garbage' ? 'gzip' : enc;
      req.bodyNote = `content-encoding ${req.headers['content-encoding']}${enc === 'gzip-garbage' ? ' (not gzipped)' : ''}`;
    }
    if (rawBody === undefined && rng.chance(0.5) && bodyValue === undefined) bodyValue = { a: 1 };
  }

  // the body on the wire
  if (rawBody !== undefined) req.body = rawBody;
  else if (bodyValue !== undefined) req.body = JSON.stringify(bodyValue);
  if (
    route.method === 'GET' &&
    category !== 'malformed-json' &&
    category !== 'content-type' &&
    rawBody === undefined
  )
    req.body = undefined; // GET routes carry no body except when fuzzing the body parser itself
  if (req.body !== undefined && contentType !== '') req.headers['content-type'] = contentType;

  bodyVerdict = bodyOracle(route, req, contentType);
  // a route taking a file's bytes (the client list upload): raw bodies of its own, judged by its own rules
  if (route.accepts && !['method', 'path', 'headers'].includes(category)) {
    const raw = rawUploadBody(rng, category);
    req.body = raw.body;
    delete req.headers['content-encoding'];
    if (raw.contentType === undefined) delete req.headers['content-type'];
    else req.headers['content-type'] = raw.contentType;
    req.bodyNote = raw.note;
    bodyVerdict = raw.verdict;
  }

  // ---- method / path / header mutations ----
  if (category === 'method') {
    const declared = new Set(routes.filter((r) => r.path === route.path).map((r) => r.method));
    const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'].filter(
      (m) => !declared.has(m),
    );
    req.method = rng.pick(others);
    if (req.method === 'HEAD' || req.method === 'GET') req.body = undefined;
    if (req.body === undefined) delete req.headers['content-type'];
    req.expect = req.method === 'HEAD' || req.method === 'OPTIONS' ? 'unknown' : 'invalid';
    req.operationId = `${route.operationId} (as ${req.method})`;
  } else if (category === 'path') {
    const r = rng.float();
    req.method = rng.pick(['GET', 'GET', 'POST', 'DELETE']);
    req.body = undefined;
    delete req.headers['content-type'];
    req.query = '';
    req.expect = 'unknown';
    if (r < 0.3) {
      req.path = rng.pick(EDGE_PATHS);
      req.api = false;
      req.target = 'edge';
    } else if (r < 0.6) {
      req.path = `/api/${rng.pick(JUNK_SEGMENTS())}`;
      req.target = 'edge';
    } else if (r < 0.8) req.path = `${path}/${rng.pick(JUNK_SEGMENTS())}`;
    else
      req.path = rng.pick([
        `/api/${'a/'.repeat(300)}`,
        '//api//icps',
        '/api/icps/',
        '/api/./icps',
        '/api/docs/..%2f..%2fpackage.json',
        '/api/docs/%2e%2e%2f%2e%2e%2fpackage.json',
        '/api/ICPS',
        '/api/icps%00',
        '/api/icps;x=1',
        `/api/icps/${uuidFrom(rng)}/export/x`,
      ]);
    if (req.path.startsWith('/api') || req.path.startsWith('//api')) req.target = 'edge';
    req.operationId = 'junk path';
  } else if (category === 'headers') {
    const r = rng.int(0, 9);
    if (r === 0) req.headers.cookie = world.tamperedCookie(rng);
    else if (r === 1) req.headers.cookie = world.deadCookie(rng) ?? 'icp.sid=s%3Agone.gone';
    else if (r === 2)
      req.headers.origin = rng.pick(['https://evil.example', 'null', 'file://', 'http://127.0.0.1:1']);
    else if (r === 3)
      req.headers['sec-fetch-site'] = rng.pick(['cross-site', 'same-site', 'CROSS-SITE', 'bogus']);
    else if (r === 4)
      req.headers['x-correlation-id'] = rng.pick(['', ' ', 'x'.repeat(5000), '../../x', '{}', 'é']);
    else if (r === 5)
      req.headers['x-forwarded-for'] = rng.pick([
        'not-an-ip',
        '1.1.1.1, 2.2.2.2, ' + 'x,'.repeat(300),
        '::1',
      ]);
    else if (r === 6) req.headers['x-forwarded-host'] = rng.pick(['evil.example', '', 'a'.repeat(3000)]);
    else if (r === 7) req.headers.accept = rng.pick(['text/html', 'application/xml', '*/*;q=0', 'image/png']);
    else if (r === 8)
      req.headers.cookie = `${cookie ?? ''}; icp.sid=${enc(rng.pick(NASTY_STRINGS))}; ${'a=b; '.repeat(50)}`;
    else req.headers.cookie = `icp.sid=${'s'.repeat(rng.int(100, 7000))}`;
    req.expect = 'unknown';
  }

  if (req.target === 'edge' && !/^\/api(\/|$)/.test(req.path)) req.api = false; // the edge's own answers
  if (req.expect === 'valid') req.expect = combine(paramVerdict, queryVerdict, bodyVerdict);
  // a path that may reach another route (an empty or slashed segment) is judged by that route's contract,
  // which the oracle cannot name: e.g. POST /api/ai/generate-playbook/ is generatePlaybook, not a section
  if (req.otherRoute && req.expect === 'invalid') req.expect = 'unknown';
  if (rendersDocument(route) && !exportAllowed) notes.push('export budget spent: unknown id');
  return { req, route };
}

/**
 * AI settings that would make the product call a real provider (openai, anthropic, gemini with "use
 * built-in AI" off) are turned to the built-in AI: the fuzzer must not make the product call out. Custom
 * providers stay: their URLs are all ones the SSRF guard must refuse (see values.mjs).
 */
function keepAiLocal(route, body) {
  if (route.operationId !== 'putAiSettings' || !body || typeof body !== 'object' || Array.isArray(body))
    return;
  if (body.provider !== 'custom' && body.useReplitAI === false) body.useReplitAI = true;
}

/** What the gateway makes of the body: express.json (JSON only, 1 MB, objects and arrays), then the schema. */
function bodyOracle(route, req, contentType) {
  if (req.body === undefined) return route.body ? safeParse(route.body, {}) : 'valid';
  const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
  if (req.headers['content-encoding'] && req.headers['content-encoding'] !== 'identity') return 'unknown';
  if (bytes.length === 0) return route.body ? safeParse(route.body, {}) : 'valid';
  if (bytes.length > LIMITS.bodyBytes) return 'invalid';
  const ct = contentType.toLowerCase();
  if (ODD_JSON_TYPES.includes(contentType)) return 'unknown';
  const isJson = /^application\/(json|[^;]*\+json)\s*(;|$)/.test(ct);
  if (!isJson) return 'invalid';
  const textBody = new TextDecoder().decode(bytes).replace(/^\ufeff/, '');
  if (Buffer.isBuffer(req.body) && !bytes.equals(Buffer.from(textBody))) return 'unknown'; // invalid UTF-8
  let value;
  try {
    value = JSON.parse(textBody);
  } catch (err) {
    return err instanceof RangeError ? 'unknown' : 'invalid';
  }
  if (!/^[\s]*[[{]/.test(textBody)) return 'invalid'; // strict: objects and arrays only
  if (!route.body) return 'valid'; // parsed, then ignored
  if (Array.isArray(value)) return 'invalid';
  return safeParse(route.body, value ?? {});
}

/** A short, readable form of a body for reports. */
export function describeBody(req, max = 600) {
  if (req.body === undefined) return '(none)';
  const s = Buffer.isBuffer(req.body)
    ? `<${req.body.length} bytes> ${req.body.toString('latin1')}`
    : req.body;
  const shown = s.length > max ? `${s.slice(0, max)}... (${s.length} chars)` : s;
  return req.bodyNote ? `${req.bodyNote}: ${shown}` : shown;
}

export { text };
