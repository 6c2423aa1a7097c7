import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  ICP,
  PDF_JOB_OPTIONS,
  PLAYBOOK,
  QUEUES,
  decodePdfFailure,
  pdfAvailability,
  pdfJobResultSchema,
  pdfWorkerKey,
  pdfWorkersKey,
  type Actor,
  type ErrorCode,
  type PdfJob,
  type PdfJobResult,
} from '@icp-studio/contracts';
import {
  DomainError,
  PDF_JOB_SUBJECT,
  RETRY_AFTER_SECONDS,
  RpcClient,
  actorProofs,
  logger,
} from '@icp-studio/service-kit';
import { redisUnavailable } from '../infra/redis.js';
import { GATEWAY_CONFIG, REDIS } from '../infra/tokens.js';
import type { GatewayConfig } from '../config.js';
import { EXPORTS_CONFIG } from './tokens.js';
import type { ExportsConfig } from './exports.config.js';
import { ConcurrencyLimiter } from '../rate-limit/concurrency-limiter.service.js';

export type ExportKind = PdfJob['kind'];

const NOT_FOUND: Record<ExportKind, string> = { icp: 'ICP not found', playbook: 'Playbook not found' };
const CAN_SEE = { icp: ICP.canSee, playbook: PLAYBOOK.canSee } as const satisfies Record<ExportKind, string>;

export const EXPORT_TIMED_OUT = 'PDF export timed out';
export const EXPORT_FAILED = 'Failed to export PDF';
export const EXPORT_UNAVAILABLE = 'PDF export is unavailable right now';
/** Seconds to wait before trying again when the workers cannot render (a browser does not appear at once). */
const RENDERER_RETRY_AFTER_SECONDS = 30;

export interface ExportedPdf {
  bytes: Buffer;
  name: string;
}

/**
 * Exports through the pdf queue: checks that the caller may see the item, enqueues the job, waits for it
 * within the deadline, and collects the bytes the worker left in Redis (reading deletes them).
 */
@Injectable()
export class PdfExportService implements OnModuleInit, OnApplicationShutdown {
  private queue!: Queue<PdfJob, PdfJobResult>;
  private events!: QueueEvents;

  constructor(
    @Inject(EXPORTS_CONFIG) private readonly config: ExportsConfig,
    @Inject(GATEWAY_CONFIG) private readonly gateway: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly rpc: RpcClient,
    private readonly limiter: ConcurrencyLimiter,
  ) {}

