/**
 * Integration harness: a fresh database; the real auth, icp, playbook and admin services and the gateway,
 * all in-process on the local NATS and Redis under this file's own subject prefix and key prefix. Tests
 * speak HTTP to the gateway as browsers do (a session cookie each), and can watch the NATS requests the
 * services send with a raw subscription under the prefix.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import type { Msg, NatsConnection } from '@nats-io/transport-node';
import type { User } from '@icp-studio/contracts';
import { connectNats, type ServiceHandle } from '@icp-studio/service-kit';
import {
  createTestDatabase,
  testEnv,
  uniqueSuffix,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startAuthService } from '../../auth/src/app.js';
import { authConfigSchema } from '../../auth/src/config.js';
import { startGateway, type GatewayHandle } from '../../gateway/src/app.js';
import { loadGatewayConfig } from '../../gateway/src/config.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';
import { startAdminService } from '../src/app.js';
import { adminConfigSchema } from '../src/config.js';

export const PASSWORD = 'Passw0rd!long';
export const ADMIN_EMAIL = 'admin@icp-studio.test';

/** Long enough that only auth's events can take an advisor's access away within a test. */
export const SCOPE_CACHE_MS = 60_000;

// Tests read answers freely (`res.body[0].id`); the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  body: T;
  /** The answer's headers (lower-case names), e.g. a list's `x-total-count` and `link`. */
  headers: Record<string, string | string[] | undefined>;
}

/** A browser: keeps its session cookie and sends JSON. */
export class Browser {
  private cookie: string | undefined;
  constructor(private readonly base: string) {}

  call(method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = {};
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (this.cookie) headers.cookie = this.cookie;
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, this.base), { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const sid = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('icp.sid='));
          if (sid) this.cookie = sid.split(';')[0];
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            body: text ? JSON.parse(text) : undefined,
            headers: res.headers,
          });
        });
      });
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  get = (path: string) => this.call('GET', path);
  post = (path: string, body?: unknown) => this.call('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.call('PUT', path, body ?? {});
  patch = (path: string, body?: unknown) => this.call('PATCH', path, body ?? {});
  delete = (path: string) => this.call('DELETE', path);
}

/** A signed-in person. */
export interface Person {
  http: Browser;
  user: User;
}

/** One NATS message (a request or an event) a process sent, as the raw subscription saw it. */
export interface SeenRequest {
  subject: string;
  /** A request's actor and body (`RpcRequest`); undefined for events. */
  actor: unknown;
  body: unknown;
  /** The packet's data: the `RpcRequest` of a request, the payload of an event. */
  data: unknown;
}

export interface Stack {
  db: TestDatabase;
  gw: GatewayHandle;
  admin: Person;
  /** A browser without a session. */
  anonymous(): Browser;
  /** Registers a client through the gateway (signed in). */
  signUp(firstName: string, lastName: string): Promise<Person>;
  /** Registers, is made a team member by the admin (`PATCH /api/admin/users/:id`), signs in again. */
  makeAdvisor(firstName: string, lastName: string): Promise<Person>;
  signIn(user: User): Promise<Person>;
  /**
   * Runs `fn` and answers every NATS request sent meanwhile on `subjects` (raw subscriptions under the
   * prefix, beside the services' queue groups), in arrival order.
   */
  watch<T>(subjects: string[], fn: () => Promise<T>): Promise<{ result: T; seen: SeenRequest[] }>;
  close(): Promise<void>;
}

/** Sets this file's NATS subject prefix; call at the top of a test file, before anything starts. */
export function useOwnSubjectPrefix(): string {
  const prefix = `adm${uniqueSuffix()}.`;
  process.env.NATS_SUBJECT_PREFIX = prefix;
  process.env.LOG_LEVEL ??= 'error';
  return prefix;
}

