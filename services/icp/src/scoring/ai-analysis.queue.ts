import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  AI_ANALYSIS_JOB_OPTIONS,
  QUEUES,
  aiAnalysisJobId,
  aiAnalysisJobSchema,
  type AiAnalysisJob,
} from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import type { IcpConfig } from '../config.js';
import { ICP_CONFIG } from '../infra/tokens.js';

const ENQUEUE_TIMEOUT_MS = 3000;
const DAY = 24 * 3600;

/**
 * The producer side of the AI analysis: one job per analysis on QUEUES.aiAnalysis (the ai worker runs
 * it). The job id is the profile and the analysis time, so a re-sent request never queues twice; 3
 * attempts with exponential backoff; retention capped by count and age. Redis being away fails the
 * enqueue within ENQUEUE_TIMEOUT_MS (no offline queue), never the rubric.
 */
@Injectable()
export class AiAnalysisQueue implements OnApplicationShutdown {
  private readonly redis?: Redis;
  private readonly queue?: Queue;

  constructor(@Inject(ICP_CONFIG) private readonly config: IcpConfig) {
    if (!config.AI_ANALYSIS_ENABLED) return;
    this.redis = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 3000,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    let last = '';
    this.redis.on('error', (err: Error) => {
      if (err.message !== last) logger().warn({ err: err.message }, 'redis error (ai-analysis queue)');
      last = err.message;
    });
    this.queue = new Queue(QUEUES.aiAnalysis, { connection: this.redis, prefix: config.QUEUE_PREFIX });
    this.queue.on('error', (err) => logger().warn({ err: err.message }, 'ai-analysis queue error'));
  }

  get enabled(): boolean {
    return this.queue !== undefined;
  }

  /** Queues the analysis `job.analyzedAt` of a profile; resolves once Redis has it. */
  async enqueue(job: AiAnalysisJob & { analyzedAt: string }): Promise<void> {
    if (!this.queue) return;
    const data = aiAnalysisJobSchema.parse(job);
    const add = this.queue.add('analyze', data, {
      ...AI_ANALYSIS_JOB_OPTIONS,
      jobId: aiAnalysisJobId(job.icpId, job.analyzedAt),
      backoff: { type: 'exponential', delay: this.config.AI_ANALYSIS_BACKOFF_MS },
      removeOnComplete: { count: this.config.AI_JOBS_KEEP_COMPLETED, age: DAY },
      removeOnFail: { count: this.config.AI_JOBS_KEEP_FAILED, age: 7 * DAY },
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        add,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('enqueue timed out')), ENQUEUE_TIMEOUT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      add.catch(() => undefined);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
