#!/usr/bin/env node
/**
 * GET /api/auth/check through the whole path (edge -> gateway -> session in Redis -> NATS -> auth),
 * beside a baseline: a bare Node HTTP server doing the same signed-cookie check and Redis session read.
 *
 *   node bench/auth-check.mjs        (the stack is started and stopped by the script)
 *
 * Two gateway settings are measured: the default actor cache (the gateway keeps the resolved user a
 * few seconds, so most checks skip NATS) and ACTOR_CACHE_MS=0 (every check asks auth over NATS).
 */
import { spawn } from 'node:child_process';
import { runLoad, fmt } from './lib/load.mjs';
import { table, writeSection } from './lib/report.mjs';
import { recordTargets, targetRows } from './lib/targets.mjs';
import { BENCH, signUp, startStack } from './lib/stack.mjs';
import { hasNginx, startComposeNginx } from '../test/support/compose-nginx.mjs';
import { SERVICES } from '../scripts/services.mjs';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 5000);
const KEY_PREFIX = 'icp:gw:sess:';
/**
 * The targets' ratios are taken from rounds that measure the baseline and each path back to back at 50
 * connections (ROUNDS of them, the median ratio kept): this machine's speed drifts by a third within
 * minutes, and a baseline measured once, before every path, carries that drift into every ratio.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The baseline: what any cookie-session server must do at least, and nothing else
 * (lib/bare-session-server.mjs), in a process of its own as the gateway is. Until 2026-11-27 it ran in
 * this process, sharing the load generator's thread, which held it back (docs/benchmarks.md).
 */
