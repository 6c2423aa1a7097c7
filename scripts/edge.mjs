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
 * Several instances (make up with SCALE=2): GATEWAY_URLS and REALTIME_URLS list them (comma lists); the
 * edge takes turns among those whose /health answers 200, asked every 250 ms, so an instance that is
 * draining (the gateway answers 503 once it is told to stop), starting, gone or frozen gets nothing new.
 * A request without a body whose upstream refused the connection, or (GET/HEAD) cut it before any
 * answer, is sent once more to another instance.
 *
 * Env: EDGE_PORT (8080), GATEWAY_URL (http://127.0.0.1:3000), REALTIME_URL (http://127.0.0.1:3107),
 *      GATEWAY_URLS, REALTIME_URLS (several instances; override the single ones), WEB_DIST (web/dist).
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
import { Pool } from 'undici';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = Number(process.env.EDGE_PORT ?? 8080);
/** How often each instance's /health is asked, when there are several; how long an answer may take. */
const HEALTH_EVERY_MS = 250;
const HEALTH_TIMEOUT_MS = 1000;

const gateway = upstreams(process.env.GATEWAY_URLS || process.env.GATEWAY_URL || 'http://127.0.0.1:3000');
const realtime = upstreams(process.env.REALTIME_URLS || process.env.REALTIME_URL || 'http://127.0.0.1:3107');
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
 * A share link's read-only page `/s/{token}` (docs/product.md §14) is kept out of search engines by the
 * server too, not only by the meta tag its script adds: crawlers that run no script see this header.
 */
const SHARED_PAGE_HEADERS = { 'x-robots-tag': 'noindex, nofollow' };
/** Any letter case, as the app's router matches it. */
const isSharedPage = (pathname) => /^\/s(\/|$)/i.test(pathname);

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
 * The instances of one upstream (a comma list of URLs) and which of them are ready. With one instance
 * it is always used (as before: its errors are the caller's 503). With several, each one's /health is
 * asked every HEALTH_EVERY_MS; `pick()` takes turns among the ready ones (all of them when none is).
 */
function upstreams(list) {
  const targets = list
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((u) => ({ url: new URL(u), ready: true }));
  let turn = 0;
  const set = {
    several: targets.length > 1,
    pick(not) {
      const usable = targets.filter((t) => t.ready && t.url !== not);
      const from = usable.length ? usable : targets.filter((t) => t.url !== not);
      if (!from.length) return not;
      return from[turn++ % from.length].url;
    },
    /** The instance refused or cut a connection: not ready until its /health answers again. */
    failed(url) {
      const t = set.several && targets.find((x) => x.url === url);
      if (t) t.ready = false;
    },
  };
  if (set.several)
    for (const t of targets) {
      let asking = false;
      const ask = () => {
        if (asking) return;
        asking = true;
        fetch(new URL('/health', t.url), { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
          .then(
            async (r) => {
              t.ready = r.status === 200;
              await r.body?.cancel();
            },
            () => (t.ready = false),
          )
          .finally(() => (asking = false));
      };
      ask();
      setInterval(ask, HEALTH_EVERY_MS).unref();
    }
  return set;
}

/**
 * Connections to the gateway and realtime are kept for reuse, and closed after 30 s idle: well before the
 * gateway closes an idle one (65 s), so a request never goes out on a connection being closed.
 * A request with a body goes through Node's HTTP client (`upstreamAgent`); one without, the bulk of the
 * API's traffic, through undici's (`poolFor`), which costs the edge about a tenth less CPU per request
 * (docs/benchmarks.md, "The `make up` edge alone"). Bodies stay with Node's client and its tested
 * handling of an answer that comes before the body is all sent (see `proxy`).
 */
const upstreamAgent = new Agent({ keepAlive: true, timeout: 30_000, scheduling: 'lifo' });
const pools = new Map();
function poolFor(target) {
  let pool = pools.get(target.origin);
  if (!pool) {
    pool = new Pool(target.origin, {
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 30_000,
      // The idle deadline (see UPSTREAM_IDLE_TIMEOUT_MS): silent before the answer's head, or between
      // two pieces of its body.
      headersTimeout: UPSTREAM_IDLE_TIMEOUT_MS,
      bodyTimeout: UPSTREAM_IDLE_TIMEOUT_MS,
    });
    pools.set(target.origin, pool);
  }
  return pool;
}

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

/** Whether an upstream answer (its headers, lower-case names) is API JSON worth compressing here. */
function compressible(headers) {
  if (headers['content-encoding']) return false;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(headers['content-type'] ?? ''))) return false;
  const length = Number(headers['content-length']);
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
 * With `hopByHop: false` the caller's connection-level headers stay behind (undici, which speaks for its
 * own connection, refuses them); a WebSocket upgrade needs them.
 */
function forwardedHeaders(req, { hopByHop = true } = {}) {
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
    else if (!hopByHop && HOP_BY_HOP.has(name)) continue;
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

/** Headers about one connection, not the request (RFC 9110 §7.6.1), and `expect`, which the edge answers. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'upgrade',
  'expect',
]);

/** Whether a request carries a body (a declared length other than 0, or a chunked one). */
function hasBody(req) {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Sends a request to the gateway (or realtime) and its answer back; an API answer worth it is compressed
 * on the way (see COMPRESS_MIN_BYTES).
 */
function proxy(req, res, set) {
  if (!hasBody(req)) return proxyWithoutBody(req, res, set, set.pick());
  const target = set.pick();
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
      const zip = compressedAnswer(req, res, up.statusCode ?? 502, up.headers);
      if (zip) return void pipeline(up, zip, res, () => {});
      res.writeHead(up.statusCode ?? 502, up.rawHeaders);
      relay(up, res);
    },
  );
  const watched = watch(req, res, headers, upstream);
  upstream.on('error', (err) => {
    if (!(err instanceof UpstreamTimeout)) set.failed(target);
    answerUpstreamError(res, err instanceof UpstreamTimeout);
  });
  res.once('close', () => {
    inFlight.delete(watched);
    // A caller that goes away takes its upstream request with it.
    if (!res.writableFinished) upstream.destroy();
  });
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

/**
 * When the answer (its status and headers) is API JSON worth compressing for this caller: sends the
 * head and answers the compressor for its body (to be piped to the caller). Otherwise undefined.
 */
function compressedAnswer(req, res, status, headers) {
  if (req.method === 'HEAD' || !compressible(headers)) return undefined;
  const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
  if (!encoding) return undefined;
  const answerHeaders = { ...headers, 'content-encoding': encoding };
  delete answerHeaders['content-length'];
  answerHeaders.vary = answerHeaders.vary ? `${answerHeaders.vary}, Accept-Encoding` : 'Accept-Encoding';
  res.writeHead(status, answerHeaders);
  return encoding === 'br'
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 });
}

/**
 * A request without a body (every read, check and delete: the bulk of the API's traffic) through
 * undici's pool. An answer whose body arrives in one piece leaves in one write with its head.
 */
function proxyWithoutBody(req, res, set, target, retried = false, headers = undefined) {
  headers ??= forwardedHeaders(req, { hopByHop: false });
  const watched = watch(req, res, headers);
  let controller;
  let out = res; // where the body goes: the caller, or a compressor in front of it
  let length = -1; // the declared length of the answer's body, while nothing of it is written
  res.once('close', () => {
    inFlight.delete(watched);
    // A caller that goes away takes its upstream request with it.
    if (!res.writableFinished) controller?.abort(new Error('the caller went away'));
  });
  poolFor(target).dispatch(
    { path: req.url, method: req.method, headers, body: null },
    {
      onRequestStart(c) {
        controller = c;
        watched.stage = 'sent';
      },
      onResponseStart(_c, status, upHeaders) {
        watched.stage = 'answering';
        const zip = compressedAnswer(req, res, status, upHeaders);
        if (zip) return void (out = zip).pipe(res);
        res.writeHead(status, upHeaders);
        const declared = upHeaders['content-length'];
        if (declared !== undefined) length = Number(declared);
      },
      onResponseData(c, chunk) {
        if (chunk.length === length) return void ((length = -1), out.end(chunk));
        length = -1;
        if (!out.write(chunk)) {
          c.pause();
          out.once('drain', () => c.resume());
        }
      },
      onResponseEnd() {
        if (!out.writableEnded) out.end();
      },
      onResponseError(_c, err) {
        if (watched.stage !== 'answering' && !timedOutError(err)) set.failed(target);
        if (
          !retried &&
          set.several &&
          watched.stage !== 'answering' &&
          !res.headersSent &&
          resendable(req, err)
        ) {
          inFlight.delete(watched);
          return proxyWithoutBody(req, res, set, set.pick(target), true, headers);
        }
        const timedOut = err?.code === 'UND_ERR_HEADERS_TIMEOUT' || err?.code === 'UND_ERR_BODY_TIMEOUT';
        answerUpstreamError(res, timedOut);
      },
    },
  );
}

const timedOutError = (err) =>
  err?.code === 'UND_ERR_HEADERS_TIMEOUT' || err?.code === 'UND_ERR_BODY_TIMEOUT';

/**
 * Whether a request without a body that got no answer may go to another instance: a refused connection
 * never reached the first one; a GET or HEAD may be asked twice.
 */
function resendable(req, err) {
  if (timedOutError(err) || req.destroyed) return false;
  const code = err?.code ?? err?.cause?.code;
  return code === 'ECONNREFUSED' || req.method === 'GET' || req.method === 'HEAD';
}

/**
 * The gateway did not answer (in time): 504 or 503 with the API's error shape, or, once an answer has
 * begun, the caller's connection cut (the caller learns the answer is incomplete).
 */
function answerUpstreamError(res, timedOut) {
  if (!res.headersSent && timedOut) {
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
 * (docs/benchmark-runs.md, "GET /api/auth/check: where the time went").
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

/**
 * `upstream` is Node's client request (a request with a body), whose idle deadline the sweep keeps; a
 * request through undici has its deadline in the pool (`poolFor`) and its `stage` in the record.
 */
function watch(req, res, headers, upstream) {
  const now = Date.now();
  const watched = {
    req,
    res,
    upstream,
    headers,
    stage: 'queued',
    started: now,
    quietSince: now,
    moved: -1,
    logged: false,
  };
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
    const socket = upstream?.socket;
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
          ...(upstream
            ? {
                upstreamSocket: Boolean(socket),
                reusedSocket: upstream.reusedSocket,
                upstreamHeadersSent: upstream.headersSent,
                upstreamFinished: upstream.writableFinished,
                upstreamAnswered: Boolean(upstream.res),
              }
            : { stage: w.stage }),
          answerHeadersSent: res.headersSent,
        }),
      );
    }
    if (upstream && now - w.quietSince >= UPSTREAM_IDLE_TIMEOUT_MS) {
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
    ...(isSharedPage(url.pathname) ? SHARED_PAGE_HEADERS : {}),
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
  const target = realtime.pick();
  const upstream = connect(Number(target.port), target.hostname, () => {
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