export async function startStack(): Promise<Stack> {
  const prefix = process.env.NATS_SUBJECT_PREFIX;
  if (!prefix) throw new Error('call useOwnSubjectPrefix() first');
  const db = await createTestDatabase('admin');
  const handles: ServiceHandle[] = [];
  let gw: GatewayHandle | undefined;
  let nc: NatsConnection | undefined;
  const redisPrefix = `admtest:${uniqueSuffix()}:`;
  const cleanRedis = async () => {
    const redis = new Redis(testEnv.redisUrl);
    try {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  };
  try {
    const logLevel = process.env.LOG_LEVEL ?? 'error';
    const common = {
      DATABASE_URL: db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: logLevel,
      SCOPE_CACHE_MS: String(SCOPE_CACHE_MS),
    };
    handles.push(
      await startAuthService(authConfigSchema.parse({ ...common, ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD }), {
        handleSignals: false,
      }),
    );
    handles.push(await startIcpService(icpConfigSchema.parse(common), { handleSignals: false }));
    handles.push(await startPlaybookService(playbookConfigSchema.parse(common), { handleSignals: false }));
    handles.push(await startAdminService(adminConfigSchema.parse(common), { handleSignals: false }));
    gw = await startGateway(
      loadGatewayConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: logLevel,
        PORT: '0',
        NATS_URL: testEnv.natsUrl,
        REDIS_URL: testEnv.redisUrl,
        REDIS_KEY_PREFIX: redisPrefix,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_ENABLED: 'false',
        NATS_REQUEST_TIMEOUT_MS: '5000',
      }),
    );
    nc = await connectNats({ url: testEnv.natsUrl, name: 'admin-integration-test' });
    const base = gw.url;
    const raw = nc;

    const signIn = async (user: User): Promise<Person> => {
      const http = new Browser(base);
      const res = await http.post('/api/auth/login', { username: user.username, password: PASSWORD });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { http, user: res.body.user as User };
    };
    const admin = await signIn({ username: ADMIN_EMAIL } as User);

    let counter = 0;
    const signUp = async (firstName: string, lastName: string): Promise<Person> => {
      const http = new Browser(base);
      const username = `${firstName.toLowerCase()}_${uniqueSuffix()}${counter++}`.slice(0, 20);
      const res = await http.post('/api/auth/register', {
        username,
        email: `${username}@example.com`,
        firstName,
        lastName,
        password: PASSWORD,
      });
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { http, user: res.body.user as User };
    };

    return {
      db,
      gw,
      admin,
      anonymous: () => new Browser(base),
      signUp,
      signIn,
      async makeAdvisor(firstName, lastName) {
        const p = await signUp(firstName, lastName);
        const res = await admin.http.patch(`/api/admin/users/${p.user.id}`, { role: 'team_member' });
        if (res.status !== 200) throw new Error(`role change failed: ${res.status}`);
        return signIn(p.user);
      },
      async watch(subjects, fn) {
        const seen: SeenRequest[] = [];
        const subs = subjects.map((subject) =>
          raw.subscribe(prefix + subject, {
            callback: (_err, msg: Msg) => {
              const packet = msg.json<{ data?: { actor?: unknown; body?: unknown } }>();
              seen.push({ subject, actor: packet.data?.actor, body: packet.data?.body, data: packet.data });
            },
          }),
        );
        await raw.flush();
        try {
          const result = await fn();
          await raw.flush(); // every request sent before the answer has reached the subscriptions
          return { result, seen };
        } finally {
          for (const s of subs) s.unsubscribe();
        }
      },
      async close() {
        await nc?.drain().catch(() => undefined);
        await gw?.close();
        for (const h of handles.reverse()) await h.close();
        await cleanRedis();
        await db.drop();
      },
    };
  } catch (err) {
    await nc?.drain().catch(() => undefined);
    await gw?.close().catch(() => undefined);
    for (const h of handles.reverse()) await h.close().catch(() => undefined);
    await cleanRedis().catch(() => undefined);
    await db.drop().catch(() => undefined);
    throw err;
  }
}

/** Retries `probe` until it resolves true or the time is up; answers how long it took (ms). */
export async function eventually(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 20,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
