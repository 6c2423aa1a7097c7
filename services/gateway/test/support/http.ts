import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

// Tests read answers freely (`res.body.user.id`); the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
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
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = undefined;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        const setCookie = res.headers['set-cookie'] ?? [];
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          body,
          cookies: setCookie,
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

/** A browser-ish client: keeps the `icp.sid` cookie it is given and sends it back. */
export class Client {
  sid: string | undefined;
  constructor(
    readonly base: string,
    private readonly defaults: Record<string, string> = {},
  ) {}

  async call(method: string, path: string, call: Call = {}): Promise<Answer> {
    const headers = { ...this.defaults, ...call.headers };
    if (this.sid) headers.cookie = `icp.sid=${encodeURIComponent(this.sid)}`;
    const answer = await send(this.base, method, path, { ...call, headers });
    const value = cookieValue(answer.cookies, 'icp.sid');
    if (value !== undefined) this.sid = value === '' ? undefined : value;
    return answer;
  }

  get = (path: string, call?: Call) => this.call('GET', path, call);
  post = (path: string, body?: unknown, call: Call = {}) => this.call('POST', path, { body, ...call });
  put = (path: string, body?: unknown, call: Call = {}) => this.call('PUT', path, { body, ...call });
  patch = (path: string, body?: unknown, call: Call = {}) => this.call('PATCH', path, { body, ...call });
  delete = (path: string, call?: Call) => this.call('DELETE', path, call);
}
