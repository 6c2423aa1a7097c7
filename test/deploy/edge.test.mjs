/**
 * The edge routes /api to the gateway and /ws to realtime, gives every request a correlation id, and
 * decides the client address (X-Forwarded-For / X-Real-IP: the address it saw, whatever the caller
 * sent): nginx in compose (deploy/nginx.conf, read here, and run in front of stand-ins where nginx is
 * installed: scripts/ensure-browser.sh installs it) and scripts/edge.mjs for `make up` (run here against
 * stand-ins for the gateway and realtime).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { build } from './support/kustomize.mjs';
import { loadCompose, read, root } from './support/project.mjs';
import { hasNginx, startComposeNginx } from '../support/compose-nginx.mjs';

const conf = read('deploy/nginx.conf');
const compose = loadCompose().services;

/** The body of `location <path> { ... }` (nested braces allowed). */
function location(path) {
  const start = conf.indexOf(`location ${path} {`);
  assert.ok(start >= 0, `no location ${path}`);
  let depth = 0;
  for (let i = conf.indexOf('{', start); i < conf.length; i++) {
    if (conf[i] === '{') depth++;
    if (conf[i] === '}' && --depth === 0) return conf.slice(start, i + 1);
  }
  throw new Error(`unbalanced location ${path}`);
}
const upstream = (variable) => new RegExp(`set \\$${variable} (\\S+);`).exec(conf)?.[1];

test('nginx sends /api/ to the gateway and /ws to realtime, on the ports compose gives them', () => {
  assert.equal(upstream('gateway_upstream'), `http://gateway:${compose.gateway.environment.PORT}`);
  assert.equal(upstream('realtime_upstream'), `http://realtime:${compose.realtime.environment.PORT}`);
  assert.match(location('/api/'), /proxy_pass \$gateway_upstream;/);
  const ws = location('/ws');
  assert.match(ws, /proxy_pass \$realtime_upstream;/);
  assert.match(ws, /proxy_set_header Upgrade \$http_upgrade;/);
  assert.match(ws, /proxy_set_header Connection \$connection_upgrade;/);
  assert.ok(Number(/proxy_read_timeout (\d+)s;/.exec(ws)?.[1]) >= 3600, 'WebSocket read timeout');
  assert.match(location('/'), /try_files \$uri \/index\.html;/);
  assert.match(conf, /listen 8080;/);
});

test("nginx serves a share link's page with X-Robots-Tag: noindex and the SPA's other headers", () => {
  const shared = location('~* ^/s(/|$)');
  assert.match(shared, /add_header X-Robots-Tag "noindex, nofollow" always;/);
  assert.match(shared, /try_files \/index\.html =404;/);
  // A location's add_header replaces the server's: the page keeps every header of the app's pages.
  for (const header of [
    'X-Content-Type-Options',
    'X-Frame-Options',
    'Referrer-Policy',
    'Content-Security-Policy',
  ])
    assert.match(shared, new RegExp(`add_header ${header} `), header);
});

test("nginx passes the caller's X-Correlation-Id, or its own request id, to the gateway and realtime, and logs it", () => {
  assert.match(conf, /map \$http_x_correlation_id \$correlation_id \{[^}]*''\s+\$request_id;/);
  for (const path of ['/api/', '/ws'])
    assert.match(location(path), /proxy_set_header X-Correlation-Id \$correlation_id;/, path);
  assert.match(conf, /log_format edge [^;]*correlation_id=\$correlation_id/);
});

test('compose: the gateway trusts exactly one hop (the edge) and publishes no port of its own', () => {
  assert.equal(String(compose.gateway.environment.TRUST_PROXY), '1');
  assert.ok(!compose.gateway.ports?.length, 'the gateway is reached through the edge only');
  assert.match(location('/api/'), /proxy_set_header X-Forwarded-For \$remote_addr;/);
  assert.doesNotMatch(conf, /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for/);
});

