/**
 * The role x endpoint x record matrix, over every /api route of the registry (libs/contracts/src/http).
 * A route is probed from its registry entry alone (`derivedEntry`: the refusals its `access` declares,
 * and for a read of a record or a plain read, the answer of every role that may call it); the entries
 * of MATRIX below add what the registry cannot say (fixtures, writes, checks of the answer), and must
 * agree with the route's `access`. A route the suite can neither derive nor finds in MATRIX, or that no
 * request of the run reached, fails it (`coverage`, `unreached`). Each entry names the records it is
 * probed against (own, foreign, none at all) and the answer docs/product.md expects for every role:
 *   not signed in                                   401
 *   a role the route is not for (advisor, admin)    403
 *   a record the caller may not see                 404 (the same answer as for an id that does not exist)
 *   a write the caller's role may not make          403
 *   otherwise                                       the route's success status, and a body of its schema
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { API_ROUTES, DOCS_ASSETS } from '@icp-studio/contracts/http';
import { freshApproval } from './probes-approval.mjs';
import { draftBody, icpBody, login, newUserInput, playbookBody, register } from './lib/fixtures.mjs';
import { pool, sessionCookieOf } from './lib/http.mjs';
import { Rng } from '../fuzz/lib/prng.mjs';
import { jsonSchemaOf, validValue } from '../fuzz/lib/values.mjs';
import { idKindOfPath, paramNames, routeKey, unexercised } from '../support/registry-routes.mjs';

export const ROLES = ['anonymous', 'clientA', 'clientB', 'advAssigned', 'advUnassigned', 'admin'];

/** A month of 2025 per role, for the KPI value a role's DELETE probe removes. */
const deletePeriod = (role) => `2025-${String(ROLES.indexOf(role) + 1).padStart(2, '0')}`;

/** Routes of the registry that are not under /api: the gateway's own, not routed by the edge. */
export const EXEMPT = {
  'GET /health': 'operations probe on the gateway pod; the edge routes only /api (see edge probes)',
  'GET /live': 'operations probe on the gateway pod; the edge routes only /api (see edge probes)',
};

const isAdvisor = (role) => role === 'advAssigned' || role === 'advUnassigned';
const ownerOf = (t) => (t.startsWith('A') ? 'A' : t.startsWith('B') ? 'B' : undefined);

/** Whether `role` may see the data (profiles, playbooks, notes, user record) of client `owner`. */
export function seesClient(role, owner) {
  if (!owner) return false;
  if (role === 'admin') return true;
  if (role === 'clientA') return owner === 'A';
  if (role === 'clientB') return owner === 'B';
  if (role === 'advAssigned') return owner === 'A';
  return false;
}
/** Drafts are the caller's own wizard state (the admin sees every one). */
const seesDraft = (role, owner) =>
  (role === 'admin' && Boolean(owner)) ||
  (role === 'clientA' && owner === 'A') ||
  (role === 'clientB' && owner === 'B');

/** Record routes: 401 anonymous; success when visible; 404 otherwise. */
const byVisibility =
  (ok, sees = seesClient) =>
  (role, t) =>
    role === 'anonymous' ? 401 : sees(role, ownerOf(t)) ? ok : 404;
/** Routes for any signed-in user. */
const signedIn = (ok) => (role) => (role === 'anonymous' ? 401 : ok);
/** Routes for advisors and admins. */
const advisorOnly = (ok) => (role) =>
  role === 'anonymous' ? 401 : isAdvisor(role) || role === 'admin' ? ok : 403;
/** Routes for admins. */
const adminOnly = (ok) => (role) => (role === 'anonymous' ? 401 : role === 'admin' ? ok : 403);
const publicRoute = (ok) => () => ok;

const RECORD_TARGETS = ['A', 'B', 'missing'];
/** Notes hang off a profile or a playbook: both kinds, each with an id that does not exist. */
const NOTE_TARGETS = ['A', 'B', 'missing', 'A.playbook', 'B.playbook', 'missing.playbook'];
const PWNED = 'PWNED by a probe';
/** The client list the upload probes send as a file (Windows-1252: the accent is byte E9). */
const UPLOAD_FILE = Buffer.concat([
  Buffer.from('Company,Industry,Employees\r\nCaf'),
  Buffer.from([0xe9]),
  Buffer.from(' Dental,Dental,20\r\nCity Clinic,Healthcare,120\r\n'),
]);

/** The id of a standing record of a target (or of nothing at all). */
function idOf(ctx, kind, t) {
  if (t.startsWith('missing')) return ctx.missing;
  return ctx.rec[ownerOf(t)][kind].id;
}

const ownerUser = (ctx, t) => (ownerOf(t) === 'A' ? ctx.users.clientA : ctx.users.clientB);
/** The role of the client who owns (and wrote the standing notes of) target `t`. */
const isOwner = (role, t) =>
  (role === 'clientA' && ownerOf(t) === 'A') || (role === 'clientB' && ownerOf(t) === 'B');

/** A standing task of the target's item (written by its owner), or the missing id. */
function standingTask(ctx, t) {
  if (t.startsWith('missing')) return ctx.missing;
  return t.endsWith('.playbook') ? ctx.rec[ownerOf(t)].playbookTask.id : ctx.rec[ownerOf(t)].task.id;
}

/** A fresh note or task on the target's item, written by its owner: its id. */
async function freshNote(ctx, t, { isTask, note }) {
  const item = t.endsWith('.playbook')
    ? { playbookId: idOf(ctx, 'playbook', t) }
    : { icpId: idOf(ctx, 'icp', t) };
  const res = await ctx.http.request('POST', '/api/notes', {
    cookie: ownerUser(ctx, t).cookie,
    body: { ...item, note, isTask, assignedTo: null },
  });
  return res.json?.id;
}

/**
 * A fresh notification of the owner of target `t` (docs/product.md §15): the admin mentions them in a
 * note on their profile; the id once it is stored (auth handles the event a moment later).
 */
async function freshNotification(ctx, t) {
  const owner = ownerUser(ctx, t);
  const res = await ctx.http.request('POST', '/api/notes', {
    cookie: ctx.users.admin.cookie,
    body: { icpId: idOf(ctx, 'icp', t), note: `Please look, @${owner.username}`, isTask: false },
  });
  const noteId = res.json?.id;
  for (let i = 0; i < 50; i++) {
    const list = await ctx.http.request('GET', '/api/notifications?limit=50', { cookie: owner.cookie });
    const found = Array.isArray(list.json) ? list.json.find((n) => n.noteId === noteId) : undefined;
    if (found) return found.id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no notification of note ${noteId} for ${owner.username}`);
}

/** Ids in a list answer. */
const idsIn = (json) => {
  // Lists answer a JSON array (the total and page links are headers): anything else is no list.
  if (!Array.isArray(json)) throw new Error(`not a list answer: ${JSON.stringify(json)?.slice(0, 120)}`);
  return json.map((x) => x.id);
};

/** A failure reason when `ids` holds any of `forbidden` (named). */
function leak(ids, forbidden) {
  const found = Object.entries(forbidden).filter(([, id]) => ids.includes(id));
  return found.length ? `lists records it may not see: ${found.map(([k]) => k).join(', ')}` : undefined;
}

/** For a role, the standing records of A and B it must not find in a list, by kind. */
function hiddenRecords(ctx, role, kind) {
  const out = {};
  for (const owner of ['A', 'B']) {
    const sees = kind === 'draft' ? seesDraft(role, owner) : seesClient(role, owner);
    if (!sees) out[`${kind} of ${owner}`] = ctx.rec[owner][kind].id;
  }
  return out;
}
function visibleRecords(ctx, role, kind) {
  const out = {};
  for (const owner of ['A', 'B']) {
    const sees = kind === 'draft' ? seesDraft(role, owner) : seesClient(role, owner);
    if (sees) out[`${kind} of ${owner}`] = ctx.rec[owner][kind].id;
  }
  return out;
}
function listCheck(kind, { mustSee = true } = {}) {
  return (res, ctx, role) => {
    const ids = idsIn(res.json);
    const leaked = leak(ids, hiddenRecords(ctx, role, kind));
    if (leaked) return leaked;
    if (!mustSee || role === 'admin') return undefined; // the admin's first page may be others' newer records
    const missing = Object.entries(visibleRecords(ctx, role, kind)).filter(([, id]) => !ids.includes(id));
    return missing.length ? `does not list ${missing.map(([k]) => k).join(', ')}` : undefined;
  };
}

/** A spare signed-in session of a role (for routes that replace or end the caller's session). */
async function spareSession(ctx, role) {
  const u = ctx.users[role];
  if (!u) return undefined;
  return login(ctx.http, u.username, u.password);
}

/** Save as template: installation for admins only (403 first); otherwise the item must be visible. */
function saveTemplateExpect(role, t) {
  if (role === 'anonymous') return 401;
  if (t.endsWith('.installation')) return role === 'admin' ? 201 : 403;
  return seesClient(role, ownerOf(t)) ? 201 : 404;
}
function savedTemplateCheck(kind) {
  return (res, ctx, role, t) => {
    const installation = t.endsWith('.installation');
    const want = installation
      ? { scope: 'installation', ownerId: null }
      : { scope: 'private', ownerId: ctx.users[role].id };
    return res.json?.kind === kind && res.json.scope === want.scope && res.json.ownerId === want.ownerId
      ? undefined
      : `not the caller's ${want.scope} template: ${JSON.stringify(res.json)?.slice(0, 160)}`;
  };
}

/**
 * The matrix, by `METHOD path`. Each entry:
 *   targets   the records it is probed against (default: none, one probe per role)
 *   expect    (role, target) => the status expected
 *   request   (ctx, role, target, prepared) => { path, body, cookie? }
 *   prepare   (ctx, role, target) => something the request needs when success is expected (a fresh
 *             record to delete, a spare session)
 *   check     (res, ctx, role, target, prepared) => a failure reason for a success answer, if any
 */
/**
 * The share-link routes of profiles (`icps`) or playbooks: whoever may see the item may make, list and
 * revoke its links (docs/product.md §14); a refused caller gets the item's own 404. `make(ctx, t)` makes
 * a fresh item of the target's owner (revoking one link works on its own item: the standing items' links
 * are revoked all at once beside it).
 */
