import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  QUEUES,
  scoreRefreshJobId,
  scoreRefreshJobSchema,
  type ScoreRefreshJob,
} from '@icp-studio/contracts';
import {
  currentCorrelationId,
  jobSeconds,
  logger,
  queueConnection,
  withCorrelation,
} from '@icp-studio/service-kit';
import type { IcpConfig } from '../config.js';
import { addWithin, closeProducer, producerQueue } from '../infra/queue.js';
import { ICP_CONFIG } from '../infra/tokens.js';
import { IcpsRepository } from '../icps/icps.repository.js';

const HOUR = 3600;
const ATTEMPTS = 3;
/** Profiles whose score is behind their last save, queued per start-up sweep. */
export const SWEEP_LIMIT = 5000;

/**
 * The producer side of the re-score after a save (docs/product.md §10, "The score follows the
 * profile"): one job per profile and save on QUEUES.scoreRefresh, so a re-sent save never queues
 * twice. When the queue is off, or Redis does not take the job within ENQUEUE_TIMEOUT_MS, the save
 * records that no re-score is coming (`score_failed_at`): the page then says the score is out of date
 * instead of waiting for one. The save itself never fails for it.
 */
@Injectable()
export class ScoreRefreshQueue implements OnApplicationShutdown {
  private readonly producer: { queue?: Queue; redis?: Redis } = {};

  constructor(
    @Inject(ICP_CONFIG) private readonly config: IcpConfig,
    private readonly icps: IcpsRepository,
  ) {
    if (config.SCORE_REFRESH_ENABLED)
      this.producer = producerQueue(QUEUES.scoreRefresh, config.REDIS_URL, config.QUEUE_PREFIX);
  }

  /**
   * Asks for a re-score of the profile as saved at `requestedAt`. False when none is coming (the
   * queue is off or unreachable): that is recorded on the profile.
   */
  async request(icpId: string, requestedAt: Date | null): Promise<boolean> {
    if (!requestedAt) return false;
    const at = requestedAt.toISOString();
    if (this.producer.queue) {
      try {
        await this.add({ icpId, requestedAt: at, correlationId: currentCorrelationId() });
        return true;
      } catch (err) {
        logger().error({ err: (err as Error)?.message, icpId }, 'could not queue the re-score');
      }
    }
    await this.icps.markScoreFailed(icpId, at);
    return false;
  }

  /** Queues the re-score of every profile whose score is behind its last save (a bounded batch). */
  async sweep(): Promise<number> {
    if (!this.producer.queue) return 0;
    const behind = await this.icps.findScoreBehind(SWEEP_LIMIT);
    // One round trip for the whole batch (up to SWEEP_LIMIT jobs), not one per profile.
    await this.producer.queue.addBulk(
      behind.map((p) => {
        const job = { icpId: p.id, requestedAt: p.requestedAt.toISOString() };
        return { name: 'score', data: scoreRefreshJobSchema.parse(job), opts: this.jobOptions(job) };
      }),
    );
    return behind.length;
  }

  private add(job: ScoreRefreshJob): Promise<void> {
    return addWithin(this.producer.queue!, 'score', scoreRefreshJobSchema.parse(job), this.jobOptions(job));
  }

  /** One job per profile and save; retries with backoff; retention capped by count and age. */
  private jobOptions(job: ScoreRefreshJob) {
    return {
      jobId: scoreRefreshJobId(job.icpId, job.requestedAt),
      attempts: ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.SCORE_REFRESH_BACKOFF_MS },
      removeOnComplete: { count: 1000, age: HOUR },
      removeOnFail: { count: 1000, age: 24 * HOUR },
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeProducer(this.producer);
  }
}

/** What a re-score job does (ScoringService.refresh). */
export const SCORE_REFRESHER = Symbol('SCORE_REFRESHER');
export interface ScoreRefresher {
  /** Re-scores the profile as it now is; 'gone' when it was deleted, 'behind' when a newer score exists. */
  refresh(icpId: string): Promise<'scored' | 'gone' | 'behind'>;
}

/**
 * The consumer side, in every icp instance: runs re-score jobs with SCORE_WORKER_CONCURRENCY, 3
 * attempts with backoff; when the last attempt fails the profile is marked as having no re-score
 * coming (the page says "Out of date"). On start it sweeps for profiles saved while no instance ran
 * (or before this feature existed) and queues their re-score.
 */
@Injectable()
export class ScoreRefreshWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: Worker;
  private connection?: Redis;

  constructor(
    @Inject(ICP_CONFIG) private readonly config: IcpConfig,
    @Inject(SCORE_REFRESHER) private readonly refresher: ScoreRefresher,
    private readonly queue: ScoreRefreshQueue,
    private readonly icps: IcpsRepository,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.SCORE_REFRESH_ENABLED) return;
    this.connection = queueConnection(this.config.REDIS_URL);
    const worker = new Worker(QUEUES.scoreRefresh, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.config.QUEUE_PREFIX,
      concurrency: this.config.SCORE_WORKER_CONCURRENCY,
    });
    this.worker = worker;
    worker.on('error', (err) => logger().warn({ err: err.message }, 're-score worker error'));
    worker.on('completed', (job) => this.timed(job, 'ok'));
    worker.on('failed', (job, err) => {
      this.timed(job, 'error');
      if (!job) return;
      const last = err?.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      logger().warn(
        { jobId: job.id, attempts: job.attemptsMade, last, reason: err?.message },
        're-score failed',
      );
      const data = scoreRefreshJobSchema.safeParse(job.data);
      if (last && data.success)
        void this.icps
          .markScoreFailed(data.data.icpId, data.data.requestedAt)
          .catch((e: Error) => logger().error({ err: e.message }, 'could not mark the re-score failed'));
    });
    // Not awaited: the service answers at once (Redis may be away; saves then record that no re-score
    // is coming), and once the worker is connected the sweep queues what start-up found behind.
    void worker
      .waitUntilReady()
      .then(() => this.queue.sweep())
      .then((n) => n && logger().info({ queued: n }, 're-scores queued for profiles saved while none ran'))
      .catch((err: Error) => logger().warn({ err: err.message }, 're-score sweep failed'));
  }

  private process(job: Job): Promise<string> {
    const parsed = scoreRefreshJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('Invalid score-refresh job');
    return withCorrelation(parsed.data.correlationId, () => this.refresher.refresh(parsed.data.icpId));
  }

  private timed(job: Job | undefined, outcome: string): void {
    if (job?.processedOn && job.finishedOn)
      jobSeconds.observe({ queue: QUEUES.scoreRefresh, outcome }, (job.finishedOn - job.processedOn) / 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close().catch(() => undefined); // finishes the jobs in hand
    await this.connection?.quit().catch(() => this.connection?.disconnect());
  }
}
