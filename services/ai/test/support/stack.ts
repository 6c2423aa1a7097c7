/**
 * Integration harness of the ai service: a fresh database, the local NATS under this file's own subject
 * prefix, Redis under this file's own key and queue prefixes; the ai service (and, for the analysis,
 * the real auth and icp services and the worker) started in-process.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Actor, Role } from '@icp-studio/contracts';
import type { RpcClient, ServiceHandle } from '@icp-studio/service-kit';
import {
  dropRedisKeys as dropKeys,
  People,
  TestRun,
  testEnv,
  uniqueSuffix,
  type Person,
  type PublishedEvent,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startTestAuth } from '../../../auth/test/auth-service.js';
import { startIcpService } from '../../../icp/src/app.js';
import { icpConfigSchema } from '../../../icp/src/config.js';
import { startAiWorker, type AiWorkerHandle } from '../../src/analysis/worker-app.js';
import { startAiService } from '../../src/app.js';
import { loadAiConfig, loadAiWorkerConfig, type AiConfig } from '../../src/config.js';
import type { Resolver } from '../../src/ssrf/url-guard.js';

/** The kit's helpers (`eventually`, `rpcError`, ...) under this harness's name. */
export * from '@icp-studio/service-kit/testing';

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
export function dropRedisKeys(p: Prefixes): Promise<void> {
  return dropKeys(p.redisKeys, `${p.queue}:`);
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
  const run = await TestRun.start('ai');
  run.defer(() => dropRedisKeys(p));
  const start = (env?: Record<string, string>) =>
    startAiService(aiTestConfig(run.db, p, env), { handleSignals: false, resolver: opts.resolver });
  return run.guard(async () => {
    let ai = await start(opts.env);
    run.defer(() => ai.close());
    const rpc = await run.rpc('ai-integration-test', 15_000);
    const stack: AiStack = {
      db: run.db,
      rpc,
      ai,
      call: (subject, body, actor) => rpc.request(subject, body, { actor }),
      async restart(env) {
        await ai.close();
        ai = stack.ai = await start(env);
      },
      close: () => run.close(),
    };
    return stack;
  });
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
  const run = await TestRun.start('aifull');
  run.defer(() => dropRedisKeys(p));
  return run.guard(async () => {
    const env = run.env();
    await startTestAuth(run);
    await run.start(() =>
      startIcpService(
        icpConfigSchema.parse({
          ...env,
          QUEUE_PREFIX: p.queue,
          AI_ANALYSIS_ENABLED: 'true',
          AI_ANALYSIS_BACKOFF_MS: '50',
          ...opts.icpEnv,
        }),
        { handleSignals: false },
      ),
    );
    const ai = await run.start(() =>
      startAiService(aiTestConfig(run.db, p, opts.aiEnv), { handleSignals: false }),
    );
    const startWorker = (extra?: Record<string, string>) =>
      startAiWorker(aiTestConfig(run.db, p, { ...opts.aiEnv, ...extra }, true), { handleSignals: false });
    let worker = await startWorker(opts.workerEnv);
    run.defer(() => worker.close());

    const rpc = await run.rpc('ai-full-integration-test', 15_000);
    const log = await run.events(rpc.connection);
    const people = await People.signIn(rpc);
    const stack: FullStack = {
      db: run.db,
      rpc,
      ai,
      admin: people.admin,
      worker,
      events: log.events,
      register: (username) => people.register(username),
      makeAdvisor: (username) => people.makeAdvisor(username),
      assign: (clientId, advisorId) => people.assign(clientId, advisorId),
      call: (subject, body, actor) => rpc.request(subject, body, { actor }),
      async restart() {
        throw new Error('not supported on the full stack');
      },
      async restartWorker(extra = {}) {
        await worker.close();
        worker = stack.worker = await startWorker(extra);
      },
      close: () => run.close(),
    };
    return stack;
  });
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