function shareEntries(kind, plural, make) {
  const base = (ctx, t, id) => `/api/${plural}/${id ?? idOf(ctx, kind, t)}/shares`;
  return {
    [`POST /api/${plural}/{id}/shares`]: {
      targets: RECORD_TARGETS,
      expect: byVisibility(201),
      // The token is told in this answer only (not a leak: the link's own secret, to its maker).
      mayTell: ['$.token'],
      request: (ctx, role, t) => ({ path: base(ctx, t), body: { label: `by ${role}` } }),
      check: async (res, ctx, role, t) => {
        const prefix = kind === 'icp' ? 'i_' : 'p_';
        if (!new RegExp(`^${prefix}[A-Za-z0-9_-]{43}$`).test(res.json?.token ?? '')) return 'not a token';
        if (res.json.url !== `/s/${res.json.token}`) return `url ${res.json.url}`;
        if (res.json.createdBy !== ctx.users[role].id || res.json.itemId !== idOf(ctx, kind, t))
          return 'wrong maker or item';
        const shown = await ctx.http.request('GET', `/api/shared/${res.json.token}`);
        return shown.status === 200 && shown.json?.kind === kind
          ? undefined
          : `the link does not open (${shown.status})`;
      },
    },
    [`GET /api/${plural}/{id}/shares`]: {
      targets: RECORD_TARGETS,
      expect: byVisibility(200),
      request: (ctx, _role, t) => ({ path: base(ctx, t) }),
      check: (res, ctx, _role, t) =>
        Array.isArray(res.json) && res.json.every((l) => l.itemId === idOf(ctx, kind, t) && !('token' in l))
          ? undefined
          : `not the item's links, or a token told again: ${res.text.slice(0, 160)}`,
    },
    [`DELETE /api/${plural}/{id}/shares/{shareId}`]: {
      targets: RECORD_TARGETS,
      expect: byVisibility(200),
      prepare: async (ctx, _role, t) => {
        const item = await make(ctx, t);
        const link = await ctx.http.request('POST', base(ctx, t, item.json.id), {
          cookie: ownerUser(ctx, t).cookie,
          body: {},
        });
        return { id: item.json.id, shareId: link.json.id, token: link.json.token };
      },
      request: (ctx, _role, t, p) => ({
        path: `${base(ctx, t, p?.id)}/${p?.shareId ?? randomUUID()}`,
      }),
      check: async (_res, ctx, _role, _t, p) => {
        const after = await ctx.http.request('GET', `/api/shared/${p.token}`);
        return after.status === 404 && after.json?.message === 'This link is no longer valid'
          ? undefined
          : `the revoked link still answers ${after.status}`;
      },
    },
    [`PATCH /api/${plural}/{id}/shares/{shareId}`]: {
      targets: RECORD_TARGETS,
      expect: byVisibility(200),
      prepare: async (ctx, _role, t) => {
        const link = await ctx.http.request('POST', base(ctx, t), {
          cookie: ownerUser(ctx, t).cookie,
          body: {},
        });
        return { shareId: link.json.id, token: link.json.token };
      },
      request: (ctx, role, t, p) => ({
        path: `${base(ctx, t)}/${p?.shareId ?? randomUUID()}`,
        body: { label: `edited by ${role}` },
      }),
      check: async (_res, ctx, role, _t, p) => {
        const after = await ctx.http.request('GET', `/api/shared/${p.token}`);
        return after.json?.label === `edited by ${role}` ? undefined : `the link shows ${after.json?.label}`;
      },
    },
    [`DELETE /api/${plural}/{id}/shares`]: {
      targets: RECORD_TARGETS,
      expect: byVisibility(200),
      prepare: async (ctx, _role, t) => {
        const item = await make(ctx, t);
        const tokens = [];
        for (let i = 0; i < 2; i++) {
          const link = await ctx.http.request('POST', base(ctx, t, item.json.id), {
            cookie: ownerUser(ctx, t).cookie,
            body: {},
          });
          tokens.push(link.json.token);
        }
        return { id: item.json.id, tokens };
      },
      request: (ctx, _role, t, p) => ({ path: base(ctx, t, p?.id) }),
      check: async (res, ctx, _role, _t, p) => {
        if (res.json?.revoked !== 2) return `revoked ${res.json?.revoked} of 2`;
        for (const token of p.tokens) {
          const after = await ctx.http.request('GET', `/api/shared/${token}`);
          if (after.status !== 404) return `a revoked link still answers ${after.status}`;
        }
        return undefined;
      },
    },
  };
}

/**
 * What the registry cannot say about a route: the records it is asked about, a body that makes a write
 * succeed, the checks of its answer. A plain read of a record or a read without parameters needs no line
 * here (`derivedEntry`: GET /api/icps/{id}, /api/icps/{id}/score, ... are probed from the registry).
 */
