#!/usr/bin/env node
/**
 * Profiles at size: 100,000 profiles across 5,000 clients, seeded straight into PostgreSQL.
 * GET /api/icps (first page) and GET /api/icps/{id} through the whole path (edge, gateway, session,
 * NATS, icp service with its access check), for a client, an advisor with 250 clients (5,000 profiles)
 * and the admin (all 100,000), at 50 connections, beside the same queries run straight against
 * PostgreSQL from Node (pg pool of 50).
 *
 *   node bench/icps.mjs
 */
import pg from 'pg';
import { runLoad, summarise, fmt } from './lib/load.mjs';
import { openLoop, runOpenLoop } from './lib/open-loop.mjs';
import { table, writeSection } from './lib/report.mjs';
import { BENCH, signIn, signUp, startStack } from './lib/stack.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CLIENTS = 5000;
const PROFILES = 100_000;
const ADVISOR_CLIENTS = 250;
/** Open-loop rates (requests per second over at most CONNECTIONS sockets) for the list. */
const RATES = (process.env.BENCH_RATES ?? '100,200').split(',').map(Number);

async function seed(db, clientUserId) {
  const { rows } = await db.query('SELECT password_hash FROM auth.users WHERE id = $1', [clientUserId]);
  const hash = rows[0].password_hash;
  await db.query(
    `INSERT INTO auth.users (first_name, last_name, email, username, role, password_hash)
     SELECT 'Client' || g, 'Seeded', 'client' || g || '@seed.test', 'seed_' || g, 'client', $1
     FROM generate_series(1, $2) g`,
    [hash, CLIENTS - 1],
  );
  // Profiles: round-robin over every client (the benchmark client included), newest first spread over a year.
  await db.query(
    `WITH clients AS (
       SELECT id, first_name || ' ' || last_name AS name, email, row_number() OVER (ORDER BY created_at, id) - 1 AS n
       FROM auth.users WHERE role = 'client'
     )
     INSERT INTO icp.icps (name, user_id, created_by, status, type, industry, company_size, pain_points, needs,
                           preferred_channels, client_name, client_email, created_at, updated_at)
     SELECT 'Profile ' || g || ' ' || (ARRAY['dental clinics','law firms','SaaS founders','family offices','restaurants'])[1 + g % 5],
            c.id, c.id,
            (ARRAY['draft','in_progress','completed'])[1 + g % 3],
            (ARRAY['b2b','b2c'])[1 + g % 2],
            (ARRAY['Healthcare','Legal','Software','Finance','Hospitality'])[1 + g % 5],
            '10-50 employees',
            '["Cash flow visibility", "Manual reporting", "Hiring"]'::jsonb,
            '["Predictable pipeline"]'::jsonb,
            '["LinkedIn", "Email"]'::jsonb,
            c.name, c.email,
            now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
            now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
     FROM generate_series(1, $1) g
     JOIN clients c ON c.n = g % $2`,
    [PROFILES, CLIENTS],
  );
  // A live database is vacuumed by autovacuum; a freshly bulk-loaded one is not yet.
  for (const t of ['auth.users', 'auth.advisor_assignments', 'icp.icps'])
    await db.query(`VACUUM ANALYZE ${t}`);
}

