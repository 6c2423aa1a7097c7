#!/usr/bin/env node
/**
 * The edge for `make up` and the e2e stack: one origin that serves the built SPA (web/dist), proxies
 * /api/* to the gateway and /ws to the realtime service, WebSocket upgrades included. In docker
 * compose nginx plays this part (deploy/nginx.conf); in Kubernetes, the Ingress.
 *
 * Every proxied request carries an X-Correlation-Id (the caller's, or a new one), and the client address
 * this edge saw on its socket in X-Forwarded-For and X-Real-IP: whatever the caller sent in those headers
 * is dropped, so nobody picks the address the gateway's per-address limits count (the gateway trusts
 * exactly this edge, TRUST_PROXY). Source maps (*.map) are never served.
 *
 * Compression: the build writes brotli and gzip copies of the SPA's text files (web/build/precompress.ts);
 * a browser that accepts them gets one (brotli first), with Vary: Accept-Encoding. JSON answers of the API
 * over COMPRESS_MIN_BYTES are compressed on the way through (brotli at a fast level, else gzip), unless
 * the gateway compressed them already.
 *
 * Env: EDGE_PORT (8080), GATEWAY_URL (http://127.0.0.1:3000), REALTIME_URL (http://127.0.0.1:3107),
 *      WEB_DIST (web/dist).
 */
import { Agent, createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { pipeline } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = Number(process.env.EDGE_PORT ?? 8080);
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000');
const realtime = new URL(process.env.REALTIME_URL ?? 'http://127.0.0.1:3107');
const dist = resolve(root, process.env.WEB_DIST ?? 'web/dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const STATIC_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'content-security-policy':
    // connect-src 'self': /api and the /ws socket of this origin only ('self' covers ws:/wss: to the same
    // host in CSP Level 3); no script can send data to another host.
    "default-src 'self'; img-src 'self' data: https:; font-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
};

/**
 * The public pages the web build prerenders (web/build/prerender.ts; docs/benchmarks.md, "The first
 * page"): served as static HTML to a request without the session cookie. With the cookie the request
 * gets the app, which checks the session as before (a signed-in user never sees the landing page).
 */
const FIRST_PAGES = { '/': 'landing', '/login': 'login', '/register': 'register' };
const SESSION_COOKIE = 'icp.sid';

/** The prerendered file for this request, or null: the path is not a public page, or a session cookie came. */
function firstPageFile(pathname, cookieHeader) {
  const name = Object.hasOwn(FIRST_PAGES, pathname) ? FIRST_PAGES[pathname] : null;
  if (!name) return null;
  const cookies = String(cookieHeader ?? '')
    .split(';')
    .map((c) => c.trim().split('=')[0]);
  if (cookies.includes(SESSION_COOKIE)) return null;
  return `first-page/${name}.html`;
}

/**
 * Connections to the gateway and realtime are kept for reuse, and closed after 30 s idle: well before the
 * gateway closes an idle one (65 s), so a request never goes out on a connection being closed.
 */
const upstreamAgent = new Agent({ keepAlive: true, timeout: 30_000, scheduling: 'lifo' });

/** API answers smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_MIN_BYTES = 1024;

/** The encodings a request accepts, among those this edge makes: brotli first, then gzip. */
function acceptedEncodings(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ['br', 'gzip'].filter(ok);
}

/** Whether an upstream answer is API JSON worth compressing here. */
function compressible(up) {
  if (up.headers['content-encoding']) return false;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(up.headers['content-type'] ?? ''))) return false;
  const length = Number(up.headers['content-length']);
  return !Number.isFinite(length) || length >= COMPRESS_MIN_BYTES;
}

/** A caller's correlation id the gateway would adopt (see services/gateway/src/common/correlation.ts). */
const SANE_CORRELATION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The headers a request leaves the edge with, as a flat [name, value, ...] list built from the caller's
 * raw headers (Node writes such a list as it is, without a header object per request):
 * - a correlation id (the caller's, or a new one) that the gateway adopts and carries over NATS and into
 *   the workers' jobs: one id in every log line it causes;
 * - the client address this edge saw: a caller's own X-Forwarded-For / X-Real-IP / Forwarded is
 *   replaced, never appended to (the gateway would otherwise count whatever address a caller names);
 * - X-Forwarded-Proto and X-Forwarded-Host, unless the caller sent them.
 */
function forwardedHeaders(req) {
  const raw = req.rawHeaders;
  const out = [];
  const given = [];
  let proto = false;
  let forwardedHost = false;
  let host = '';
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (name === 'x-correlation-id') given.push(raw[i + 1]);
    else if (name === 'x-forwarded-for' || name === 'x-real-ip' || name === 'forwarded') continue;
    else {
      if (name === 'host') host = raw[i + 1];
      else if (name === 'x-forwarded-proto') proto = true;
      else if (name === 'x-forwarded-host') forwardedHost = true;
      out.push(raw[i], raw[i + 1]);
    }
  }
  // Several X-Correlation-Id lines read as one value (as Node joins them), which is never sane.
  const id = given.join(', ').trim();
  const ip = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  out.push(
    'x-correlation-id',
    id && SANE_CORRELATION_ID.test(id) ? id : randomUUID(),
    'x-forwarded-for',
    ip,
    'x-real-ip',
    ip,
  );
  if (!proto) out.push('x-forwarded-proto', req.socket.encrypted ? 'https' : 'http');
  if (!forwardedHost) out.push('x-forwarded-host', host);
  return out;
}

