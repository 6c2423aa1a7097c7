import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE } from '../session-reader.js';

// Tests read answers freely (`res.body.user.id`); the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as bytes (a PDF) and as text. */
  bytes: Buffer;
  text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  body: T;
  /** Set-Cookie lines of the answer. */
  cookies: string[];
  ms: number;
}

export interface Call {
  body?: unknown;
  /** Sent as is (no JSON encoding), e.g. malformed JSON. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

/** One HTTP request with full control of the headers (Origin, Sec-Fetch-Site, Host, X-Forwarded-*). */
export function send(base: string, method: string, path: string, call: Call = {}): Promise<Answer> {
  const url = new URL(path, base);
  const payload = call.raw ?? (call.body !== undefined ? JSON.stringify(call.body) : undefined);
  const headers: Record<string, string | number> = { ...call.headers };
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        let body: unknown = undefined;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes,
          text,
          body,
          cookies: res.headers['set-cookie'] ?? [],
          ms: performance.now() - started,
        });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** The value of cookie `name` in Set-Cookie lines (the last one wins, as in a browser), or undefined (a cleared cookie counts as ''). */
export function cookieValue(lines: string[], name: string): string | undefined {
  for (const line of [...lines].reverse()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (pair!.slice(0, eq).trim() === name) return decodeURIComponent(pair!.slice(eq + 1).trim());
  }
  return undefined;
}

export function cookieLine(lines: string[], name: string): string | undefined {
  return lines.find((l) => l.startsWith(`${name}=`));
}

/** The session cookie pair (`icp.sid=...`) of an answer, as a browser sends it back; fails without one. */
export function sessionCookieOf(answer: Pick<Answer, 'cookies' | 'status'>): string {
  const pair = cookieLine([...answer.cookies].reverse(), SESSION_COOKIE)?.split(';')[0];
  if (!pair || pair === `${SESSION_COOKIE}=`)
    throw new Error(`no session cookie in the answer (${answer.status})`);
  return pair;
}

/** A browser-ish client: keeps the session cookie it is given and sends it back; JSON in and out. */
export class Client {
  sid: string | undefined;
  constructor(
    readonly base: string,
    private readonly defaults: Record<string, string> = {},
  ) {}

  async call(method: string, path: string, call: Call = {}): Promise<Answer> {
    const headers = { ...this.defaults, ...call.headers };
    if (this.sid) headers.cookie = `${SESSION_COOKIE}=${encodeURIComponent(this.sid)}`;
    const answer = await send(this.base, method, path, { ...call, headers });
    const value = cookieValue(answer.cookies, SESSION_COOKIE);
    if (value !== undefined) this.sid = value === '' ? undefined : value;
    return answer;
  }

  get = (path: string, call?: Call) => this.call('GET', path, call);
  post = (path: string, body?: unknown, call: Call = {}) => this.call('POST', path, { body, ...call });
  put = (path: string, body?: unknown, call: Call = {}) => this.call('PUT', path, { body, ...call });
  patch = (path: string, body?: unknown, call: Call = {}) => this.call('PATCH', path, { body, ...call });
  delete = (path: string, call?: Call) => this.call('DELETE', path, call);
}
