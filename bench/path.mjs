#!/usr/bin/env node
/**
 * Where a request's time goes, and what a change did to it: the profile list and a profile, read by a
 * client with 20 profiles (each with its score), measured on this checkout's builds and, in the same
 * run, on the builds of an older checkout (the baseline). For each: latency and throughput through the
 * gateway and through the edge, and the CPU each process spent per request (from /proc, over the
 * measured window).
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm install && npm run build)
 *   node bench/path.mjs --baseline /tmp/before
 */
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runLoad, fmt } from './lib/load.mjs';
import { table, writeSection } from './lib/report.mjs';
import { BENCH, signUp, startStack } from './lib/stack.mjs';

const argv = process.argv.slice(2);
const baselineRoot = argv[argv.indexOf('--baseline') + 1];
if (!argv.includes('--baseline') || !baselineRoot) {
  console.error('usage: node bench/path.mjs --baseline <built checkout of an older commit>');
  process.exit(2);
}
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,50').split(',').map(Number);
const TICK_MS = 1000 / 100; // USER_HZ

/** utime + stime of a process, in ms. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function measure(label, root) {
  const stack = await startStack({ root });
  const db = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  const results = [];
  try {
    const cookie = await signUp(BENCH.baseURL, {
      username: 'path_client',
      email: 'path_client@bench.test',
      firstName: 'Path',
      lastName: 'Client',
      password: 'Bench!mark1',
    });
    const { rows } = await db.query(`SELECT id FROM auth.users WHERE username = 'path_client'`);
    await db.query(
      `INSERT INTO icp.icps (name, user_id, created_by, status, type, industry, company_size, pain_points, needs,
                             goals, preferred_channels, psychographics, client_name, client_email)
       SELECT 'Profile ' || g, $1, $1, 'in_progress', 'b2b', 'Legal', '10-50 employees',
              '["Cash flow visibility","Manual reporting","Hiring"]', '["Predictable pipeline"]',
              '["Grow 20% a year"]', '["LinkedIn","Email"]', 'Values trust and clear fees',
              'Path Client', 'path_client@bench.test'
       FROM generate_series(1, 20) g`,
      [rows[0].id],
    );
    const list = await fetch(`${BENCH.baseURL}/api/icps`, { headers: { cookie } }).then((r) => r.json());
    for (const icp of list) {
      const res = await fetch(`${BENCH.baseURL}/api/icps/${icp.id}/analyze`, {
        method: 'POST',
        headers: { cookie, origin: BENCH.baseURL },
      });
      if (!res.ok) throw new Error(`analyze: ${res.status}`);
    }
    const pids = Object.fromEntries(stack.processes.map((n) => [n, stack.pid(n)]));
    for (const [via, base] of [
      ['gateway', BENCH.gatewayURL],
      ['edge', BENCH.baseURL],
    ]) {
      for (const [call, path] of [
        ['GET /api/icps', '/api/icps'],
        ['GET /api/icps/{id}', `/api/icps/${list[0].id}`],
      ]) {
        for (const connections of CONNECTIONS) {
          let before;
          const r = await runLoad({
            url: base + path,
            headers: { cookie },
            connections,
            durationMs: DURATION,
            onMeasureStart: () => {
              before = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, cpuMs(pid)]));
            },
          });
          if (r.errors) throw new Error(`${label} ${via} ${call}: ${r.errors} errors`);
          const cpu = Object.fromEntries(
            Object.entries(pids).map(([n, pid]) => [n, (cpuMs(pid) - before[n]) / r.requests]),
          );
          results.push({ label, via, call, connections, r, cpu });
          console.log(
            `${label.padEnd(8)} ${via.padEnd(8)} ${call.padEnd(20)} c=${String(connections).padStart(2)} p50 ${fmt(r.p50)} p99 ${fmt(r.p99)} ${fmt(r.rps, 0)} req/s  cpu/req gateway ${fmt(cpu.gateway)} icp ${fmt(cpu.icp)} edge ${fmt(cpu.edge)} ms`,
          );
        }
      }
    }
  } finally {
    await db.end();
    await stack.stop();
  }
  return results;
}

const commit = (dir) => execSync('git rev-parse --short HEAD', { cwd: dir }).toString().trim();
const before = await measure('before', baselineRoot);
const after = await measure('after', undefined);

const rows = after.map((a, i) => {
  const b = before[i];
  return [
    `${a.call} via ${a.via}`,
    a.connections,
    `${fmt(b.r.p50)} → ${fmt(a.r.p50)}`,
    `${fmt(b.r.p99)} → ${fmt(a.r.p99)}`,
    `${fmt(b.r.rps, 0)} → ${fmt(a.r.rps, 0)}`,
    `${fmt(b.cpu.gateway)} → ${fmt(a.cpu.gateway)}`,
    `${fmt(b.cpu.icp)} → ${fmt(a.cpu.icp)}`,
    `${fmt(b.cpu.auth + b.cpu.edge)} → ${fmt(a.cpu.auth + a.cpu.edge)}`,
  ];
});

writeSection(
  'path',
  `## Where a request's time goes

A client with 20 scored profiles reads the list and one profile, through the gateway and through the
edge, on two builds in the same run: **before** (commit ${commit(baselineRoot)}) and **after** (commit
${commit(fileURLToPath(new URL('..', import.meta.url)))}, this build). ${DURATION / 1000} s per row after a 1 s warm-up, closed loop. CPU per
request is each process's user + system time over the measured window divided by the requests answered
(from /proc; PostgreSQL, Redis and NATS are outside it). Run: \`node bench/path.mjs --baseline <older
built checkout>\`.

${table(
  [
    'call',
    'connections',
    'p50 ms',
    'p99 ms',
    'req/s',
    'gateway CPU ms/req',
    'icp CPU ms/req',
    'auth + edge CPU ms/req',
  ],
  rows,
)}
`,
);
console.log('written to docs/benchmarks.md');