export const MATRIX = {
  // ---- operations under /api ----
  'GET /api/health': { expect: publicRoute(200), request: () => ({ path: '/api/health' }) },
  'GET /api/openapi.json': { expect: publicRoute(200), request: () => ({ path: '/api/openapi.json' }) },
  'GET /api/docs': { expect: publicRoute(200), request: () => ({ path: '/api/docs' }) },
  'GET /api/docs/{file}': {
    targets: [...DOCS_ASSETS],
    expect: publicRoute(200),
    request: (_ctx, _role, t) => ({ path: `/api/docs/${t}` }),
  },

  // ---- auth ----
  'POST /api/auth/register': {
    expect: publicRoute(201),
    // A signed-in caller registers from a spare session (registering signs the new user in).
    prepare: async (ctx, role) => ({ cookie: await spareSession(ctx, role), input: newUserInput('Reg') }),
    // Mass assignment: a role in the body is ignored.
    request: (_ctx, _role, _t, p) => ({
      path: '/api/auth/register',
      cookie: p.cookie,
      body: { ...p.input, role: 'admin' },
    }),
    check: (res, _ctx, _role, _t, p) => {
      if (res.json?.user?.role !== 'client') return `registered with role ${res.json?.user?.role}`;
      const cookie = sessionCookieOf(res);
      if (!cookie) return 'no session cookie';
      if (p.cookie && cookie === p.cookie) return 'kept the session id it was sent (fixation)';
      return undefined;
    },
  },
  'POST /api/auth/login': {
    expect: publicRoute(200),
    prepare: async (ctx, role) => ({ cookie: await spareSession(ctx, role) }),
    request: (ctx, role, _t, p) => {
      const u = ctx.users[role] ?? ctx.users.clientA;
      return {
        path: '/api/auth/login',
        cookie: p.cookie,
        body: { username: u.username, password: u.password },
      };
    },
    check: (res, ctx, role, _t, p) => {
      const u = ctx.users[role] ?? ctx.users.clientA;
      if (res.json?.user?.id !== u.id) return 'signed in as someone else';
      const cookie = sessionCookieOf(res);
      if (!cookie) return 'no session cookie';
      if (p.cookie && cookie === p.cookie) return 'kept the session id it was sent (fixation)';
      return undefined;
    },
  },
  'GET /api/auth/check': {
    expect: publicRoute(200),
    request: () => ({ path: '/api/auth/check' }),
    check: (res, ctx, role) => {
      const u = ctx.users[role];
      if (!u)
        return res.json?.authenticated === false && res.json.user === null
          ? undefined
          : 'anonymous seen as signed in';
      return res.json?.authenticated === true && res.json.user?.id === u.id ? undefined : 'wrong user';
    },
  },
  'POST /api/auth/logout': {
    expect: publicRoute(200),
    prepare: async (ctx, role) => ({ cookie: await spareSession(ctx, role) }),
    request: (_ctx, _role, _t, p) => ({ path: '/api/auth/logout', cookie: p.cookie }),
    check: async (_res, ctx, _role, _t, p) => {
      if (!p.cookie) return undefined;
      const after = await ctx.http.request('GET', '/api/icps', { cookie: p.cookie });
      return after.status === 401 ? undefined : `the session still works after logout (${after.status})`;
    },
  },
  'PATCH /api/auth/me': {
    expect: signedIn(200),
    // Each caller changes only themselves: the answer is their own user, whatever id the body names.
    request: (ctx) => ({
      path: '/api/auth/me',
      body: { profession: 'dentists', id: ctx.users.clientB?.id },
    }),
    check: async (res, ctx, role) => {
      const u = ctx.users[role];
      if (res.json?.id !== u.id || res.json.profession !== 'dentists') return 'did not change the caller';
      return undefined;
    },
  },
  'POST /api/auth/forgot-password': {
    expect: publicRoute(200),
    request: (ctx, role) => ({
      path: '/api/auth/forgot-password',
      body: { email: ctx.users[role]?.email ?? 'nobody-here@security.test' },
    }),
    check: (res) =>
      res.json?.message === "If an account exists with this email, you'll receive a password reset link."
        ? undefined
        : `unexpected answer ${res.text}`,
  },
  'POST /api/auth/reset-password': {
    // A token that was never issued: refused for everyone.
    expect: publicRoute(400),
    request: () => ({
      path: '/api/auth/reset-password',
      body: {
        token: Buffer.from(randomUUID() + randomUUID())
          .toString('base64url')
          .slice(0, 43),
        newPassword: 'Sec!Never1aZ',
      },
    }),
  },

  // The account routes that check the current password are probed with a wrong one: the standing users
  // keep their passwords, addresses and accounts (the changes themselves: auth's integration tests).
  'POST /api/auth/password': {
    expect: (role) => (role === 'anonymous' ? 401 : 400),
    request: () => ({
      path: '/api/auth/password',
      body: { currentPassword: 'Not-the-1-password!', newPassword: 'Sec!Never1aZ' },
    }),
  },
  'POST /api/auth/email-change': {
    expect: (role) => (role === 'anonymous' ? 401 : 400),
    request: () => ({
      path: '/api/auth/email-change',
      body: { newEmail: 'someone-else@security.test', currentPassword: 'Not-the-1-password!' },
    }),
  },
  'POST /api/auth/email-change/confirm': {
    // A token that was never issued: refused for everyone.
    expect: publicRoute(400),
    request: () => ({
      path: '/api/auth/email-change/confirm',
      body: {
        token: Buffer.from(randomUUID() + randomUUID())
          .toString('base64url')
          .slice(0, 43),
      },
    }),
  },
  'POST /api/auth/email-change/undo': {
    // A token that was never issued: refused for everyone (the real undo: probes-recovery.mjs).
    expect: publicRoute(400),
    request: () => ({
      path: '/api/auth/email-change/undo',
      body: {
        token: Buffer.from(randomUUID() + randomUUID())
          .toString('base64url')
          .slice(0, 43),
      },
    }),
  },
  'GET /api/auth/me/export': {
    expect: signedIn(200),
    request: () => ({ path: '/api/auth/me/export' }),
    // The caller's own record only, no secret, and none of the records of a client they do not own.
    check: (res, ctx, role) => {
      const u = ctx.users[role];
      if (res.json?.user?.id !== u.id) return 'exported another user';
      if (/passwordHash|password_hash|\$argon2|apiKey|api_key|token_hash/i.test(res.text))
        return 'the export carries a secret';
      const ids = [
        ...(res.json.profiles ?? []),
        ...(res.json.playbooks ?? []),
        ...(res.json.drafts ?? []),
      ].map((x) => x.id);
      for (const owner of ['A', 'B']) {
        const mine = (role === 'clientA' && owner === 'A') || (role === 'clientB' && owner === 'B');
        if (mine) continue;
        for (const kind of ['icp', 'playbook', 'draft'])
          if (ids.includes(ctx.rec[owner][kind].id)) return `exports the ${kind} of ${owner}`;
      }
      return undefined;
    },
  },
  'DELETE /api/auth/me': {
    expect: (role) => (role === 'anonymous' ? 401 : 400),
    request: () => ({ path: '/api/auth/me', body: { currentPassword: 'Not-the-1-password!' } }),
  },

  // ---- users ----
  'GET /api/users': {
    // A client may not list users (spec 6: "Load user list": no); an advisor sees its clients and itself.
    expect: advisorOnly(200),
    request: () => ({ path: '/api/users?limit=200' }),
    check: (res, ctx, role) => {
      const ids = idsIn(res.json);
      const u = ctx.users;
      if (role === 'advAssigned')
        return (
          leak(ids, { clientB: u.clientB.id, advUnassigned: u.advUnassigned.id, admin: u.admin.id }) ??
          (ids.includes(u.clientA.id) ? undefined : 'does not list its assigned client')
        );
      if (role === 'advUnassigned')
        return leak(ids, {
          clientA: u.clientA.id,
          clientB: u.clientB.id,
          advAssigned: u.advAssigned.id,
          admin: u.admin.id,
        });
      return undefined;
    },
  },
  'GET /api/users/{id}': {
    // A, B: the clients; self: the caller's own record; admin: the administrator's record.
    targets: [...RECORD_TARGETS, 'self', 'admin'],
    expect: (role, t) => {
      if (role === 'anonymous') return 401;
      if (t === 'self') return 200;
      if (t === 'admin') return role === 'admin' ? 200 : 404;
      return seesClient(role, ownerOf(t)) ? 200 : 404;
    },
    request: (ctx, role, t) => {
      const id =
        t === 'missing'
          ? ctx.missing
          : t === 'self'
            ? (ctx.users[role]?.id ?? ctx.users.clientA.id)
            : t === 'admin'
              ? ctx.users.admin.id
              : ownerUser(ctx, t).id;
      return { path: `/api/users/${id}` };
    },
  },

  // ---- profiles ----
  'GET /api/icps': {
    expect: signedIn(200),
    request: () => ({ path: '/api/icps?limit=200' }),
    check: listCheck('icp'),
  },
  'POST /api/icps': {
    expect: signedIn(201),
    request: () => ({ path: '/api/icps', body: icpBody('Own profile') }),
    check: (res, ctx, role) =>
      res.json?.userId === ctx.users[role].id ? undefined : 'created for someone else',
  },
  'POST /api/advisor/icp': {
    targets: RECORD_TARGETS,
    // Clients may not (403); an advisor only for an assigned client (403); a missing client: 403 to an
    // advisor (not one of theirs), 404 to an admin.
    expect: (role, t) => {
      if (role === 'anonymous') return 401;
      if (role === 'admin') return t === 'missing' ? 404 : 201;
      if (role === 'advAssigned') return t === 'A' ? 201 : 403;
      return 403;
    },
    request: (ctx, role, t) => ({
      path: '/api/advisor/icp',
      body: {
        ...icpBody(role === 'admin' || role === 'advAssigned' ? 'Made for a client' : PWNED),
        clientId: t === 'missing' ? ctx.missing : ownerUser(ctx, t).id,
      },
    }),
    check: (res, ctx, role, t) =>
      res.json?.userId === ownerUser(ctx, t).id && res.json?.createdBy === ctx.users[role].id
        ? undefined
        : 'wrong owner or creator',
  },
  'PUT /api/icps/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, role, t) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}`,
      body: { ...icpBody(seesClient(role, ownerOf(t)) ? `${t} profile` : PWNED), status: 'in_progress' },
    }),
  },
  'PATCH /api/icps/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, role, t) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}`,
      body: { status: seesClient(role, ownerOf(t)) ? 'in_progress' : 'draft' },
    }),
  },
  'DELETE /api/icps/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    prepare: async (ctx, _role, t) => {
      const res = await ctx.http.request('POST', '/api/icps', {
        cookie: ownerUser(ctx, t).cookie,
        body: icpBody('To delete'),
      });
      return { id: res.json.id };
    },
    request: (ctx, _role, t, p) => ({ path: `/api/icps/${p?.id ?? idOf(ctx, 'icp', t)}` }),
    check: async (_res, ctx, _role, t, p) => {
      const after = await ctx.http.request('GET', `/api/icps/${p.id}`, { cookie: ownerUser(ctx, t).cookie });
      return after.status === 404 ? undefined : `still there after delete (${after.status})`;
    },
  },
  'POST /api/icps/{id}/analyze': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/analyze` }),
  },
  'GET /api/icps/{id}/export': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/export` }),
    check: (res) =>
      res.type.includes('application/pdf') && res.bytes.subarray(0, 5).toString() === '%PDF-'
        ? undefined
        : 'not a PDF',
  },
  // ---- the persona card as a PNG (docs/product.md §2, "Persona card") ----
  'GET /api/icps/{id}/export/persona.png': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/export/persona.png` }),
    check: (res) =>
      res.type.includes('image/png') &&
      res.bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        ? undefined
        : 'not a PNG',
  },

  // ---- customer evidence: a profile's client list (docs/evidence.md); a list of two rows ----
  'POST /api/icps/{id}/evidence/preview': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}/evidence/preview`,
      body: { csv: 'Company,Industry,Employees\nSmile Dental,Dental,20\nCity Clinic,Healthcare,120\n' },
    }),
    check: (res) => (res.json?.rowCount === 2 ? undefined : 'not the file previewed'),
  },
  'PUT /api/icps/{id}/evidence': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}/evidence`,
      body: { csv: 'Company,Industry,Employees\nSmile Dental,Dental,20\nCity Clinic,Healthcare,120\n' },
    }),
    check: (res, ctx, role) =>
      res.json?.import?.rowCount === 2 && res.json.import.createdBy === ctx.users[role].id
        ? undefined
        : 'not the file imported',
  },
  // Uploads (docs/evidence.md, "Uploads"): the file's bytes, read on the queue; its status by uploadId.
  'POST /api/icps/{id}/evidence/uploads': {
    targets: RECORD_TARGETS,
    expect: byVisibility(202),
    request: (ctx, _role, t) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}/evidence/uploads`,
      raw: Buffer.from(UPLOAD_FILE),
      headers: { 'content-type': 'text/csv' },
    }),
    check: (res) => (res.json?.state === 'queued' ? undefined : 'not queued'),
  },
  'GET /api/icps/{id}/evidence/uploads/{uploadId}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    // The owner uploads; the probe reads its status (an upload the caller may not see: the id that does not exist).
    prepare: async (ctx, _role, t) => {
      // The owner's uploads in flight are capped (docs/limits.md): past it wait Retry-After, as a client does.
      for (let attempt = 0; ; attempt++) {
        const res = await ctx.http.request('POST', `/api/icps/${idOf(ctx, 'icp', t)}/evidence/uploads`, {
          cookie: ownerUser(ctx, t).cookie,
          raw: Buffer.from(UPLOAD_FILE),
          headers: { 'content-type': 'text/csv' },
        });
        if (res.status !== 429 || attempt >= 20) return { uploadId: res.json?.uploadId };
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      }
    },
    request: (ctx, _role, t, p) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}/evidence/uploads/${p?.uploadId ?? ctx.missing}`,
    }),
    check: (res, _ctx, _role, _t, p) => (res.json?.uploadId === p?.uploadId ? undefined : 'not the upload'),
  },
  'GET /api/icps/{id}/evidence/fit': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/evidence/fit?limit=5` }),
    check: (res) => (Array.isArray(res.json) ? undefined : 'not a list'),
  },
  'GET /api/icps/{id}/evidence/fit.csv': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/evidence/fit.csv` }),
    check: (res) =>
      res.type.startsWith('text/csv') && res.text.startsWith('\uFEFF"Row",')
        ? undefined
        : 'not the scored list',
  },
  'GET /api/icps/{id}/ledger': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/ledger` }),
    check: (res) =>
      Array.isArray(res.json?.fields) && typeof res.json.hypothesis === 'boolean'
        ? undefined
        : 'not a ledger',
  },
  'POST /api/icps/{id}/evidence/score': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}/evidence/score`,
      body: { csv: 'Company,Industry,Employees\nSmile Dental,Dental,20\nCity Clinic,Healthcare,120\n' },
    }),
    check: (res) =>
      res.json?.rowCount === 2 && Array.isArray(res.json.items) ? undefined : 'not the prospects scored',
  },
  'DELETE /api/icps/{id}/evidence': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/evidence` }),
  },

  // ---- drafts ----
  'GET /api/drafts': {
    expect: signedIn(200),
    request: () => ({ path: '/api/drafts' }),
    // Everyone lists their own drafts, the admin included.
    check: (res, ctx, role) => {
      const ids = idsIn(res.json);
      const own = role === 'clientA' ? 'A' : role === 'clientB' ? 'B' : undefined;
      const foreign = Object.fromEntries(
        ['A', 'B'].filter((o) => o !== own).map((o) => [`draft of ${o}`, ctx.rec[o].draft.id]),
      );
      return (
        leak(ids, foreign) ??
        (own && !ids.includes(ctx.rec[own].draft.id) ? 'does not list its own draft' : undefined)
      );
    },
  },
  'POST /api/drafts': {
    // own: no client named; A / B: a draft for that client (advisors only for an assigned one: 403).
    targets: ['own', 'A', 'B'],
    expect: (role, t) => (role === 'anonymous' ? 401 : t === 'own' || seesClient(role, t) ? 201 : 403),
    request: (ctx, role, t) => ({
      path: '/api/drafts',
      body: draftBody(
        t === 'own' || seesClient(role, t) ? 'Probe draft' : PWNED,
        t === 'own' ? undefined : ownerUser(ctx, t).id,
      ),
    }),
    check: (res, ctx, role) =>
      res.json?.userId === ctx.users[role].id ? undefined : 'saved as someone else',
  },
  'PUT /api/drafts/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200, seesDraft),
    request: (ctx, role, t) => ({
      path: `/api/drafts/${idOf(ctx, 'draft', t)}`,
      body: draftBody(seesDraft(role, ownerOf(t)) ? 'Security draft' : PWNED),
    }),
  },
  'DELETE /api/drafts/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200, seesDraft),
    prepare: async (ctx, _role, t) => {
      const res = await ctx.http.request('POST', '/api/drafts', {
        cookie: ownerUser(ctx, t).cookie,
        body: draftBody('To delete'),
      });
      return { id: res.json.id };
    },
    request: (ctx, _role, t, p) => ({ path: `/api/drafts/${p?.id ?? idOf(ctx, 'draft', t)}` }),
  },

  // ---- playbooks ----
  'GET /api/playbooks': {
    expect: signedIn(200),
    request: () => ({ path: '/api/playbooks?limit=200' }),
    check: listCheck('playbook'),
  },
  'POST /api/playbooks': {
    // For a profile the caller sees (201); for anyone else's: 404 (ICP not found).
    targets: RECORD_TARGETS,
    expect: byVisibility(201),
    request: (ctx, role, t) => ({
      path: '/api/playbooks',
      body: playbookBody(idOf(ctx, 'icp', t), seesClient(role, ownerOf(t)) ? 'Probe playbook' : PWNED),
    }),
    check: (res, ctx, _role, t) =>
      res.json?.userId === ownerUser(ctx, t).id ? undefined : 'owned by someone else',
  },
  'PUT /api/playbooks/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, role, t) => ({
      path: `/api/playbooks/${idOf(ctx, 'playbook', t)}`,
      body: playbookBody(
        t === 'missing' ? ctx.rec.A.icp.id : idOf(ctx, 'icp', t),
        seesClient(role, ownerOf(t)) ? 'Security playbook' : PWNED,
      ),
    }),
  },
  'PATCH /api/playbooks/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, role, t) => ({
      path: `/api/playbooks/${idOf(ctx, 'playbook', t)}`,
      body: { status: seesClient(role, ownerOf(t)) ? 'in_progress' : 'completed' },
    }),
  },
  'DELETE /api/playbooks/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    prepare: async (ctx, _role, t) => {
      const res = await ctx.http.request('POST', '/api/playbooks', {
        cookie: ownerUser(ctx, t).cookie,
        body: playbookBody(idOf(ctx, 'icp', t), 'To delete'),
      });
      return { id: res.json.id };
    },
    request: (ctx, _role, t, p) => ({ path: `/api/playbooks/${p?.id ?? idOf(ctx, 'playbook', t)}` }),
  },
  // ---- KPI actuals (docs/product.md §17): whoever may edit the playbook; 404 for the others ----
  'GET /api/playbooks/{id}/kpis': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/kpis` }),
    check: (res) => (res.json?.kpis?.[0]?.key === 'security-leads' ? undefined : 'no Security leads KPI'),
  },
  'PUT /api/playbooks/{id}/kpis/{kpiKey}/actuals/{period}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, role, t) => ({
      path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/kpis/security-leads/actuals/2026-01`,
      body: { value: seesClient(role, ownerOf(t)) ? 12 : 666 },
    }),
    check: (res) =>
      res.json?.kpis?.[0]?.actuals?.some((a) => a.period === '2026-01')
        ? undefined
        : 'the value is not recorded',
  },
  'DELETE /api/playbooks/{id}/kpis/{kpiKey}/actuals/{period}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    // Each role deletes a period of its own: probes run side by side, and one role's delete must not
    // take the value another role's probe recorded.
    prepare: async (ctx, role, t) => {
      if (t === 'missing') return {};
      await ctx.http.request(
        'PUT',
        `/api/playbooks/${idOf(ctx, 'playbook', t)}/kpis/security-leads/actuals/${deletePeriod(role)}`,
        {
          cookie: ownerUser(ctx, t).cookie,
          body: { value: 7 },
        },
      );
      return {};
    },
    request: (ctx, role, t) => ({
      path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/kpis/security-leads/actuals/${deletePeriod(role)}`,
    }),
  },
  'POST /api/playbooks/{id}/kpis/import': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, role, t) => ({
      path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/kpis/import`,
      body: { csv: `kpi,period,value\nSecurity leads,2026-03,${seesClient(role, ownerOf(t)) ? 5 : 666}\n` },
    }),
    check: (res) => (res.json?.imported === 1 ? undefined : 'not one value imported'),
  },
  'GET /api/playbooks/{id}/export': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/export` }),
    check: (res) =>
      res.type.includes('application/pdf') && res.bytes.subarray(0, 5).toString() === '%PDF-'
        ? undefined
        : 'not a PDF',
  },

  // ---- notes and tasks ----
  'GET /api/notes': {
    targets: NOTE_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({
      path: t.endsWith('.playbook')
        ? `/api/notes?playbookId=${idOf(ctx, 'playbook', t)}`
        : `/api/notes?icpId=${idOf(ctx, 'icp', t)}`,
    }),
    check: (res, ctx, _role, t) => {
      const task = t.endsWith('.playbook') ? ctx.rec[ownerOf(t)].playbookTask : ctx.rec[ownerOf(t)].task;
      return idsIn(res.json).includes(task.id) ? undefined : 'does not list the task';
    },
  },
  'POST /api/notes': {
    targets: NOTE_TARGETS,
    expect: byVisibility(201),
    request: (ctx, role, t) => ({
      path: '/api/notes',
      body: {
        ...(t.endsWith('.playbook')
          ? { playbookId: idOf(ctx, 'playbook', t) }
          : { icpId: idOf(ctx, 'icp', t) }),
        note: seesClient(role, ownerOf(t)) ? 'Probe note' : PWNED,
        isTask: false,
        assignedTo: null,
      },
    }),
  },
  'POST /api/notes/{id}/complete': {
    targets: NOTE_TARGETS,
    expect: byVisibility(200),
    prepare: async (ctx, _role, t) => {
      const item = t.endsWith('.playbook')
        ? { playbookId: idOf(ctx, 'playbook', t) }
        : { icpId: idOf(ctx, 'icp', t) };
      const res = await ctx.http.request('POST', '/api/notes', {
        cookie: ownerUser(ctx, t).cookie,
        body: { ...item, note: 'Task to complete', isTask: true, assignedTo: null },
      });
      return { id: res.json.id };
    },
    request: (ctx, _role, t, p) => {
      const standing = t.startsWith('missing')
        ? ctx.missing
        : t.endsWith('.playbook')
          ? ctx.rec[ownerOf(t)].playbookTask.id
          : ctx.rec[ownerOf(t)].task.id;
      return { path: `/api/notes/${p?.id ?? standing}/complete` };
    },
    check: (res) => (res.json?.status === 'completed' ? undefined : 'not completed'),
  },
  'POST /api/notes/{id}/reopen': {
    targets: NOTE_TARGETS,
    expect: byVisibility(200),
    prepare: async (ctx, _role, t) => {
      const id = await freshNote(ctx, t, { isTask: true, note: 'Task to reopen' });
      await ctx.http.request('POST', `/api/notes/${id}/complete`, { cookie: ownerUser(ctx, t).cookie });
      return { id };
    },
    request: (ctx, _role, t, p) => ({ path: `/api/notes/${p?.id ?? standingTask(ctx, t)}/reopen` }),
    check: (res) => (res.json?.status === 'open' ? undefined : 'not open again'),
  },
  // Only the author edits (the owning client wrote these); others who see the note: 403.
  'PATCH /api/notes/{id}': {
    targets: NOTE_TARGETS,
    expect: (role, t) =>
      role === 'anonymous' ? 401 : !seesClient(role, ownerOf(t)) ? 404 : isOwner(role, t) ? 200 : 403,
    prepare: async (ctx, _role, t) => ({ id: await freshNote(ctx, t, { isTask: false, note: 'To edit' }) }),
    request: (ctx, role, t, p) => ({
      path: `/api/notes/${p?.id ?? standingTask(ctx, t)}`,
      body: { note: isOwner(role, t) ? 'Probe edit' : PWNED },
    }),
    check: (res) => (res.json?.note === 'Probe edit' && res.json?.editedAt ? undefined : 'not edited'),
  },
  // The author or an admin deletes; an advisor who sees the note: 403.
  'DELETE /api/notes/{id}': {
    targets: NOTE_TARGETS,
    expect: (role, t) =>
      role === 'anonymous'
        ? 401
        : !seesClient(role, ownerOf(t))
          ? 404
          : isOwner(role, t) || role === 'admin'
            ? 200
            : 403,
    prepare: async (ctx, _role, t) => ({ id: await freshNote(ctx, t, { isTask: true, note: 'To delete' }) }),
    request: (ctx, _role, t, p) => ({ path: `/api/notes/${p?.id ?? standingTask(ctx, t)}` }),
  },
  'GET /api/notes/assignees': {
    targets: NOTE_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({
      path: t.endsWith('.playbook')
        ? `/api/notes/assignees?playbookId=${idOf(ctx, 'playbook', t)}`
        : `/api/notes/assignees?icpId=${idOf(ctx, 'icp', t)}`,
    }),
    // The owner first; never a client who is not the owner.
    check: (res, ctx, _role, t) => {
      if (!Array.isArray(res.json)) return 'not a list of users';
      if (res.json[0]?.id !== ownerUser(ctx, t).id) return 'does not name the owner first';
      if (res.json.some((u) => u.role === 'client' && u.id !== ownerUser(ctx, t).id))
        return 'names another client';
      return undefined;
    },
  },
  'GET /api/tasks': {
    expect: signedIn(200),
    request: () => ({ path: '/api/tasks?filter=open&limit=200' }),
    // The standing tasks of the clients the caller sees, and never another client's.
    check: (res, ctx, role) => {
      if (!Array.isArray(res.json)) return 'not a list of tasks';
      const listed = idsIn(res.json);
      for (const owner of ['A', 'B']) {
        const standing = [ctx.rec[owner].task.id, ctx.rec[owner].playbookTask.id];
        const shown = standing.filter((id) => listed.includes(id)).length;
        if (!seesClient(role, owner) && shown > 0) return `lists the tasks of ${owner}`;
        if (seesClient(role, owner) && shown < 2) return `does not list the tasks of ${owner}`;
      }
      return undefined;
    },
  },
  'GET /api/notifications': {
    expect: signedIn(200),
    request: () => ({ path: '/api/notifications?limit=200' }),
    check: (res) => {
      if (!Array.isArray(res.json)) return 'not a list of notifications';
      if (res.json.some((n) => typeof n.kind !== 'string' || typeof n.itemId !== 'string'))
        return 'not notifications';
      return undefined;
    },
  },
  'GET /api/notifications/summary': {
    expect: signedIn(200),
    request: () => ({ path: '/api/notifications/summary' }),
    check: (res) => (Number.isInteger(res.json?.unreadCount) ? undefined : 'no unread count'),
  },
  'POST /api/notifications/{id}/read': {
    targets: RECORD_TARGETS,
    // Only the recipient (the target's owner) marks theirs; everyone else, the admin too, 404.
    expect: (role, t) => (role === 'anonymous' ? 401 : isOwner(role, t) ? 200 : 404),
    prepare: async (ctx, _role, t) => (t === 'missing' ? {} : { id: await freshNotification(ctx, t) }),
    request: (ctx, _role, t, p) => ({ path: `/api/notifications/${p?.id ?? ctx.missing}/read` }),
    check: (res) => (res.json?.readAt ? undefined : 'not read'),
  },
  'POST /api/notifications/read-all': {
    expect: signedIn(200),
    request: () => ({ path: '/api/notifications/read-all' }),
    check: (res) => (res.json?.unreadCount === 0 ? undefined : 'unread left'),
  },
  'GET /api/account/notifications': {
    expect: signedIn(200),
    request: () => ({ path: '/api/account/notifications' }),
    check: (res) =>
      ['instant', 'digest', 'none'].includes(res.json?.email) ? undefined : 'no e-mail choice',
  },
  'PUT /api/account/notifications': {
    expect: signedIn(200),
    // Each caller changes only their own choice, whatever user id the body names.
    request: (ctx) => ({
      path: '/api/account/notifications',
      body: { email: 'none', userId: ctx.users.clientB?.id },
    }),
    check: (res) => (res.json?.email === 'none' ? undefined : 'did not save the choice'),
  },
  'GET /api/notes/search': {
    expect: signedIn(200),
    request: () => ({ path: '/api/notes/search?search=security%20TASK&limit=200' }),
    // The header search: the standing notes of the clients the caller sees, and never another client's.
    check: (res, ctx, role) => {
      if (!Array.isArray(res.json)) return 'not a list of notes';
      const listed = idsIn(res.json);
      for (const owner of ['A', 'B']) {
        const standing = [ctx.rec[owner].task.id, ctx.rec[owner].playbookTask.id];
        const shown = standing.filter((id) => listed.includes(id)).length;
        if (!seesClient(role, owner) && shown > 0) return `finds the notes of ${owner}`;
        if (seesClient(role, owner) && shown < 2) return `does not find the notes of ${owner}`;
      }
      if (res.json.some((n) => !n.note.toLowerCase().includes('security task')))
        return 'finds a note without the search text';
      return undefined;
    },
  },
  'POST /api/notes/open-task-counts': {
    expect: signedIn(200),
    request: (ctx) => ({
      path: '/api/notes/open-task-counts',
      body: {
        icpIds: [ctx.rec.A.icp.id, ctx.rec.B.icp.id],
        playbookIds: [ctx.rec.A.playbook.id, ctx.rec.B.playbook.id],
      },
    }),
    // Items the caller may not see count nothing (their tasks are not revealed); its own count theirs.
    check: (res, ctx, role) => {
      for (const owner of ['A', 'B']) {
        const icpCount = res.json?.icps?.[ctx.rec[owner].icp.id] ?? 0;
        const pbCount = res.json?.playbooks?.[ctx.rec[owner].playbook.id] ?? 0;
        const sees = seesClient(role, owner);
        if (!sees && (icpCount || pbCount)) return `reveals the open tasks of ${owner}`;
        if (sees && (icpCount < 1 || pbCount < 1)) return `does not count the open tasks of ${owner}`;
      }
      return undefined;
    },
  },

  // ---- AI ----
  'POST /api/ai/suggest-demographics': {
    expect: signedIn(200),
    request: () => ({ path: '/api/ai/suggest-demographics', body: { type: 'b2b', industry: 'Accounting' } }),
  },
  'POST /api/ai/suggest-pain-points': {
    expect: signedIn(200),
    request: () => ({ path: '/api/ai/suggest-pain-points', body: { icpData: icpBody('AI probe') } }),
  },
  'POST /api/ai/suggest-channels': {
    expect: signedIn(200),
    request: () => ({ path: '/api/ai/suggest-channels', body: { icpData: icpBody('AI probe') } }),
  },
  'POST /api/ai/generate-messaging': {
    expect: signedIn(200),
    request: () => ({ path: '/api/ai/generate-messaging', body: { icpData: icpBody('AI probe') } }),
  },
  'POST /api/ai/suggest-campaigns': {
    expect: signedIn(200),
    request: () => ({
      path: '/api/ai/suggest-campaigns',
      body: { icpData: icpBody('AI probe'), channels: ['LinkedIn'] },
    }),
  },
  'POST /api/ai/generate-playbook': {
    expect: signedIn(200),
    request: () => ({ path: '/api/ai/generate-playbook', body: { icpData: icpBody('AI probe') } }),
    check: (res) => (res.json?.sections?.roadmap?.campaigns?.length ? undefined : 'answers no roadmap'),
  },
  'POST /api/ai/generate-playbook/{section}': {
    expect: signedIn(200),
    request: () => ({
      path: '/api/ai/generate-playbook/kpis',
      body: { icpData: icpBody('AI probe'), options: { variant: 1 } },
    }),
    check: (res) => (res.json?.sections?.kpis?.length ? undefined : 'answers no KPIs'),
  },
  'GET /api/ai-settings': {
    expect: signedIn(200),
    request: () => ({ path: '/api/ai-settings' }),
    check: (res) => (res.json?.customApiKey === '' ? undefined : 'answers the API key'),
  },
  'PUT /api/ai-settings': {
    expect: signedIn(200),
    request: () => ({ path: '/api/ai-settings', body: { provider: 'openai', useReplitAI: true } }),
  },
  'POST /api/ai-settings/test': {
    // No key entered and none saved for this URL: a 400 that asks for one, before any provider call.
    expect: signedIn(400),
    request: () => ({
      path: '/api/ai-settings/test',
      body: { provider: 'openai', customApiUrl: 'https://api.openai.com/v1' },
    }),
    check: (res) =>
      /Enter your OpenAI API key/.test(res.json?.message ?? '') ? undefined : 'does not ask for the key',
  },

  // ---- advisors ----
  'GET /api/advisor/clients': {
    // own: the caller's clients; A: naming advisor A (advAssigned) — only an admin may name another.
    targets: ['own', 'other'],
    expect: (role, t) => {
      if (role === 'anonymous') return 401;
      if (!isAdvisor(role) && role !== 'admin') return 403;
      if (t === 'other' && role === 'advUnassigned') return 403;
      return 200;
    },
    request: (ctx, _role, t) => ({
      path:
        t === 'other' ? `/api/advisor/clients?advisorId=${ctx.users.advAssigned.id}` : '/api/advisor/clients',
    }),
    check: (res, ctx, role, t) => {
      const ids = idsIn(res.json);
      const u = ctx.users;
      if (role === 'advUnassigned') return leak(ids, { clientA: u.clientA.id, clientB: u.clientB.id });
      if (role === 'advAssigned' || t === 'other')
        return (
          leak(ids, { clientB: u.clientB.id }) ??
          (ids.includes(u.clientA.id) ? undefined : 'does not list clientA')
        );
      return undefined;
    },
  },

  'GET /api/advisor/cockpit': {
    // own: the caller's portfolio; other: naming advisor A (advAssigned) — only an admin may name another.
    targets: ['own', 'other'],
    expect: (role, t) => {
      if (role === 'anonymous') return 401;
      if (!isAdvisor(role) && role !== 'admin') return 403;
      if (t === 'other' && role === 'advUnassigned') return 403;
      return 200;
    },
    request: (ctx, _role, t) => ({
      path:
        t === 'other' ? `/api/advisor/cockpit?advisorId=${ctx.users.advAssigned.id}` : '/api/advisor/cockpit',
    }),
    check: (res, ctx, role, t) => {
      if (!Array.isArray(res.json?.clients)) return 'not a portfolio';
      const ids = res.json.clients.map((c) => c.id);
      const u = ctx.users;
      if (role === 'advUnassigned') return leak(ids, { clientA: u.clientA.id, clientB: u.clientB.id });
      if (role === 'advAssigned' || t === 'other')
        return (
          leak(ids, { clientB: u.clientB.id }) ??
          (ids.includes(u.clientA.id) ? undefined : 'does not list clientA')
        );
      return ids.includes(u.clientB.id) ? undefined : 'an admin does not see every client';
    },
  },

  // ---- admin ----
  'GET /api/admin/metrics': { expect: adminOnly(200), request: () => ({ path: '/api/admin/metrics' }) },
  'GET /api/admin/clients': { expect: adminOnly(200), request: () => ({ path: '/api/admin/clients' }) },
  'GET /api/admin/advisors': { expect: adminOnly(200), request: () => ({ path: '/api/admin/advisors' }) },
  'GET /api/admin/reports': { expect: adminOnly(200), request: () => ({ path: '/api/admin/reports' }) },
  'POST /api/admin/assignments': {
    // Non-admins try to give clientB to themselves (or to the unassigned advisor); the admin assigns a
    // fresh client.
    expect: adminOnly(201),
    prepare: async (ctx) => ({ client: await register(ctx.http, 'Fresh') }),
    request: (ctx, role, _t, p) => ({
      path: '/api/admin/assignments',
      body: {
        clientId: p?.client.id ?? ctx.users.clientB.id,
        advisorId: isAdvisor(role) ? ctx.users[role].id : ctx.users.advUnassigned.id,
      },
    }),
  },
  'PUT /api/admin/assignments/{id}': {
    expect: adminOnly(200),
    prepare: async (ctx) => {
      const client = await register(ctx.http, 'Fresh');
      await ctx.http.request('POST', '/api/admin/assignments', {
        cookie: ctx.users.admin.cookie,
        body: { clientId: client.id, advisorId: ctx.users.advAssigned.id },
      });
      return { client };
    },
    request: (ctx, _role, _t, p) => {
      const clientId = p?.client.id ?? ctx.users.clientA.id;
      return {
        path: `/api/admin/assignments/${clientId}`,
        body: { clientId, advisorId: ctx.users.advUnassigned.id },
      };
    },
  },
  'DELETE /api/admin/assignments/{id}': {
    expect: adminOnly(200),
    prepare: async (ctx) => {
      const client = await register(ctx.http, 'Fresh');
      await ctx.http.request('POST', '/api/admin/assignments', {
        cookie: ctx.users.admin.cookie,
        body: { clientId: client.id, advisorId: ctx.users.advAssigned.id },
      });
      return { client };
    },
    request: (ctx, _role, _t, p) => ({
      path: `/api/admin/assignments/${p?.client.id ?? ctx.users.clientA.id}`,
    }),
  },
  'PATCH /api/admin/users/{id}': {
    // Privilege escalation: anyone but an admin making themselves (or clientA) an admin.
    targets: ['self', 'A'],
    expect: adminOnly(200),
    prepare: async (ctx, _role, t) => (t === 'A' ? { user: await register(ctx.http, 'Fresh') } : {}),
    request: (ctx, role, t, p) => {
      if (role === 'admin')
        return t === 'self'
          ? { path: `/api/admin/users/${ctx.users.admin.id}`, body: { role: 'admin' } }
          : { path: `/api/admin/users/${p.user.id}`, body: { role: 'team_member' } };
      const id = t === 'self' ? (ctx.users[role]?.id ?? ctx.users.clientA.id) : ctx.users.clientA.id;
      return { path: `/api/admin/users/${id}`, body: { role: 'admin' } };
    },
  },

  'DELETE /api/admin/users/{id}': {
    // Deleting an account: only an admin, never their own (409: that takes its password in Settings).
    targets: ['fresh', 'self'],
    expect: (role, t) => (role === 'anonymous' ? 401 : role !== 'admin' ? 403 : t === 'self' ? 409 : 200),
    prepare: async (ctx, _role, t) => (t === 'fresh' ? { user: await register(ctx.http, 'Doomed') } : {}),
    // A refused caller names clientA (nothing is prepared when no success is expected).
    request: (ctx, role, t, p) => ({
      path: `/api/admin/users/${t === 'self' ? (ctx.users[role]?.id ?? ctx.users.clientA.id) : (p?.user.id ?? ctx.users.clientA.id)}`,
    }),
  },

  // ---- duplicates, DOCX exports and the lists as CSV (docs/product.md §11) ----
  'POST /api/icps/{id}/duplicate': {
    targets: RECORD_TARGETS,
    expect: byVisibility(201),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/duplicate` }),
    // The copy stays with the client, made by the caller, in progress.
    check: (res, ctx, role, t) =>
      res.json?.userId === ownerUser(ctx, t).id &&
      res.json.createdBy === ctx.users[role].id &&
      res.json.status === 'in_progress' &&
      res.json.id !== idOf(ctx, 'icp', t) &&
      res.json.name.startsWith('Copy of ')
        ? undefined
        : `not a copy for the client: ${JSON.stringify(res.json)?.slice(0, 160)}`,
  },
  'POST /api/playbooks/{id}/duplicate': {
    targets: RECORD_TARGETS,
    expect: byVisibility(201),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/duplicate` }),
    check: (res, ctx, role, t) =>
      res.json?.userId === ownerUser(ctx, t).id &&
      res.json.createdBy === ctx.users[role].id &&
      res.json.icpId === idOf(ctx, 'icp', t) &&
      res.json.status === 'in_progress' &&
      res.json.name.startsWith('Copy of ')
        ? undefined
        : `not a copy for the client: ${JSON.stringify(res.json)?.slice(0, 160)}`,
  },
  // ---- templates (docs/product.md §12, Templates) ----
  'GET /api/templates': {
    expect: signedIn(200),
    request: () => ({ path: '/api/templates?scope=private&limit=100' }),
    // Private templates are their owner's alone, an admin's included.
    check: (res, ctx, role) => {
      if (!Array.isArray(res.json)) return 'not a list answer';
      const others = res.json.filter((t) => t.ownerId !== ctx.users[role].id);
      if (others.length) return `lists ${others.length} private templates of others`;
      const own = role === 'clientA' ? ctx.rec.A.template : role === 'clientB' ? ctx.rec.B.template : null;
      return own && !res.json.some((t) => t.id === own.id) ? 'does not list its own template' : undefined;
    },
  },
  'POST /api/icps/{id}/template': {
    targets: [...RECORD_TARGETS, 'A.installation'],
    expect: saveTemplateExpect,
    request: (ctx, _role, t) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}/template`,
      body: { name: 'Probe template', ...(t.endsWith('.installation') ? { scope: 'installation' } : {}) },
    }),
    check: savedTemplateCheck('icp'),
  },
  'POST /api/playbooks/{id}/template': {
    targets: [...RECORD_TARGETS, 'A.installation'],
    expect: saveTemplateExpect,
    request: (ctx, _role, t) => ({
      path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/template`,
      body: { name: 'Probe template', ...(t.endsWith('.installation') ? { scope: 'installation' } : {}) },
    }),
    check: savedTemplateCheck('playbook'),
  },
  'DELETE /api/templates/{id}': {
    // A and B: each client's private template; A.installation: an admin's for everyone; A.builtin: never.
    targets: [...RECORD_TARGETS, 'A.installation', 'A.builtin'],
    expect: (role, t) =>
      role === 'anonymous'
        ? 401
        : t === 'A.builtin'
          ? 403
          : t === 'A.installation'
            ? role === 'admin'
              ? 200
              : 403
            : isOwner(role, t)
              ? 200
              : 404,
    prepare: async (ctx, _role, t) => {
      const installation = t === 'A.installation';
      const res = await ctx.http.request('POST', `/api/icps/${idOf(ctx, 'icp', t)}/template`, {
        cookie: installation ? ctx.users.admin.cookie : ownerUser(ctx, t).cookie,
        body: { name: 'To delete', ...(installation ? { scope: 'installation' } : {}) },
      });
      return { id: res.json.id };
    },
    request: (ctx, _role, t, p) => ({
      path: `/api/templates/${
        p?.id ??
        (t.startsWith('missing')
          ? ctx.missing
          : t === 'A.builtin'
            ? ctx.rec.A.builtinTemplate.id
            : t === 'A.installation'
              ? ctx.rec.A.installationTemplate.id
              : ctx.rec[ownerOf(t)].template.id)
      }`,
    }),
  },
  // ---- version history (docs/product.md §13): whoever sees the icp reads and restores its versions ----
  'GET /api/icps/{id}/versions': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/versions` }),
    check: (res) =>
      Array.isArray(res.json) && res.json.at(-1)?.version === 1 ? undefined : 'no version 1 in the history',
  },
  'GET /api/icps/{id}/versions/{version}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/versions/1` }),
    check: (res) =>
      res.json?.version === 1 && typeof res.json.content?.name === 'string' ? undefined : 'not version 1',
  },
  'POST /api/icps/{id}/versions/{version}/restore': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/versions/1/restore` }),
    check: (res, ctx, _role, t) =>
      res.json?.id === idOf(ctx, 'icp', t) && Number.isInteger(res.json.version)
        ? undefined
        : `not the restored icp: ${JSON.stringify(res.json)?.slice(0, 160)}`,
  },
  // ---- sign-off (docs/product.md §18): only the owning client, of the current version ----
  'POST /api/icps/{id}/sign-off': {
    targets: RECORD_TARGETS,
    expect: (role, t) =>
      role === 'anonymous' ? 401 : !seesClient(role, ownerOf(t)) ? 404 : isOwner(role, t) ? 200 : 403,
    // The owner signs the version the item is at now (other probes restore versions in between).
    prepare: async (ctx, _role, t) => {
      const item = await ctx.http.request('GET', `/api/icps/${idOf(ctx, 'icp', t)}`, {
        cookie: ownerUser(ctx, t).cookie,
      });
      return { version: item.json?.version ?? 1 };
    },
    request: (ctx, _role, t, p) => ({
      path: `/api/icps/${idOf(ctx, 'icp', t)}/sign-off`,
      body: { version: p?.version ?? 1 },
    }),
    check: (res, ctx, _role, t, p) =>
      res.json?.id === idOf(ctx, 'icp', t) && res.json.signOff?.version === p?.version
        ? undefined
        : `not signed off: ${JSON.stringify(res.json)?.slice(0, 160)}`,
  },
  // ---- version history (docs/product.md §13): whoever sees the playbook reads and restores its versions ----
  'GET /api/playbooks/{id}/versions': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/versions` }),
    check: (res) =>
      Array.isArray(res.json) && res.json.at(-1)?.version === 1 ? undefined : 'no version 1 in the history',
  },
  'GET /api/playbooks/{id}/versions/{version}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/versions/1` }),
    check: (res) =>
      res.json?.version === 1 && typeof res.json.content?.name === 'string' ? undefined : 'not version 1',
  },
  'POST /api/playbooks/{id}/versions/{version}/restore': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/versions/1/restore` }),
    check: (res, ctx, _role, t) =>
      res.json?.id === idOf(ctx, 'playbook', t) && Number.isInteger(res.json.version)
        ? undefined
        : `not the restored playbook: ${JSON.stringify(res.json)?.slice(0, 160)}`,
  },
  'POST /api/playbooks/{id}/sign-off': {
    targets: RECORD_TARGETS,
    expect: (role, t) =>
      role === 'anonymous' ? 401 : !seesClient(role, ownerOf(t)) ? 404 : isOwner(role, t) ? 200 : 403,
    // The owner signs the version the item is at now (other probes restore versions in between).
    prepare: async (ctx, _role, t) => {
      const item = await ctx.http.request('GET', `/api/playbooks/${idOf(ctx, 'playbook', t)}`, {
        cookie: ownerUser(ctx, t).cookie,
      });
      return { version: item.json?.version ?? 1 };
    },
    request: (ctx, _role, t, p) => ({
      path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/sign-off`,
      body: { version: p?.version ?? 1 },
    }),
    check: (res, ctx, _role, t, p) =>
      res.json?.id === idOf(ctx, 'playbook', t) && res.json.signOff?.version === p?.version
        ? undefined
        : `not signed off: ${JSON.stringify(res.json)?.slice(0, 160)}`,
  },
  // ---- approval of copy (docs/approvals.md); the workflow's own probes: probes-approval.mjs ----
  'POST /api/playbooks/{id}/approvals': {
    targets: RECORD_TARGETS,
    expect: byVisibility(201),
    prepare: async (ctx, _role, t) => {
      const item = await ctx.http.request('GET', `/api/playbooks/${idOf(ctx, 'playbook', t)}`, {
        cookie: ownerUser(ctx, t).cookie,
      });
      return { version: item.json?.version ?? 1 };
    },
    request: (ctx, _role, t, p) => ({
      path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/approvals`,
      body: { version: p?.version ?? 1 },
    }),
    check: (res, ctx, _role, t) =>
      res.json?.playbookId === idOf(ctx, 'playbook', t) && res.json.state === 'pending'
        ? undefined
        : `not a pending request: ${JSON.stringify(res.json)?.slice(0, 160)}`,
  },
  'GET /api/playbooks/{id}/approvals': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/approvals` }),
    check: (res) => (Array.isArray(res.json) ? undefined : 'not a list'),
  },
  'GET /api/approvals': {
    expect: signedIn(200),
    request: () => ({ path: '/api/approvals?state=all' }),
    check: (res, ctx, role) => {
      if (!Array.isArray(res.json)) return 'not a list';
      // A client reviews nothing; the unassigned advisor nothing of A's or B's.
      const owners = new Set(res.json.map((a) => a.ownerId));
      const foreign = ['A', 'B'].filter(
        (o) => owners.has(ownerUser(ctx, o).id) && (role.startsWith('client') || !seesClient(role, o)),
      );
      return foreign.length ? `lists requests of ${foreign.join(', ')}` : undefined;
    },
  },
  'GET /api/approvals/{id}': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({
      path: `/api/approvals/${ownerOf(t) ? ctx.approvals[ownerOf(t)].id : ctx.missing}`,
    }),
    check: (res, ctx, _role, t) =>
      res.json?.id === ctx.approvals[ownerOf(t)]?.id ? undefined : 'not the request',
  },
  'POST /api/approvals/{id}/decision': {
    targets: RECORD_TARGETS,
    // Reviewers (the admin, the owner's advisor) decide; the owner may read it but not decide (403).
    expect: (role, t) =>
      role === 'anonymous' ? 401 : !seesClient(role, ownerOf(t)) ? 404 : isOwner(role, t) ? 403 : 200,
    // A decision closes the request: each deciding probe gets a fresh one of the target's client.
    prepare: async (ctx, _role, t) => freshApproval(ctx, ownerOf(t)),
    request: (ctx, _role, t, p) => ({
      path: `/api/approvals/${p?.id ?? (ownerOf(t) ? ctx.approvals[ownerOf(t)].id : ctx.missing)}/decision`,
      body: { decision: 'return', comment: 'Security matrix' },
    }),
    check: (res, _ctx, _role, _t, p) =>
      res.json?.id === p?.id && res.json.state === 'returned' ? undefined : 'not returned',
  },
  'PUT /api/admin/compliance-reviewers/{id}': {
    expect: adminOnly(200),
    // Never marks anyone: the matrix's callers keep their standing.
    request: (ctx) => ({
      path: `/api/admin/compliance-reviewers/${ctx.users.clientB.id}`,
      body: { reviewer: false },
    }),
    check: (res, ctx) =>
      res.json?.userId === ctx.users.clientB.id && res.json.reviewer === false ? undefined : 'not the flag',
  },
  'GET /api/admin/approval-settings': {
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/approval-settings' }),
    check: (res) => (Number.isInteger(res.json?.retentionYears) ? undefined : 'no retention'),
  },
  'PUT /api/admin/approval-settings': {
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/approval-settings', body: { retentionYears: 5 } }),
    check: (res) => (res.json?.retentionYears === 5 ? undefined : 'not set'),
  },
  'GET /api/icps/{id}/export/docx': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/icps/${idOf(ctx, 'icp', t)}/export/docx` }),
    check: (res) =>
      res.type.includes('wordprocessingml') && res.bytes.subarray(0, 2).toString() === 'PK'
        ? undefined
        : 'not a Word document',
  },
  'GET /api/playbooks/{id}/export/docx': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/export/docx` }),
    check: (res) =>
      res.type.includes('wordprocessingml') && res.bytes.subarray(0, 2).toString() === 'PK'
        ? undefined
        : 'not a Word document',
  },
  'GET /api/playbooks/{id}/roadmap.ics': {
    targets: RECORD_TARGETS,
    expect: byVisibility(200),
    request: (ctx, _role, t) => ({ path: `/api/playbooks/${idOf(ctx, 'playbook', t)}/roadmap.ics` }),
    check: (res) =>
      res.type.startsWith('text/calendar') && res.text.startsWith('BEGIN:VCALENDAR\r\n')
        ? undefined
        : 'not a calendar',
  },
  'GET /api/icps/export.csv': {
    expect: signedIn(200),
    request: () => ({ path: '/api/icps/export.csv' }),
    check: (res, ctx, role) => csvCheck(res, ctx, role, 'icp'),
  },
  'GET /api/playbooks/export.csv': {
    expect: signedIn(200),
    request: () => ({ path: '/api/playbooks/export.csv' }),
    check: (res, ctx, role) => csvCheck(res, ctx, role, 'playbook'),
  },

  // ---- read-only share links (docs/product.md §14) ----
  ...shareEntries('icp', 'icps', (ctx, t) =>
    ctx.http.request('POST', '/api/icps', { cookie: ownerUser(ctx, t).cookie, body: icpBody('To share') }),
  ),
  ...shareEntries('playbook', 'playbooks', (ctx, t) =>
    ctx.http.request('POST', '/api/playbooks', {
      cookie: ownerUser(ctx, t).cookie,
      body: playbookBody(idOf(ctx, 'icp', t), 'To share'),
    }),
  ),
  'GET /api/shared/{token}': {
    // A live link of A's profile or playbook opens for everyone, signed in or not; an unknown or malformed
    // token answers the same 404 (the revoked link and 10,000 guesses: probes.mjs, shareProbes).
    targets: ['A.icp', 'A.playbook', 'missing', 'missing.malformed'],
    expect: (_role, t) => (t.startsWith('A') ? 200 : 404),
    prepare: async (ctx, _role, t) => {
      // A fresh item of A's (the standing ones' links are revoked all at once beside this probe).
      const kind = t.slice(2);
      const cookie = ctx.users.clientA.cookie;
      const item =
        kind === 'icp'
          ? await ctx.http.request('POST', '/api/icps', { cookie, body: icpBody('Shared') })
          : await ctx.http.request('POST', '/api/playbooks', {
              cookie,
              body: playbookBody(ctx.rec.A.icp.id, 'Shared'),
            });
      const res = await ctx.http.request('POST', `/api/${kind}s/${item.json.id}/shares`, {
        cookie,
        body: { label: 'Matrix' },
      });
      return { token: res.json.token, kind, id: item.json.id };
    },
    request: (_ctx, _role, t, p) => ({
      path: `/api/shared/${p?.token ?? (t === 'missing' ? `i_${randomBytes(32).toString('base64url')}` : 'not-a-token')}`,
    }),
    check: (res, ctx, _role, _t, p) => {
      if (!/noindex/.test(res.headers.get('x-robots-tag') ?? '')) return 'no X-Robots-Tag: noindex';
      if (res.json?.kind !== p.kind || res.json.item?.id !== p.id)
        return `not the shared item: ${res.text.slice(0, 160)}`;
      const text = res.text;
      for (const hidden of ['userId', 'createdBy', 'clientEmail', 'clientName', 'aiSuggestions', 'icpId'])
        if (hidden in res.json.item) return `the shared item carries ${hidden}`;
      return text.includes(ctx.users.clientA.email) ? "the owner's e-mail is in the answer" : undefined;
    },
  },
};

