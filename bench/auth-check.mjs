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
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { runLoad, fmt } from './lib/load.mjs';
import { table, writeSection } from './lib/report.mjs';
import { BENCH, signUp, startStack } from './lib/stack.mjs';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 5000);
const KEY_PREFIX = 'icp:gw:sess:';

/** The baseline: what any cookie-session server must do at least, and nothing else. */
function startBaseline(redis) {
  const unsign = (value) => {
    if (!value.startsWith('s:')) return null;
    const dot = value.lastIndexOf('.');
    const sid = value.slice(2, dot);
    const mac = createHmac('sha256', BENCH.sessionSecret).update(sid).digest('base64').replace(/=+$/, '');
    const given = Buffer.from(value.slice(dot + 1));
    return given.length === mac.length && timingSafeEqual(given, Buffer.from(mac)) ? sid : null;
  };
  const server = createServer(async (req, res) => {
    const raw = /(?:^|;\s*)icp\.sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const sid = raw && unsign(decodeURIComponent(raw));
    const sess = sid ? await redis.get(KEY_PREFIX + sid) : null;
    const auth = sess ? JSON.parse(sess).auth : null;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ authenticated: Boolean(auth), user: auth ? { id: auth.userId } : null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measure(label, url, cookie) {
  const rows = [];
  for (const connections of CONNECTIONS) {
    const r = await runLoad({ url, headers: { cookie }, connections, durationMs: DURATION });
    if (r.errors) throw new Error(`${label}: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
    rows.push({ label, connections, ...r });
    console.log(
      `${label.padEnd(44)} c=${String(connections).padStart(3)}  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99)} ms  ${fmt(r.rps, 0)} req/s`,
    );
  }
  return rows;
}

async function runWith(env, label) {
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
    const redis = new Redis(BENCH.redisUrl);
    const baseline = await startBaseline(redis);
    const baselineUrl = `http://127.0.0.1:${baseline.address().port}/`;
    const base = await fetch(baselineUrl, { headers: { cookie } }).then((r) => r.json());
    if (!base.authenticated) throw new Error('the baseline does not read the session');
    const rows = [
      ...(await measure(`baseline: bare Node + Redis session read`, baselineUrl, cookie)),
      ...(await measure(`ICP Studio via edge, ${label}`, `${BENCH.baseURL}/api/auth/check`, cookie)),
      ...(await measure(`ICP Studio gateway direct, ${label}`, `${BENCH.gatewayURL}/api/auth/check`, cookie)),
    ];
    baseline.close();
    redis.disconnect();
    return rows;
  } finally {
    await stack.stop();
  }
}

const rows = [
  ...(await runWith({}, 'actor cache 5 s')),
  ...(await runWith({ ACTOR_CACHE_MS: '0' }, 'no actor cache (NATS every call)')),
];
// The baseline is measured in both runs; keep the first.
const seen = new Set();
const unique = rows.filter((r) => {
  const key = `${r.label}|${r.connections}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
writeSection(
  'auth-check',
  `## GET /api/auth/check (issue 2)

The whole path: the edge (scripts/edge.mjs), the gateway (session cookie check, session read from
Redis, actor resolution), NATS, the auth service. The baseline is a bare Node HTTP server doing only
the signed-cookie check and the Redis session read. ${DURATION / 1000} s per row after a 1 s warm-up,
closed loop, keep-alive. Run alone: \`node bench/auth-check.mjs\`.

${table(
  ['path', 'connections', 'p50 ms', 'p99 ms', 'req/s'],
  unique.map((r) => [r.label, r.connections, fmt(r.p50), fmt(r.p99), fmt(r.rps, 0)]),
)}`,
);
console.log('written to docs/benchmarks.md');
