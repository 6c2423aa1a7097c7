#!/usr/bin/env node
/**
 * The advisor's cockpit, `GET /api/advisor/cockpit` (docs/product.md §18), for an advisor with 200
 * clients, through the whole path (edge -> gateway -> NATS -> admin -> NATS -> auth, then icp and
 * playbook in parallel -> PostgreSQL), beside a baseline: the same SQL statements run straight against
 * PostgreSQL from Node (a pool of 10 per service, as the services have), in the same order and with the
 * same parallelism.
 *
 *   node bench/cockpit.mjs        (the stack is started and stopped by the script; build first)
 *
 * The data, seeded with SQL after the stack has migrated: the advisor's 200 clients, each with two
 * profiles (the later one scored), two playbooks and eight tasks (four overdue, two done) on them; and
 * around them 50 other advisors with 2,000 clients of their own and as many profiles, playbooks and
 * tasks, so the indexes have to pick the advisor's rows out of a bigger table.
 * BENCH_CONNECTIONS (1,10), BENCH_DURATION_MS (5000), BENCH_OFFSET / BENCH_REDIS_DB (the ports offset
 * and Redis DB of the stack: 20000 / 8, the other benchmarks'), BENCH_EXPLAIN=1 prints each plan.
 */
import pg from 'pg';
import { startStack as start } from '../test/support/stack.mjs';
import { fmt, runLoad, summarise } from './lib/load.mjs';
import { loadAverage, table, writeSection } from './lib/report.mjs';
import { BENCH, signIn } from './lib/stack.mjs';
import { recordTargets } from './lib/targets.mjs';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 5000);
const OFFSET = Number(process.env.BENCH_OFFSET ?? BENCH.offset);
const REDIS_DB = Number(process.env.BENCH_REDIS_DB ?? BENCH.redisDb);
const BASE_URL = `http://127.0.0.1:${8080 + OFFSET}`;
const SEED = { clients: 200, otherAdvisors: 50, otherClients: 2_000 };
const TARGET_P99_MS = 100;
const ADVISOR = { username: 'bench_advisor', email: 'advisor@bench.test' };

/* ---------------- seeding ---------------- */