/** A list as CSV: a BOM, and the ids of every record the role sees, none of the others'. */
function csvCheck(res, ctx, role, kind) {
  if (!res.type.startsWith('text/csv') || !res.text.startsWith('\uFEFF')) return 'not a CSV with a BOM';
  const leaked = Object.entries(hiddenRecords(ctx, role, kind)).filter(([, id]) => res.text.includes(id));
  if (leaked.length) return `lists records it may not see: ${leaked.map(([k]) => k).join(', ')}`;
  const missing = Object.entries(visibleRecords(ctx, role, kind)).filter(([, id]) => !res.text.includes(id));
  return missing.length ? `does not list ${missing.map(([k]) => k).join(', ')}` : undefined;
}

/** Keys in a JSON answer that must never be there. */
const SECRET_KEYS =
  /pass(word)?(_?hash)?$|^(token|tokenHash|secret|apiKey|api_key|ciphertext|apiKeyCiphertext|apiKeyIv|apiKeyTag|sessionVersion|session_version)$/i;
function secretKeys(value, path = '$') {
  if (!value || typeof value !== 'object') return [];
  const out = [];
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_KEYS.test(k)) out.push(`${path}.${k}`);
    out.push(...secretKeys(v, `${path}.${k}`));
  }
  return out;
}

