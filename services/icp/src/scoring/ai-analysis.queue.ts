import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  AI_ANALYSIS_JOB_OPTIONS,
  QUEUES,
  aiAnalysisJobId,
  aiAnalysisJobSchema,
  type AiAnalysisJob,
} from '@icp-studio/contracts';
import type { IcpConfig } from '../config.js';
import { addWithin, closeProducer, producerQueue } from '../infra/queue.js';
import { ICP_CONFIG } from '../infra/tokens.js';

const DAY = 24 * 3600;

/**
 * The producer side of the AI analysis: one job per analysis on QUEUES.aiAnalysis (the ai worker runs
 * it). The job id is the profile and the analysis time, so a re-sent request never queues twice; 3
 * attempts with exponential backoff; retention capped by count and age. Redis being away fails the
 * enqueue within ENQUEUE_TIMEOUT_MS (no offline queue), never the rubric.
 */
@Injectable()
export class AiAnalysisQueue implements OnApplicationShutdown {
  private readonly producer: { queue?: Queue; redis?: Redis } = {};

  constructor(@Inject(ICP_CONFIG) private readonly config: IcpConfig) {
    if (config.AI_ANALYSIS_ENABLED)
      this.producer = producerQueue(QUEUES.aiAnalysis, config.REDIS_URL, config.QUEUE_PREFIX);
  }

  get enabled(): boolean {
    return this.producer.queue !== undefined;
  }

  /** Queues the analysis `job.analyzedAt` of a profile; resolves once Redis has it. */
  async enqueue(job: AiAnalysisJob & { analyzedAt: string }): Promise<void> {
    if (!this.producer.queue) return;
    await addWithin(this.producer.queue, 'analyze', aiAnalysisJobSchema.parse(job), {
      ...AI_ANALYSIS_JOB_OPTIONS,
      jobId: aiAnalysisJobId(job.icpId, job.analyzedAt),
      backoff: { type: 'exponential', delay: this.config.AI_ANALYSIS_BACKOFF_MS },
      removeOnComplete: { count: this.config.AI_JOBS_KEEP_COMPLETED, age: DAY },
      removeOnFail: { count: this.config.AI_JOBS_KEEP_FAILED, age: 7 * DAY },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await closeProducer(this.producer);
  }
}
