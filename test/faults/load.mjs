/**
 * The steady load: a few virtual users (two clients, an advisor, an admin) reading and writing through
 * the edge, each call logged with its start, end, status and the services it needs, and every write the
 * API acknowledged (2xx) kept in a ledger that the end of the run compares with PostgreSQL.
 */
import { signIn, signUp } from '../support/stack.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let seq = 0;
const unique = (label) => `${label}-${process.pid}-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/** Every call made (by the virtual users and the probes): what the rounds measure. */
export class CallLog {
  constructor() {
    /** @type {{op: string, method: string, path: string, deps: string[], start: number, end: number, ms: number, status: number, error?: string, by: string}[]} */
    this.calls = [];
  }
  add(call) {
    this.calls.push(call);
  }
  /** Calls that started in [from, to). */
  between(from, to = Infinity) {
    return this.calls.filter((c) => c.start >= from && c.start < to);
  }
}

/**
 * An HTTP client with a session cookie. `call` never throws: a network failure or a client-side timeout
 * is status 0 with the error.
 */
export class ApiClient {
  constructor(baseURL, log, name) {
    this.baseURL = baseURL;
    this.log = log;
    this.name = name;
    this.cookie = '';
  }

  async call(op, method, path, { body, deps = [], timeoutMs = 15_000, raw = false } = {}) {
    const start = Date.now();
    const t0 = performance.now();
    // The gateway adopts it: its own log line of the call (with its own timing) is found by it.
    const cid = `faults-${process.pid}-${(seq++).toString(36)}`;
    let status = 0;
    let json;
    let bytes;
    let contentType;
    let error;
    try {
      const res = await fetch(this.baseURL + path, {
        method,
        headers: {
          'x-correlation-id': cid,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      contentType = res.headers.get('content-type') ?? '';
      if (raw) bytes = Buffer.from(await res.arrayBuffer());
      else {
        const text = await res.text();
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = text;
        }
      }
    } catch (err) {
      error = err?.name === 'TimeoutError' ? 'client timeout' : (err?.cause?.code ?? err?.message);
    }
    const ms = performance.now() - t0;
    const end = Date.now();
    this.log.add({ op, method, path, deps, start, end, ms, status, error, by: this.name, cid });
    return { status, json, bytes, contentType, ms, start, end, error, ok: status >= 200 && status < 300 };
  }
}

/**
 * Outcome of a write: 'acked' (2xx: must be in the database), 'refused' (4xx: must not have happened),
 * 'unknown' (5xx, timeout, network: may or may not have happened).
 */
const outcome = (r) => (r.ok ? 'acked' : r.status >= 400 && r.status < 500 ? 'refused' : 'unknown');

/** What the clients were told, to compare with the database. */
export class Ledger {
  constructor() {
    /** id -> {name, userId, statuses: [{status, outcome}]} */
    this.icps = new Map();
    /** id -> {userId, writes: [{name, currentStep, outcome}], deleted: 'acked'|'unknown'|undefined} */
    this.drafts = new Map();
    /** id -> {note, icpId, userId} */
    this.notes = new Map();
    this.counts = { acked: 0, refused: 0, unknown: 0 };
    /** Creates whose answer was lost (5xx/timeout): they may exist without the client knowing the id. */
    this.unknownCreates = [];
  }
  count(o) {
    this.counts[o]++;
    return o;
  }
}

/** Signs up a client; returns its ApiClient with the cookie, and its user record. */
export async function newClient(baseURL, log, label) {
  const name = `${label.slice(0, 7)}${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`.slice(0, 19);
  const user = {
    username: name,
    email: `${name}@faults.test`,
    firstName: label,
    lastName: 'Faults',
    password: 'Faults-Password-123!',
  };
  const c = new ApiClient(baseURL, log, label);
  c.cookie = await signUp(baseURL, user);
  const me = await c.call('auth.check', 'GET', '/api/auth/check', { deps: ['auth'] });
  c.user = me.json?.user;
  if (!c.user?.id) throw new Error(`no user after sign-up: ${JSON.stringify(me.json)}`);
  c.credentials = user;
  return c;
}

export async function adminClient(baseURL, log, username, password) {
  const c = new ApiClient(baseURL, log, 'admin');
  c.cookie = await signIn(baseURL, username, password);
  const me = await c.call('auth.check', 'GET', '/api/auth/check', { deps: ['auth'] });
  c.user = me.json?.user;
  return c;
}

async function must(res, what) {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${res.error ?? JSON.stringify(res.json)}`);
  return res.json;
}