/** Whether the registry's `access` admits `role` (the owning service enforces it). */
export function admits(access, role) {
  if (access === 'public') return true;
  if (role === 'anonymous') return false;
  if (access === 'advisor') return isAdvisor(role) || role === 'admin';
  if (access === 'admin') return role === 'admin';
  return true;
}

/** The refusal `access` declares for `role`: 401 signed out, 403 a role it is not for; else undefined. */
export const refusalOf = (access, role) =>
  admits(access, role) ? undefined : role === 'anonymous' ? 401 : 403;

/** An id of a standing record of `kind` for target `t` (A's, B's or none at all). */
function standingId(ctx, kind, t) {
  if (t.startsWith('missing') || t === '-') return ctx.missing;
  const owner = ownerOf(t);
  const user = owner === 'A' ? ctx.users.clientA : ctx.users.clientB;
  if (kind === 'note') return ctx.rec[owner].task.id;
  if (kind === 'template') return ctx.rec[owner].template?.id ?? ctx.missing;
  if (kind === 'user' || kind === 'client') return user.id;
  return ctx.rec[owner][kind]?.id ?? ctx.missing;
}

/** A body its zod schema accepts, drawn from the schema (ids name A's records); undefined if none found. */
function validBodyOf(route, ctx) {
  const js = jsonSchemaOf(route.body);
  const gen = { rng: new Rng(routeKey(route).length * 7919), id: (kind) => standingId(ctx, kind, 'A') };
  for (let i = 0; i < 50; i++) {
    const body = validValue(js, js, gen, undefined);
    if (route.body.safeParse(body).success) return body;
  }
  return undefined;
}

