import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { Queue, Worker } from 'bullmq';
import type { NatsConnection } from '@nats-io/transport-node';
import { PDF_JOB_OPTIONS, QUEUES, type PdfJob, type PdfJobResult } from '@icp-studio/contracts';
import {
  RpcClient,
  connectNats,
  createLogger,
  initMetrics,
  jobSeconds,
  logger,
  queueDepth,
  startOpsServer,
} from '@icp-studio/service-kit';
import type { PdfConfig } from './config.js';
import { PdfJobProcessor } from './jobs/pdf-job.processor.js';
import { BrowserPool } from './render/browser-pool.js';

export interface PdfWorkerHandle {
  worker: Worker<PdfJob, PdfJobResult>;
  pool: BrowserPool;
  ops: Server | undefined;
  /** Stops taking jobs, finishes the ones in hand, closes the browser, NATS and Redis. */
  close(): Promise<void>;
}

/**
 * Starts the pdf worker: Chromium with a pool of warm pages, the BullMQ worker on the `pdf` queue (as
 * many jobs at once as the pool has pages), NATS to load the documents, Redis to hand the PDFs back,
 * and the ops server (`/health`: NATS, Redis, browser). Tests start it in-process with
 * `{handleSignals: false}` and stop it with `close()`.
 */
export async function startPdfWorker(
  config: PdfConfig,
  opts: { handleSignals?: boolean } = {},
): Promise<PdfWorkerHandle> {
  createLogger('pdf', config.LOG_LEVEL);
  initMetrics('pdf');
  const pool = new BrowserPool({
    executablePath: config.CHROMIUM_PATH,
    size: config.PDF_POOL_SIZE,
    renderTimeoutMs: config.PDF_RENDER_TIMEOUT_MS,
  });
  let nc: NatsConnection | undefined;
  let redis: Redis | undefined;
  let worker: Worker<PdfJob, PdfJobResult> | undefined;
  let ops: Server | undefined;
  try {
    await pool.start();
    nc = await connectNats({ url: config.NATS_URL, name: 'pdf' });
    const rpc = new RpcClient(nc, config.NATS_REQUEST_TIMEOUT_MS);
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, connectTimeout: 3000 });
    redis.on('error', (err: Error) => logger().warn({ err: err.message }, 'redis error'));
    await redis.ping();

    const processor = new PdfJobProcessor({
      rpc,
      pool,
      redis,
      queuePrefix: config.QUEUE_PREFIX,
      resultTtlSeconds: config.PDF_RESULT_TTL_SECONDS,
      testDelayMs: config.PDF_TEST_DELAY_MS,
    });
    worker = new Worker<PdfJob, PdfJobResult>(QUEUES.pdf, (job) => processor.process(job), {
      connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
      prefix: config.QUEUE_PREFIX,
      concurrency: pool.size,
      lockDuration: config.PDF_LOCK_DURATION_MS,
      stalledInterval: config.PDF_STALLED_INTERVAL_MS,
      maxStalledCount: PDF_JOB_OPTIONS.attempts - 1,
    });
    worker.on('error', (err) => logger().warn({ err: err.message }, 'worker error'));
    const timed = (job: { processedOn?: number; finishedOn?: number } | undefined, outcome: string) => {
      if (job?.processedOn && job.finishedOn)
        jobSeconds.observe({ queue: QUEUES.pdf, outcome }, (job.finishedOn - job.processedOn) / 1000);
    };
    worker.on('completed', (job) => timed(job, 'ok'));
    worker.on('failed', (job, err) => timed(job, err?.name === 'UnrecoverableError' ? 'refused' : 'error'));
    await worker.waitUntilReady();

    const conn = nc;
    const r = redis;
    ops = await startOpsServer({
      port: config.HEALTH_PORT,
      service: 'pdf',
      checks: {
        nats: () => {
          if (conn.isClosed()) throw new Error('closed');
        },
        redis: async () => {
          await r.ping();
        },
        browser: () => {
          if (!pool.connected) throw new Error('disconnected');
        },
      },
    });
  } catch (err) {
    await worker?.close().catch(() => undefined);
    await pool.close();
    await nc?.drain().catch(() => undefined);
    redis?.disconnect();
    throw err;
  }
  logger().info({ pool: pool.size, queuePrefix: config.QUEUE_PREFIX }, 'pdf worker started');

  const started = { worker, redis, nc, ops };

  // The queue's depth for /metrics, sampled (the autoscaler of the pdf workers reads it).
  const depth = new Queue(QUEUES.pdf, { connection: { url: config.REDIS_URL }, prefix: config.QUEUE_PREFIX });
  depth.on('error', () => undefined);
  const sample = () =>
    depth
      .getJobCounts('waiting', 'active', 'delayed', 'failed')
      .then((counts) => {
        for (const [state, n] of Object.entries(counts)) queueDepth.set({ queue: QUEUES.pdf, state }, n);
      })
      .catch(() => undefined);
  void sample();
  const sampler = setInterval(sample, 5000);
  sampler.unref();
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      logger().info('shutting down');
      clearInterval(sampler);
      started.ops?.close();
      await started.worker.close();
      await depth.close().catch(() => undefined);
      await pool.close();
      await started.nc.drain().catch(() => undefined);
      await started.redis.quit().catch(() => started.redis.disconnect());
      logger().info('stopped');
    })());
  if (opts.handleSignals !== false) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        close().then(
          () => process.exit(0),
          (err: unknown) => {
            logger().error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  }
  return { worker, pool, ops, close };
}
