/**
 * Integration harness: a fresh database, the real auth service and the icp service started in-process
 * on the local NATS under a subject prefix of their own, users made through auth's own subjects, and
 * a log of every event published under the prefix. Built on the test kit (`@icp-studio/service-kit/testing`).
 */
import 'reflect-metadata';
import type { ServiceHandle } from '@icp-studio/service-kit';
import { TestRun, type NatsStack } from '@icp-studio/service-kit/testing';
import { startTestAuth } from '../../auth/test/auth-service.js';
import { startIcpService } from '../src/app.js';
import { icpConfigSchema } from '../src/config.js';

/** The kit's helpers (`eventually`, `rpcError`, ...) under this harness's name. */
export * from '@icp-studio/service-kit/testing';

export interface Stack extends NatsStack {
  /** The icp service under test. */
  icp: ServiceHandle;
  /** The environment it was started with (a second instance starts from it). */
  env: Record<string, string>;
  /** The BullMQ prefix of its queues. */
  queuePrefix: string;
}

/**
 * `aiQueuePrefix`: queue the AI analysis under this BullMQ prefix (each file its own); without it the
 * AI analysis is off and scores keep aiStatus 'none'. `scoreRefresh`: saves queue a re-score, run by
 * the service (off by default: a save then leaves the score stale, and a new profile has none, so
 * the other files read exactly what they wrote).
 */
export async function startStack(
  opts: { scopeCacheMs?: number; aiQueuePrefix?: string; aiBackoffMs?: number; scoreRefresh?: boolean } = {},
): Promise<Stack> {
  const run = await TestRun.start('icp');
  return run.guard(async () => {
    await startTestAuth(run);
    const env = run.env({
      SCOPE_CACHE_MS: String(opts.scopeCacheMs ?? 5000),
      AI_ANALYSIS_ENABLED: opts.aiQueuePrefix ? 'true' : 'false',
      ...(opts.aiQueuePrefix ? { QUEUE_PREFIX: opts.aiQueuePrefix } : {}),
      SCORE_REFRESH_ENABLED: opts.scoreRefresh ? 'true' : 'false',
      AI_ANALYSIS_BACKOFF_MS: String(opts.aiBackoffMs ?? 5000),
    });
    const icp = await run.start(() => startIcpService(icpConfigSchema.parse(env), { handleSignals: false }));
    return { ...(await run.natsStack('icp-integration-test')), icp, env, queuePrefix: env.QUEUE_PREFIX! };
  });
}
