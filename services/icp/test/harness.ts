/**
 * Integration harness: a fresh database, the real auth service and the icp service started in-process
 * on the local NATS under a subject prefix of their own, users made through auth's own subjects, and
 * a log of every event published under the prefix. Built on the test kit (`@icp-studio/service-kit/testing`).
 */
import 'reflect-metadata';
import type { ServiceHandle, RpcClient } from '@icp-studio/service-kit';
import {
  People,
  TEST_ADMIN_EMAIL,
  TEST_PASSWORD,
  TestRun,
  useOwnSubjectPrefix as ownSubjectPrefix,
  type Person,
  type PublishedEvent,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startAuthService } from '../../auth/src/app.js';
import { authConfigSchema } from '../../auth/src/config.js';
import { startIcpService } from '../src/app.js';
import { icpConfigSchema } from '../src/config.js';

export { eventually, rpcError, type Person, type PublishedEvent } from '@icp-studio/service-kit/testing';
export const PASSWORD = TEST_PASSWORD;

export interface Stack {
  rpc: RpcClient;
  /** The icp service under test. */
  icp: ServiceHandle;
  admin: Person;
  db: TestDatabase;
  /** Every event published under this run's prefix, in arrival order. */
  events: PublishedEvent[];
  register(username: string, firstName: string, lastName: string): Promise<Person>;
  makeAdvisor(username: string, firstName: string, lastName: string): Promise<Person>;
  assign(clientId: string, advisorId: string): Promise<void>;
  unassign(clientId: string): Promise<void>;
  waitForEvent(match: (e: PublishedEvent) => boolean, timeoutMs?: number): Promise<PublishedEvent>;
  close(): Promise<void>;
}

/** Sets this file's NATS subject prefix; call at the top of a test file, before anything starts. */
export const useOwnSubjectPrefix = (): string => ownSubjectPrefix('t');

/**
 * `aiQueuePrefix`: queue the AI analysis under this BullMQ prefix (each file its own); without it the
 * AI analysis is off and scores keep aiStatus 'none'.
 */
export async function startStack(
  opts: { scopeCacheMs?: number; aiQueuePrefix?: string; aiBackoffMs?: number } = {},
): Promise<Stack> {
  const run = await TestRun.start('icp');
  return run.guard(async () => {
    await run.start(() =>
      startAuthService(
        authConfigSchema.parse(
          run.env({
            ADMIN_EMAIL: TEST_ADMIN_EMAIL,
            ADMIN_PASSWORD: TEST_PASSWORD,
            APP_URL: 'http://localhost:8080',
          }),
        ),
        { handleSignals: false },
      ),
    );
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
