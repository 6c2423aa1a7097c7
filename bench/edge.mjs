#!/usr/bin/env node
/**
 * The `make up` edge (scripts/edge.mjs) alone: GET /api/auth/check through it to a stand-in upstream
 * that answers at once with what the gateway sends for a signed-out check (its security headers and
 * a 36-byte JSON body), beside the stand-in asked directly. What the edge costs per request, apart
 * from the gateway, Redis and NATS (bench/auth-check.mjs measures the whole path).
 *
 *   node bench/edge.mjs [other-edge.mjs ...]
 *
 * Other edge scripts given (an older checkout's scripts/edge.mjs, say) are measured in the same run,
 * alternating with this checkout's, ROUNDS times (default 2). 50 connections, 5 s per row after a
 * 1 s warm-up, closed loop, keep-alive; the stand-in and each edge in a process of their own.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { runLoad, fmt } from './lib/load.mjs';
import { table, writeSection } from './lib/report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION_MS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const edges = [`${root}scripts/edge.mjs`, ...process.argv.slice(2)];

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The gateway's answer to a signed-out GET /api/auth/check: status, headers and body as it sends them. */
const STAND_IN = `
const body = '{"authenticated":false,"user":null}';
const headers = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
  'content-length': Buffer.byteLength(body),
};
require('node:http')
  .createServer((req, res) => {
    res.writeHead(200, { ...headers, 'x-correlation-id': req.headers['x-correlation-id'] ?? '-' });
    res.end(body);
  })
  .listen(Number(process.argv[1]), '127.0.0.1', () => console.log('listening'));
`;

function start(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${args.at(-1)} exited (${code})`)));
  });
}

async function stop(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function measure(label, url) {
  const r = await runLoad({
    url,
    headers: { cookie: 'icp.sid=s%3Anone.none', 'accept-encoding': 'gzip, deflate, br' },
    connections: CONNECTIONS,
    durationMs: DURATION,
  });
  if (r.errors) throw new Error(`${label}: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
  console.log(`${label.padEnd(48)} p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99)} ms  ${fmt(r.rps, 0)} req/s`);
  return { label, ...r };
}

const upstreamPort = await freePort();
const upstream = await start(['-e', STAND_IN, String(upstreamPort)]);
const rows = [];
try {
  rows.push(
    await measure('baseline: the stand-in, direct', `http://127.0.0.1:${upstreamPort}/api/auth/check`),
  );
  for (let round = 1; round <= ROUNDS; round++)
    for (const file of edges) {
      const port = await freePort();
      const edge = await start([file], {
        EDGE_PORT: String(port),
        GATEWAY_URL: `http://127.0.0.1:${upstreamPort}`,
        REALTIME_URL: `http://127.0.0.1:${upstreamPort}`,
      });
      try {
        const name = file.startsWith(root) ? file.slice(root.length) : file;
        rows.push(await measure(`${name}, round ${round}`, `http://127.0.0.1:${port}/api/auth/check`));
      } finally {
        await stop(edge);
      }
    }
} finally {
  await stop(upstream);
}

const base = rows[0];
writeSection(
  'edge',
  `## The \`make up\` edge alone

GET /api/auth/check through scripts/edge.mjs to a stand-in upstream that answers at once with the
gateway's signed-out answer (its fifteen headers, 36 bytes of JSON), beside the stand-in asked directly:
what the edge itself costs per request. ${CONNECTIONS} connections, ${DURATION / 1000} s per row after a
1 s warm-up, closed loop, keep-alive; the stand-in, each edge and the load generator in processes of
their own, on the same two cores. Run alone: \`node bench/edge.mjs [other-edge.mjs ...]\` (other edge
scripts are measured alternately in the same run). No target of its own: the edge's share of the whole
path is what "via edge" in GET /api/auth/check measures.

${table(
  ['path', 'p50 ms', 'p99 ms', 'req/s', 'vs direct'],
  rows.map((r) => [r.label, fmt(r.p50), fmt(r.p99), fmt(r.rps, 0), `${fmt(r.rps / base.rps)}x`]),
)}

Where the edge's time goes, from a CPU profile at 50 connections (2026-11-27): before the change of
that morning, the socket writes' system calls were 29% of its busy time (\`writeLatin1String\` 18%,
the request to the upstream; \`writev\` 11%, the answer), the header copy for the upstream
(\`forwardedHeaders\`, an object spread and its lower-cased names) 5.7%, and per request two timers
(the slow-request log and the upstream idle deadline) with their listeners, a \`pipe\` of an empty body
and Node's header object. The edge now builds the upstream's headers as a flat list from the caller's
raw ones and passes the upstream's raw headers back, sends a request without a body with \`end()\`,
and looks over all requests in flight with one timer (the idle deadline and the slow log). After it, the
socket writes are 37% of its busy time and no other frame of the edge's own is above 2%. Alternating
the two versions in this benchmark (2026-11-27 07:05 UTC, two rounds): 5,819 and 5,848 req/s before,
9,991 and 7,937 after (1.72x and 1.36x; p99 18.4 ms before, 13.4 to 14.1 ms after).

A request without a body (the bulk of the API's traffic: every read and check) now goes to the
gateway through undici's pool instead of Node's HTTP client; an answer whose body comes in one piece
leaves in one write with its head. The edge's own CPU per request, read from \`/proc\` at 50
connections against the same stand-in (2026-11-27 10:46 UTC, two alternations): 252 and 277 µs
before, 233 and 230 µs after (about a tenth less); the throughput in this benchmark, three alternations
the same morning: 4,507, 4,925 and 3,889 req/s before, 5,071, 4,987 and 4,350 after. What is left is
the two sockets' writes (about a quarter of the edge's time), undici's request building and answer
parsing, and Node's HTTP server.`,
);
console.log('written to docs/benchmarks.md');
