#!/usr/bin/env node
/**
 * The mixed workload (issue "Load"): virtual users of realistic roles, each looping a weighted mix of
 * what a user of the SPA does, at rising concurrency, through the whole path (edge -> gateway ->
 * session in Redis -> NATS -> auth, icp, playbook, pdf -> PostgreSQL); beside it, in the same run and
 * at the same concurrency, the same mix done straight against PostgreSQL from Node (the services'
 * statements, in their order and parallelism), so the table shows what the path adds.
 *
 *   node bench/mixed.mjs [--profile]        (starts and stops its own stack; build first)
 *
 * The users are created through the API: one virtual user in five is an advisor (made a team member
 * and given clients through the admin API, as the bench admin); the rest are clients, each with a few
 * profiles (scored), a playbook and notes. Each user loops, with no think time:
 *
 *   dashboard       the SPA's dashboard: GET /api/icps?limit=9&offset=0, /api/icps?status=completed&limit=1,
 *                   /api/playbooks?limit=6&offset=0, /api/playbooks?limit=1&offset=0&status=completed and,
 *                   for clients, /api/drafts, all at once
 *   open profile    GET /api/icps/{id}, /api/icps/{id}/score (404 "no score yet" is an answer), /api/notes?icpId=
 *   wizard          POST /api/drafts, then PUT /api/drafts/{id} three times, then POST /api/icps with the
 *                   draftId (advisors: for one of their clients, POST /api/advisor/icp); one step per draw,
 *                   reported as draft create, draft save and profile create
 *   note            POST /api/notes on a profile the user sees (one in four a task)
 *   export          GET /api/icps/{id}/export (rare: one pdf worker renders a handful a second)
 *
 * Environment: BENCH_LEVELS (1,5,10,25,50 virtual users), BENCH_DURATION_MS (10000) measured per level
 * and side after BENCH_WARMUP_MS (2000), BENCH_EXPORT_PCT (1, percent of operations),
 * BENCH_PROFILES_PER_CLIENT (6). `--profile` preloads a CPU profiler into every process of the stack
 * (bench/lib/profile-hook.mjs), profiles the path at the highest level, prints where each process's
 * time went and adds the tops to the section (the figures of a profiled run carry the profiler's cost).
 *
 * Writes the `mixed` section of docs/benchmarks.md. Every failed operation is counted and shown; a run
 * with failures still writes its section, says so there, and exits 1. It refuses to start while any
 * port of the bench stack (+20000) is taken, and stops when a process of its stack dies.
 */
import http from 'node:http';
import net from 'node:net';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fmt, summarise } from './lib/load.mjs';
import { analyseFile, describe } from './lib/profile-analyse.mjs';
import { loadAverage, table, writeSection } from './lib/report.mjs';
import { BENCH, signIn, signUp, startStack } from './lib/stack.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const LEVELS = (process.env.BENCH_LEVELS ?? '1,5,10,25,50')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARMUP = Number(process.env.BENCH_WARMUP_MS ?? 2000);
const EXPORT_PCT = Number(process.env.BENCH_EXPORT_PCT ?? 1);
const PROFILES_PER_CLIENT = Number(process.env.BENCH_PROFILES_PER_CLIENT ?? 6);
const PROFILE = process.argv.includes('--profile');
const PROFILE_DIR = join(root, '.run', 'bench', 'profiles');
const MAX_VUS = Math.max(...LEVELS);
/** Virtual user i is an advisor when i % 5 === 4: one in five, from five users up. */
const ADVISOR_EVERY = 5;
const SAVES_PER_WIZARD = 3;
const PASSWORD = 'Bench!mark1';
if (!LEVELS.length || !(DURATION > 0)) throw new Error('BENCH_LEVELS and BENCH_DURATION_MS must be positive');

/** What a user does, weighted (exports are drawn first, BENCH_EXPORT_PCT of all operations). */
const MIX = {
  client: [
    ['dashboard', 30],
    ['open profile', 30],
    ['wizard', 20],
    ['note', 20],
  ],
  team_member: [
    ['dashboard', 30],
    ['open profile', 40],
    ['wizard', 5],
    ['note', 25],
  ],
};
const OPS = ['dashboard', 'open profile', 'draft create', 'draft save', 'profile create', 'note', 'export'];

/* ---------------- content ---------------- */

const INDUSTRIES = ['Dental practices', 'Law firms', 'Accounting', 'Real estate', 'Software'];
const CHANNELS = ['LinkedIn', 'Email', 'Referrals', 'Industry events', 'Webinars', 'Podcasts'];

/** A full profile (all five steps hold content, so it may be completed). */
function profileFields(n, status) {
  const b2b = n % 2 === 0;
  const industry = INDUSTRIES[n % INDUSTRIES.length];
  return {
    name: `${industry} – segment ${n}`,
    type: b2b ? 'b2b' : 'b2c',
    ...(status ? { status } : {}),
    industry,
    ...(b2b
      ? {
          companySize: '10–50 employees',
          revenue: '€1M – €10M',
          technographics: ['HubSpot', 'QuickBooks Online', 'Slack'],
          decisionMakerRole: 'Owner',
          decisionMakerTitle: 'Managing partner',
        }
      : { ageRange: '35–54', gender: 'all', income: '€60k – €120k', occupation: 'Professional' }),
    geographics: ['Germany', 'Austria', 'Switzerland'],
    psychographics: 'Values peer recommendations over advertising; cautious with new vendors.',
    behavioralTraits: ['Researches on peer forums', 'Buys after a referral'],
    painPoints: Array.from(
      { length: 6 },
      (_, i) => `Pain point ${i + 1}: hours lost every week on manual reconciliation and reporting.`,
    ),
    needs: ['One view of pipeline and billing', 'Predictable monthly pricing'],
    goals: ['Grow revenue by 15%', 'Open a second location'],
    preferredChannels: CHANNELS.slice(n % 3, (n % 3) + 3),
    buyerJourney: {
      awareness: 'Hears about the problem from a colleague.',
      consideration: 'Compares two or three vendors and asks for references.',
      decision: 'Decides with the office manager after a trial month.',
    },
  };
}

