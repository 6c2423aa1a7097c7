/**
 * Integration harness of the ai service: a fresh database, the local NATS under this file's own subject
 * prefix, Redis under this file's own key and queue prefixes; the ai service (and, for the analysis,
 * the real auth and icp services and the worker) started in-process.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { AUTH, type Actor, type ResolvedActor, type Role, type User } from '@icp-studio/contracts';
import { RpcClient, connectNats, type ServiceHandle } from '@icp-studio/service-kit';
import {
  createTestDatabase,
  testEnv,
  uniqueSuffix,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startAuthService } from '../../../auth/src/app.js';
import { authConfigSchema } from '../../../auth/src/config.js';
import { startIcpService } from '../../../icp/src/app.js';
import { icpConfigSchema } from '../../../icp/src/config.js';
import { startAiWorker, type AiWorkerHandle } from '../../src/analysis/worker-app.js';
import { startAiService } from '../../src/app.js';
import { loadAiConfig, loadAiWorkerConfig, type AiConfig } from '../../src/config.js';
import type { Resolver } from '../../src/ssrf/url-guard.js';

export const PASSWORD = 'Passw0rd!long';
const ADMIN_EMAIL = 'admin@icp-studio.test';

export interface Prefixes {
  suffix: string;
  /** NATS_SUBJECT_PREFIX of this file. */
  subjects: string;
  /** BullMQ prefix (QUEUE_PREFIX) of this file. */
  queue: string;
  /** Redis key prefix (rate limits) of this file. */
  redisKeys: string;
}

/** Sets this file's prefixes; call at the top of a test file, before anything starts. */
export function useOwnPrefixes(): Prefixes {
  const suffix = uniqueSuffix();
  const subjects = `t${suffix}.`;
  process.env.NATS_SUBJECT_PREFIX = subjects;
  process.env.LOG_LEVEL ??= 'error';
  return { suffix, subjects, queue: `aitest-${suffix}`, redisKeys: `aitest:${suffix}:` };
}

export function randomActor(role: Role = 'client'): Actor {
  return { userId: randomUUID(), role };
}

/** The ai configuration of a test run; `env` overrides. */
export function aiTestConfig(
  db: TestDatabase,
  p: Prefixes,
  env: Record<string, string> = {},
  worker = false,
): AiConfig {
  const base = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    DATABASE_URL: db.url,
    NATS_URL: testEnv.natsUrl,
    REDIS_URL: testEnv.redisUrl,
    HEALTH_PORT: '0',
    AI_REDIS_KEY_PREFIX: p.redisKeys,
    QUEUE_PREFIX: p.queue,
    ...env,
  };
  return worker ? loadAiWorkerConfig(base) : loadAiConfig(base);
}

