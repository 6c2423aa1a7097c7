/**
 * Integration harness: a fresh database, the real auth, icp and playbook services in-process on the local
 * NATS under this file's own subject prefix, the real gateway on a random port, the pdf queue under this
 * file's own prefix, and (optionally) the pdf worker in-process. People sign up and work through the
 * gateway's HTTP API, as the browser does.
 */
import 'reflect-metadata';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ServiceHandle } from '@icp-studio/service-kit';
import {
  createTestDatabase,
  testEnv,
  uniqueSuffix,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startAuthService } from '../../auth/src/app.js';
import { authConfigSchema } from '../../auth/src/config.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';
import { startGateway, type GatewayHandle } from '../../gateway/src/app.js';
import { loadGatewayConfig } from '../../gateway/src/config.js';
import { startPdfWorker, type PdfWorkerHandle } from '../src/app.js';
import { loadPdfConfig } from '../src/config.js';

export const PASSWORD = 'Passw0rd!long';
export const ADMIN_EMAIL = 'admin@pdf.test';

export interface Prefixes {
  subjects: string;
  queue: string;
}

/** This file's NATS subject prefix and queue prefix; call at the top of a test file. */
export function useOwnPrefixes(): Prefixes {
  const suffix = uniqueSuffix();
  const prefixes = { subjects: `pdf${suffix}.`, queue: `pdftest-${suffix}` };
  process.env.NATS_SUBJECT_PREFIX = prefixes.subjects;
  process.env.QUEUE_PREFIX = prefixes.queue;
  process.env.LOG_LEVEL ??= 'error';
  return prefixes;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  // Tests read answers freely; the assertions check their shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A browser-ish HTTP client keeping its session cookie. */
export class Client {
  private sid: string | undefined;
  constructor(readonly base: string) {}

  call(method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = {};
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (this.sid) headers.cookie = `icp.sid=${this.sid}`;
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, this.base), { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          for (const line of res.headers['set-cookie'] ?? []) {
            const m = /^icp\.sid=([^;]*)/.exec(line);
            if (m) this.sid = m[1] || undefined;
          }
          let parsed: unknown;
          if (String(res.headers['content-type']).startsWith('application/json'))
            parsed = JSON.parse(bytes.toString('utf8'));
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: parsed });
        });
      });
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body);
  put = (path: string, body?: unknown) => this.call('PUT', path, body);
}

export interface Stack {
  gateway: GatewayHandle;
  worker: PdfWorkerHandle | undefined;
  db: TestDatabase;
  redis: Redis;
  prefixes: Prefixes;
  /** Registers a new client account and returns its signed-in client. */
  signUp(firstName?: string): Promise<Client>;
  /** The admin, signed in. */
  admin(): Promise<Client>;
  close(): Promise<void>;
}

export async function startStack(
  prefixes: Prefixes,
  opts: { worker?: boolean; exportTimeoutMs?: number; poolSize?: number; chromiumPath?: string } = {},
): Promise<Stack> {
  process.env.PDF_EXPORT_TIMEOUT_MS = String(opts.exportTimeoutMs ?? 30_000);
  const db = await createTestDatabase('pdf');
  const handles: ServiceHandle[] = [];
  let gateway: GatewayHandle | undefined;
  let worker: PdfWorkerHandle | undefined;
  const redis = new Redis(testEnv.redisUrl);
  try {
    const common = {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    };
    handles.push(
      await startAuthService(
        authConfigSchema.parse({
          ...common,
          ADMIN_EMAIL,
          ADMIN_PASSWORD: PASSWORD,
          APP_URL: 'http://app.test',
        }),
        { handleSignals: false },
      ),
    );
    handles.push(await startIcpService(icpConfigSchema.parse(common), { handleSignals: false }));
    handles.push(await startPlaybookService(playbookConfigSchema.parse(common), { handleSignals: false }));
    gateway = await startGateway(
      loadGatewayConfig({
        ...common,
        PORT: '0',
        REDIS_URL: testEnv.redisUrl,
        REDIS_KEY_PREFIX: `${prefixes.queue}:gw:`,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_ENABLED: 'false',
      }),
    );
    if (opts.worker !== false) {
      worker = await startPdfWorker(
        loadPdfConfig({
          ...common,
          REDIS_URL: testEnv.redisUrl,
          QUEUE_PREFIX: prefixes.queue,
          PDF_POOL_SIZE: String(opts.poolSize ?? 2),
          ...(opts.chromiumPath ? { CHROMIUM_PATH: opts.chromiumPath } : {}),
        }),
        { handleSignals: false },
      );
    }
  } catch (err) {
    await worker?.close().catch(() => undefined);
    await gateway?.close().catch(() => undefined);
    for (const h of handles.reverse()) await h.close().catch(() => undefined);
    await db.drop().catch(() => undefined);
    redis.disconnect();
    throw err;
  }
  const gw = gateway;
  let counter = 0;
  return {
    gateway: gw,
    worker,
    db,
    redis,
    prefixes,
    async signUp(firstName = 'Test') {
      const client = new Client(gw.url);
      const tag = `${randomBytes(3).toString('hex')}${counter++}`;
      const res = await client.post('/api/auth/register', {
        username: `u_${tag}`,
        email: `u_${tag}@example.com`,
        firstName,
        lastName: 'Tester',
        password: PASSWORD,
      });
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.bytes.toString()}`);
      return client;
    },
    async admin() {
      const client = new Client(gw.url);
      const res = await client.post('/api/auth/login', { username: ADMIN_EMAIL, password: PASSWORD });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
      return client;
    },
    async close() {
      await worker?.close();
      await gw.close();
      for (const h of handles.reverse()) await h.close();
      await db.drop();
      const keys = await redis.keys(`${prefixes.queue}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

/** Retries `probe` until it resolves true or the time is up. */
export async function eventually(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