/** A wizard save: the whole form as the browser holds it, at a step. */
function draftBody(fields, step, clientId) {
  return {
    clientType: fields.type,
    name: fields.name,
    industry: fields.industry,
    draftData: { ...fields, step },
    currentStep: step,
    clientId: clientId ?? null,
  };
}

/* ---------------- helpers ---------------- */

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function pmap(items, concurrency, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Waits for every promise (so an operation's time covers all its calls), then throws the first error. */
async function all(promises) {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => s.value);
}

const route = (path) =>
  path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{id}').replace(/\?.*/, '');

/** HTTP over keep-alive as a user (cookie); rejects on a status not in `ok`. */
function httpClient(baseURL) {
  const target = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  // `total`: answer a list's X-Total-Count header instead of its body.
  const call = (cookie, method, path, body, { ok = [200], json = false, total = false } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method,
          agent,
          headers: {
            cookie,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const good = ok.includes(res.statusCode);
          if (good && total) {
            res.resume();
            res.on('end', () => resolve(Number(res.headers['x-total-count'])));
            return;
          }
          if (good && !json) {
            res.resume();
            res.on('end', () => resolve(undefined));
            return;
          }
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (!good) {
              const detail = text.slice(0, 160).replace(/\s+/g, ' ');
              return reject(new Error(`${method} ${route(path)} -> ${res.statusCode} ${detail}`));
            }
            try {
              resolve(JSON.parse(text));
            } catch {
              reject(new Error(`${method} ${route(path)} -> ${res.statusCode}, not JSON`));
            }
          });
        },
      );
      req.on('error', (err) => reject(new Error(`${method} ${route(path)} -> ${err.code ?? err.message}`)));
      if (payload) req.write(payload);
      req.end();
    });
  return { call, close: () => agent.destroy() };
}

/* ---------------- the users and their data, through the API ---------------- */

async function setUp(api, db) {
  const admin = await signIn(BENCH.baseURL, BENCH.admin.username, BENCH.admin.password);
  const users = await pmap(
    Array.from({ length: MAX_VUS }, (_, i) => i),
    4,
    async (i) => {
      const user = {
        username: `mx_${i}`,
        email: `mx_${i}@bench.test`,
        firstName: `User${i}`,
        lastName: i % ADVISOR_EVERY === ADVISOR_EVERY - 1 ? 'Advisor' : 'Client',
        password: PASSWORD,
      };
      const cookie = await signUp(BENCH.baseURL, user);
      const check = await api.call(cookie, 'GET', '/api/auth/check', undefined, { json: true });
      return { i, id: check.user.id, cookie, role: 'client', clients: [], profiles: [], scored: [] };
    },
  );
  const advisors = users.filter((u) => u.i % ADVISOR_EVERY === ADVISOR_EVERY - 1);
  const clients = users.filter((u) => u.i % ADVISOR_EVERY !== ADVISOR_EVERY - 1);
  for (const a of advisors) {
    await api.call(admin, 'PATCH', `/api/admin/users/${a.id}`, { role: 'team_member' });
    a.role = 'team_member';
    a.cookie = await signIn(BENCH.baseURL, `mx_${a.i}`, PASSWORD);
  }
  // Every client has an advisor when there are any: client j goes to advisor j mod (number of advisors).
  await pmap(clients, 4, async (c, j) => {
    if (!advisors.length) return;
    const a = advisors[j % advisors.length];
    await api.call(
      admin,
      'POST',
      '/api/admin/assignments',
      { clientId: c.id, advisorId: a.id, notes: 'Monthly review' },
      { ok: [201] },
    );
    a.clients.push(c);
  });
  // Each client's profiles (a third completed, each scored), a playbook on the first, notes on it.
  await pmap(clients, 4, async (c) => {
    for (let n = 0; n < PROFILES_PER_CLIENT; n++) {
      const fields = profileFields(c.i * 100 + n, n % 3 === 0 ? 'completed' : 'in_progress');
      const icp = await api.call(c.cookie, 'POST', '/api/icps', fields, { ok: [201], json: true });
      await api.call(c.cookie, 'POST', `/api/icps/${icp.id}/analyze`);
      c.profiles.push(icp.id);
      c.scored.push(icp.id);
    }
    const first = c.profiles[0];
    await api.call(
      c.cookie,
      'POST',
      '/api/playbooks',
      {
        icpId: first,
        name: 'Marketing Playbook',
        status: c.i % 2 ? 'completed' : 'in_progress',
        marketingGoals: ['Double qualified leads'],
        valueProposition: 'One view of the practice, fewer no-shows.',
        keyMessages: ['Save ten hours a week', 'Fewer no-shows', 'Clear pricing'],
        selectedChannels: CHANNELS.slice(0, 3),
      },
      { ok: [201] },
    );
    for (const note of ['Kick-off call done', 'Check the pricing page copy']) {
      await api.call(c.cookie, 'POST', '/api/notes', { icpId: first, note, isTask: false }, { ok: [201] });
    }
  });
  // The answers are right before they are fast.
  const sample = [clients[0], advisors[0]].filter(Boolean);
  for (const u of sample) {
    const total = await api.call(u.cookie, 'GET', '/api/icps?limit=9&offset=0', undefined, { total: true });
    const expected = visibleProfiles(u).length;
    if (total !== expected) throw new Error(`${u.role} mx_${u.i}: ${total} profiles, expected ${expected}`);
  }
  const counts = (
    await db.query(
      `SELECT (SELECT count(*)::int FROM icp.icps) AS icps, (SELECT count(*)::int FROM icp.icp_scores) AS scores,
              (SELECT count(*)::int FROM playbook.playbooks) AS playbooks, (SELECT count(*)::int FROM playbook.notes) AS notes,
              (SELECT count(*)::int FROM auth.advisor_assignments) AS assignments`,
    )
  ).rows[0];
  return { users, clients, advisors, counts };
}

