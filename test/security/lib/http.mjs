/**
 * The suite's HTTP client: every request goes through the edge like a browser's, every answer is kept
 * (status, headers, body text) for the "no secret in any response" scan, and each request comes from
 * its own client address unless the caller names one: a real source address on this machine's
 * loopback (Linux routes all of 127.0.0.0/8 to lo), since the edge replaces any X-Forwarded-For a
 * caller sends with the address it saw, and that is the address the rate limits count.
 */
import { randomUUID } from 'node:crypto';
import { Agent, fetch as undiciFetch } from 'undici';

/** Every answer seen, for the secret scan: `{ label, status, headers, body }`. */
export const transcript = [];

/** Starts anywhere in the range, so that two runs within a rate-limit window do not share addresses. */
let ipCounter = Math.floor(Math.random() * 1_000_000);
/** A fresh client address in 127.16.0.0/12 (loopback; never 127.0.0.1, the edge's own). */
export function freshIp() {
  ipCounter = (ipCounter + 1) % (16 * 256 * 254);
  const last = (ipCounter % 254) + 1;
  const rest = Math.floor(ipCounter / 254);
  return `127.${16 + (rest >> 8)}.${rest & 255}.${last}`;
}

/** `fetch` from a given local address: the connection's source, which the edge sees and passes on. */
export async function fetchFrom(ip, url, init = {}) {
  const dispatcher = new Agent({ localAddress: ip, keepAliveTimeout: 1 });
  try {
    const res = await undiciFetch(url, { ...init, dispatcher });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes };
  } finally {
    dispatcher.close().catch(() => undefined);
  }
}

export function createClient(baseURL) {
  /**
   * @param {string} method
   * @param {string} path    with the query string
   * @param {object} [o]
   * @param {string} [o.cookie]   `icp.sid=...`
   * @param {unknown} [o.body]    JSON-encoded when given
   * @param {Buffer} [o.raw]      sent as is (a file's bytes; give its content-type in `headers`)
   * @param {Record<string,string>} [o.headers]
   * @param {string} [o.ip]       the client address, a loopback one (default: a fresh one)
   * @param {boolean} [o.binary]  keep the body as bytes (PDF, DOCX)
   */
  async function request(method, path, o = {}) {
    const ip = o.ip ?? freshIp();
    const headers = {
      'x-correlation-id': `sec-${randomUUID()}`,
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...o.headers,
    };
    let res;
    let bytes;
    for (let attempt = 0; ; attempt++) {
      try {
        ({ res, bytes } = await fetchFrom(ip, `${baseURL}${path}`, {
          method,
          headers,
          body: o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
          redirect: 'manual',
          signal: AbortSignal.timeout(60_000),
        }));
        break;
      } catch (err) {
        // A connection the edge dropped (not an answer): once more, then give up.
        if (attempt >= 1) throw err;
      }
    }
    const type = res.headers.get('content-type') ?? '';
    const binary = type.includes('application/pdf') || type.includes('wordprocessingml');
    const text = binary ? '' : bytes.toString('utf8');
    let json;
    if (type.includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    const setCookies = res.headers.getSetCookie();
    transcript.push({
      label: `${method} ${path}`,
      status: res.status,
      headers: [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n'),
      body: text,
    });
    return { status: res.status, headers: res.headers, setCookies, text, json, bytes, type };
  }
  return { request };
}

/** The `icp.sid=...` pair of an answer's Set-Cookie, or undefined. */
export function sessionCookieOf(res) {
  const raw = res.setCookies.find((c) => c.startsWith('icp.sid='));
  return raw ? raw.split(';')[0] : undefined;
}

/** Runs `fn` over `items` with at most `limit` at once; answers the results in order. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `fn` until it answers truthy or `ms` pass; answers its last value. */
export async function eventually(fn, ms = 10_000, every = 100) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    last = await fn();
    if (last) return last;
    await sleep(every);
  }
  return last;
}