async function seed(db) {
  const started = performance.now();
  await db.query('BEGIN');
  const hash = `(SELECT password_hash FROM auth.users WHERE lower(email) = lower('${BENCH.admin.email}'))`;
  await db.query(
    `INSERT INTO auth.users (first_name, last_name, email, username, role, password_hash)
     VALUES ('Ada', 'Advisor', $1, $2, 'team_member', ${hash})`,
    [ADVISOR.email, ADVISOR.username],
  );
  await db.query(
    `INSERT INTO auth.users (first_name, last_name, email, username, role, password_hash)
     SELECT 'Other', 'Advisor ' || i, 'oadv' || i || '@bench.test', 'oadv_' || i, 'team_member', ${hash}
       FROM generate_series(1, $1::int) i`,
    [SEED.otherAdvisors],
  );
  await db.query(
    `INSERT INTO auth.users (first_name, last_name, email, username, role, password_hash, created_at)
     SELECT 'Client', 'Number ' || i, 'client' || i || '@bench.test', 'cl_' || i, 'client', ${hash},
            now() - i * interval '1 second'
       FROM generate_series(1, $1::int) i`,
    [SEED.clients + SEED.otherClients],
  );
  // The first 200 clients are Ada's; the others spread over the other advisors.
  await db.query(
    `WITH c AS (SELECT id, row_number() OVER (ORDER BY username) AS rn FROM auth.users WHERE role = 'client'),
          a AS (SELECT id, row_number() OVER (ORDER BY username) AS rn FROM auth.users
                 WHERE role = 'team_member' AND username LIKE 'oadv_%')
     INSERT INTO auth.advisor_assignments (client_id, advisor_id, assigned_at)
     SELECT c.id,
            CASE WHEN c.rn <= $1 THEN (SELECT id FROM auth.users WHERE username = $2)
                 ELSE (SELECT a.id FROM a WHERE a.rn = 1 + c.rn % $3) END,
            now() - c.rn * interval '1 second'
       FROM c`,
    [SEED.clients, ADVISOR.username, SEED.otherAdvisors],
  );
  // Two profiles per client, the second updated later (the latest), a score for it.
  await db.query(
    `INSERT INTO icp.icps (name, user_id, created_by, status, type, industry, pain_points, needs,
                           field_sources, observed_fields, version, created_at, updated_at)
     SELECT 'Profile ' || k || ' of ' || u.username, u.id, u.id, 'in_progress', 'b2b', 'Dental practices',
            '["No-shows"]'::jsonb, '["Fewer no-shows"]'::jsonb,
            '{"industry": "stated", "painPoints": "ai", "needs": "stated"}'::jsonb,
            CASE WHEN k = 2 THEN ARRAY['industry'] END, k,
            now() - interval '30 days', now() - (10 - k) * interval '1 day' - (hashtext(u.username) % 1000) * interval '1 minute'
       FROM auth.users u CROSS JOIN generate_series(1, 2) k WHERE u.role = 'client'`,
  );
  await db.query(
    `INSERT INTO icp.icp_scores (icp_id, overall_score, demographics_score, psychographics_score,
                                 pain_points_score, needs_score, channels_score, rubric_version, analyzed_at)
     SELECT i.id, 20 + abs(hashtext(i.id::text)) % 80, 50, 40, 60, 70, 30, 1, now()
       FROM icp.icps i WHERE i.name LIKE 'Profile 2 %'`,
  );
  await db.query(
    `INSERT INTO playbook.playbooks (name, icp_id, icp_name, user_id, created_by, status, marketing_goals,
                                     key_messages, created_at, updated_at)
     SELECT 'Plan ' || k || ' ' || i.name, i.id, i.name, i.user_id, i.user_id,
            (ARRAY['draft', 'in_progress', 'completed'])[1 + k % 3], '[]'::jsonb, '[]'::jsonb,
            i.created_at, i.updated_at - k * interval '1 hour'
       FROM icp.icps i CROSS JOIN generate_series(1, 1) k`,
  );
  // Four tasks per playbook (eight per client), on the profile or the playbook: two overdue, one ahead, one done.
  await db.query(
    `INSERT INTO playbook.notes (icp_id, playbook_id, owner_id, note, is_task, status, user_id, due_date,
                                 created_at, updated_at)
     SELECT CASE WHEN t % 2 = 0 THEN p.icp_id END, CASE WHEN t % 2 = 1 THEN p.id END, p.user_id,
            'Task ' || t, true, CASE WHEN t = 4 THEN 'completed' ELSE 'open' END, p.user_id,
            CASE WHEN t <= 2 THEN current_date - 3 WHEN t = 3 THEN current_date + 30 END,
            now() - t * interval '1 hour', now() - t * interval '1 hour'
       FROM playbook.playbooks p CROSS JOIN generate_series(1, 4) t`,
  );
  await db.query('COMMIT');
  for (const t of [
    'auth.users',
    'auth.advisor_assignments',
    'icp.icps',
    'icp.icp_scores',
    'playbook.playbooks',
    'playbook.notes',
  ]) {
    await db.query(`VACUUM ANALYZE ${t}`);
  }
  return performance.now() - started;
}

/* ---------------- the baseline: the services' statements, straight ---------------- */