function visibleProfiles(u) {
  return u.role === 'team_member' ? u.clients.flatMap((c) => c.profiles) : u.profiles;
}
function scoredProfiles(u) {
  return u.role === 'team_member' ? u.clients.flatMap((c) => c.scored) : u.scored;
}

/* ---------------- the mix: the same draws for the path and the baseline ---------------- */

const pick = (vu, list) => list[Math.floor(vu.rng() * list.length)];

/** The virtual user's next operation: { name, requests, run(actions) }. */
function nextOp(vu) {
  const u = vu.user;
  const visible = visibleProfiles(u);
  if (!visible.length) return { name: 'dashboard', requests: 4, run: (a) => a.dashboard(u) };
  if (vu.rng() * 100 < EXPORT_PCT) {
    const id = pick(vu, scoredProfiles(u));
    return { name: 'export', requests: 1, run: (a) => a.exportPdf(u, id) };
  }
  const mix = MIX[u.role];
  let x = vu.rng() * mix.reduce((n, [, w]) => n + w, 0);
  const [kind] = mix.find(([, w]) => (x -= w) < 0) ?? mix[0];
  if (kind === 'dashboard') {
    return { name: 'dashboard', requests: u.role === 'client' ? 5 : 4, run: (a) => a.dashboard(u) };
  }
  if (kind === 'open profile') {
    const id = pick(vu, visible);
    return { name: 'open profile', requests: 3, run: (a) => a.openProfile(u, id) };
  }
  if (kind === 'note') {
    const id = pick(vu, visible);
    const isTask = vu.rng() < 0.25;
    const note = isTask ? `Follow up on ${id.slice(0, 8)}` : `Reviewed the pain points of ${id.slice(0, 8)}`;
    return { name: 'note', requests: 1, run: (a) => a.note(u, id, note, isTask) };
  }
  return wizardStep(vu);
}

function wizardStep(vu) {
  const u = vu.user;
  const w = vu.wizard;
  if (!w.fields) {
    w.fields = profileFields(Math.floor(vu.rng() * 1e6), undefined);
    // An advisor builds the profile for one of their clients.
    w.owner = u.role === 'team_member' ? pick(vu, u.clients) : u;
    w.clientId = u.role === 'team_member' ? w.owner.id : null;
    w.saves = 0;
  }
  if (!w.draftId) {
    return {
      name: 'draft create',
      requests: 1,
      run: async (a) => {
        w.draftId = await a.draftCreate(u, draftBody(w.fields, 1, w.clientId));
      },
    };
  }
  if (w.saves < SAVES_PER_WIZARD) {
    return {
      name: 'draft save',
      requests: 1,
      run: async (a) => {
        await a.draftSave(u, w.draftId, draftBody(w.fields, 2 + w.saves, w.clientId));
        w.saves++;
      },
    };
  }
  return {
    name: 'profile create',
    requests: 1,
    run: async (a) => {
      const { fields, draftId, clientId, owner } = w;
      vu.wizard = {};
      owner.profiles.push(await a.profileCreate(u, fields, draftId, clientId));
    },
  };
}

/* ---------------- the two sides ---------------- */

function pathActions(api) {
  const get = (u, path, ok) => api.call(u.cookie, 'GET', path, undefined, { ok });
  return {
    dashboard: (u) =>
      all([
        get(u, '/api/icps?limit=9&offset=0'),
        get(u, '/api/icps?status=completed&limit=1'),
        get(u, '/api/playbooks?limit=6&offset=0'),
        get(u, '/api/playbooks?limit=1&offset=0&status=completed'),
        ...(u.role === 'client' ? [get(u, '/api/drafts')] : []),
      ]),
    openProfile: (u, id) =>
      all([
        get(u, `/api/icps/${id}`),
        get(u, `/api/icps/${id}/score`, [200, 404]),
        get(u, `/api/notes?icpId=${id}`),
      ]),
    draftCreate: async (u, body) =>
      (await api.call(u.cookie, 'POST', '/api/drafts', body, { ok: [201], json: true })).id,
    draftSave: (u, id, body) => api.call(u.cookie, 'PUT', `/api/drafts/${id}`, body),
    profileCreate: async (u, fields, draftId, clientId) =>
      (
        await api.call(
          u.cookie,
          'POST',
          clientId ? '/api/advisor/icp' : '/api/icps',
          { ...fields, draftId, ...(clientId ? { clientId } : {}) },
          { ok: [201], json: true },
        )
      ).id,
    note: (u, icpId, note, isTask) =>
      api.call(u.cookie, 'POST', '/api/notes', { icpId, note, isTask, assignedTo: null }, { ok: [201] }),
    exportPdf: (u, id) => get(u, `/api/icps/${id}/export`),
  };
}