/**
 * The users and the data the load works on: two clients with a profile each (one with a playbook), an
 * advisor assigned to the second client, the admin.
 */
export async function setUpWorld(baseURL, log, admin) {
  const clientA = await newClient(baseURL, log, 'clientA');
  const clientB = await newClient(baseURL, log, 'clientB');
  const advisor = await newClient(baseURL, log, 'advisor');
  await must(
    await admin.call('setup', 'PATCH', `/api/admin/users/${advisor.user.id}`, {
      body: { role: 'team_member' },
    }),
    'make advisor',
  );
  await must(
    await admin.call('setup', 'POST', '/api/admin/assignments', {
      body: { clientId: clientB.user.id, advisorId: advisor.user.id },
    }),
    'assign client',
  );
  // The role change revoked the advisor's session version: sign in again.
  advisor.cookie = await signIn(baseURL, advisor.credentials.username, advisor.credentials.password);
  const seedA = await must(
    await clientA.call('setup', 'POST', '/api/icps', {
      body: profile('Seed A'),
    }),
    'seed icp A',
  );
  const seedB = await must(
    await clientB.call('setup', 'POST', '/api/icps', { body: profile('Seed B') }),
    'seed icp B',
  );
  const playbookA = await must(
    await clientA.call('setup', 'POST', '/api/playbooks', {
      body: { icpId: seedA.id, name: 'Seed playbook', valueProposition: 'Faster onboarding' },
    }),
    'seed playbook',
  );
  clientA.seed = seedA;
  clientA.playbook = playbookA;
  clientB.seed = seedB;
  advisor.client = clientB;
  return { clientA, clientB, advisor, admin };
}

export function profile(name) {
  return {
    name,
    type: 'b2b',
    industry: 'Dental clinics',
    companySize: '10-50',
    decisionMakerRole: 'Practice owner',
    geographics: ['Berlin'],
    psychographics: 'Values patient trust and modern equipment.',
    painPoints: ['No-shows', 'Paper records'],
    needs: ['Online booking'],
    goals: ['More recurring patients'],
    preferredChannels: ['LinkedIn', 'Email'],
  };
}

const DEPS = {
  icp: ['icp'],
  playbook: ['playbook'],
  notes: ['playbook', 'icp'],
  admin: ['admin', 'auth', 'icp', 'playbook'],
  users: ['auth'],
  ai: ['ai'],
};

/**
 * One virtual user's loop of reads and writes until `stop.stopped`; `thinkMs` between calls.
 * Every call also needs auth (the gateway resolves the actor through it, cached for a few seconds).
 */
