/**
 * Integration harness: a fresh database, the real auth, icp and playbook services in-process on the local
 * NATS under this file's own subject prefix, the real gateway on a random port, the pdf queue under this
 * file's own prefix, and (optionally) the pdf worker in-process. People sign up and work through the
 * gateway's HTTP API, as the browser does.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  Client,
  dropRedisKeys,
  TestRun,
  testEnv,
  uniqueSuffix,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startTestAuth } from '../../auth/test/auth-service.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';
import type { GatewayHandle } from '../../gateway/src/app.js';
import { startTestGateway } from '../../gateway/test/support/stack.js';
import { startPdfWorker, type PdfWorkerHandle } from '../src/app.js';
import { loadPdfConfig } from '../src/config.js';

export { Client, eventually, type Answer } from '@icp-studio/service-kit/testing';
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
  const run = await TestRun.start('pdf');
  const redis = new Redis(testEnv.redisUrl);
  run.defer(() => redis.disconnect());
  run.defer(() => dropRedisKeys(`${prefixes.queue}:`));
  return run.guard(async () => {
    const env = run.env();
    await startTestAuth(run, { ...env, ADMIN_EMAIL });
    // The documents print the scores the tests wrote (or "Not analysed yet"): no re-score after saves.
    await run.start(() =>
      startIcpService(icpConfigSchema.parse({ ...env, SCORE_REFRESH_ENABLED: 'false' }), {
        handleSignals: false,
      }),
    );
    await run.start(() => startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }));
    const gateway = await run.start(() =>
      startTestGateway(`pdf${uniqueSuffix()}`, {
        LOG_LEVEL: env.LOG_LEVEL!,
        NATS_REQUEST_TIMEOUT_MS: '5000',
      }),
    );
    const worker =
      opts.worker === false
        ? undefined
        : await run.start(() =>
            startPdfWorker(
              loadPdfConfig({
                ...env,
                QUEUE_PREFIX: prefixes.queue,
                PDF_POOL_SIZE: String(opts.poolSize ?? 2),
                ...(opts.chromiumPath ? { CHROMIUM_PATH: opts.chromiumPath } : {}),
              }),
              { handleSignals: false },
            ),
          );
    let counter = 0;
    return {
      gateway,
      worker,
      db: run.db,
      redis,
      prefixes,
      async signUp(firstName = 'Test') {
        const client = new Client(gateway.url);
        const tag = `${randomBytes(3).toString('hex')}${counter++}`;
        const res = await client.post('/api/auth/register', {
          username: `u_${tag}`,
          email: `u_${tag}@example.com`,
          firstName,
          lastName: 'Tester',
          password: PASSWORD,
        });
        if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
        return client;
      },
      async admin() {
        const client = new Client(gateway.url);
        const res = await client.post('/api/auth/login', { username: ADMIN_EMAIL, password: PASSWORD });
        if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
        return client;
      },
      close: () => run.close(),
    };
  });
}