/**
 * The baseline: what each call costs at PostgreSQL, run from Node with one pool of 10 per service (as
 * the services have), the services' statements (services/icp icps, drafts and scoring; services/playbook
 * playbooks and notes; services/auth users and access) in their order and parallelism, and the advisors'
 * scope cached for 5 s per service as the services cache it. Left out: the session read and the actor
 * resolution (gateway), NATS, validation and mapping, events; for an export, the render (the baseline
 * does the reads the export does; rendering is measured alone in the PDF export section).
 */
function sqlActions(dbUrl) {
  const pool = () => new pg.Pool({ connectionString: dbUrl, max: 10 });
  const auth = pool();
  const icp = pool();
  const playbook = pool();
  const scopeCache = () => {
    const cache = new Map();
    return async (u) => {
      if (u.role !== 'team_member') return [u.id];
      const hit = cache.get(u.id);
      if (hit && hit.until > Date.now()) return hit.ids;
      const ids = [...(await authScope(u)), u.id];
      cache.set(u.id, { ids, until: Date.now() + 5000 });
      return ids;
    };
  };
  const viewer = (u) => auth.query('SELECT * FROM auth.users WHERE id = $1 LIMIT 1', [u.id]);
  const authScope = async (u) => {
    await viewer(u);
    const { rows } = await auth.query(
      'SELECT client_id FROM auth.advisor_assignments WHERE advisor_id = $1',
      [u.id],
    );
    return rows.map((r) => r.client_id);
  };
  /** AUTH.usersByIds as `u`. */
  const usersByIds = async (u, ids) => {
    await viewer(u);
    if (u.role === 'client') {
      await auth.query('SELECT * FROM auth.advisor_assignments WHERE client_id = $1 LIMIT 1', [u.id]);
    } else if (u.role === 'team_member') {
      await auth.query('SELECT client_id FROM auth.advisor_assignments WHERE advisor_id = $1', [u.id]);
    }
    return (await auth.query('SELECT * FROM auth.users WHERE id = ANY($1::uuid[])', [ids])).rows;
  };
  const icpScope = scopeCache();
  const playbookScope = scopeCache();
  const aiParts = (ids) =>
    icp.query(
      'SELECT icp_id, ai_suggestions, persona_narrative FROM icp.icp_scores WHERE icp_id = ANY($1::uuid[])',
      [ids],
    );
  const icpById = (id) => icp.query('SELECT * FROM icp.icps WHERE id = $1 LIMIT 1', [id]);
  const icpCanSee = (id) => icp.query('SELECT id, user_id FROM icp.icps WHERE id = $1 LIMIT 1', [id]);

  const icpList = async (u, { status, limit }) => {
    const owners = await icpScope(u);
    const params = [owners];
    const statusFilter = status ? ` AND "status" = $${params.push(status)}` : '';
    params.push(limit, 0);
    const { rows } = await icp.query(
      `WITH visible AS MATERIALIZED (SELECT "id", "updated_at" FROM "icp"."icps"
                                    WHERE "user_id" = ANY($1::uuid[])${statusFilter})
       SELECT p."id", t."total"
         FROM (SELECT count(*)::int AS "total" FROM visible) t
         LEFT JOIN LATERAL (SELECT "id" FROM visible ORDER BY "updated_at" DESC, "id" DESC
                            LIMIT $${params.length - 1} OFFSET $${params.length}) p ON true`,
      params,
    );
    const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
    if (!ids.length) return;
    await icp.query('SELECT * FROM icp.icps WHERE id = ANY($1::uuid[])', [ids]);
    await aiParts(ids);
  };
  const playbookList = async (u, { status, limit }) => {
    const owners = await playbookScope(u);
    const params = status ? [owners, status] : [owners];
    const where = `p.user_id = ANY($1::uuid[])${status ? ' AND p.status = $2' : ''}`;
    await playbook.query(
      `SELECT p.* FROM playbook.playbooks p WHERE ${where} ORDER BY p.updated_at DESC, p.id DESC LIMIT ${limit} OFFSET 0`,
      params,
    );
    await playbook.query(
      `SELECT COUNT(DISTINCT p.id) AS cnt FROM playbook.playbooks p WHERE ${where}`,
      params,
    );
  };
  const draftById = (id) => icp.query('SELECT * FROM icp.drafts WHERE id = $1 LIMIT 1', [id]);
  const draftColumns = (b) => [
    b.clientType ?? null,
    b.name ?? null,
    b.industry ?? null,
    JSON.stringify(b.draftData),
    b.currentStep,
    b.clientId ?? null,
  ];
  const transaction = async (pool, fn) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const out = await fn(client);
      await client.query('COMMIT');
      return out;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  };
  const ICP_COLUMNS = (
    'name type industry company_size revenue technographics decision_maker_role decision_maker_title ' +
    'age_range gender education occupation income geographics psychographics behavioral_traits pain_points ' +
    'needs goals preferred_channels buyer_journey user_id created_by status client_name client_email'
  ).split(' ');
  const icpValues = (f, ownerId, createdBy, owner) => [
    f.name,
    f.type,
    f.industry ?? null,
    f.companySize ?? null,
    f.revenue ?? null,
    JSON.stringify(f.technographics ?? []),
    f.decisionMakerRole ?? null,
    f.decisionMakerTitle ?? null,
    f.ageRange ?? null,
    f.gender ?? null,
    f.education ?? null,
    f.occupation ?? null,
    f.income ?? null,
    JSON.stringify(f.geographics ?? []),
    f.psychographics ?? null,
    JSON.stringify(f.behavioralTraits ?? []),
    JSON.stringify(f.painPoints ?? []),
    JSON.stringify(f.needs ?? []),
    JSON.stringify(f.goals ?? []),
    JSON.stringify(f.preferredChannels ?? []),
    f.buyerJourney ? JSON.stringify(f.buyerJourney) : null,
    ownerId,
    createdBy,
    f.status ?? 'in_progress',
    owner ? `${owner.first_name} ${owner.last_name}`.trim() : null,
    owner?.email ?? null,
  ];
  const INSERT_ICP = `INSERT INTO icp.icps (${ICP_COLUMNS.join(', ')})
    VALUES (${ICP_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
    RETURNING id, created_at, updated_at`;
  const mustSee = async (u, ownerId) => {
    if (!(await icpScope(u)).includes(ownerId)) throw new Error('not visible');
  };

  return {
    dashboard: (u) =>
      all([
        icpList(u, { limit: 9 }),
        icpList(u, { status: 'completed', limit: 1 }),
        playbookList(u, { limit: 6 }),
        playbookList(u, { status: 'completed', limit: 1 }),
        ...(u.role === 'client'
          ? [
              icp.query('SELECT * FROM icp.drafts WHERE user_id = $1 ORDER BY last_saved DESC, id DESC', [
                u.id,
              ]),
            ]
          : []),
      ]),
    openProfile: (u, id) =>
      all([
        (async () => {
          const { rows } = await icpById(id);
          await mustSee(u, rows[0].user_id);
          await aiParts([id]);
        })(),
        (async () => {
          const { rows } = await icpById(id);
          await mustSee(u, rows[0].user_id);
          await icp.query('SELECT * FROM icp.icp_scores WHERE icp_id = $1 LIMIT 1', [id]);
        })(),
        (async () => {
          const { rows } = await icpCanSee(id);
          await mustSee(u, rows[0].user_id);
          await playbook.query(
            'SELECT * FROM playbook.notes WHERE icp_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200 OFFSET 0',
            [id],
          );
          await playbook.query('SELECT COUNT(DISTINCT id) AS cnt FROM playbook.notes WHERE icp_id = $1', [
            id,
          ]);
        })(),
      ]),
    draftCreate: async (u, body) => {
      if (body.clientId) await mustSee(u, body.clientId);
      const { rows } = await icp.query(
        `INSERT INTO icp.drafts (client_type, name, industry, draft_data, current_step, client_id, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, last_saved, created_at`,
        [...draftColumns(body), u.id],
      );
      await draftById(rows[0].id);
      return rows[0].id;
    },
    draftSave: async (u, id, body) => {
      const { rows } = await draftById(id);
      if (rows[0]?.user_id !== u.id) throw new Error('draft not found');
      if (body.clientId) await mustSee(u, body.clientId);
      await icp.query(
        `UPDATE icp.drafts SET client_type = $1, name = $2, industry = $3, draft_data = $4, current_step = $5,
                client_id = $6, last_saved = now() WHERE id = $7`,
        [...draftColumns(body), id],
      );
      await draftById(id);
    },
    profileCreate: async (u, fields, draftId, clientId) => {
      const ownerId = clientId ?? u.id;
      if (clientId) await mustSee(u, clientId);
      const [owner] = await usersByIds(u, [ownerId]);
      return transaction(icp, async (c) => {
        const { rows } = await c.query(INSERT_ICP, icpValues(fields, ownerId, u.id, owner));
        if (draftId) await c.query('DELETE FROM icp.drafts WHERE id = $1 AND user_id = $2', [draftId, u.id]);
        await c.query('SELECT * FROM icp.icps WHERE id = $1 LIMIT 1', [rows[0].id]);
        return rows[0].id;
      });
    },
    note: async (u, icpId, note, isTask) => {
      const { rows } = await icpCanSee(icpId);
      const ownerId = rows[0].user_id;
      await mustSee(u, ownerId);
      const [me] = await usersByIds(u, [u.id]);
      await transaction(playbook, (c) =>
        c.query(
          `INSERT INTO playbook.notes (icp_id, playbook_id, owner_id, note, is_task, assigned_to, status, user_id, author_name)
           VALUES ($1, NULL, $2, $3, $4, NULL, 'open', $5, $6) RETURNING id, created_at, updated_at`,
          [icpId, ownerId, note, isTask, u.id, me ? `${me.first_name} ${me.last_name}` : null],
        ),
      );
    },
    exportPdf: async (u, id) => {
      const { rows } = await icpCanSee(id);
      await mustSee(u, rows[0].user_id);
      await all([
        icpById(id).then(() => aiParts([id])),
        icpById(id).then(() => icp.query('SELECT * FROM icp.icp_scores WHERE icp_id = $1 LIMIT 1', [id])),
      ]);
    },
    end: () => Promise.all([auth.end(), icp.end(), playbook.end()]),
  };
}