/** Deletes every Redis key of this file (rate limits and queues). */
export async function dropRedisKeys(p: Prefixes): Promise<void> {
  const redis = new Redis(testEnv.redisUrl);
  try {
    for (const pattern of [`${p.redisKeys}*`, `${p.queue}:*`]) {
      const keys = await redis.keys(pattern);
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

export interface AiStack {
  db: TestDatabase;
  rpc: RpcClient;
  ai: ServiceHandle;
  call<T>(subject: string, body: unknown, actor: Actor | null): Promise<T>;
  /** Stops the ai service and starts it again with other settings (same database). */
  restart(env: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** The ai service alone (no other service is needed for settings and suggestions). */
export async function startAiStack(
  p: Prefixes,
  opts: { env?: Record<string, string>; resolver?: Resolver } = {},
): Promise<AiStack> {
  const db = await createTestDatabase('ai');
  let ai: ServiceHandle | undefined;
  let nc: NatsConnection | undefined;
  try {
    ai = await startAiService(aiTestConfig(db, p, opts.env), {
      handleSignals: false,
      resolver: opts.resolver,
    });
    nc = await connectNats({ url: testEnv.natsUrl, name: 'ai-integration-test' });
    const rpc = new RpcClient(nc, 15_000);
    const stack: AiStack = {
      db,
      rpc,
      ai,
      call: (subject, body, actor) => rpc.request(subject, body, { actor }),
      async restart(env) {
        await stack.ai.close();
        stack.ai = await startAiService(aiTestConfig(db, p, env), {
          handleSignals: false,
          resolver: opts.resolver,
        });
      },
      async close() {
        await nc?.drain().catch(() => undefined);
        await stack.ai.close();
        await dropRedisKeys(p);
        await db.drop();
      },
    };
    return stack;
  } catch (err) {
    await nc?.drain().catch(() => undefined);
    await ai?.close().catch(() => undefined);
    await db.drop().catch(() => undefined);
    throw err;
  }
}

export interface Person {
  actor: Actor;
  user: User;
}

export interface PublishedEvent {
  subject: string;
  data: unknown;
}

export interface FullStack extends AiStack {
  admin: Person;
  worker: AiWorkerHandle;
  events: PublishedEvent[];
  register(username: string): Promise<Person>;
  makeAdvisor(username: string): Promise<Person>;
  assign(clientId: string, advisorId: string): Promise<void>;
  /** Stops the worker and starts another with other settings. */
  restartWorker(env?: Record<string, string>): Promise<void>;
}

/** The real auth and icp services, the ai service and its worker: the whole AI analysis path. */
export async function startFullStack(
  p: Prefixes,
  opts: {
    aiEnv?: Record<string, string>;
    workerEnv?: Record<string, string>;
    icpEnv?: Record<string, string>;
  } = {},
): Promise<FullStack> {
  const db = await createTestDatabase('aifull');
  const handles: { close(): Promise<void> }[] = [];
  let nc: NatsConnection | undefined;
  let sub: Subscription | undefined;
  try {
    const common = {
      DATABASE_URL: db.url,
      NATS_URL: testEnv.natsUrl,
      REDIS_URL: testEnv.redisUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    };
    handles.push(
      await startAuthService(
        authConfigSchema.parse({
          ...common,
          ADMIN_EMAIL,
          ADMIN_PASSWORD: PASSWORD,
          APP_URL: 'http://localhost:8080',
        }),
        { handleSignals: false },
      ),
    );
    handles.push(
      await startIcpService(
        icpConfigSchema.parse({
          ...common,
          QUEUE_PREFIX: p.queue,
          AI_ANALYSIS_ENABLED: 'true',
          AI_ANALYSIS_BACKOFF_MS: '50',
          ...opts.icpEnv,
        }),
        { handleSignals: false },
      ),
    );
    const ai = await startAiService(aiTestConfig(db, p, opts.aiEnv), { handleSignals: false });
    handles.push(ai);
    let worker = await startAiWorker(aiTestConfig(db, p, { ...opts.aiEnv, ...opts.workerEnv }, true), {
      handleSignals: false,
    });

    nc = await connectNats({ url: testEnv.natsUrl, name: 'ai-full-integration-test' });
    const rpc = new RpcClient(nc, 15_000);
    const events: PublishedEvent[] = [];
    sub = nc.subscribe(`${p.subjects}events.>`, {
      callback: (_err, msg: Msg) => {
        const packet = msg.json<{ pattern: string; data: unknown }>();
        events.push({ subject: msg.subject.slice(p.subjects.length), data: packet.data });
      },
    });
    await nc.flush();
    const signedIn = await rpc.request<ResolvedActor>(AUTH.verifyCredentials, {
      username: ADMIN_EMAIL,
      password: PASSWORD,
    });
    const admin: Person = { actor: { userId: signedIn.user.id, role: 'admin' }, user: signedIn.user };
    const register = async (username: string): Promise<Person> => {
      const user = await rpc.request<User>(AUTH.register, {
        username,
        email: `${username}@example.com`,
        firstName: username,
        lastName: 'Tester',
        password: PASSWORD,
      });
      return { actor: { userId: user.id, role: user.role }, user };
    };
    const stack: FullStack = {
      db,
      rpc,
      ai,
      admin,
      worker,
      events,
      register,
      call: (subject, body, actor) => rpc.request(subject, body, { actor }),
      async makeAdvisor(username) {
        const person = await register(username);
        const user = await rpc.request<User>(
          AUTH.setRole,
          { id: person.user.id, role: 'team_member' },
          { actor: admin.actor },
        );
        return { actor: { userId: user.id, role: 'team_member' }, user };
      },
      async assign(clientId, advisorId) {
        await rpc.request(AUTH.createAssignment, { clientId, advisorId }, { actor: admin.actor });
      },
      async restart() {
        throw new Error('not supported on the full stack');
      },
      async restartWorker(env = {}) {
        await worker.close();
        worker = await startAiWorker(aiTestConfig(db, p, { ...opts.aiEnv, ...env }, true), {
          handleSignals: false,
        });
        stack.worker = worker;
      },
      async close() {
        sub?.unsubscribe();
        await nc?.drain().catch(() => undefined);
        await stack.worker.close();
        for (const h of handles.reverse()) await h.close();
        await dropRedisKeys(p);
        await db.drop();
      },
    };
    return stack;
  } catch (err) {
    sub?.unsubscribe();
    await nc?.drain().catch(() => undefined);
    for (const h of handles.reverse()) await h.close().catch(() => undefined);
    await db.drop().catch(() => undefined);
    throw err;
  }
}

/** Retries `probe` until it answers true or the time is up. */
export async function eventually(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 25,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface RpcFailure {
  status: number;
  message: string;
  fields?: Record<string, string[]>;
  retryAfter?: number;
}

/** The error an RPC rejected with (fails the test when it succeeded). */
export async function rpcError(p: Promise<unknown>): Promise<RpcFailure> {
  try {
    await p;
  } catch (err) {
    return err as RpcFailure;
  }
  throw new Error('expected the request to fail');
}

/**
 * Captures everything this process writes to stdout and stderr — pino's JSON lines (written with
 * fs.write/fs.writeSync on fd 1) and anything through process.stdout/stderr — while it is installed.
 */
export function captureOutput(): { text(): string; lines(): string[]; restore(): void } {
  const chunks: string[] = [];
  const toText = (data: unknown) =>
    typeof data === 'string'
      ? data
      : Buffer.isBuffer(data) || data instanceof Uint8Array
        ? Buffer.from(data).toString('utf8')
        : '';
  const original = {
    write: fs.write,
    writeSync: fs.writeSync,
    out: process.stdout.write,
    err: process.stderr.write,
  };
  const mutableFs = fs as unknown as Record<string, unknown>;
  mutableFs.writeSync = (fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd === 1 || fd === 2) {
      const text = toText(data);
      chunks.push(text);
      return Buffer.byteLength(text);
    }
    return (original.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
  };
  mutableFs.write = (fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd === 1 || fd === 2) {
      const text = toText(data);
      chunks.push(text);
      const cb = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
      if (cb) process.nextTick(cb, null, Buffer.byteLength(text));
      return;
    }
    return (original.write as (...a: unknown[]) => void)(fd, data, ...rest);
  };
  const tap =
    (stream: NodeJS.WriteStream, write: typeof process.stdout.write) =>
    (chunk: unknown, ...rest: unknown[]): boolean => {
      chunks.push(toText(chunk));
      return (write as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
    };
  process.stdout.write = tap(process.stdout, original.out) as typeof process.stdout.write;
  process.stderr.write = tap(process.stderr, original.err) as typeof process.stderr.write;
  return {
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((l) => l.trim()),
    restore() {
      mutableFs.write = original.write;
      mutableFs.writeSync = original.writeSync;
      process.stdout.write = original.out;
      process.stderr.write = original.err;
    },
  };
}