/** Whether a request carries a body (a declared length other than 0, or a chunked one). */
function hasBody(req) {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function proxy(req, res, target) {
  const headers = forwardedHeaders(req);
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent: upstreamAgent,
    },
    (up) => {
      const encoding =
        req.method !== 'HEAD' && compressible(up)
          ? acceptedEncodings(req.headers['accept-encoding'])[0]
          : undefined;
      if (!encoding) {
        res.writeHead(up.statusCode ?? 502, up.rawHeaders);
        return void relay(up, res);
      }
      const answerHeaders = { ...up.headers, 'content-encoding': encoding };
      delete answerHeaders['content-length'];
      answerHeaders.vary = answerHeaders.vary ? `${answerHeaders.vary}, Accept-Encoding` : 'Accept-Encoding';
      res.writeHead(up.statusCode ?? 502, answerHeaders);
      const zip =
        encoding === 'br'
          ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
          : createGzip({ level: 6 });
      pipeline(up, zip, res, () => {});
    },
  );
  const watched = watch(req, res, upstream, headers);
  upstream.on('error', (err) => {
    if (!res.headersSent && err instanceof UpstreamTimeout) {
      res.writeHead(504, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'deadline_exceeded',
          status: 504,
          message: 'The service did not answer in time',
        }),
      );
    } else if (!res.headersSent) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
      res.end(
        JSON.stringify({
          code: 'service_unavailable',
          status: 503,
          message: 'Service temporarily unavailable',
        }),
      );
    } else res.destroy();
  });
  res.once('close', () => {
    inFlight.delete(watched);
    // A caller that goes away takes its upstream request with it.
    if (!res.writableFinished) upstream.destroy();
  });
  if (!hasBody(req)) return void upstream.end();
  // The upstream may answer before the caller's body is all sent (a 413 on the declared length, a 400
  // or 403 from the gateway's first checks), or go away: the rest of the body is then read off and
  // dropped, so that the caller's kept-alive connection serves its next request. Node's client stops
  // listening for 'drain' once an answer is complete, so a body still being piped would never move
  // again, and neither would that connection (a request behind it got no answer at all).
  upstream.once('response', (up) =>
    up.once('end', () => {
      if (req.complete) return;
      dropCallerBody(req, upstream);
      upstream.destroy(); // half-sent, its connection cannot carry another request
    }),
  );
  upstream.once('close', () => dropCallerBody(req, upstream));
  req.pipe(upstream);
}

/** Stops sending the caller's body upstream and drops what is left of it as it arrives. */
function dropCallerBody(req, upstream) {
  if (req.complete) return;
  req.unpipe(upstream);
  req.resume();
}

/**
 * The upstream answer to the caller as it comes. An answer cut upstream also ends the caller's (which
 * would otherwise wait); a caller that goes away takes the upstream request with it (see `proxy`).
 * Plain `pipe` rather than `pipeline`: pipeline builds an AbortController per call and aborts it when
 * done, whose DOMException (a stack trace each time) was the edge's costliest frame per request
 * (docs/benchmarks.md, "GET /api/auth/check").
 */
function relay(up, res) {
  up.pipe(res);
  up.once('error', () => res.destroy());
  up.once('close', () => {
    if (!up.complete) res.destroy();
  });
}

/** How long the upstream may stay silent (nothing sent, nothing received) before the caller gets a 504. */
const UPSTREAM_IDLE_TIMEOUT_MS = Number(process.env.EDGE_UPSTREAM_TIMEOUT_MS ?? 60_000);
class UpstreamTimeout extends Error {}

/** A proxied request still unanswered after this long is logged once, with where it stands. */
const SLOW_MS = Number(process.env.EDGE_SLOW_MS ?? 10_000);

/**
 * The proxied requests not yet answered in full. One timer looks over them all (`sweep`), rather than
 * two timers and their listeners per request, which were a tenth of the edge's time per request.
 */
const inFlight = new Set();
const SWEEP_MS = Math.max(25, Math.min(1000, Math.floor(Math.min(SLOW_MS, UPSTREAM_IDLE_TIMEOUT_MS) / 4)));

function watch(req, res, upstream, headers) {
  const now = Date.now();
  const watched = { req, res, upstream, headers, started: now, quietSince: now, moved: -1, logged: false };
  inFlight.add(watched);
  return watched;
}

