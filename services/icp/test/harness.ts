/**
 * Integration harness: a fresh database, the real auth service and the icp service started in-process
 * on the local NATS under a subject prefix of their own, users made through auth's own subjects, and
 * a log of every event published under the prefix. Built on the test kit (`@icp-studio/service-kit/testing`).
 */
import 'reflect-metadata';
import type { ServiceHandle, RpcClient } from '@icp-studio/service-kit';
import {
  People,
  type PeopleHelpers,
  TEST_PASSWORD,
  TestRun,
  type PublishedEvent,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startTestAuth } from '../../auth/test/auth-service.js';
import { startIcpService } from '../src/app.js';
import { icpConfigSchema } from '../src/config.js';

/** The kit's helpers (`eventually`, `rpcError`, ...) under this harness's name. */
export * from '@icp-studio/service-kit/testing';
export const PASSWORD = TEST_PASSWORD;

export interface Stack extends PeopleHelpers {
  rpc: RpcClient;
  /** The icp service under test. */
  icp: ServiceHandle;
  db: TestDatabase;
  /** Every event published under this run's prefix, in arrival order. */
  events: PublishedEvent[];
  waitForEvent(match: (e: PublishedEvent) => boolean, timeoutMs?: number): Promise<PublishedEvent>;
  close(): Promise<void>;
}

/**
 * `aiQueuePrefix`: queue the AI analysis under this BullMQ prefix (each file its own); without it the
 * AI analysis is off and scores keep aiStatus 'none'.
 */
export async function startStack(
  opts: { scopeCacheMs?: number; aiQueuePrefix?: string; aiBackoffMs?: number } = {},
): Promise<Stack> {
  const run = await TestRun.start('icp');
  return run.guard(async () => {
    await startTestAuth(run);
    const icp = await run.start(() =>
      startIcpService(
        icpConfigSchema.parse(
          run.env({
            SCOPE_CACHE_MS: String(opts.scopeCacheMs ?? 5000),
            AI_ANALYSIS_ENABLED: opts.aiQueuePrefix ? 'true' : 'false',
            QUEUE_PREFIX: opts.aiQueuePrefix ?? 'icp-test-unused',
            AI_ANALYSIS_BACKOFF_MS: String(opts.aiBackoffMs ?? 5000),
          }),
        ),
        { handleSignals: false },
      ),
    );
    const rpc = await run.rpc('icp-integration-test');
    const log = await run.events(rpc.connection);
    const people = await People.signIn(rpc);
    return {
      rpc,
      icp,
      ...people.helpers(),
      db: run.db,
      events: log.events,
      waitForEvent: (match, timeoutMs) => log.waitFor(match, timeoutMs),
      close: () => run.close(),
    };
  });
}