const READ_KINDS = new Set(['icp', 'playbook', 'draft']);

/**
 * The matrix entry of a route from its registry entry alone; undefined when the suite cannot name its
 * path parameters. Every role its `access` refuses gets 401 or 403 (with a body its schema accepts, on
 * A's record: the refusal must not depend on the record). A read of a profile, playbook or draft is asked
 * of A's, B's and a missing record by every role it admits (docs/product.md: 404 for what the caller may
 * not see), a read of another kind of record of a missing one (404); a read without parameters answers
 * its status to every role it admits. A write is asked only
 * what its `access` refuses: its effects need an entry in MATRIX.
 */
export function derivedEntry(route) {
  const params = paramNames(route);
  const kind = idKindOfPath(route.path);
  if (params.some((p) => p !== 'id') || (params.includes('id') && !kind)) return undefined;
  const ok = route.status ?? 200;
  const read = route.method === 'GET' && !route.body && (!route.query || route.query.safeParse({}).success);
  const recordRead = read && READ_KINDS.has(kind);
  const sees = kind === 'draft' ? seesDraft : seesClient;
  // A read of another kind of record (a template, a note): who sees which is its own rule, but a record
  // that does not exist is a 404 to every role the route admits.
  const otherRead = read && Boolean(kind) && !recordRead;
  return {
    derived: true,
    targets: recordRead ? RECORD_TARGETS : otherRead ? ['A', 'missing'] : params.length ? ['A'] : ['-'],
    expect: (role, t) => {
      const refused = refusalOf(route.access, role);
      if (refused) return refused;
      if (recordRead) return sees(role, ownerOf(t)) ? ok : 404;
      if (otherRead) return t === 'missing' ? 404 : undefined;
      return read && !params.length ? ok : undefined;
    },
    request: (ctx, _role, t) => ({
      path: route.path.replace('{id}', () => standingId(ctx, kind, t)),
      body: route.body ? validBodyOf(route, ctx) : undefined,
    }),
  };
}