/**
 * Gives up on an upstream silent for UPSTREAM_IDLE_TIMEOUT_MS (nothing sent or received on its socket:
 * the caller gets a 504, as with nginx's proxy_read_timeout in deploy/nginx.conf; the gateway's own
 * deadlines are all shorter), and logs a request unfinished after SLOW_MS once: whether the caller's
 * body arrived, whether the request reached the upstream socket (a fresh or a reused one) and whether
 * an answer came back.
 */
function sweep() {
  const now = Date.now();
  for (const w of inFlight) {
    const { req, res, upstream } = w;
    const socket = upstream.socket;
    const moved = socket ? socket.bytesRead + socket.bytesWritten : 0;
    if (moved !== w.moved) [w.moved, w.quietSince] = [moved, now];
    if (!w.logged && now - w.started >= SLOW_MS) {
      w.logged = true;
      console.log(
        JSON.stringify({
          service: 'edge',
          level: 'warn',
          msg: 'slow proxied request',
          method: req.method,
          path: req.url?.split('?')[0],
          correlationId: w.headers[w.headers.indexOf('x-correlation-id') + 1],
          ms: now - w.started,
          callerBodyComplete: req.complete,
          upstreamSocket: Boolean(socket),
          reusedSocket: upstream.reusedSocket,
          upstreamHeadersSent: upstream.headersSent,
          upstreamFinished: upstream.writableFinished,
          upstreamAnswered: Boolean(upstream.res),
          answerHeadersSent: res.headersSent,
        }),
      );
    }
    if (now - w.quietSince >= UPSTREAM_IDLE_TIMEOUT_MS) {
      inFlight.delete(w);
      upstream.destroy(new UpstreamTimeout());
    }
  }
}
setInterval(sweep, SWEEP_MS).unref();

async function serveStatic(req, res) {
  const url = new URL(req.url ?? '/', 'http://edge');
  let decoded;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return void res
      .writeHead(400, { 'content-type': 'text/plain' })
      .end('Bad request: malformed URL encoding');
  }
  let path = normalize(decoded).replace(/^([/\\])+/, '');
  // No source maps: they would hand out the app's whole source.
  if (extname(path) === '.map')
    return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  let file = join(dist, path);
  if (!file.startsWith(dist)) return void res.writeHead(400).end();
  const firstPage = firstPageFile(url.pathname, req.headers.cookie);
  let info = firstPage ? await stat(join(dist, firstPage)).catch(() => undefined) : undefined;
  if (info) [file, path] = [join(dist, firstPage), firstPage];
  else info = await stat(file).catch(() => undefined);
  if (!info || info.isDirectory()) {
    // SPA: every unknown path is the app's (it renders its own 404).
    file = join(dist, 'index.html');
    path = 'index.html';
    info = await stat(file).catch(() => undefined);
    if (!info) return void res.writeHead(503, { 'content-type': 'text/plain' }).end('web/dist is not built');
  }
  const immutable = path.startsWith('assets/');
  // The build's brotli or gzip copy, when the browser takes one (web/build/precompress.ts).
  let body = file;
  let encoding;
  for (const candidate of acceptedEncodings(req.headers['accept-encoding'])) {
    const copy = `${file}.${candidate === 'gzip' ? 'gz' : 'br'}`;
    const copyInfo = await stat(copy).catch(() => undefined);
    if (copyInfo?.isFile()) {
      [body, encoding, info] = [copy, candidate, copyInfo];
      break;
    }
  }
  const textual = /^(text\/|application\/json|image\/svg)/.test(TYPES[extname(file)] ?? '');
  res.writeHead(200, {
    ...STATIC_HEADERS,
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    // The public pages answer by the session cookie too (firstPageFile).
    ...(textual ? { vary: firstPage ? 'Accept-Encoding, Cookie' : 'Accept-Encoding' } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(body).pipe(res);
}

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) return proxy(req, res, gateway);
  if (path === '/ws' || path.startsWith('/ws/')) return proxy(req, res, realtime);
  if (path === '/edge/health')
    return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  serveStatic(req, res).catch(() => res.writeHead(500).end());
});

// WebSocket upgrades on /ws go to the realtime service, byte for byte.
server.on('upgrade', (req, socket, head) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== '/ws') return socket.destroy();
  const upstream = connect(Number(realtime.port), realtime.hostname, () => {
    const headers = forwardedHeaders(req);
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < headers.length; i += 2) lines.push(`${headers[i]}: ${headers[i + 1]}`);
    upstream.write(lines.join('\r\n') + '\r\n\r\n');
    if (head?.length) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = () => (upstream.destroy(), socket.destroy());
  upstream.on('error', close);
  socket.on('error', close);
});

server.keepAliveTimeout = 65_000;
server.listen(port, () =>
  console.log(JSON.stringify({ service: 'edge', msg: `listening on http://localhost:${port}` })),
);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