async function startBaseline() {
  const child = spawn(
    process.execPath,
    [
      new URL('./lib/bare-session-server.mjs', import.meta.url).pathname,
      BENCH.redisUrl,
      BENCH.sessionSecret,
      KEY_PREFIX,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, close: () => child.kill('SIGTERM') };
}

async function measure(label, url, cookie, connectionCounts = CONNECTIONS) {
  const rows = [];
  for (const connections of connectionCounts) {
    const r = await runLoad({ url, headers: { cookie }, connections, durationMs: DURATION });
    if (r.errors) throw new Error(`${label}: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
    rows.push({ label, connections, ...r });
    console.log(
      `${label.padEnd(44)} c=${String(connections).padStart(3)}  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99)} ms  ${fmt(r.rps, 0)} req/s`,
    );
  }
  return rows;
}

/** `rounds` times, the baseline, the edge and the gateway direct at 50 connections, back to back. */
async function alternate(rounds, paths, cookie) {
  const out = [];
  for (let round = 1; round <= rounds; round++) {
    const measured = {};
    for (const [key, label, url] of paths)
      [measured[key]] = await measure(`${label} (round ${round})`, url, cookie, [50]);
    out.push(measured);
  }
  return out;
}

async function runWith(env, label, rounds = 0) {
  const stack = await startStack({ env });
  try {
    const cookie = await signUp(BENCH.baseURL, {
      username: `bench_${Date.now()}`,
      email: `bench_${Date.now()}@bench.test`,
      firstName: 'Bench',
      lastName: 'Mark',
      password: 'Bench!mark1',
    });
    const check = await fetch(`${BENCH.baseURL}/api/auth/check`, { headers: { cookie } }).then((r) =>
      r.json(),
    );
    if (!check.authenticated) throw new Error('the session cookie does not authenticate');
    const baseline = await startBaseline();
    // For comparison, not a target: the compose edge (deploy/nginx.conf) in front of the same gateway.
    const nginx = hasNginx()
      ? await startComposeNginx({
          gatewayPort: Number(new URL(BENCH.gatewayURL).port),
          realtimePort: SERVICES.find((svc) => svc.name === 'realtime').port + BENCH.offset,
          root: new URL('../web/dist', import.meta.url).pathname,
        })
      : undefined;
    try {
      const base = await fetch(baseline.url, { headers: { cookie } }).then((r) => r.json());
      if (!base.authenticated) throw new Error('the baseline does not read the session');
      const rows = [
        ...(await measure(`baseline: bare Node + Redis session read`, baseline.url, cookie)),
        ...(await measure(`ICP Studio via edge, ${label}`, `${BENCH.baseURL}/api/auth/check`, cookie)),
        ...(await measure(
          `ICP Studio gateway direct, ${label}`,
          `${BENCH.gatewayURL}/api/auth/check`,
          cookie,
        )),
        ...(nginx
          ? await measure(`ICP Studio via compose nginx, ${label}`, `${nginx.url}/api/auth/check`, cookie)
          : []),
      ];
      const alternated = await alternate(
        rounds,
        [
          ['baseline', 'baseline', baseline.url],
          ['edge', 'via edge', `${BENCH.baseURL}/api/auth/check`],
          ['direct', 'gateway direct', `${BENCH.gatewayURL}/api/auth/check`],
        ],
        cookie,
      );
      return { rows, alternated };
    } finally {
      baseline.close();
      await nginx?.stop();
    }
  } finally {
    await stack.stop();
  }
}

const cached = await runWith({}, 'actor cache 5 s', ROUNDS);
const rows = [
  ...cached.rows,
  ...(await runWith({ ACTOR_CACHE_MS: '0' }, 'no actor cache (NATS every call)')).rows,
];
const rounds = cached.alternated.map((r) => ({
  ...r,
  edgeRps: r.edge.rps / r.baseline.rps,
  edgeP99: r.edge.p99 / r.baseline.p99,
  directRps: r.direct.rps / r.baseline.rps,
  directP99: r.direct.p99 / r.baseline.p99,
}));
// The baseline is measured in both runs; keep the first.
const seen = new Set();
const unique = rows.filter((r) => {
  const key = `${r.label}|${r.connections}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
// The performance targets, at 50 connections with the default gateway settings (actor cache): the median
// of the rounds' ratios, each round's paths beside the baseline measured just before them.
const targets = [];
for (const [name, key, minRatio] of [
  ['gateway direct', 'direct', 0.5],
  ['via edge', 'edge', 0.45],
]) {
  targets.push(
    {
      name: `${name}, req/s vs bare Node, c=50`,
      value: rounds.length ? median(rounds.map((r) => r[`${key}Rps`])) : null,
      unit: 'x',
      op: '>=',
      target: minRatio,
    },
    {
      name: `${name}, p99 vs bare Node's, c=50`,
      value: rounds.length ? median(rounds.map((r) => r[`${key}P99`])) : null,
      unit: 'x',
      op: '<=',
      target: 2,
    },
  );
}
const recorded = recordTargets('auth-check', targets);
writeSection(
  'auth-check',
  `## GET /api/auth/check

The whole path: the edge (scripts/edge.mjs), the gateway (session cookie check, session read from
Redis, actor resolution), NATS, the auth service. The baseline is a bare Node HTTP server doing only
the signed-cookie check and the Redis session read, in a process of its own (bench/lib/bare-session-server.mjs)
as the gateway is. ${DURATION / 1000} s per row after a 1 s warm-up, closed loop, keep-alive, the load
generator in the benchmark's own process. Run alone: \`node bench/auth-check.mjs\`.

${table(
  ['path', 'connections', 'p50 ms', 'p99 ms', 'req/s'],
  unique.map((r) => [r.label, r.connections, fmt(r.p50), fmt(r.p99), fmt(r.rps, 0)]),
)}

The performance targets (actor cache on, 50 connections): ${rounds.length} rounds after the table above, each
measuring the baseline, then the edge, then the gateway direct (5 s each), the median of the rounds'
ratios kept. The machine's speed drifts within minutes; a ratio of figures taken back to back carries
less of that drift than one to a baseline measured once.

${table(
  [
    'round',
    'baseline req/s',
    'via edge req/s',
    'via edge / baseline, req/s (p99)',
    'direct req/s',
    'direct / baseline, req/s (p99)',
  ],
  rounds.map((r, i) => [
    i + 1,
    fmt(r.baseline.rps, 0),
    fmt(r.edge.rps, 0),
    `${fmt(r.edgeRps)}x (${fmt(r.edgeP99)}x)`,
    fmt(r.direct.rps, 0),
    `${fmt(r.directRps)}x (${fmt(r.directP99)}x)`,
  ]),
)}

${table(['figure', 'median of the rounds', 'target', ''], targetRows(recorded))}

Where the time went, and what each change to this path did, run by run: docs/benchmark-runs.md,
"GET /api/auth/check: where the time went".`,
);
console.log('written to docs/benchmarks.md');