async function virtualUser(user, kind, world, ledger, stop, thinkMs) {
  const mine = []; // ids of profiles this user created (for PATCH status)
  const drafts = [];
  const writeIcp = async () => {
    const name = unique(`icp-${user.name}`);
    const body = kind === 'advisor' ? { ...profile(name), clientId: world.clientB.user.id } : profile(name);
    const path = kind === 'advisor' ? '/api/advisor/icp' : '/api/icps';
    const r = await user.call('icp.create', 'POST', path, { body, deps: DEPS.icp });
    const o = ledger.count(outcome(r));
    if (o === 'acked') {
      ledger.icps.set(r.json.id, {
        name,
        userId: kind === 'advisor' ? world.clientB.user.id : user.user.id,
        statuses: [{ status: r.json.status, outcome: 'acked' }],
      });
      mine.push(r.json.id);
    } else if (o === 'unknown') ledger.unknownCreates.push({ table: 'icps', name });
  };
  const patchStatus = async () => {
    if (!mine.length) return writeIcp();
    const id = mine[Math.floor(Math.random() * mine.length)];
    const status = ['draft', 'in_progress'][Math.floor(Math.random() * 2)];
    const r = await user.call('icp.status', 'PATCH', `/api/icps/${id}`, { body: { status }, deps: DEPS.icp });
    ledger.icps.get(id).statuses.push({ status, outcome: ledger.count(outcome(r)) });
  };
  const writeDraft = async () => {
    const name = unique(`draft-${user.name}`);
    const r = await user.call('draft.create', 'POST', '/api/drafts', {
      body: { name, clientType: 'b2b', draftData: { name, type: 'b2b' }, currentStep: 1 },
      deps: DEPS.icp,
    });
    const o = ledger.count(outcome(r));
    if (o === 'unknown') ledger.unknownCreates.push({ table: 'drafts', name });
    if (o !== 'acked') return;
    const entry = { userId: user.user.id, writes: [{ name, currentStep: 1, outcome: 'acked' }] };
    ledger.drafts.set(r.json.id, entry);
    drafts.push(r.json.id);
    const name2 = `${name}-v2`;
    const u = await user.call('draft.update', 'PUT', `/api/drafts/${r.json.id}`, {
      body: { name: name2, clientType: 'b2b', draftData: { name: name2, type: 'b2b' }, currentStep: 2 },
      deps: DEPS.icp,
    });
    entry.writes.push({ name: name2, currentStep: 2, outcome: ledger.count(outcome(u)) });
  };
  const deleteDraft = async () => {
    const id = drafts.shift();
    if (!id) return writeDraft();
    const r = await user.call('draft.delete', 'DELETE', `/api/drafts/${id}`, { deps: DEPS.icp });
    ledger.drafts.get(id).deleted = ledger.count(outcome(r));
  };
  const writeNote = async (icpId) => {
    const note = unique(`note-${user.name}`);
    const r = await user.call('note.create', 'POST', '/api/notes', {
      body: { icpId, note },
      deps: DEPS.notes,
    });
    const o = ledger.count(outcome(r));
    if (o === 'acked') ledger.notes.set(r.json.id, { note, icpId, userId: user.user.id });
    else if (o === 'unknown') ledger.unknownCreates.push({ table: 'notes', name: note });
  };

  const seedId = kind === 'advisor' ? world.clientB.seed.id : (user.seed ?? world.clientA.seed).id;
  /** [weight, action] */
  const ops = {
    client: [
      [3, () => user.call('icp.list', 'GET', '/api/icps', { deps: DEPS.icp })],
      [3, () => user.call('icp.get', 'GET', `/api/icps/${seedId}`, { deps: DEPS.icp })],
      [2, () => user.call('playbook.list', 'GET', '/api/playbooks', { deps: DEPS.playbook })],
      [2, () => user.call('note.list', 'GET', `/api/notes?icpId=${seedId}`, { deps: DEPS.notes })],
      [1, () => user.call('ai.settings', 'GET', '/api/ai-settings', { deps: DEPS.ai })],
      [2, writeIcp],
      [2, patchStatus],
      [2, writeDraft],
      [1, deleteDraft],
      [2, () => writeNote(seedId)],
    ],
    advisor: [
      [3, () => user.call('icp.list', 'GET', '/api/icps', { deps: DEPS.icp })],
      [2, () => user.call('icp.get', 'GET', `/api/icps/${seedId}`, { deps: DEPS.icp })],
      [2, () => user.call('users.list', 'GET', '/api/users', { deps: DEPS.users })],
      [2, () => user.call('note.list', 'GET', `/api/notes?icpId=${seedId}`, { deps: DEPS.notes })],
      [2, writeIcp],
      [1, patchStatus],
      [2, () => writeNote(seedId)],
    ],
    admin: [
      [3, () => user.call('admin.metrics', 'GET', '/api/admin/metrics', { deps: DEPS.admin })],
      [2, () => user.call('icp.list', 'GET', '/api/icps', { deps: DEPS.icp })],
      [1, () => user.call('users.list', 'GET', '/api/users', { deps: DEPS.users })],
      [1, () => user.call('playbook.list', 'GET', '/api/playbooks', { deps: DEPS.playbook })],
      [1, () => writeNote(world.clientA.seed.id)],
    ],
  }[kind];
  const total = ops.reduce((s, [w]) => s + w, 0);
  while (!stop.stopped) {
    let pick = Math.random() * total;
    const [, action] = ops.find(([w]) => (pick -= w) < 0) ?? ops[0];
    await action();
    await sleep(thinkMs * (0.5 + Math.random()));
  }
}

/** Starts the virtual users; `await load.stop()` ends them after their call in hand. */
export function startLoad(world, ledger, { thinkMs = 40 } = {}) {
  const stop = { stopped: false };
  const users = [
    [world.clientA, 'client'],
    [world.clientB, 'client'],
    [world.advisor, 'advisor'],
    [world.admin, 'admin'],
  ];
  const running = users.map(([u, kind]) =>
    virtualUser(u, kind, world, ledger, stop, thinkMs).catch((err) => {
      stop.error = err;
      throw err;
    }),
  );
  return {
    async stop() {
      stop.stopped = true;
      await Promise.allSettled(running);
      if (stop.error) throw stop.error;
    },
  };
}
