#!/usr/bin/env node
/**
 * Live fan-out (issues 4 and 21): 1,000 WebSockets joined to one room on one realtime instance, then
 * 5,000 spread over two; the time from `POST /api/notes` to the note_added event at each socket
 * (through the edge, gateway, NATS, playbook service, NATS event, realtime), p50/p99 over every
 * delivery. Baseline: bare `ws` servers in processes of their own that receive the same POST and
 * broadcast the same message to the same number of sockets, in the same run.
 *
 *   node bench/fanout.mjs   (BENCH_SOCKETS, BENCH_SOCKETS_LARGE (0: skip the two instances), BENCH_NOTES)
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { summarise, fmt } from './lib/load.mjs';
import { table, writeSection } from './lib/report.mjs';
import { BENCH, signUp, startStack } from './lib/stack.mjs';
import { recordTargets } from './lib/targets.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const LARGE = Number(process.env.BENCH_SOCKETS_LARGE ?? 5000);
const NOTES = Number(process.env.BENCH_NOTES ?? 30);

/** Opens `n` sockets, in batches, and resolves when every one is open (and joined, when asked). */
async function openSockets(n, url, headers, room) {
  const sockets = [];
  for (let i = 0; i < n; i += 50) {
    const batch = Array.from(
      { length: Math.min(50, n - i) },
      () =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(url, { headers, perMessageDeflate: false });
          ws.once('error', reject);
          ws.once('open', () => {
            if (!room) return resolve(ws);
            ws.on('message', function onJoined(raw) {
              const msg = JSON.parse(raw.toString());
              if (msg.type === 'joined') {
                ws.off('message', onJoined);
                resolve(ws);
              } else if (msg.type === 'error') reject(new Error(msg.message));
            });
            ws.send(JSON.stringify({ type: 'join', room }));
          });
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Sends `NOTES` notes one after another; collects, per note, the delay to each socket. */
async function measure(sockets, send, isEvent) {
  const latencies = [];
  for (let i = 0; i < NOTES; i++) {
    let pending = sockets.length;
    let sentAt = 0n;
    const done = new Promise((resolve) => {
      for (const ws of sockets) {
        const onMessage = (raw) => {
          if (!isEvent(raw)) return;
          latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
          ws.off('message', onMessage);
          if (--pending === 0) resolve();
        };
        ws.on('message', onMessage);
      }
    });
    sentAt = process.hrtime.bigint();
    await send(i);
    await Promise.race([
      done,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`note ${i}: ${pending} sockets got nothing`)), 15_000),
      ),
    ]);
  }
  return summarise(latencies);
}

/** The `i`th of `parts` even shares of `n` (the first ones one larger when it does not divide). */
const shareOf = (n, parts, i) => Math.floor(n / parts) + (i < n % parts ? 1 : 0);