/** The entry a route is probed with: its MATRIX entry, else the one derived from the registry. */
export const entryOf = (route, matrix = MATRIX) => matrix[routeKey(route)] ?? derivedEntry(route);

/**
 * Every registered /api route is probed (a MATRIX entry or a derived one), every MATRIX entry is a
 * registered route, and every entry's refusals agree with its route's `access`.
 */
export function coverage(routes = API_ROUTES, matrix = MATRIX) {
  const registered = routes.map(routeKey);
  const missing = routes.filter((r) => !EXEMPT[routeKey(r)] && !entryOf(r, matrix)).map(routeKey);
  const stale = Object.keys(matrix).filter((k) => !registered.includes(k));
  const exemptUnderApi = Object.keys(EXEMPT).filter((k) => k.split(' ')[1].startsWith('/api'));
  const disagree = [];
  for (const route of routes) {
    const entry = matrix[routeKey(route)];
    if (!entry) continue;
    for (const role of ROLES) {
      const refused = refusalOf(route.access, role);
      const said = (entry.targets ?? ['-']).map((t) => entry.expect(role, t));
      if (refused ? said.some((s) => s !== refused) : said.includes(401))
        disagree.push(`${routeKey(route)} (${route.access}): ${role} ${said.join('/')}`);
    }
  }
  return { registered, missing, stale, exemptUnderApi, disagree };
}

