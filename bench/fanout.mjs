#!/usr/bin/env node
/**
 * Live fan-out (issue 4): 1,000 WebSockets joined to one room; the time from `POST /api/notes` to the
 * note_added event at each socket (through the edge, gateway, NATS, playbook service, NATS event,
 * realtime), p50/p99 over every delivery. Baseline: a bare `ws` server that receives the same POST and
 * broadcasts the same message to 1,000 sockets, in the same run.
 *
 *   node bench/fanout.mjs            (BENCH_SOCKETS, BENCH_NOTES to change the size)
 */
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { summarise, fmt } from './lib/load.mjs';
import { table, writeSection } from './lib/report.mjs';
import { BENCH, signUp, startStack } from './lib/stack.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
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

async function baseline() {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const note = JSON.parse(body);
      const msg = JSON.stringify({
        type: 'note_added',
        room: `icp:${note.icpId}`,
        noteId: note.id,
        icpId: note.icpId,
        playbookId: null,
      });
      for (const ws of wss.clients) ws.send(msg);
      res.writeHead(201).end();
    });
  });
  server.on('upgrade', (req, socket, head) =>
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
  );
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;
  const sockets = await openSockets(SOCKETS, `ws://127.0.0.1:${port}/`, {});
  const icpId = '00000000-0000-4000-8000-000000000000';
  const result = await measure(
    sockets,
    (i) =>
      fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: JSON.stringify({ icpId, id: String(i) }) }),
    (raw) => raw.toString().includes('note_added'),
  );
  for (const ws of sockets) ws.terminate();
  server.close();
  return result;
}

const base = await baseline();
console.log(
  `baseline: bare ws broadcast  p50 ${fmt(base.p50)} ms  p99 ${fmt(base.p99)} ms  (${base.requests} deliveries)`,
);

const stack = await startStack({ env: { MAX_SOCKETS_PER_USER: String(SOCKETS + 10) } });
let full;
try {
  const cookie = await signUp(BENCH.baseURL, {
    username: `fan_${Date.now()}`,
    email: `fan_${Date.now()}@bench.test`,
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
  const wsUrl = `${BENCH.baseURL.replace('http', 'ws')}/ws?userId=${me.user.id}`;
  const sockets = await openSockets(SOCKETS, wsUrl, { cookie, origin: BENCH.baseURL }, `icp:${icp.id}`);
  full = await measure(
    sockets,
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
  for (const ws of sockets) ws.terminate();
} finally {
  await stack.stop();
}
console.log(
  `ICP Studio: POST /api/notes -> /ws  p50 ${fmt(full.p50)} ms  p99 ${fmt(full.p99)} ms  (${full.requests} deliveries)`,
);

writeSection(
  'fanout',
  `## Live notes fan-out (issue 4)

${SOCKETS} WebSockets joined to one profile's room; ${NOTES} notes posted one after another. Each figure is
the time from sending \`POST /api/notes\` to the \`note_added\` event arriving at a socket, over every
delivery (${SOCKETS} x ${NOTES}). The whole path: edge, gateway, NATS request to the playbook service
(access check, insert), the NATS event, the realtime service, the socket. Baseline: a bare \`ws\` server
that receives the same POST and broadcasts the same message to ${SOCKETS} sockets. Target: p99 under
100 ms. Run alone: \`node bench/fanout.mjs\`.

${table(
  ['path', 'deliveries', 'p50 ms', 'p99 ms', 'max ms'],
  [
    ['baseline: bare ws broadcast', base.requests, fmt(base.p50), fmt(base.p99), fmt(base.max)],
    ['ICP Studio: POST /api/notes to /ws', full.requests, fmt(full.p50), fmt(full.p99), fmt(full.max)],
  ],
)}`,
);
console.log('written to docs/benchmarks.md');
