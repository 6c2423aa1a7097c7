import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  EVIDENCE_UPLOAD_TTL_SECONDS,
  QUEUES,
  evidenceUploadBytesKey,
  evidenceUploadJobSchema,
  type EvidenceUploadJob,
} from '@icp-studio/contracts';
import {
  DomainError,
  RETRY_AFTER_SECONDS,
  jobSeconds,
  logger,
  queueConnection,
  withCorrelation,
} from '@icp-studio/service-kit';
import type { IcpConfig } from '../config.js';
import { addWithin, closeProducer, producerQueue } from '../infra/queue.js';
import { ICP_CONFIG } from '../infra/tokens.js';

/**
 * The producer side of uploaded client lists (docs/evidence.md, "Uploads"): one job per upload on
 * QUEUES.evidenceUpload, run by the icp instances themselves (EvidenceUploadWorker).
 */
@Injectable()
export class EvidenceUploadQueue implements OnApplicationShutdown {
  private readonly producer: { queue?: Queue; redis?: Redis };

  constructor(@Inject(ICP_CONFIG) config: IcpConfig) {
    this.producer = producerQueue(QUEUES.evidenceUpload, config.REDIS_URL, config.QUEUE_PREFIX);
  }

  /** Queues the reading of an upload; 503 when Redis does not take it in time. */
  async add(job: EvidenceUploadJob): Promise<void> {
    try {
      await addWithin(this.producer.queue!, 'read', evidenceUploadJobSchema.parse(job), {
        jobId: `upload.${job.uploadId}`,
        attempts: 1,
        removeOnComplete: { count: 1000, age: EVIDENCE_UPLOAD_TTL_SECONDS },
        removeOnFail: { count: 1000, age: 24 * EVIDENCE_UPLOAD_TTL_SECONDS },
      });
    } catch (err) {
      logger().error({ err: (err as Error)?.message }, 'could not queue the upload');
      throw new DomainError('service_unavailable', 'Uploads are unavailable right now. Please try again.', {
        retryAfter: RETRY_AFTER_SECONDS,
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await closeProducer(this.producer);
  }
}

/** What an upload job does (EvidenceUploadService.read). */
export const EVIDENCE_UPLOAD_READER = Symbol('EVIDENCE_UPLOAD_READER');
export interface EvidenceUploadReader {
  read(job: EvidenceUploadJob, bytes: Buffer | null): Promise<'ready' | 'failed' | 'gone'>;
}

/**
 * The consumer side, in every icp instance: takes the bytes the gateway left in Redis (GETDEL: read
 * once) and reads them with EVIDENCE_UPLOAD_CONCURRENCY uploads at once. One attempt: the bytes are
 * gone after it, and a refusal is an answer, not a failure.
 */
@Injectable()
export class EvidenceUploadWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: Worker;
  private connection?: Redis;
  private bytes?: Redis;

  constructor(
    @Inject(ICP_CONFIG) private readonly config: IcpConfig,
    @Inject(EVIDENCE_UPLOAD_READER) private readonly reader: EvidenceUploadReader,
  ) {}

  onApplicationBootstrap(): void {
    this.connection = queueConnection(this.config.REDIS_URL);
    this.bytes = queueConnection(this.config.REDIS_URL);
    const worker = new Worker(QUEUES.evidenceUpload, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.config.QUEUE_PREFIX,
      concurrency: this.config.EVIDENCE_UPLOAD_CONCURRENCY,
    });
    this.worker = worker;
    worker.on('error', (err) => logger().warn({ err: err.message }, 'upload worker error'));
    worker.on('completed', (job) => this.timed(job, 'ok'));
    worker.on('failed', (job, err) => {
      this.timed(job, 'error');
      logger().warn({ jobId: job?.id, reason: err?.message }, 'upload reading failed');
    });
  }

  private async process(job: Job): Promise<string> {
    const parsed = evidenceUploadJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('Invalid evidence-upload job');
    const data = parsed.data;
    const bytes = await this.bytes!.getdelBuffer(
      evidenceUploadBytesKey(this.config.QUEUE_PREFIX, data.blobId),
    );
    return withCorrelation(data.correlationId, () => this.reader.read(data, bytes));
  }

  private timed(job: Job | undefined, outcome: string): void {
    if (job?.processedOn && job.finishedOn)
      jobSeconds.observe(
        { queue: QUEUES.evidenceUpload, outcome },
        (job.finishedOn - job.processedOn) / 1000,
      );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close().catch(() => undefined);
    for (const r of [this.connection, this.bytes]) await r?.quit().catch(() => r?.disconnect());
  }
}
