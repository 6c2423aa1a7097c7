/**
 * scripts/edge.mjs in front of several gateway instances (make up with SCALE=2; docs/operations.md,
 * "Rolling restarts"), run here against stand-ins: it takes turns among the instances whose /health
 * answers 200, sends nothing new to one that answers 503 (draining) within a moment, and a GET that an
 * instance refuses (its port closed) goes to another one instead of failing.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { root } from './support/project.mjs';

/** A gateway stand-in: answers /api/* with its name; its /health answers `health.status`. */
function instance(name) {
  const health = { status: 200 };
  const served = [];
  const server = createServer((req, res) => {
    if (req.url === '/health') return void res.writeHead(health.status).end();
    req.resume();
    req.once('end', () => {
      served.push(req.method);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: name }));
    });
  });
  return {
    name,
    health,
    served,
    server,
    listen: () => new Promise((r) => server.listen(0, '127.0.0.1', () => r(server.address().port))),
  };
}

function freePort() {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const a = instance('a');
const b = instance('b');
let edge;
let base;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

before(async () => {
  const [pa, pb, closed, port] = [await a.listen(), await b.listen(), await freePort(), await freePort()];
  edge = spawn('node', ['scripts/edge.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      EDGE_PORT: String(port),
      // The third instance's port is closed (an instance that is restarting).
      GATEWAY_URLS: [pa, pb, closed].map((p) => `http://127.0.0.1:${p}`).join(','),
      REALTIME_URL: `http://127.0.0.1:${closed}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
    if (
      await fetch(`${base}/edge/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error('scripts/edge.mjs did not start');
});

after(async () => {
  edge?.kill('SIGTERM');
  await new Promise((r) => (edge?.exitCode !== null ? r() : edge.once('exit', r)));
  a.server.close();
  b.server.close();
});

/** n requests one after another (every third a POST with a body, unless `gets`); answers who served each. */
async function send(n, gets = false) {
  const from = [];
  for (let i = 0; i < n; i++) {
    const post = !gets && i % 3 === 2;
    const res = await fetch(`${base}/api/things`, {
      method: post ? 'POST' : 'GET',
      headers: post ? { 'content-type': 'application/json' } : {},
      body: post ? JSON.stringify({ i }) : undefined,
    });
    assert.equal(res.status, 200, `request ${i} (${post ? 'POST' : 'GET'}) answered ${res.status}`);
    from.push((await res.json()).from);
  }
  return from;
}

test('the edge spreads requests over the ready instances; one whose port is closed costs no request', async () => {
  // At once, GETs (the edge may not have asked every /health yet: one sent to the closed port is refused
  // and sent to another instance), then, once it knows, GETs and POSTs.
  const from = [...(await send(12, true)), ...(await sleep(600).then(() => send(30)))];
  assert.ok(from.filter((f) => f === 'a').length >= 10, `a served ${from.filter((f) => f === 'a').length}`);
  assert.ok(from.filter((f) => f === 'b').length >= 10, `b served ${from.filter((f) => f === 'b').length}`);
});

test('an instance whose /health answers 503 (draining) gets nothing new within a moment', async () => {
  a.health.status = 503;
  await sleep(600);
  const from = await send(30);
  assert.deepEqual(new Set(from), new Set(['b']));
  a.health.status = 200;
  await sleep(600);
  assert.ok((await send(20)).includes('a'), 'a serves again once its /health answers 200');
});
