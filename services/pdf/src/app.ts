import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { Queue, Worker } from 'bullmq';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  PDF_HEARTBEAT,
  PDF_JOB_OPTIONS,
  QUEUES,
  pdfWorkerKey,
  pdfWorkersKey,
  type PdfJob,
  type PdfJobResult,
  type PdfWorkerStatus,
} from '@icp-studio/contracts';
import {
  RpcClient,
  connectNats,
  actorProofs,
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
  /** Whether it takes jobs (its browser started), and if not, why: what its heartbeat says. */
  status(): PdfWorkerStatus & { detail?: string };
  /** Stops taking jobs, finishes the ones in hand, closes the browser, NATS and Redis. */
  close(): Promise<void>;
}

/**
 * Starts the pdf worker: Chromium with a pool of warm pages, the BullMQ worker on the `pdf` queue (as
 * many jobs at once as the pool has pages), NATS to load the documents, Redis to hand the PDFs back,
 * and the ops server (`/health`: NATS, Redis, browser). Tests start it in-process with
 * `{handleSignals: false}` and stop it with `close()`.
 *
 * When the browser cannot start (Chromium missing, CHROMIUM_PATH wrong), the worker still runs: it takes
 * no jobs, its `/health` answers 200 with `status: "degraded"` and the browser's error, its heartbeat in
 * Redis tells the gateway why PDF export is unavailable (exports answer 503 at once), and it tries to
 * start the browser again (every minute at most), taking jobs from the moment it does.
 */
export async function startPdfWorker(
  config: PdfConfig,
  opts: { handleSignals?: boolean } = {},
): Promise<PdfWorkerHandle> {
  createLogger('pdf', config.LOG_LEVEL);
  initMetrics('pdf');
  // Checks its jobs' signed actors (docs/developing.md, "Who is asking: signed actors").
  actorProofs();
  const pool = new BrowserPool({
    executablePath: config.CHROMIUM_PATH,
    size: config.PDF_POOL_SIZE,
    renderTimeoutMs: config.PDF_RENDER_TIMEOUT_MS,
  });
  let nc: NatsConnection | undefined;
  let redis: Redis | undefined;
  let worker: Worker<PdfJob, PdfJobResult> | undefined;
  let ops: Server | undefined;
  const workerId = randomUUID();
  // Set while the browser has never started: the user's words and the browser's own error.
  let browserProblem: { reason: string; detail: string } | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  // Rewrites the heartbeat at once (set once Redis is connected).
  let beatNow = () => undefined as unknown;
  try {
    try {
      await pool.start();
    } catch (err) {
      browserProblem = {
        reason: 'the PDF renderer (Chromium) could not start',
        detail: firstLine(err),
      };
      logger().warn(
        { err: browserProblem.detail, executablePath: config.CHROMIUM_PATH },
        'browser could not start: PDF export is unavailable until it does (the worker keeps running)',
      );
    }
    nc = await connectNats({ url: config.NATS_URL, name: 'pdf' });
    const rpc = new RpcClient(nc, config.NATS_REQUEST_TIMEOUT_MS, {
      readHedgeMs: config.RPC_READ_HEDGE_MS,
    });
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
      // Jobs are taken only once the browser runs.
      autorun: false,
    });
    worker.on('error', (err) => logger().warn({ err: err.message }, 'worker error'));
    const timed = (job: { processedOn?: number; finishedOn?: number } | undefined, outcome: string) => {
      if (job?.processedOn && job.finishedOn)
        jobSeconds.observe({ queue: QUEUES.pdf, outcome }, (job.finishedOn - job.processedOn) / 1000);
    };
    worker.on('completed', (job) => timed(job, 'ok'));
    worker.on('failed', (job, err) => timed(job, err?.name === 'UnrecoverableError' ? 'refused' : 'error'));
    await worker.waitUntilReady();
    const w = worker;
    const takeJobs = () => {
      w.run().catch((err: Error) => logger().error({ err: err.message }, 'worker stopped'));
    };
    if (!browserProblem) takeJobs();
    else {
      const retry = (delayMs: number) => {
        retryTimer = setTimeout(() => {
          pool.start().then(
            () => {
              if (closed) return;
              browserProblem = undefined;
              logger().info('browser started: PDF export is available');
              takeJobs();
              beatNow();
            },
            (err: unknown) => {
              if (closed) return;
              if (browserProblem) browserProblem.detail = firstLine(err);
              retry(Math.min(delayMs * 2, 60_000));
            },
          );
        }, delayMs);
        retryTimer.unref();
      };
      retry(1000);
    }

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
        // A browser that never started leaves the worker up but degraded (200, with the reason); one
        // that started and is gone (being relaunched) makes it unhealthy.
        browser: () => {
          if (browserProblem) return `unavailable: ${browserProblem.detail}`;
          if (!pool.connected) throw new Error('disconnected');
        },
      },
    });
  } catch (err) {
    closed = true;
    clearTimeout(retryTimer);
    await worker?.close().catch(() => undefined);
    await pool.close();
    await nc?.drain().catch(() => undefined);
    redis?.disconnect();
    throw err;
  }
  logger().info({ pool: pool.size, queuePrefix: config.QUEUE_PREFIX }, 'pdf worker started');

  const started = { worker, redis, nc, ops };
  const status = (): PdfWorkerStatus & { detail?: string } =>
    browserProblem ? { ready: false, ...browserProblem } : { ready: true };

  // The heartbeat the gateway reads before it queues an export.
  const beatKey = pdfWorkerKey(config.QUEUE_PREFIX, workerId);
  const setKey = pdfWorkersKey(config.QUEUE_PREFIX);
  const beat = () => {
    const { ready, reason } = status();
    return started.redis
      .multi()
      .set(beatKey, JSON.stringify({ ready, reason }), 'PX', PDF_HEARTBEAT.ttlMs)
      .sadd(setKey, workerId)
      .exec()
      .catch(() => undefined);
  };
  await beat();
  beatNow = beat;
  const heartbeat = setInterval(() => void beat(), PDF_HEARTBEAT.everyMs);
  heartbeat.unref();

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
      closed = true;
      clearInterval(sampler);
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      await started.redis
        .multi()
        .del(beatKey)
        .srem(setKey, workerId)
        .exec()
        .catch(() => undefined);
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
  return { worker, pool, ops, status, close };
}

/** An error's first line (Playwright's launch errors go on for a page). */
function firstLine(err: unknown): string {
  return (
    String((err as Error)?.message ?? err)
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 300) ?? 'unknown error'
  );
}