/** A bare `ws` server in a child process (bench/lib/bare-broadcast.mjs); resolves with its port and stop. */
async function bareServer() {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./lib/bare-broadcast.mjs', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare broadcast server exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve(JSON.parse(chunk.toString().split('\n')[0]).port));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

/**
 * The baseline: `sockets` spread evenly over `servers` bare servers; a note is one POST to every server
 * at once (each broadcasts to its own sockets), as the event reaches every realtime instance at once.
 */
async function baseline(sockets, servers) {
  const bare = await Promise.all(Array.from({ length: servers }, bareServer));
  try {
    const icpId = '00000000-0000-4000-8000-000000000000';
    const open = [];
    for (const [i, b] of bare.entries()) {
      const share = shareOf(sockets, servers, i);
      open.push(...(await openSockets(share, `ws://127.0.0.1:${b.port}/`, {})));
    }
    const result = await measure(
      open,
      (i) =>
        Promise.all(
          bare.map((b) =>
            fetch(`http://127.0.0.1:${b.port}/`, {
              method: 'POST',
              body: JSON.stringify({ icpId, id: String(i) }),
            }),
          ),
        ),
      (raw) => raw.toString().includes('note_added'),
    );
    for (const ws of open) ws.terminate();
    return result;
  } finally {
    for (const b of bare) b.stop();
  }
}

/**
 * ICP Studio: `sockets` joined to one profile's room, spread evenly over the given WebSocket URLs (a
 * realtime instance each, or the edge); notes posted through the edge.
 */
async function product(stack, sockets, wsBases) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const cookie = await signUp(BENCH.baseURL, {
    username: `fan_${stamp}`,
    email: `fan_${stamp}@bench.test`,
    firstName: 'Fan',
    lastName: 'Out',
    password: 'Bench!mark1',
  });
  const headers = { cookie, 'content-type': 'application/json' };
  const me = await fetch(`${BENCH.baseURL}/api/auth/check`, { headers }).then((r) => r.json());
  const icp = await fetch(`${BENCH.baseURL}/api/icps`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Fan-out room', type: 'b2b' }),
  }).then((r) => r.json());
  const open = [];
  for (const [i, base] of wsBases.entries()) {
    const share = shareOf(sockets, wsBases.length, i);
    // The page's own origin: a socket straight to a realtime instance comes from that host.
    open.push(
      ...(await openSockets(
        share,
        `${base.replace('http', 'ws')}/ws?userId=${me.user.id}`,
        { cookie, origin: base },
        `icp:${icp.id}`,
      )),
    );
  }
  const result = await measure(
    open,
    async (i) => {
      const res = await fetch(`${BENCH.baseURL}/api/notes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ icpId: icp.id, note: `Note ${i}`, isTask: false }),
      });
      if (res.status !== 201) throw new Error(`POST /api/notes: ${res.status} ${await res.text()}`);
    },
    (raw) => raw.toString().includes('"note_added"'),
  );
  for (const ws of open) ws.terminate();
  return result;
}

const row = (label, r) => [label, r.requests, fmt(r.p50), fmt(r.p99), fmt(r.max)];
const rows = [];
const print = (label, r) => {
  rows.push(row(label, r));
  console.log(`${label}  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99)} ms  (${r.requests} deliveries)`);
};

const base1 = await baseline(SOCKETS, 1);
print(`baseline: bare ws broadcast, ${SOCKETS} sockets`, base1);

const stack = await startStack({ env: { MAX_SOCKETS_PER_USER: String(Math.max(SOCKETS, LARGE) + 10) } });
let direct, viaEdge, base2, spread;
try {
  direct = await product(stack, SOCKETS, [stack.url('realtime')]);
  print(`ICP Studio, ${SOCKETS} sockets on one realtime instance`, direct);
  viaEdge = await product(stack, SOCKETS, [BENCH.baseURL]);
  print(`ICP Studio, ${SOCKETS} sockets through the edge`, viaEdge);
  if (LARGE) {
    base2 = await baseline(LARGE, 2);
    print(`baseline: two bare ws servers, ${LARGE} sockets`, base2);
    const second = await stack.startReplica('realtime');
    spread = await product(stack, LARGE, [stack.url('realtime'), stack.url(second)]);
    print(`ICP Studio, ${LARGE} sockets over two realtime instances`, spread);
  }
} finally {
  await stack.stop();
}

const ratio = (a, b) => (a && b ? a.p99 / b.p99 : null);
recordTargets('fanout', [
  { name: `fan-out p99 at ${SOCKETS} sockets`, value: direct.p99, unit: 'ms', op: '<', target: 100 },
  {
    name: `fan-out p99 vs bare ws, ${SOCKETS} sockets, one instance`,
    value: ratio(direct, base1),
    unit: 'x',
    op: '<=',
    target: 1.1,
  },
  ...(LARGE
    ? [
        {
          name: `fan-out p99 vs bare ws, ${LARGE} sockets, two instances`,
          value: ratio(spread, base2),
          unit: 'x',
          op: '<=',
          target: 1.1,
        },
      ]
    : []),
]);

writeSection(
  'fanout',
  `## Live notes fan-out (issues 4 and 21)

WebSockets joined to one profile's room; ${NOTES} notes posted one after another through the edge
(\`POST /api/notes\`: edge, gateway, NATS request to the playbook service, access check, insert, the NATS
event, the realtime service, the socket). Each figure is the time from sending the POST to the
\`note_added\` event arriving at a socket, over every delivery (sockets x ${NOTES}). The sockets connect to
the realtime instances themselves, as a load balancer would spread them; one row goes through the edge's
proxy (\`scripts/edge.mjs\`) instead. Baseline: bare \`ws\` servers in processes of their own
(\`bench/lib/bare-broadcast.mjs\`), each receiving the same POST at once and broadcasting the same
message to its share of the sockets. Targets: p99 under 100 ms (issue 4), and p99 at most 1.1x the bare
broadcast's at ${SOCKETS} sockets on one instance and at ${LARGE || 'n/a'} over two (issue 21). The load
generator and every process share the machine's cores. Run alone: \`node bench/fanout.mjs\`
(BENCH_SOCKETS, BENCH_SOCKETS_LARGE (0 skips the two-instance rows), BENCH_NOTES).

${table(['path', 'deliveries', 'p50 ms', 'p99 ms', 'max ms'], rows)}`,
);
console.log('written to docs/benchmarks.md');