/** The registered routes (the exempt ones aside) that no request of `requests` reached. */
export const unreached = (requests, routes = API_ROUTES) => unexercised(routes, requests, EXEMPT);

/** `A.playbook` -> `.playbook`: which id that does not exist a target compares with. */
const kindOf = (t) => (t.includes('.') ? t.slice(t.indexOf('.')) : '');

/** Runs the matrix; records one probe per (route, role, target). */
export async function runMatrix(ctx, report) {
  const cov = coverage();
  report.check(
    'coverage',
    'every registered /api route is in the matrix',
    cov.missing.length === 0,
    () =>
      `neither derived from the registry (parameters the suite cannot name) nor in test/security/matrix.mjs: ${cov.missing.join(', ')}`,
  );
  report.check(
    'coverage',
    "every matrix entry's refusals agree with its route's access",
    cov.disagree.length === 0,
    () => cov.disagree.join('; '),
  );
  report.check(
    'coverage',
    'every matrix entry is a registered route',
    cov.stale.length === 0,
    () => `not in the registry: ${cov.stale.join(', ')}`,
  );
  report.check('coverage', 'no /api route is exempt', cov.exemptUnderApi.length === 0, () =>
    cov.exemptUnderApi.join(', '),
  );

  const probes = [];
  for (const route of API_ROUTES) {
    const key = routeKey(route);
    const entry = EXEMPT[key] ? undefined : entryOf(route);
    if (!entry) continue;
    for (const t of entry.targets ?? ['-'])
      for (const role of ROLES)
        if (entry.expect(role, t) !== undefined) probes.push({ key, route, entry, role, t });
  }
  /** `${key}|${role}` -> the answer to the id that does not exist (to compare foreign answers with). */
  const missingAnswers = new Map();
  const foreignAnswers = [];

  await pool(probes, 6, async ({ key, route, entry, role, t }) => {
    const name = `${role.padEnd(13)} ${key}${t === '-' ? '' : ` [${t}]`}${entry.derived ? ' (from the registry)' : ''}`;
    await report.run('matrix', name, async () => {
      const expected = entry.expect(role, t);
      const success = expected >= 200 && expected < 300;
      const prepared = success && entry.prepare ? await entry.prepare(ctx, role, t) : undefined;
      const req = entry.request(ctx, role, t, prepared);
      const cookie = 'cookie' in req ? req.cookie : ctx.users[role]?.cookie;
      const res = await ctx.http.request(route.method, req.path, {
        cookie,
        body: req.body,
        raw: req.raw,
        headers: req.headers,
      });
      if (res.status >= 500) return `answered ${res.status} (a server error): ${res.text.slice(0, 300)}`;
      if (res.status !== expected)
        return `expected ${expected}, got ${res.status}: ${res.text.slice(0, 300)}`;
      if (!success) {
        if (!res.json || typeof res.json.message !== 'string' || res.json.status !== res.status)
          return `the error is not the JSON envelope: ${res.text.slice(0, 200)}`;
        if (t.startsWith('missing')) missingAnswers.set(`${key}|${role}|${kindOf(t)}`, res.json);
        else if (res.status === 404) foreignAnswers.push({ key, role, t, json: res.json });
        return undefined;
      }
      if (route.response && key !== 'GET /api/openapi.json') {
        const parsed = route.response.safeParse(res.json);
        if (!parsed.success)
          return `the answer does not match the contract: ${parsed.error.message.slice(0, 300)}`;
        const keys = secretKeys(res.json).filter((k) => !(entry.mayTell ?? []).includes(k));
        if (keys.length) return `the answer carries secret fields: ${keys.join(', ')}`;
      }
      return entry.check ? await entry.check(res, ctx, role, t, prepared) : undefined;
    });
  });

  // A record the caller may not see answers exactly like one that does not exist.
  for (const f of foreignAnswers) {
    const m = missingAnswers.get(`${f.key}|${f.role}|${kindOf(f.t)}`);
    report.check(
      'existence',
      `${f.role.padEnd(13)} ${f.key} [${f.t}] answers like a missing id`,
      m && m.code === f.json.code && m.message === f.json.message,
      () =>
        `foreign: ${JSON.stringify({ code: f.json.code, message: f.json.message })}, missing: ${JSON.stringify(m && { code: m.code, message: m.message })}`,
    );
  }
}

/** After the matrix: the refused writes changed nothing. */
export async function integrity(ctx, report) {
  const { http, users, rec } = ctx;
  const admin = users.admin.cookie;
  for (const owner of ['A', 'B']) {
    const r = rec[owner];
    await report.run('integrity', `profile of ${owner} untouched by refused writes`, async () => {
      const res = await http.request('GET', `/api/icps/${r.icp.id}`, { cookie: admin });
      if (res.status !== 200) return `gone (${res.status})`;
      if (res.json.name === PWNED) return 'renamed by a refused write';
      if (res.json.status !== 'in_progress') return `status changed to ${res.json.status}`;
      return undefined;
    });
    await report.run('integrity', `playbook of ${owner} untouched by refused writes`, async () => {
      const res = await http.request('GET', `/api/playbooks/${r.playbook.id}`, { cookie: admin });
      if (res.status !== 200) return `gone (${res.status})`;
      if (res.json.name === PWNED) return 'renamed by a refused write';
      if (res.json.status === 'completed') return 'completed by a refused write';
      return undefined;
    });
    await report.run('integrity', `draft of ${owner} untouched by refused writes`, async () => {
      const res = await http.request('GET', `/api/drafts/${r.draft.id}`, { cookie: admin });
      if (res.status !== 200) return `gone (${res.status})`;
      return res.json.name === PWNED ? 'renamed by a refused write' : undefined;
    });
    await report.run('integrity', `tasks and notes of ${owner} untouched by refused writes`, async () => {
      for (const [q, standing] of [
        [`icpId=${r.icp.id}`, r.task],
        [`playbookId=${r.playbook.id}`, r.playbookTask],
      ]) {
        const res = await http.request('GET', `/api/notes?${q}&limit=500`, { cookie: admin });
        if (res.status !== 200) return `notes ${q}: ${res.status}`;
        if (!Array.isArray(res.json)) return `notes ${q}: not a list answer`;
        if (res.json.some((n) => n.note === PWNED)) return `a refused note was added or edited in (${q})`;
        const task = res.json.find((n) => n.id === standing.id);
        if (!task) return `the standing task was deleted by a refused write (${q})`;
        if (task.status !== 'open') return `the standing task was completed by a refused write (${q})`;
        if (task.editedAt || task.note !== standing.note) return `the standing task was edited (${q})`;
      }
      return undefined;
    });
  }
  await report.run('integrity', 'no profile or draft made for a client by a refused caller', async () => {
    const res = await http.request('GET', `/api/icps?limit=200&search=${encodeURIComponent('PWNED')}`, {
      cookie: admin,
    });
    if (idsIn(res.json).length) return `${res.json.length} profiles named ${PWNED}`;
    const pb = await http.request('GET', `/api/playbooks?limit=200&search=PWNED`, { cookie: admin });
    return idsIn(pb.json).length ? `${pb.json.length} playbooks named ${PWNED}` : undefined;
  });
  await report.run('integrity', 'roles unchanged by refused role changes', async () => {
    for (const role of ['clientA', 'clientB', 'advAssigned', 'advUnassigned']) {
      const res = await http.request('GET', `/api/users/${users[role].id}`, { cookie: admin });
      if (res.json?.role !== users[role].role) return `${role} is now ${res.json?.role}`;
    }
    return undefined;
  });
  await report.run('integrity', 'assignments unchanged by refused assignment calls', async () => {
    const res = await http.request('GET', `/api/admin/clients?limit=200`, { cookie: admin });
    if (!Array.isArray(res.json)) return 'the client list is not a list answer';
    const row = (id) => res.json.find((c) => c.id === id);
    if (row(users.clientA.id)?.advisorId !== users.advAssigned.id) return 'clientA lost its advisor';
    if (row(users.clientB.id)?.advisorId) return 'clientB was assigned';
    return undefined;
  });
}