const nginx = hasNginx();
test(
  'nginx accepts the compose edge configuration and the web pods one (nginx -t)',
  { skip: !nginx && 'nginx is not installed' },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-nginx-'));
    const web = build(join(root, 'k8s/base')).find((d) => d.metadata.name === 'web-nginx').data[
      'default.conf'
    ];
    writeFileSync(join(dir, 'web.conf'), web);
    // (In the image /dev/stdout is the container's log; here it may be a socket nginx cannot open.)
    writeFileSync(join(dir, 'edge.conf'), conf.replaceAll('/dev/stdout', `${dir}/access.log`));
    try {
      for (const server of [join(dir, 'edge.conf'), join(dir, 'web.conf')]) {
        const main = join(dir, 'nginx.conf');
        const temp =
          ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
            .map((t) => `${t}_temp_path ${dir}/${t};`)
            .join(' ') + ` access_log ${dir}/access.log;`;
        writeFileSync(
          main,
          `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  ${temp}\n  include ${server};\n}\n`,
        );
        const out = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', main], { encoding: 'utf8' });
        assert.equal(out.status, 0, `${server}: ${out.stderr}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

// ---- scripts/edge.mjs, run ----

const freePort = () =>
  new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** 6 MB of bytes that do not repeat in any short period (a pattern lost or shifted would show). */
const HUGE = Buffer.from(Array.from({ length: 6 * 1024 * 1024 }, (_, i) => (i * 7919 + (i >> 12)) & 0xff));

const BIG_JSON = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `Ideal client profile ${i}`,
    status: 'in_progress',
  })),
);
const BIG_JS = `export const text = ${JSON.stringify('ideal client profile '.repeat(300))};\n`;

/** A stand-in upstream that records what reached it. */
function standIn(name) {
  const seen = [];
  const connections = { count: 0 };
  const server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    // A gateway that never answers, and one whose answer is cut half way.
    if (req.url?.startsWith('/api/silent')) return;
    // A gateway that refuses a body by its declared length before reading it (the gateway's 413), and
    // one that goes away without an answer.
    if (req.url?.startsWith('/api/refuse-early')) {
      const body = JSON.stringify({ code: 'payload_too_large', status: 413 });
      return void res.writeHead(413, { 'content-type': 'application/json' }).end(body);
    }
    if (req.url?.startsWith('/api/vanish')) return void req.socket.destroy();
    if (req.url?.startsWith('/api/cut')) {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '1000' });
      res.write('only part of it');
      return void setTimeout(() => res.socket?.destroy(), 50);
    }
    // An answer of many pieces, larger than the sockets' buffers, on /api/huge.
    if (req.url?.startsWith('/api/huge')) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': HUGE.length });
      let at = 0;
      const more = () => {
        while (at < HUGE.length) {
          const piece = HUGE.subarray(at, (at += 64 * 1024));
          if (!res.write(piece)) return void res.once('drain', more);
        }
        res.end();
      };
      return void more();
    }
    // A large answer (a list) on /api/big, to see it compressed on the way.
    const body = req.url?.startsWith('/api/big') ? BIG_JSON : JSON.stringify({ from: name });
    res
      .writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      })
      .end(body);
  });
  server.on('upgrade', (req, socket) => {
    seen.push({ method: 'UPGRADE', url: req.url, headers: req.headers });
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  server.on('connection', () => connections.count++);
  return {
    seen,
    connections,
    server,
    listen: () => new Promise((r) => server.listen(0, '127.0.0.1', () => r(server.address().port))),
  };
}

const gateway = standIn('gateway');
const realtime = standIn('realtime');
let edge;
let base;
let dist;

before(async () => {
  const [gw, rt, port] = [await gateway.listen(), await realtime.listen(), await freePort()];
  dist = mkdtempSync(join(tmpdir(), 'edge-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ICP Studio</title>');
  writeFirstPages(dist);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{"sources":["secret.ts"]}');
  // What the build's precompression writes (web/build/precompress.ts).
  writeFileSync(join(dist, 'assets', 'big-abc.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'big-abc.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(dist, 'assets', 'big-abc.js.gz'), gzipSync(BIG_JS));
  edge = spawn('node', ['scripts/edge.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      EDGE_PORT: String(port),
      GATEWAY_URL: `http://127.0.0.1:${gw}`,
      REALTIME_URL: `http://127.0.0.1:${rt}`,
      WEB_DIST: dist,
      EDGE_UPSTREAM_TIMEOUT_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/edge/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('scripts/edge.mjs did not start');
});

after(async () => {
  edge?.kill('SIGTERM');
  await new Promise((r) => (edge?.exitCode !== null ? r() : edge.once('exit', r)));
  gateway.server.close();
  realtime.server.close();
  rmSync(dist, { recursive: true, force: true });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test("scripts/edge.mjs sends /api to the gateway with a new correlation id, or the caller's when sane", async () => {
  assert.deepEqual(await (await fetch(`${base}/api/icps?limit=5`)).json(), { from: 'gateway' });
  let hit = gateway.seen.at(-1);
  assert.equal(hit.url, '/api/icps?limit=5');
  assert.match(hit.headers['x-correlation-id'], UUID);
  await fetch(`${base}/api/auth/check`, { headers: { 'x-correlation-id': 'edge-test-1' } });
  assert.equal(gateway.seen.at(-1).headers['x-correlation-id'], 'edge-test-1');
  await fetch(`${base}/api/auth/check`, { headers: { 'x-correlation-id': 'bad id\twith spaces' } });
  hit = gateway.seen.at(-1);
  assert.match(hit.headers['x-correlation-id'], UUID);
});

test('scripts/edge.mjs keeps its connections to the gateway for the next requests', async () => {
  await fetch(`${base}/api/warm`).then((r) => r.text());
  const before = gateway.connections.count;
  for (let i = 0; i < 5; i++) await fetch(`${base}/api/again-${i}`).then((r) => r.text());
  assert.equal(gateway.connections.count, before, 'five requests in a row opened new upstream connections');
});

test('scripts/edge.mjs answers 504 when the gateway stays silent past EDGE_UPSTREAM_TIMEOUT_MS', async () => {
  const started = Date.now();
  const res = await fetch(`${base}/api/silent`, { signal: AbortSignal.timeout(10_000) });
  assert.equal(res.status, 504);
  assert.deepEqual(await res.json(), {
    code: 'deadline_exceeded',
    status: 504,
    message: 'The service did not answer in time',
  });
  assert.ok(Date.now() - started >= 900, 'answered before the timeout');
});

test('scripts/edge.mjs passes an answer of many pieces whole to a caller that reads it slowly', async () => {
  const got = await new Promise((resolve, reject) => {
    request(`${base}/api/huge`, (res) => {
      const pieces = [];
      res.on('data', (piece) => {
        pieces.push(piece);
        // A slow reader: the edge must hold the gateway back, not lose or reorder anything.
        res.pause();
        setTimeout(() => res.resume(), 1);
      });
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(pieces) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
  assert.equal(got.status, 200);
  assert.equal(got.body.length, HUGE.length);
  assert.ok(got.body.equals(HUGE), 'the bytes differ');
});

test("scripts/edge.mjs keeps a caller's connection-level headers to itself", async () => {
  const status = await new Promise((resolve, reject) => {
    request(
      `${base}/api/hop-by-hop`,
      {
        headers: {
          connection: 'keep-alive, x-private',
          'keep-alive': 'timeout=5',
          'proxy-connection': 'keep-alive',
          te: 'trailers',
          expect: '100-continue',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    )
      .on('error', reject)
      .end();
  });
  assert.equal(status, 200);
  const hit = gateway.seen.at(-1);
  assert.equal(hit.url, '/api/hop-by-hop');
  for (const name of ['keep-alive', 'proxy-connection', 'te', 'expect'])
    assert.equal(hit.headers[name], undefined, name);
});

test("scripts/edge.mjs ends the caller's answer when the gateway's is cut half way", async () => {
  const res = await fetch(`${base}/api/cut`, { signal: AbortSignal.timeout(10_000) });
  assert.equal(res.status, 200);
  // The body fails (the caller learns it is incomplete) instead of waiting for the rest for ever.
  await assert.rejects(res.text(), (err) => err.name !== 'TimeoutError');
});

test('scripts/edge.mjs sends /ws, WebSocket upgrades included, to realtime', async () => {
  assert.deepEqual(await (await fetch(`${base}/ws`)).json(), { from: 'realtime' });
  const { port } = new URL(base);
  const answer = await new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(
        'GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      ),
    );
    let data = '';
    socket.on('data', (c) => (data += c));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  assert.match(answer, /^HTTP\/1\.1 101/);
  const hit = realtime.seen.at(-1);
  assert.equal(hit.method, 'UPGRADE');
  assert.equal(hit.url, '/ws');
  assert.match(hit.headers['x-correlation-id'], UUID);
});

test('scripts/edge.mjs serves the SPA for every other path', async () => {
  const res = await new Promise((resolve) =>
    request(`${base}/icps/42/edit`, (r) => {
      let body = '';
      r.on('data', (c) => (body += c));
      r.on('end', () => resolve({ status: r.statusCode, type: r.headers['content-type'], body }));
    }).end(),
  );
  assert.equal(res.status, 200);
  assert.match(res.type, /text\/html/);
  assert.match(res.body, /ICP Studio/);
  assert.equal(gateway.seen.filter((h) => h.url.startsWith('/icps')).length, 0);
});

test('scripts/edge.mjs serves the prerendered public pages to a request without a session cookie', async () => {
  await assertFirstPages(base, 'scripts/edge.mjs');
});

test("scripts/edge.mjs tells search engines not to index a share link's page (X-Robots-Tag)", async () => {
  await assertSharedPagesNoindex(base, 'scripts/edge.mjs');
});

test('scripts/edge.mjs answers a path with a malformed escape with 400, not 500', async () => {
  for (const path of ['/%E0%A4%A', '/%zz', '/%C0%AE%C0%AE/']) {
    const status = await new Promise((resolve) =>
      request(`${base}${path}`, (r) => {
        r.resume();
        r.on('end', () => resolve(r.statusCode));
      }).end(),
    );
    assert.equal(status, 400, path);
  }
});

// ---- the client address: decided at the edge ----

const FORGED = {
  'x-forwarded-for': '203.0.113.77, 198.51.100.1',
  'x-real-ip': '203.0.113.78',
  forwarded: 'for=203.0.113.79',
};

/** A GET from a chosen loopback address (Linux routes all of 127.0.0.0/8 to lo). */
/** What web/build/prerender.ts writes: the public pages' static HTML. */
function writeFirstPages(dir) {
  mkdirSync(join(dir, 'first-page'), { recursive: true });
  for (const name of ['landing', 'login', 'register'])
    writeFileSync(
      join(dir, 'first-page', `${name}.html`),
      `<!doctype html><title>prerendered ${name}</title>`,
    );
}

/** The public pages: prerendered without a session cookie, the app with one (docs/benchmarks.md, "The first page"). */
async function assertFirstPages(url, label) {
  for (const [path, name] of [
    ['/', 'landing'],
    ['/login', 'login'],
    ['/register', 'register'],
  ]) {
    const signedOut = await getFrom(`${url}${path}`, '127.0.0.1', { cookie: 'theme=dark' });
    assert.equal(signedOut.status, 200, `${label} ${path}`);
    assert.match(signedOut.body, new RegExp(`prerendered ${name}`), `${label} ${path} without a session`);
    assert.match(signedOut.headers['content-security-policy'] ?? '', /script-src 'self'/);
    assert.match(String(signedOut.headers.vary), /Cookie/i, `${label} ${path} varies by cookie`);
    const signedIn = await getFrom(`${url}${path}`, '127.0.0.1', {
      cookie: 'theme=dark; icp.sid=s%3Aabc.def',
    });
    assert.equal(signedIn.status, 200);
    assert.doesNotMatch(signedIn.body, /prerendered/, `${label} ${path} with a session is the app`);
    assert.match(signedIn.body, /<title>ICP Studio<\/title>/);
  }
  // Other paths, and look-alikes, stay the app's.
  for (const path of ['/login/x', '/registers', '/dashboard'])
    assert.doesNotMatch(
      (await getFrom(`${url}${path}`, '127.0.0.1')).body,
      /prerendered/,
      `${label} ${path}`,
    );
}

/**
 * A share link's page /s/{token} (docs/product.md §14): the app, with `X-Robots-Tag: noindex` from the
 * server (any letter case, as the app's router matches); no other page carries it.
 */
async function assertSharedPagesNoindex(url, label) {
  for (const path of [
    '/s/i_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    '/S/p_token/',
    '/s/p_token?utm=x',
  ]) {
    const res = await getFrom(`${url}${path}`, '127.0.0.1');
    assert.equal(res.status, 200, `${label} ${path}`);
    assert.match(res.body, /<title>ICP Studio<\/title>/, `${label} ${path} is the app`);
    assert.match(String(res.headers['x-robots-tag']), /noindex/, `${label} ${path}: X-Robots-Tag`);
    assert.match(res.headers['content-security-policy'] ?? '', /script-src 'self'/, `${label} ${path}: CSP`);
    assert.equal(res.headers['x-frame-options'], 'DENY', `${label} ${path}`);
  }
  for (const path of ['/', '/settings', '/sx', '/icps/42', '/assets/index-abc.js'])
    assert.equal(
      (await getFrom(`${url}${path}`, '127.0.0.1')).headers['x-robots-tag'],
      undefined,
      `${label} ${path}`,
    );
}

function getFrom(url, localAddress, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, headers }, (r) => {
      let body = '';
      r.on('data', (c) => (body += c));
      r.on('end', () => resolve({ status: r.statusCode, headers: r.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A WebSocket upgrade from a chosen loopback address, with the forged headers. */
function upgradeFrom(port, localAddress) {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () =>
      socket.write(
        'GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
          Object.entries(FORGED)
            .map(([k, v]) => `${k}: ${v}\r\n`)
            .join('') +
          '\r\n',
      ),
    );
    let data = '';
    socket.on('data', (c) => {
      data += c;
      if (data.includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}

function assertDecidedAtTheEdge(headers, address, what) {
  assert.equal(headers['x-forwarded-for'], address, `${what}: X-Forwarded-For`);
  assert.equal(headers['x-real-ip'], address, `${what}: X-Real-IP`);
  assert.ok(!headers.forwarded, `${what}: Forwarded passed on: ${headers.forwarded}`);
}

test("scripts/edge.mjs replaces a caller's X-Forwarded-For / X-Real-IP / Forwarded with the address it saw", async () => {
  await getFrom(`${base}/api/auth/check`, '127.0.0.23', FORGED);
  assertDecidedAtTheEdge(gateway.seen.at(-1).headers, '127.0.0.23', '/api');
  await getFrom(`${base}/api/auth/check`, '127.0.0.24');
  assertDecidedAtTheEdge(gateway.seen.at(-1).headers, '127.0.0.24', '/api without forwarded headers');
  await upgradeFrom(Number(new URL(base).port), '127.0.0.25');
  const hit = realtime.seen.at(-1);
  assert.equal(hit.method, 'UPGRADE');
  assertDecidedAtTheEdge(hit.headers, '127.0.0.25', '/ws upgrade');
});

test("scripts/edge.mjs serves no source map, and the SPA's CSP lets it connect to its own origin only", async () => {
  const js = await getFrom(`${base}/assets/index-abc.js`, '127.0.0.1');
  assert.equal(js.status, 200);
  const map = await getFrom(`${base}/assets/index-abc.js.map`, '127.0.0.1');
  assert.equal(map.status, 404);
  assert.doesNotMatch(map.body, /secret\.ts/);
  const page = await getFrom(`${base}/`, '127.0.0.1');
  const csp = page.headers['content-security-policy'];
  assert.match(csp, /(^|;)\s*connect-src 'self'\s*(;|$)/);
  assert.doesNotMatch(csp, /ws:|wss:|\*/);
});

/** A GET whose body is kept as bytes. */
function getBytes(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (r) => {
      const chunks = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => resolve({ status: r.statusCode, headers: r.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test("scripts/edge.mjs serves the build's brotli or gzip copy to a browser that takes it, the file otherwise", async () => {
  const url = `${base}/assets/big-abc.js`;
  const br = await getBytes(url, { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'Accept-Encoding');
  assert.equal(Number(br.headers['content-length']), br.body.length);
  assert.equal(brotliDecompressSync(br.body).toString(), BIG_JS);
  assert.match(br.headers['content-type'], /text\/javascript/);

  const gz = await getBytes(url, { 'accept-encoding': 'br;q=0, gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.body).toString(), BIG_JS);

  const plain = await getBytes(url);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), BIG_JS);
  // A file without copies goes as it is, whatever the browser takes.
  const small = await getBytes(`${base}/assets/index-abc.js`, { 'accept-encoding': 'br, gzip' });
  assert.equal(small.headers['content-encoding'], undefined);
  assert.equal(small.body.toString(), 'console.log(1)');
});

test('scripts/edge.mjs compresses JSON answers of the API over 1 KB for a browser that takes it', async () => {
  const br = await getBytes(`${base}/api/big`, { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.status, 200);
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(br.headers.vary, /Accept-Encoding/);
  assert.equal(br.headers['content-length'], undefined);
  assert.equal(brotliDecompressSync(br.body).toString(), BIG_JSON);
  assert.ok(br.body.length < BIG_JSON.length / 4, `${br.body.length} of ${BIG_JSON.length} bytes`);

  const gz = await getBytes(`${base}/api/big`, { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.body).toString(), BIG_JSON);

  // Small answers and browsers that take no encoding get the gateway's bytes as they are.
  const small = await getBytes(`${base}/api/auth/check`, { 'accept-encoding': 'br, gzip' });
  assert.equal(small.headers['content-encoding'], undefined);
  assert.deepEqual(JSON.parse(small.body.toString()), { from: 'gateway' });
  const plain = await getBytes(`${base}/api/big`);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), BIG_JSON);
});

test("nginx serves the build's gzip copies and gzips the API's JSON over 1 KB", () => {
  assert.match(conf, /^\s*gzip_static on;/m);
  assert.match(conf, /^\s*gzip on;/m);
  assert.match(conf, /^\s*gzip_types application\/json;/m);
  assert.match(conf, /^\s*gzip_min_length 1024;/m);
  assert.match(conf, /^\s*gzip_proxied any;/m);
  const web = build(join(root, 'k8s/base')).find((d) => d.metadata.name === 'web-nginx').data['default.conf'];
  assert.match(web, /gzip_static on;/);
});

// ---- deploy/nginx.conf, run (where nginx is installed) ----

/**
 * On one kept-alive connection: a POST with a large body the upstream refuses (or drops) before reading
 * it, then a GET. Answers the status lines seen, or 'no answer' for a request still waiting after 5 s.
 */
function earlyAnswerThenNext(port, path, size = 8_000_000) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    const statuses = () => got.match(/HTTP\/1\.1 \d{3}/g) ?? [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve([...statuses(), 'no answer']);
    }, 5_000);
    socket.on('data', (chunk) => {
      got += chunk;
      if (statuses().length === 2 && got.endsWith('}')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(statuses());
      }
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      resolve([...statuses(), err.message]);
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: edge\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(size, 'x'));
    socket.write('GET /api/auth/check HTTP/1.1\r\nHost: edge\r\n\r\n');
  });
}

test('scripts/edge.mjs drops the rest of a body the gateway answered early, and the connection goes on', async () => {
  // Node's client stops sending a body once its answer is complete: the edge once left the rest unread,
  // and the caller's next request on that connection waited for ever (the fuzz suite's lost answers).
  assert.deepEqual(await earlyAnswerThenNext(Number(new URL(base).port), '/api/refuse-early'), [
    'HTTP/1.1 413',
    'HTTP/1.1 200',
  ]);
  assert.deepEqual(await earlyAnswerThenNext(Number(new URL(base).port), '/api/vanish'), [
    'HTTP/1.1 503',
    'HTTP/1.1 200',
  ]);
});

test(
  "nginx (deploy/nginx.conf) replaces a caller's forwarded headers, serves no source map, sends the CSP, and noindex on share pages",
  { skip: !nginx && 'nginx is not installed (scripts/ensure-browser.sh installs it)' },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-nginx-run-'));
    const gw = standIn('gateway');
    const rt = standIn('realtime');
    let server;
    try {
      const html = join(dir, 'html');
      mkdirSync(join(html, 'assets'), { recursive: true });
      writeFileSync(join(html, 'index.html'), '<!doctype html><title>ICP Studio</title>');
      writeFirstPages(html);
      writeFileSync(join(html, 'assets', 'index-abc.js'), 'console.log(1)');
      writeFileSync(join(html, 'assets', 'index-abc.js.map'), '{"sources":["secret.ts"]}');
      // The compose file's names and ports, moved to this machine's loopback and free ports.
      server = await startComposeNginx({
        gatewayPort: await gw.listen(),
        realtimePort: await rt.listen(),
        root: html,
      });
      const { url, port } = server;

      await getFrom(`${url}/api/auth/check`, '127.0.0.33', FORGED);
      assertDecidedAtTheEdge(gw.seen.at(-1).headers, '127.0.0.33', 'nginx /api');
      await getFrom(`${url}/api/auth/check`, '127.0.0.34');
      assertDecidedAtTheEdge(gw.seen.at(-1).headers, '127.0.0.34', 'nginx /api without forwarded headers');
      await upgradeFrom(port, '127.0.0.35');
      assertDecidedAtTheEdge(rt.seen.at(-1).headers, '127.0.0.35', 'nginx /ws upgrade');

      assert.equal((await getFrom(`${url}/assets/index-abc.js`, '127.0.0.1')).status, 200);
      const map = await getFrom(`${url}/assets/index-abc.js.map`, '127.0.0.1');
      assert.equal(map.status, 404);
      const page = await getFrom(`${url}/icps/42`, '127.0.0.1');
      assert.equal(page.status, 200);
      const csp = page.headers['content-security-policy'] ?? '';
      assert.match(csp, /(^|;)\s*connect-src 'self'\s*(;|$)/);
      assert.doesNotMatch(csp, /ws:|wss:|\*/);
      await assertFirstPages(url, 'nginx');
      await assertSharedPagesNoindex(url, 'nginx');
    } finally {
      await server?.stop();
      gw.server.close();
      rt.server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