/** Closed-loop load straight against PostgreSQL: the baseline. */
async function pgLoad(pool, sql, paramsFor, connections = CONNECTIONS, durationMs = DURATION) {
  const run = async (ms, record) => {
    const until = Date.now() + ms;
    const latencies = [];
    await Promise.all(
      Array.from({ length: connections }, async (_, i) => {
        while (Date.now() < until) {
          const started = process.hrtime.bigint();
          for (const [q, p] of sql(paramsFor(i))) await pool.query(q, p);
          if (record) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      }),
    );
    return latencies;
  };
  await run(1000, false);
  const started = Date.now();
  const latencies = await run(durationMs, true);
  return summarise(latencies, 0, (Date.now() - started) / 1000);
}

const stack = await startStack();
const db = new pg.Pool({ connectionString: stack.dbUrl, max: CONNECTIONS });
const rows = [];
try {
  const clientCookie = await signUp(BENCH.baseURL, {
    username: 'bench_client',
    email: 'bench_client@bench.test',
    firstName: 'Bench',
    lastName: 'Client',
    password: 'Bench!mark1',
  });
  const advisorCookie0 = await signUp(BENCH.baseURL, {
    username: 'bench_advisor',
    email: 'bench_advisor@bench.test',
    firstName: 'Bench',
    lastName: 'Advisor',
    password: 'Bench!mark1',
  });
  void advisorCookie0;
  const me = await db.query(
    `SELECT id FROM auth.users WHERE username IN ('bench_client', 'bench_advisor') ORDER BY username DESC`,
  );
  const [clientId, advisorId] = [me.rows[0].id, me.rows[1].id];
  // The advisor is an advisor before the profiles are dealt out, so it owns none itself.
  await db.query(`UPDATE auth.users SET role = 'team_member' WHERE id = $1`, [advisorId]);
  console.log('seeding 5,000 clients and 100,000 profiles...');
  const t0 = Date.now();
  await seed(db, clientId);
  await db.query(
    `INSERT INTO auth.advisor_assignments (client_id, advisor_id, notes)
     SELECT id, $1, 'seeded' FROM auth.users WHERE role = 'client' AND id <> $2 ORDER BY created_at, id LIMIT $3`,
    [advisorId, clientId, ADVISOR_CLIENTS],
  );
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const advisorCookie = await signIn(BENCH.baseURL, 'bench_advisor', 'Bench!mark1');
  const adminCookie = await signIn(BENCH.baseURL, BENCH.admin.username, BENCH.admin.password);

  const advisorClientIds = (
    await db.query(`SELECT client_id FROM auth.advisor_assignments WHERE advisor_id = $1`, [advisorId])
  ).rows.map((r) => r.client_id);
  const personas = [
    { name: 'client (20 profiles)', cookie: clientCookie, owners: [clientId] },
    {
      name: `advisor (${ADVISOR_CLIENTS} clients, ${ADVISOR_CLIENTS * (PROFILES / CLIENTS)} profiles)`,
      cookie: advisorCookie,
      owners: advisorClientIds,
    },
    { name: 'admin (all 100,000)', cookie: adminCookie, owners: null },
  ];
  const LIST_SQL = (owners) =>
    owners
      ? [
          [
            'SELECT * FROM icp.icps WHERE user_id = ANY($1) ORDER BY updated_at DESC, id DESC LIMIT 50',
            [owners],
          ],
          ['SELECT count(*) FROM icp.icps WHERE user_id = ANY($1)', [owners]],
        ]
      : [
          ['SELECT * FROM icp.icps ORDER BY updated_at DESC, id DESC LIMIT 50', []],
          ['SELECT count(*) FROM icp.icps', []],
        ];

  for (const p of personas) {
    // The first page of 50 (the baseline's LIMIT 50): an array, the total in X-Total-Count.
    const res = await fetch(`${BENCH.baseURL}/api/icps?limit=50`, { headers: { cookie: p.cookie } });
    const list = { items: await res.json(), total: Number(res.headers.get('x-total-count')) };
    const expected = p.owners
      ? (await db.query('SELECT count(*)::int AS n FROM icp.icps WHERE user_id = ANY($1)', [p.owners]))
          .rows[0].n
      : PROFILES;
    if (list.total !== expected) throw new Error(`${p.name}: list total ${list.total}, expected ${expected}`);
    const ids = list.items.map((i) => i.id);

    const httpList = await runLoad({
      url: `${BENCH.baseURL}/api/icps?limit=50`,
      headers: { cookie: p.cookie },
      connections: CONNECTIONS,
      durationMs: DURATION,
    });
    const pgList = await pgLoad(
      db,
      () => LIST_SQL(p.owners),
      () => undefined,
    );
    const httpGet = await runLoad({
      url: `${BENCH.baseURL}/api/icps/${ids[0]}`,
      headers: { cookie: p.cookie },
      connections: CONNECTIONS,
      durationMs: DURATION,
    });
    const pgGet = await pgLoad(
      db,
      (id) => [['SELECT * FROM icp.icps WHERE id = $1', [id]]],
      (i) => ids[i % ids.length],
    );
    const closed = `closed loop, ${CONNECTIONS} conn`;
    const measured = [
      ['GET /api/icps (first page)', closed, httpList, pgList],
      ['GET /api/icps/{id}', closed, httpGet, pgGet],
    ];
    for (const rate of RATES) {
      const http = await runOpenLoop({
        url: `${BENCH.baseURL}/api/icps?limit=50`,
        headers: { cookie: p.cookie },
        connections: CONNECTIONS,
        rate,
        durationMs: DURATION,
      });
      const sql = await openLoop({
        rate,
        durationMs: DURATION,
        send: async () => {
          for (const [q, v] of LIST_SQL(p.owners)) await db.query(q, v);
          return { ok: true, status: 200 };
        },
      });
      measured.push([
        'GET /api/icps (first page)',
        `open loop, ${rate} req/s, ≤${CONNECTIONS} conn`,
        http,
        sql,
      ]);
    }
    for (const [what, load, r, base] of measured) {
      if (r.errors) throw new Error(`${p.name} ${what}: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
      rows.push([
        p.name,
        what,
        load,
        fmt(r.p50),
        fmt(r.p99),
        fmt(r.rps, 0),
        what.startsWith('GET /api/icps (') ? (r.p99 < 50 ? 'yes' : 'no') : '',
        fmt(base.p50),
        fmt(base.p99),
        fmt(base.rps, 0),
      ]);
      console.log(
        `${p.name.padEnd(40)} ${what.padEnd(28)} ${load.padEnd(30)} p50 ${fmt(r.p50)} p99 ${fmt(r.p99)} ${fmt(r.rps, 0)} req/s | pg p50 ${fmt(base.p50)} p99 ${fmt(base.p99)} ${fmt(base.rps, 0)}/s`,
      );
    }
  }
} finally {
  await db.end();
  await stack.stop();
}

writeSection(
  'icps',
  `## Profiles at size

100,000 profiles across 5,000 clients, seeded with SQL, then vacuumed and analysed as autovacuum
would leave a live database. Each row runs ${DURATION / 1000} s after a 1 s warm-up through the whole path:
the edge, the gateway (session, actor), NATS, the icp service (its access scope, then one statement for
the page, its AI parts and the total). Two kinds of load: a **closed loop** of ${CONNECTIONS} connections
(each sends its next request as soon as the answer is read: the most the path can do, and latency set by
that throughput), and an **open loop** at a fixed rate over at most ${CONNECTIONS} connections (latency
counted from when each request was due, so queueing counts). The baseline runs the same reads (page of 50
and count, or the row by id) straight against PostgreSQL from Node with a pool of ${CONNECTIONS}, under the
same kind of load. Target from the issue: the list's p99 under 50 ms at this size. Run alone: \`node bench/icps.mjs\`.

${table(['caller', 'call', 'load', 'p50 ms', 'p99 ms', 'req/s', 'list p99 < 50 ms', 'SQL p50 ms', 'SQL p99 ms', 'SQL q/s'], rows)}`,
);
console.log('written to docs/benchmarks.md');
