import { UnrecoverableError, type Job } from 'bullmq';
import {
  ICP,
  aiAnalysisJobSchema,
  type Actor,
  type AiAnalysisJob,
  type ApplyAiAnalysisRequest,
} from '@icp-studio/contracts';
import {
  DomainError,
  RpcClient,
  jobProof,
  logger,
  withActorProof,
  withCorrelation,
} from '@icp-studio/service-kit';
import { classifyError, describeFailure } from '../providers/errors.js';
import type { ProviderFactory } from '../providers/factory.js';
import type { SettingsService } from '../settings/settings.service.js';

export type AnalysisOutcome = 'done' | 'stale' | 'gone';

/**
 * One ai-analysis job: read the profile and its score as the requester (ICP.get / ICP.getScore), ask the
 * requester's provider for written suggestions and a persona narrative, and hand them to icp
 * (ICP.applyAiAnalysis), which writes them into the score and publishes EVENTS.scoreUpdated.
 *
 * Idempotent: a re-delivered job writes the same answer again; a job whose analysis was superseded by a
 * newer one (the score's aiRequestedAt moved on) does nothing; a profile that is gone or no longer visible
 * ends the job. A provider failure that may pass (timeout, 429, 5xx, unusable answer) is thrown for
 * BullMQ to retry with backoff; on the last attempt, or at once for one that cannot pass (a rejected
 * key, a refused URL), the score is marked failed with the reason.
 */
export class AnalysisProcessor {
  constructor(
    private readonly rpc: RpcClient,
    private readonly settings: SettingsService,
    private readonly factory: ProviderFactory,
  ) {}

  process(job: Job): Promise<AnalysisOutcome> {
    const parsed = aiAnalysisJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError('Invalid ai-analysis job');
    const data = parsed.data;
    // Reads and writes as the requester, with the proof the request that queued the job carried.
    return withCorrelation(data.correlationId, () =>
      withActorProof(jobProof(data.actorProof), () => this.run(job, data)),
    );
  }

  private async run(job: Job, data: AiAnalysisJob): Promise<AnalysisOutcome> {
    const actor: Actor = { userId: data.requestedBy, role: data.role ?? 'client' };
    const log = { jobId: job.id, icpId: data.icpId, attempt: job.attemptsMade + 1 };
    const icp = await this.orNull(this.rpc.request(ICP.get, { id: data.icpId }, { actor, idempotent: true }));
    if (!icp) {
      logger().info(log, 'ai analysis skipped: profile gone or not visible');
      return 'gone';
    }
    const score = await this.orNull(
      this.rpc.request(ICP.getScore, { id: data.icpId }, { actor, idempotent: true }),
    );
    // The score's AI part names the Analyze it belongs to (the re-score after a save keeps it).
    const analysis = score ? (score.aiRequestedAt ?? score.analyzedAt) : null;
    if (data.analyzedAt && (!analysis || Date.parse(analysis) !== Date.parse(data.analyzedAt))) {
      logger().info(log, 'ai analysis skipped: a newer analysis exists');
      return 'stale';
    }

    let result;
    let provider: string = 'unknown';
    try {
      const p = this.factory.create(await this.settings.choiceFor(actor.userId));
      provider = p.id;
      result = await p.run({ kind: 'analysis', input: { icp, score } });
    } catch (err) {
      const failure = classifyError(err, false);
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      logger().warn({ ...log, provider, last, ...describeFailure(failure) }, 'ai analysis failed');
      if (!failure.retryable || last) {
        await this.apply(actor, {
          icpId: data.icpId,
          status: 'failed',
          error: failure.message,
          analyzedAt: data.analyzedAt,
        });
        if (!failure.retryable) throw new UnrecoverableError(failure.message);
      }
      throw failure;
    }
    const applied = await this.apply(actor, {
      icpId: data.icpId,
      status: 'done',
      aiSuggestions: result.suggestions,
      personaNarrative: result.personaNarrative,
      analyzedAt: data.analyzedAt,
    });
    logger().info({ ...log, provider, applied }, 'ai analysis written');
    return applied ? 'done' : 'stale';
  }

  private async apply(
    actor: Actor,
    body: Partial<ApplyAiAnalysisRequest> & Pick<ApplyAiAnalysisRequest, 'icpId' | 'status'>,
  ): Promise<boolean> {
    return (await this.rpc.request(ICP.applyAiAnalysis, body, { actor })).applied;
  }

  /** The answer, or null for a 404 (anything else is thrown: BullMQ retries). */
  private async orNull<T>(p: Promise<T>): Promise<T | null> {
    try {
      return await p;
    } catch (err) {
      if (err instanceof DomainError && err.status === 404) return null;
      throw err;
    }
  }
}