/* ---------------- where the CPU goes: /proc, per process ---------------- */

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** pid -> [ppid, user+system ticks] for every process; an empty map off Linux. */
function procTable() {
  const out = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(pid), [Number(f[1]), Number(f[11]) + Number(f[12])]);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * CPU seconds so far of each stack process with its descendants (the pdf worker's Chromium), of the
 * PostgreSQL backends serving the bench database, and of this process (the load and the baseline).
 */
async function cpuSnapshot(stack, db) {
  const procs = procTable();
  const children = new Map();
  for (const [pid, [ppid]] of procs) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const treeTicks = (pid) =>
    (procs.get(pid)?.[1] ?? 0) + (children.get(pid) ?? []).reduce((n, c) => n + treeTicks(c), 0);
  const snap = new Map();
  for (const name of stack.processes) {
    const pid = stack.pid(name);
    if (pid) snap.set(name, treeTicks(pid) / TICKS_PER_SECOND);
  }
  const { rows } = await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  const backends = new Map(rows.map((r) => [r.pid, (procs.get(r.pid)?.[1] ?? 0) / TICKS_PER_SECOND]));
  snap.set('PostgreSQL backends', backends);
  const own = process.cpuUsage();
  snap.set('bench process (load, baseline)', (own.user + own.system) / 1e6);
  return snap;
}

/** CPU seconds used between two snapshots; a backend new since the first counts from zero. */
function cpuUsed(before, after) {
  const used = new Map();
  for (const [name, value] of after) {
    if (value instanceof Map) {
      const was = before.get(name) ?? new Map();
      let s = 0;
      for (const [pid, t] of value) s += t - (was.get(pid) ?? 0);
      used.set(name, s);
    } else used.set(name, value - (before.get(name) ?? 0));
  }
  return used;
}

/* ---------------- the runner ---------------- */

/**
 * `n` virtual users loop the mix through `actions` for WARMUP + DURATION ms. Latencies of operations
 * started in the measured window; ops/s of those finished in it. `hooks.before` runs (and is awaited)
 * before the warm-up, `hooks.start`/`hooks.end` at the measured window's edges.
 */
async function runLevel(actions, users, n, seed, hooks = {}) {
  const vus = users.slice(0, n).map((user, i) => ({ user, rng: rng(seed * 7919 + i + 1), wizard: {} }));
  const stats = Object.fromEntries(OPS.map((op) => [op, { ms: [], errors: 0, done: 0 }]));
  const errors = new Map();
  let requests = 0;
  await hooks.before?.();
  const begin = Date.now() + WARMUP;
  const end = begin + DURATION;
  // The hooks' errors wait until the loop is over (thrown then, so the stack is still stopped).
  const at = (ms, fn) =>
    new Promise((r) => setTimeout(r, ms))
      .then(() => fn?.())
      .then(
        () => undefined,
        (err) => err,
      );
  const edges = [at(WARMUP, hooks.start), at(WARMUP + DURATION, hooks.end)];
  await Promise.all(
    vus.map(async (vu) => {
      while (Date.now() < end) {
        const op = nextOp(vu);
        const t0 = Date.now();
        const t = performance.now();
        let failed;
        try {
          await op.run(actions);
        } catch (err) {
          failed = err;
        }
        const ms = performance.now() - t;
        const s = stats[op.name];
        if (t0 >= begin) {
          s.ms.push(ms);
          if (failed) {
            s.errors++;
            const key = `${op.name}: ${String(failed.message ?? failed).slice(0, 200)}`;
            errors.set(key, (errors.get(key) ?? 0) + 1);
          }
        }
        const t1 = Date.now();
        if (t1 >= begin && t1 <= end) {
          s.done++;
          requests += op.requests;
        }
      }
    }),
  );
  const hookError = (await Promise.all(edges)).find(Boolean);
  if (hookError) throw hookError;
  const seconds = DURATION / 1000;
  const byOp = Object.fromEntries(
    OPS.map((op) => {
      const s = stats[op];
      return [op, { ...summarise(s.ms, s.errors), rps: s.done / seconds, count: s.ms.length }];
    }),
  );
  const allMs = OPS.flatMap((op) => stats[op].ms);
  const overallErrors = OPS.reduce((n, op) => n + stats[op].errors, 0);
  const done = OPS.reduce((n, op) => n + stats[op].done, 0);
  byOp.overall = {
    ...summarise(allMs, overallErrors),
    rps: done / seconds,
    count: allMs.length,
    requestsPerSecond: requests / seconds,
  };
  return { byOp, errors };
}

/* ---------------- profiling (--profile) ---------------- */

function signalAll(stack) {
  for (const name of stack.processes) {
    const pid = stack.pid(name);
    try {
      if (pid) process.kill(pid, 'SIGUSR2');
    } catch (err) {
      throw new Error(`${name} (pid ${pid}) is gone: ${err.code}; see ${stack.logFile(name)}`);
    }
  }
}

/** Every process of the stack still running (a dead one would make every figure meaningless). */
function assertAlive(stack) {
  for (const name of stack.processes) {
    const pid = stack.pid(name);
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error(`${name} (pid ${pid}) exited during the run; see ${stack.logFile(name)}`);
    }
  }
}