// The same statements as services/auth (the viewer, AssignmentsRepository.cockpitClients),
// services/icp (IcpsRepository.cockpitByOwner) and services/playbook (PlaybooksRepository.cockpitByOwner).
// The advisor's scope icp and playbook ask auth for is cached by them (SCOPE_CACHE_MS), so not repeated.
const SQL = {
  viewer: `SELECT id, role FROM auth.users WHERE id = $1 LIMIT 1`,
  clients: `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email,
                a.advisor_id AS "advisorId",
                CASE WHEN v.id IS NULL THEN NULL ELSE trim(v.first_name || ' ' || v.last_name) END AS "advisorName"
           FROM auth.users u
           LEFT JOIN auth.advisor_assignments a ON a.client_id = u.id
           LEFT JOIN auth.users v ON v.id = a.advisor_id
          WHERE u.role = 'client'
            AND ($1::uuid IS NULL OR a.advisor_id = $1::uuid)
            AND (NOT $2::boolean OR a.advisor_id IS NULL)
          ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
  icp: `WITH counts AS (
         SELECT "user_id", count(*)::int AS "total", max("updated_at") AS "last"
           FROM "icp"."icps" WHERE "user_id" = ANY($1::uuid[]) GROUP BY "user_id"),
       latest AS (
         SELECT DISTINCT ON (i."user_id") i.*
           FROM "icp"."icps" i WHERE i."user_id" = ANY($1::uuid[])
          ORDER BY i."user_id", i."updated_at" DESC, i."id" DESC)
       SELECT l.*, c."total", c."last",
              s."overall_score" AS "scoreOverall", s."demographics_score" AS "scoreDemographics",
              s."psychographics_score" AS "scorePsychographics", s."pain_points_score" AS "scorePainPoints",
              s."needs_score" AS "scoreNeeds", s."channels_score" AS "scoreChannels"
         FROM latest l JOIN counts c ON c."user_id" = l."user_id"
         LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = l."id"`,
  playbook: `SELECT u.id AS user_id,
                (SELECT count(*)::int FROM playbook.playbooks p WHERE p.user_id = u.id) AS total,
                t.open_tasks, t.overdue_tasks,
                GREATEST(
                  (SELECT max(p.updated_at) FROM playbook.playbooks p WHERE p.user_id = u.id),
                  (SELECT max(n.updated_at) FROM playbook.notes n WHERE n.owner_id = u.id)
                ) AS last,
                lp.id, lp.name, lp.status, lp.version, lp.signed_off_version, lp.signed_off_at
           FROM unnest($1::uuid[]) AS u(id)
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS open_tasks,
                    (count(*) FILTER (WHERE n.due_date < $2::date))::int AS overdue_tasks
               FROM playbook.notes n
              WHERE n.owner_id = u.id AND n.is_task AND n.status = 'open') t
           LEFT JOIN LATERAL (
             SELECT p.id, p.name, p.status, p.version, p.signed_off_version, p.signed_off_at
               FROM playbook.playbooks p WHERE p.user_id = u.id
              ORDER BY p.updated_at DESC, p.id DESC LIMIT 1) lp ON true`,
};

// GET /api/advisor/clients: auth's AssignmentsRepository.findClients, then icp's and playbook's
// activityByOwner for the whole list at once.
SQL.listClients = `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.username, u.role,
              u.profile_image_url AS "profileImageUrl", u.created_at AS "createdAt",
                u.profession, u.profession_asked AS "professionAsked",
              a.notes, a.assigned_at AS "assignedAt"
       FROM auth.advisor_assignments a JOIN auth.users u ON u.id = a.client_id
       WHERE ($1::uuid IS NULL OR a.advisor_id = $1::uuid)
       ORDER BY a.assigned_at DESC, u.id`;
SQL.icpActivity = `SELECT "user_id" AS "userId", count(*)::int AS "total", max("updated_at") AS "last"
         FROM "icp"."icps" WHERE "user_id" = ANY($1::uuid[]) GROUP BY "user_id"`;
SQL.playbookActivity = `SELECT u.id AS user_id,
                (SELECT count(*)::int FROM playbook.playbooks p WHERE p.user_id = u.id) AS total,
                (SELECT count(*)::int FROM playbook.notes n
                  WHERE n.owner_id = u.id AND n.is_task AND n.status = 'open') AS open_tasks,
                GREATEST(
                  (SELECT max(p.updated_at) FROM playbook.playbooks p WHERE p.user_id = u.id),
                  (SELECT max(n.updated_at) FROM playbook.notes n WHERE n.owner_id = u.id)
                ) AS last
           FROM unnest($1::uuid[]) AS u(id)`;

const today = () => new Date().toISOString().slice(0, 10);

function baseline(dbUrl, advisorId) {
  const pool = () => new pg.Pool({ connectionString: dbUrl, max: 10 });
  const auth = pool();
  const icp = pool();
  const playbook = pool();
  return {
    async cockpit() {
      await auth.query(SQL.viewer, [advisorId]);
      const clients = await auth.query(SQL.clients, [advisorId, false]);
      const ids = clients.rows.map((r) => r.id);
      const [icps, playbooks] = await Promise.all([
        icp.query(SQL.icp, [ids]),
        playbook.query(SQL.playbook, [ids, today()]),
      ]);
      return { clients: ids.length, profiles: icps.rowCount, playbooks: playbooks.rowCount };
    },
    async clientList() {
      await auth.query(SQL.viewer, [advisorId]);
      const clients = await auth.query(SQL.listClients, [advisorId]);
      const ids = clients.rows.map((r) => r.id);
      const [icps, playbooks] = await Promise.all([
        icp.query(SQL.icpActivity, [ids]),
        playbook.query(SQL.playbookActivity, [ids]),
      ]);
      return { clients: ids.length, profiles: icps.rowCount, playbooks: playbooks.rowCount };
    },
    end: () => Promise.all([auth.end(), icp.end(), playbook.end()]),
  };
}

/** A closed loop over an async function, like runLoad does over HTTP. */
async function runLoop(fn, { connections, durationMs = DURATION, warmupMs = 1000 }) {
  const phase = async (ms, record) => {
    const until = Date.now() + ms;
    const latencies = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const t = process.hrtime.bigint();
          await fn();
          if (record) latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
        }
      }),
    );
    return latencies;
  };
  await phase(warmupMs, false);
  const started = Date.now();
  const latencies = await phase(durationMs, true);
  return summarise(latencies, 0, (Date.now() - started) / 1000);
}

async function explain(db, advisorId, ids) {
  for (const [name, sql, params] of [
    ['auth clients', SQL.clients, [advisorId, false]],
    ['icp roll-up', SQL.icp, [ids]],
    ['playbook roll-up', SQL.playbook, [ids, today()]],
  ]) {
    const plan = (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows.map(
      (r) => r['QUERY PLAN'],
    );
    console.log(`--- ${name}\n${plan.join('\n')}`);
  }
}

/* ---------------- the run ---------------- */

const loadBefore = loadAverage();
const stack = await start({
  name: OFFSET === 20000 ? 'bench_cockpit' : `bench_cockpit${OFFSET}`,
  offset: OFFSET,
  redisDb: REDIS_DB,
  env: {
    LOG_LEVEL: 'warn',
    SESSION_SECRET: BENCH.sessionSecret,
    ADMIN_EMAIL: BENCH.admin.email,
    ADMIN_USERNAME: BENCH.admin.username,
    ADMIN_PASSWORD: BENCH.admin.password,
    AI_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    RATE_LIMIT_ENABLED: 'false',
  },
});
const rows = [];
let seedMs = 0;
try {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  seedMs = await seed(db);
  console.log(`seeded in ${fmt(seedMs / 1000, 1)} s`);

  const cookie = await signIn(BASE_URL, ADVISOR.username, BENCH.admin.password);
  const get = async (path) => {
    const res = await fetch(`${BASE_URL}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // The answer is right before it is fast: 200 rows, each rolled up.
  const cockpit = await get('/api/advisor/cockpit');
  const rowsOk =
    cockpit.clients.length === SEED.clients &&
    cockpit.clients.every(
      (r) =>
        r.profileCount === 2 &&
        r.playbookCount === 2 &&
        r.openTasks === 6 &&
        r.overdueTasks === 4 &&
        r.profile?.score &&
        r.profile.evidence.observed === 1,
    );
  if (!rowsOk) throw new Error(`cockpit: ${JSON.stringify(cockpit.clients[0]).slice(0, 400)}`);
  const { id: advisorId } = (await get('/api/auth/check')).user;
  const base = baseline(stack.dbUrl, advisorId);
  const b0 = await base.cockpit();
  if (b0.clients !== SEED.clients || b0.profiles !== SEED.clients) throw new Error('baseline disagrees');
  if (process.env.BENCH_EXPLAIN)
    await explain(
      db,
      advisorId,
      cockpit.clients.map((c) => c.id),
    );
  await db.end();

  // The advisor's client list as the page asks for it: the first page (100) of the 200, each counted.
  const listRes = await fetch(`${BASE_URL}/api/advisor/clients`, { headers: { cookie } });
  const list = await listRes.json();
  const listTotal = Number(listRes.headers.get('x-total-count'));
  if (listTotal !== SEED.clients || !list.every((c) => c.icpCount === 2 && c.openTasks === 6)) {
    throw new Error(`advisor clients: ${listTotal} in all, ${JSON.stringify(list[0]).slice(0, 300)}`);
  }
  const cases = [
    ['GET /api/advisor/cockpit (200 clients)', '/api/advisor/cockpit', base.cockpit],
    ['GET /api/advisor/clients (200 clients)', '/api/advisor/clients', base.clientList],
  ];
  for (const [label, path, sql] of cases)
    for (const connections of CONNECTIONS) {
      const r = await runLoad({
        url: `${BASE_URL}${path}`,
        headers: { cookie },
        connections,
        durationMs: DURATION,
      });
      if (r.errors) throw new Error(`${label}: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
      const b = await runLoop(sql, { connections });
      rows.push({ label, connections, path: r, base: b });
      console.log(
        `${label} c=${connections}  path p50 ${fmt(r.p50)} p99 ${fmt(r.p99)} ms ${fmt(r.rps, 0)} req/s` +
          `  | SQL p50 ${fmt(b.p50)} p99 ${fmt(b.p99)} ms ${fmt(b.rps, 0)} req/s`,
      );
    }
  // The same reads with the admin service's cache off (ADMIN_READ_CACHE_MS=0): what a read costs right
  // after a change dropped the cache, every one gathered from the owners.
  await stack.terminate('admin');
  await stack.restart('admin', { ADMIN_READ_CACHE_MS: '0' });
  for (const [label, path, sql] of cases) {
    const r = await runLoad({
      url: `${BASE_URL}${path}`,
      headers: { cookie },
      connections: 10,
      durationMs: DURATION,
    });
    if (r.errors) throw new Error(`${label}: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
    const b = await runLoop(sql, { connections: 10 });
    rows.push({ label: `${label}, cache off`, connections: 10, path: r, base: b, uncached: true });
    console.log(
      `${label}, cache off c=10  path p50 ${fmt(r.p50)} p99 ${fmt(r.p99)} ms ${fmt(r.rps, 0)} req/s` +
        `  | SQL p50 ${fmt(b.p50)} p99 ${fmt(b.p99)} ms ${fmt(b.rps, 0)} req/s`,
    );
  }
  await base.end();
} finally {
  await stack.stop();
}

