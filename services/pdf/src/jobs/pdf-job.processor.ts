/**
 * One pdf job: load the item over NATS as the person who asked (so every access rule of the owning
 * service applies here too), lay it out, render it on a warm page, and leave the bytes in Redis for the
 * gateway. Failures retrying cannot mend (gone, not allowed) end the job at once; others are retried.
 */
import type { Redis } from 'ioredis';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  AUTH,
  ICP,
  PLAYBOOK,
  encodePdfFailure,
  pdfJobSchema,
  pdfResultKey,
  type Actor,
  type Icp,
  type IcpScore,
  type PdfJob,
  type PdfJobResult,
  type Playbook,
  type User,
} from '@icp-studio/contracts';
import { DomainError, logger, withCorrelation, type RpcClient } from '@icp-studio/service-kit';
import type { BrowserPool } from '../render/browser-pool.js';
import { renderIcpDocument, type RenderedDocument } from '../templates/icp.js';
import { HEADER_TEMPLATE } from '../templates/layout.js';
import { renderPlaybookDocument } from '../templates/playbook.js';

export interface ProcessorDeps {
  rpc: RpcClient;
  pool: BrowserPool;
  redis: Redis;
  queuePrefix: string;
  resultTtlSeconds: number;
  /** Test only: a pause before rendering. */
  testDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PdfJobProcessor {
  constructor(private readonly deps: ProcessorDeps) {}

  async process(job: Job<PdfJob>): Promise<PdfJobResult> {
    const parsed = pdfJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('invalid pdf job payload');
    const data = parsed.data;
    return withCorrelation(data.correlationId, async () => {
      const started = performance.now();
      try {
        const doc = await this.document(data, new Date(job.timestamp || Date.now()));
        if (this.deps.testDelayMs) await sleep(this.deps.testDelayMs);
        const pdf = await this.deps.pool.render(doc.html, {
          footerTemplate: doc.footer,
          headerTemplate: HEADER_TEMPLATE,
        });
        const resultKey = pdfResultKey(this.deps.queuePrefix, String(job.id));
        await this.deps.redis.set(resultKey, pdf, 'EX', this.deps.resultTtlSeconds);
        logger().info(
          { kind: data.kind, jobId: job.id, bytes: pdf.length, ms: Math.round(performance.now() - started) },
          'pdf rendered',
        );
        return { resultKey, name: doc.name, bytes: pdf.length };
      } catch (err) {
        if (err instanceof DomainError && err.status < 500) {
          logger().info({ kind: data.kind, jobId: job.id, code: err.code }, 'pdf job refused');
          throw new UnrecoverableError(encodePdfFailure(err));
        }
        logger().warn(
          { kind: data.kind, jobId: job.id, attempt: job.attemptsMade + 1, err: (err as Error)?.message },
          'pdf job failed',
        );
        throw err;
      }
    });
  }

  /**
   * The requester: as the gateway resolved them (the role it sends on every request), or else as auth
   * knows them now (their current role; 401 if the account is gone).
   */
  private async requester(data: PdfJob): Promise<Actor> {
    if (data.role) return { userId: data.requestedBy, role: data.role };
    const userId = data.requestedBy;
    // auth reads the caller's role from its own table, whatever role the envelope names.
    const user = await this.deps.rpc.request<User>(
      AUTH.getUser,
      { id: userId },
      { actor: { userId, role: 'client' } },
    );
    return { userId: user.id, role: user.role };
  }

  private async document(data: PdfJob, generatedAt: Date): Promise<RenderedDocument> {
    const actor = await this.requester(data);
    const { rpc } = this.deps;
    if (data.kind === 'icp') {
      const [icp, score] = await Promise.all([
        rpc.request<Icp>(ICP.get, { id: data.id }, { actor }),
        rpc.request<IcpScore>(ICP.getScore, { id: data.id }, { actor }).catch((err: unknown) => {
          if (err instanceof DomainError && err.status === 404) return null; // not analysed yet
          throw err;
        }),
      ]);
      return renderIcpDocument(icp, score, { generatedAt });
    }
    const playbook = await rpc.request<Playbook>(PLAYBOOK.get, { id: data.id }, { actor });
    return renderPlaybookDocument(playbook, { generatedAt });
  }
}
