import 'reflect-metadata';
import type { Server } from 'node:http';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { AI_ANALYSIS_JOB_OPTIONS, QUEUES } from '@icp-studio/contracts';
import {
  RpcClient,
  connectNats,
  actorProofs,
  createLogger,
  initMetrics,
  jobSeconds,
  logger,
  migrate,
  queueDepth,
  startOpsServer,
} from '@icp-studio/service-kit';
import { encryptionKey, type AiConfig } from '../config.js';
import { createAiDataSource } from '../infra/database.js';
import { queueConnection } from '@icp-studio/service-kit';
import { ProviderFactory } from '../providers/factory.js';
import { KeyCipher } from '../settings/key-cipher.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { SettingsService } from '../settings/settings.service.js';
import { UrlGuard, type Resolver } from '../ssrf/url-guard.js';
import { AnalysisProcessor } from './analysis.processor.js';

export interface AiWorkerHandle {
  worker: Worker;
  ops: Server | undefined;
  /** Stops taking jobs, lets the current ones finish, then closes NATS, PostgreSQL and Redis. */
  close(): Promise<void>;
}

const DAY = 24 * 3600;

/**
 * The worker's job locks. BullMQ renews a held job's lock every `lockDuration / 2` while the job runs (a
 * long provider call included), so the lock need not outlast AI_TIMEOUT_MS: it only bounds how long a
 * job whose worker died (kill -9, OOM, node lost) waits before a stalled-job check, every
 * `stalledInterval` in each live worker, hands it out again. Like the pdf worker's, and a job may stall
 * as often as it may fail.
 */
export const AI_WORKER_LOCKS = {
  lockDuration: 10_000,
  stalledInterval: 5_000,
  maxStalledCount: AI_ANALYSIS_JOB_OPTIONS.attempts - 1,
} as const;

/**
 * Starts the ai-analysis worker (its own process: dist/worker.js): processes QUEUES.aiAnalysis under
 * QUEUE_PREFIX with AI_WORKER_CONCURRENCY, keeps at most AI_JOBS_KEEP_COMPLETED finished jobs (a day)
 * and AI_JOBS_KEEP_FAILED failed ones (a week), answers `/health` on HEALTH_PORT (3114), and on
 * SIGTERM/SIGINT finishes the jobs in hand before it exits.
 */
export async function startAiWorker(
  config: AiConfig,
  opts: { handleSignals?: boolean; resolver?: Resolver } = {},
): Promise<AiWorkerHandle> {
  createLogger('ai-worker', config.LOG_LEVEL);
  initMetrics('ai-worker');
  // Checks its jobs' signed actors (docs/developing.md, "Who is asking: signed actors").
  actorProofs();
  const ds = createAiDataSource(config.DATABASE_URL, 4);
  let nc: NatsConnection | undefined;
  let connection: Redis | undefined;
  try {
    await migrate(ds);
    nc = await connectNats({ url: config.NATS_URL, name: 'ai-worker' });
    const rpc = new RpcClient(nc, config.NATS_REQUEST_TIMEOUT_MS, {
      readHedgeMs: config.RPC_READ_HEDGE_MS,
    });
    const guard = new UrlGuard({ allowPrivate: config.AI_ALLOW_PRIVATE_URLS, resolver: opts.resolver });
    const settings = new SettingsService(
      new SettingsRepository(ds),
      config,
      new KeyCipher(encryptionKey(config)),
      guard,
    );
    const processor = new AnalysisProcessor(rpc, settings, new ProviderFactory(config, guard));
    connection = queueConnection(config.REDIS_URL);
    const worker = new Worker(QUEUES.aiAnalysis, (job) => processor.process(job), {
      connection,
      prefix: config.QUEUE_PREFIX,
      concurrency: config.AI_WORKER_CONCURRENCY,
      removeOnComplete: { count: config.AI_JOBS_KEEP_COMPLETED, age: DAY },
      removeOnFail: { count: config.AI_JOBS_KEEP_FAILED, age: 7 * DAY },
      ...AI_WORKER_LOCKS,
    });
    worker.on('error', (err) => logger().warn({ err: err.message }, 'ai worker error'));
    // Job durations for /metrics (icp_job_seconds{queue="ai-analysis", outcome}).
    const timed = (job: { processedOn?: number; finishedOn?: number } | undefined, outcome: string) => {
      if (job?.processedOn && job.finishedOn)
        jobSeconds.observe({ queue: QUEUES.aiAnalysis, outcome }, (job.finishedOn - job.processedOn) / 1000);
    };
    worker.on('completed', (job) => timed(job, 'ok'));
    worker.on('failed', (job, err) => {
      timed(job, err?.name === 'UnrecoverableError' ? 'refused' : 'error');
      logger().warn(
        { jobId: job?.id, attempts: job?.attemptsMade, reason: err.message },
        'ai analysis job failed',
      );
    });
    await worker.waitUntilReady();
    const redis = connection;
    const natsConn = nc;
    const ops =
      config.HEALTH_PORT !== undefined
        ? await startOpsServer({
            port: config.HEALTH_PORT,
            service: 'ai-worker',
            checks: {
              database: async () => {
                await ds.query('SELECT 1');
              },
              redis: async () => {
                await redis.ping();
              },
              nats: () => {
                if (natsConn.isClosed()) throw new Error('closed');
              },
              worker: () => {
                if (!worker.isRunning()) throw new Error('not running');
              },
            },
          })
        : undefined;
    logger().info({ queue: QUEUES.aiAnalysis, prefix: config.QUEUE_PREFIX }, 'ai worker started');

    // The queue's depth for /metrics (icp_queue_jobs{queue="ai-analysis", state}), sampled: what an
    // operator watches, and what the HPA/KEDA alternatives scale the workers on (see k8s/).
    const depth = new Queue(QUEUES.aiAnalysis, {
      connection: { url: config.REDIS_URL },
      prefix: config.QUEUE_PREFIX,
    });
    depth.on('error', () => undefined);
    const sample = () =>
      depth
        .getJobCounts('waiting', 'active', 'delayed', 'failed')
        .then((counts) => {
          for (const [state, n] of Object.entries(counts))
            queueDepth.set({ queue: QUEUES.aiAnalysis, state }, n);
        })
        .catch(() => undefined);
    void sample();
    const sampler = setInterval(sample, 5000);
    sampler.unref();

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        logger().info('ai worker shutting down');
        clearInterval(sampler);
        ops?.close();
        await worker.close(); // waits for the jobs in hand
        await depth.close().catch(() => undefined);
        await natsConn.drain().catch(() => undefined);
        await redis.quit().catch(() => redis.disconnect());
        if (ds.isInitialized) await ds.destroy();
        logger().info('ai worker stopped');
      })());
    if (opts.handleSignals !== false) {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => {
          close().then(
            () => process.exit(0),
            (err) => {
              logger().error({ err }, 'shutdown failed');
              process.exit(1);
            },
          );
        });
      }
    }
    return { worker, ops, close };
  } catch (err) {
    await nc?.drain().catch(() => undefined);
    connection?.disconnect();
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    throw err;
  }
}