  async onModuleInit(): Promise<void> {
    const connection = { url: this.gateway.REDIS_URL };
    // Adding fails at once while Redis is away (503), instead of hanging in an offline queue.
    this.queue = new Queue<PdfJob, PdfJobResult>(QUEUES.pdf, {
      connection: { ...connection, enableOfflineQueue: false, maxRetriesPerRequest: 1 },
      prefix: this.config.QUEUE_PREFIX,
      defaultJobOptions: PDF_JOB_OPTIONS,
    });
    this.events = new QueueEvents(QUEUES.pdf, {
      connection: { ...connection, maxRetriesPerRequest: null },
      prefix: this.config.QUEUE_PREFIX,
    });
    const onError = (err: Error) => logger().warn({ err: err.message }, 'pdf queue connection error');
    this.queue.on('error', onError);
    this.events.on('error', onError);
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.events?.close(), this.queue?.close()]);
  }

  /**
   * `format`: 'persona-png' for the profile's persona card as a PNG image instead of the document (same
   * path); `docx` for a Word document (docs/product.md §11), rendered by the same workers.
   */
  async export(
    kind: ExportKind,
    id: string,
    actor: Actor,
    correlationId?: string,
    format?: PdfJob['format'],
    options: { evidence?: boolean } = {},
  ): Promise<ExportedPdf> {
    const started = Date.now();
    const access = await this.rpc.request(CAN_SEE[kind], { id }, { actor, idempotent: true });
    if (!access.allowed) throw DomainError.notFound(NOT_FOUND[kind]);
    await this.ensureWorkerReady();
    // One user's exports at once are capped (EXPORTS_PER_USER, 429 past it): a burst waits behind itself.
    const leaseMs = this.config.PDF_EXPORT_TIMEOUT_MS + 10_000;
    return this.limiter.run('export', actor.userId, leaseMs, () =>
      this.render(kind, id, actor, started, correlationId, format, options),
    );
  }

  /** Queues the job, waits for it within what is left of the deadline and collects its bytes. */
  private async render(
    kind: ExportKind,
    id: string,
    actor: Actor,
    started: number,
    correlationId: string | undefined,
    format: PdfJob['format'] | undefined,
    options: { evidence?: boolean },
  ): Promise<ExportedPdf> {
    let job;
    try {
      job = await this.queue.add(
        kind,
        {
          kind,
          id,
          requestedBy: actor.userId,
          role: actor.role,
          actorProof: actorProofs().sign(actor, PDF_JOB_SUBJECT, this.config.PDF_EXPORT_TIMEOUT_MS + 60_000),
          correlationId,
          ...(format ? { format } : {}),
          ...(options.evidence ? { evidence: true } : {}),
        },
        { ...PDF_JOB_OPTIONS, jobId: randomUUID() },
      );
    } catch (err) {
      throw redisUnavailable(err);
    }

    const remaining = this.config.PDF_EXPORT_TIMEOUT_MS - (Date.now() - started);
    let result: PdfJobResult;
    try {
      result = pdfJobResultSchema.parse(await job.waitUntilFinished(this.events, Math.max(remaining, 1)));
    } catch (err) {
      const message = (err as Error)?.message ?? '';
      if (/timed out before finishing/i.test(message)) {
        logger().warn({ jobId: job.id, kind }, 'pdf export timed out');
        // Not wanted any more: drop it unless a worker already has it (then its result simply expires).
        await job.remove().catch(() => undefined);
        throw new DomainError('deadline_exceeded', EXPORT_TIMED_OUT);
      }
      const failure = decodePdfFailure(message);
      if (failure) throw new DomainError(failure.code as ErrorCode, failure.message);
      logger().error({ jobId: job.id, kind, err: message }, 'pdf export failed');
      throw new DomainError('upstream_error', EXPORT_FAILED);
    }

    let bytes: Buffer | null;
    try {
      bytes = await this.redis.getdelBuffer(result.resultKey);
    } catch (err) {
      throw redisUnavailable(err);
    }
    if (!bytes) {
      logger().error({ jobId: job.id, key: result.resultKey }, 'pdf result missing in redis');
      throw new DomainError('service_unavailable', EXPORT_FAILED, { retryAfter: RETRY_AFTER_SECONDS });
    }
    return { bytes, name: result.name };
  }

  /**
   * 503 at once, with the reason, when no pdf worker can take the job (none runs, or none has a
   * browser): their heartbeats in Redis say so (see PDF_HEARTBEAT in the contracts).
   */
  private async ensureWorkerReady(): Promise<void> {
    const prefix = this.config.QUEUE_PREFIX;
    let verdict;
    try {
      const ids = await this.redis.smembers(pdfWorkersKey(prefix));
      const beats = ids.length ? await this.redis.mget(ids.map((id) => pdfWorkerKey(prefix, id))) : [];
      const gone = ids.filter((_, i) => !beats[i]);
      if (gone.length) void this.redis.srem(pdfWorkersKey(prefix), ...gone).catch(() => undefined);
      verdict = pdfAvailability(beats);
    } catch (err) {
      throw redisUnavailable(err);
    }
    if (verdict.ready) return;
    logger().warn({ reason: verdict.reason }, 'pdf export refused: no worker can render');
    throw new DomainError(
      'service_unavailable',
      `${EXPORT_UNAVAILABLE}: ${verdict.reason}. Please try again later.`,
      {
        retryAfter: verdict.workers ? RENDERER_RETRY_AFTER_SECONDS : RETRY_AFTER_SECONDS,
      },
    );
  }
}