// The target: every advisor page read p99 < 100 ms at 10 concurrent.
recordTargets(
  'cockpit',
  rows
    .filter((r) => r.connections === 10 && !r.uncached)
    .map((r) => ({
      name: `${r.label} p99 at 10 concurrent`,
      value: Number(r.path.p99.toFixed(1)),
      unit: 'ms',
      op: '<',
      target: TARGET_P99_MS,
    })),
);

const verdict = (p99) => (p99 < TARGET_P99_MS ? 'yes' : 'no');
writeSection(
  'cockpit',
  `## Advisor page reads: GET /api/advisor/cockpit and GET /api/advisor/clients, an advisor's 200 clients (docs/product.md §18)

An advisor with ${SEED.clients} clients, each with two profiles (the latest scored), two playbooks and eight tasks
(four overdue, two done), among ${SEED.otherAdvisors} other advisors' ${SEED.otherClients.toLocaleString('en')} clients with as much; seeded with SQL
(${fmt(seedMs / 1000, 1)} s). The whole path: the edge, the gateway (session, actor), NATS, the admin service,
\`AUTH.cockpitClients\`, then one \`ICP.cockpit\` and one \`PLAYBOOK.cockpit\` for all 200 clients in
parallel (each service reads the advisor's scope from auth, cached), PostgreSQL, and the roll-up of
every row; the client list: \`AUTH.advisorClients\`, then one \`ICP.activityByUser\` and one
\`PLAYBOOK.activityByUser\` (its first page, 100 of the 200, as the page asks). The baseline runs the same
SQL statements straight against PostgreSQL from Node (a pool of 10 per service, the same order and
parallelism: the viewer, the clients, then both roll-ups at once).

**Where the time went** (before the cache: the cockpit at 10 concurrent p99 662 ms beside 126 ms for its
SQL, on this machine shared with other runs). EXPLAIN ANALYZE: the clients 0.9 ms, icp's roll-up 2.1 ms,
playbook's 2.5 ms, all from indexes (no sequential scan; playbook's per-client look-ups are index-only
probes of 2 µs each). So the SQL baseline's own p99 is the machine (10 clients of 3 pools on two busy
cores) and reading 200 wide rows into Node, not the plans; the path adds the hops' message handling (see
"Admin page reads": socket writes, NATS decoding, zod checks at both ends of each hop, Nest routing), a
200-row answer through five processes.

**The lever** is the admin service's read cache, the same as for the admin page (\`ADMIN_READ_CACHE_MS\`,
one entry per actor and query, dropped at once by every event that changes what the page shows: a note
or task added, completed or deleted, a profile or playbook saved, a score, a sign-off, an assignment),
so a repeated read is answered by the admin service without asking auth, icp or playbook. Its
trade-offs are written under "Admin page reads"; the "cache off" rows (the admin service restarted
with \`ADMIN_READ_CACHE_MS=0\`) show what the first read after a change costs. "Overdue" and "stale"
depend on the day: the caller's \`today\` is part of the key, and an answer is at most 5 s old.
${DURATION / 1000} s per row after a 1 s warm-up, closed loop, keep-alive, everything on one machine (load
average ${loadBefore} when the run began). Target: p99 under ${TARGET_P99_MS} ms at 10 concurrent for both
advisor page reads. Run alone: \`node bench/cockpit.mjs\`.

${table(
  [
    'request',
    'connections',
    'p50 ms',
    'p99 ms',
    'req/s',
    `p99 < ${TARGET_P99_MS} ms`,
    'SQL p50 ms',
    'SQL p99 ms',
    'SQL req/s',
  ],
  rows.map((r) => [
    r.label,
    r.connections,
    fmt(r.path.p50),
    fmt(r.path.p99),
    fmt(r.path.rps, 0),
    verdict(r.path.p99),
    fmt(r.base.p50),
    fmt(r.base.p99),
    fmt(r.base.rps, 0),
  ]),
)}`,
);
console.log('written to docs/benchmarks.md');