/**
 * The bench stack's ports (+20000) must be free: another benchmark's stack, even one still starting
 * (its edge listens last), would answer our health checks and take our load, and both would share the
 * database each drops on start.
 */
async function assertPortsFree() {
  const ports = [3000, 3101, 3102, 3103, 3104, 3105, 3106, 3107, 3114, 8080].map((p) => p + BENCH.offset);
  const taken = [];
  for (const port of ports) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, () => server.close(() => resolve(true)));
    });
    if (!free) taken.push(port);
  }
  if (taken.length) {
    throw new Error(
      `port(s) ${taken.join(', ')} in use: another benchmark is running; try again when it ends`,
    );
  }
}

async function collectProfiles(stack) {
  const deadline = Date.now() + 30_000;
  const want = stack.processes.map((name) => ({ name, pid: stack.pid(name) }));
  const found = new Map();
  while (Date.now() < deadline && found.size < want.length) {
    const files = existsSync(PROFILE_DIR) ? readdirSync(PROFILE_DIR) : [];
    for (const { name, pid } of want) {
      const file = files.find((f) => f.endsWith('.cpuprofile') && f.includes(`.${pid}.`));
      if (file) found.set(name, join(PROFILE_DIR, file));
    }
    if (found.size < want.length) await new Promise((r) => setTimeout(r, 200));
  }
  for (const { name } of want) if (!found.has(name)) console.warn(`no profile from ${name}`);
  return [...found].map(([name, file]) => ({ name, file, ...analyseFile(file) }));
}

/* ---------------- the run ---------------- */

await assertPortsFree();
const loadAtStart = loadAverage();
if (PROFILE) rmSync(PROFILE_DIR, { recursive: true, force: true });
const hook = new URL('./lib/profile-hook.mjs', import.meta.url).href;
const stack = await startStack({
  env: {
    // No AI analysis after the seeding's analyze calls: the ai worker would otherwise work through
    // them during the measurement.
    AI_ANALYSIS_ENABLED: 'false',
    ...(PROFILE
      ? {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${hook}`.trim(),
          BENCH_PROFILE_DIR: PROFILE_DIR,
        }
      : {}),
  },
});
const api = httpClient(BENCH.baseURL);
const db = new pg.Client({ connectionString: stack.dbUrl });
const results = [];
let cpu;
let profiles = [];
let world;
let sql;
try {
  await db.connect();
  assertAlive(stack);
  const t0 = Date.now();
  world = await setUp(api, db);
  console.log(
    `set up ${world.clients.length} clients and ${world.advisors.length} advisors through the API in ` +
      `${fmt((Date.now() - t0) / 1000, 1)} s: ${JSON.stringify(world.counts)}`,
  );
  sql = sqlActions(stack.dbUrl);
  const path = pathActions(api);
  for (const n of LEVELS) {
    const cpuOf = {};
    const measured = (side) => {
      let before;
      const profiled = PROFILE && side === 'path' && n === MAX_VUS;
      return {
        // Starting a profiler costs each process a moment (V8 logs its code): before the warm-up.
        before: async () => {
          if (!profiled) return;
          signalAll(stack);
          await new Promise((r) => setTimeout(r, 2000));
        },
        start: async () => {
          before = await cpuSnapshot(stack, db);
        },
        end: async () => {
          if (profiled) signalAll(stack);
          cpuOf[side] = cpuUsed(before, await cpuSnapshot(stack, db));
        },
      };
    };
    // Same seed on both sides: the same users draw the same operations in the same order.
    const viaPath = await runLevel(path, world.users, n, n, measured('path'));
    log(n, 'path', viaPath);
    assertAlive(stack);
    const viaSql = await runLevel(sql, world.users, n, n, measured('sql'));
    log(n, 'SQL', viaSql);
    results.push({ n, path: viaPath, sql: viaSql });
    if (n === MAX_VUS) cpu = cpuOf;
    if (PROFILE && n === MAX_VUS) profiles = await collectProfiles(stack);
  }
} finally {
  await sql?.end().catch(() => {});
  api.close();
  await db.end().catch(() => {});
  await stack.stop();
}
const loadAtEnd = loadAverage();

function log(n, side, r) {
  const o = r.byOp.overall;
  console.log(
    `${String(n).padStart(3)} VUs ${side.padEnd(4)}  ${fmt(o.rps, 0).padStart(5)} ops/s  p50 ${fmt(o.p50)} ms  ` +
      `p99 ${fmt(o.p99)} ms  errors ${o.errors}` +
      (side === 'path' ? `  (${fmt(o.requestsPerSecond, 0)} HTTP req/s)` : ''),
  );
  for (const [key, count] of r.errors) console.log(`      ${count} x ${key}`);
}

/* ---------------- the section ---------------- */

for (const p of profiles) console.log(`\n${describe(p.name, p)}`);

const pathErrors = results.reduce((n, r) => n + r.path.byOp.overall.errors, 0);
const sqlErrors = results.reduce((n, r) => n + r.sql.byOp.overall.errors, 0);
const errorLines = results.flatMap((r) =>
  [
    ...[...r.path.errors].map(([k, c]) => `- ${r.n} VUs, path: ${c} × ${k}`),
    ...[...r.sql.errors].map(([k, c]) => `- ${r.n} VUs, SQL baseline: ${c} × ${k}`),
  ].map((l) => l.replace(/\|/g, '\\|')),
);

const ms = (n) => fmt(n, 1);
const overallRows = results.map(({ n, path, sql }) => {
  const p = path.byOp.overall;
  const s = sql.byOp.overall;
  return [
    n,
    fmt(p.rps, 0),
    fmt(p.requestsPerSecond, 0),
    ms(p.p50),
    ms(p.p99),
    p.errors,
    fmt(s.rps, 0),
    ms(s.p50),
    ms(s.p99),
    s.errors,
  ];
});
const opRows = OPS.flatMap((op) =>
  results.map(({ n, path, sql }) => {
    const p = path.byOp[op];
    const s = sql.byOp[op];
    const share = path.byOp.overall.count ? (100 * p.count) / path.byOp.overall.count : NaN;
    return [
      op,
      n,
      `${fmt(share, 1)}%`,
      p.count ? ms(p.p50) : '-',
      p.count ? ms(p.p99) : '-',
      fmt(p.rps, 1),
      p.errors,
      s.count ? ms(s.p50) : '-',
      s.count ? ms(s.p99) : '-',
      fmt(s.rps, 1),
      s.errors,
      p.count && s.count ? ms(p.p50 - s.p50) : '-',
    ];
  }),
);
const cpuRows = cpu
  ? [...new Set([...cpu.path.keys(), ...cpu.sql.keys()])]
      .map((name) => [name, cpu.path.get(name) ?? 0, cpu.sql.get(name) ?? 0])
      .sort((a, b) => b[1] - a[1])
      .map(([name, p, s]) => [
        name === 'pdf' ? 'pdf (with its Chromium)' : name,
        fmt(p / (DURATION / 1000), 2),
        fmt(s / (DURATION / 1000), 2),
      ])
  : [];
const profileRows = profiles
  .sort((a, b) => b.busyMs - a.busyMs)
  .map((p) => [
    p.name,
    `${fmt(p.busyMs / 1000, 2)} of ${fmt(p.totalMs / 1000, 2)}`,
    p.packages
      .slice(0, 4)
      .map(([name, t]) => `${name} ${fmt((100 * t) / (p.busyMs || 1), 0)}%`)
      .join(', '),
  ]);
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const loaded = Number(loadAtStart.split(' / ')[0]) > availableParallelism();
const mixText = (role) =>
  MIX[role]
    .map(([k, w]) => `${k} ${fmt((w * (100 - EXPORT_PCT)) / MIX[role].reduce((n, [, x]) => n + x, 0), 1)}%`)
    .join(', ');
const errorsText =
  pathErrors || sqlErrors
    ? `**This run had errors: ${pathErrors} on the path, ${sqlErrors} in the baseline.** Each is counted in its
row (and its time is in the latencies):

${errorLines.join('\n')}`
    : 'No operation failed on either side.';

writeSection(
  'mixed',
  `## Mixed workload at rising concurrency

\`node bench/mixed.mjs\` (\`make bench\` runs it with the others; \`--profile\` adds where each process's
time goes). ${plural(world.clients.length, 'client')} and ${plural(world.advisors.length, 'advisor')}, created through the API
(advisors made team members and given clients, ${world.advisors.length ? Math.round(world.clients.length / world.advisors.length) : 0} each, through the admin API); each client starts
with ${PROFILES_PER_CLIENT} scored profiles (a third completed), a playbook and two notes. Virtual user *i* is user
*i* (one in five an advisor); each loops, with no think time, a weighted mix of what the SPA does:
clients ${mixText('client')}; advisors ${mixText('team_member')}; and exports ${EXPORT_PCT}% for both.
The **dashboard** is the SPA's five calls at once (profiles page of 9, completed count, playbooks page
of 6, completed count, drafts; advisors have no drafts call); **open profile** is the profile, its score
(a 404 "no score yet" for profiles made during the run is an answer, as in the SPA) and its notes at once;
the **wizard** is a draft created, saved ${SAVES_PER_WIZARD} times and turned into a profile (advisors for one of their
clients), one step per draw; a **note** is one in four a task; the **export** is a PDF of the profile.
Each level runs ${DURATION / 1000} s measured after a ${WARMUP / 1000} s warm-up, through the edge, then the same
users with the same draws against the baseline: the services' SQL statements run straight against
PostgreSQL from Node (a pool of 10 per service as the services have, their order and parallelism, the
advisors' scope cached for 5 s as the services do). The baseline leaves out the session read and actor
resolution, NATS, validation, mapping and events; its **export does the reads an export does but not the
render** (Chromium is the same work on either side and is measured alone in the PDF export section). Both
sides write into the same database, so it grows through the run in the same way. Latency is per
operation (all its calls); ops/s counts operations finished in the measured window.

Overall:

${table(
  [
    'VUs',
    'ops/s',
    'HTTP req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'SQL ops/s',
    'SQL p50 ms',
    'SQL p99 ms',
    'SQL errors',
  ],
  overallRows,
)}

Per operation (share of the path's operations; "p50 added" is path p50 minus SQL p50):

${table(
  [
    'operation',
    'VUs',
    'share',
    'p50 ms',
    'p99 ms',
    'ops/s',
    'errors',
    'SQL p50 ms',
    'SQL p99 ms',
    'SQL ops/s',
    'SQL errors',
    'p50 added ms',
  ],
  opRows,
)}

${errorsText}

### Where the time goes (${MAX_VUS} VUs)

CPU used per second of the measured window (1.00 = one core busy), per process of the stack (the pdf
worker with its Chromium processes), for the PostgreSQL backends serving the bench database, and for the
benchmark's own process (the load generator; on the baseline side also the "services"), from /proc.
Redis and NATS are shared servers and are left out.

${table(['process', 'path: cores', 'SQL baseline: cores'], cpuRows)}
${
  profileRows.length
    ? `
Main-thread self time by package over the path's warm-up and measured window at ${MAX_VUS} VUs (a native function
counts for the package that called it; \`--profile\`: every
process ran with the sampling profiler of bench/lib/profile-hook.mjs, so this run's figures carry its
cost; \`node bench/lib/profile-analyse.mjs .run/bench/profiles/*.cpuprofile\` prints the functions):

${table(['process', 'busy s of profiled s', 'top packages (share of busy)'], profileRows)}
`
    : ''
}
The machine's load average (1 / 5 / 15 min) was ${loadAtStart} when the run began and ${loadAtEnd} at its end${
    loaded
      ? ` (**more runnable work than cores when it began: other work shared the machine, so these figures are
upper bounds and the path, with more processes to schedule, suffers more than the baseline**)`
      : ''
  }.`,
);
console.log('written to docs/benchmarks.md');
if (pathErrors || sqlErrors) {
  console.error(`the run had errors (${pathErrors} path, ${sqlErrors} baseline): see docs/benchmarks.md`);
  process.exitCode = 1;
}
