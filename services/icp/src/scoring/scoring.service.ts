import { Injectable } from '@nestjs/common';
import {
  EVENTS,
  scoreUpdatedEventSchema,
  type Actor,
  type ApplyAiAnalysisRequest,
  type IcpScore,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, currentCorrelationId, logger } from '@icp-studio/service-kit';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
import { AiAnalysisQueue } from './ai-analysis.queue.js';
import { explain, scoreProfile } from './rubric.js';
import { IcpScoreEntity } from './score.entity.js';
import { toIcpScore } from './score.mapper.js';
import { ProfileGoneError, ScoresRepository } from './scores.repository.js';

/**
 * The quality score of a profile: `analyze` runs the rubric and stores its figures (replacing the
 * previous rubric figures, keeping the AI part), `get` answers the stored score or 404 'No score yet'.
 * Both need the profile to be visible to the actor (404 otherwise). Editing a profile keeps its score.
 */
@Injectable()
export class ScoringService {
  constructor(
    private readonly scores: ScoresRepository,
    private readonly icps: IcpsService,
    private readonly rpc: RpcClient,
    private readonly aiQueue: AiAnalysisQueue,
  ) {}

  async get(actor: Actor, icpId: string): Promise<IcpScore> {
    await this.icps.findVisible(actor, icpId);
    const score = await this.scores.findByIcp(icpId);
    if (!score) throw DomainError.notFound('No score yet');
    return toIcpScore(score);
  }

  async analyze(actor: Actor, icpId: string): Promise<IcpScore> {
    const icp = await this.icps.findVisible(actor, icpId);
    const result = scoreProfile(icp);
    try {
      await this.scores.saveRubric(icpId, result, explain(result));
    } catch (err) {
      // The profile was deleted between reading and scoring it.
      if (err instanceof ProfileGoneError) throw DomainError.notFound(ICP_NOT_FOUND);
      throw err;
    }
    // gone with its profile when that was deleted meanwhile (the score row cascades)
    const stored = await this.scores.findByIcp(icpId);
    if (!stored) throw DomainError.notFound(ICP_NOT_FOUND);
    if (this.aiQueue.enabled) await this.queueAiAnalysis(actor, stored);
    this.publishScore(icpId, icp.userId, stored.overallScore, stored.aiStatus);
    return toIcpScore(stored);
  }

  /**
   * Marks the AI part pending and queues the analysis for the ai worker (it runs as the requester). When
   * the queue cannot be reached the AI part is marked failed; the rubric's answer stands either way.
   */
  private async queueAiAnalysis(actor: Actor, stored: IcpScoreEntity): Promise<void> {
    const analyzedAt = stored.analyzedAt.toISOString();
    await this.scores.setAiStatus(stored.icpId, 'pending', null);
    stored.aiStatus = 'pending';
    stored.aiError = null;
    try {
      await this.aiQueue.enqueue({
        icpId: stored.icpId,
        requestedBy: actor.userId,
        role: actor.role,
        analyzedAt,
        correlationId: currentCorrelationId(),
      });
    } catch (err) {
      logger().error(
        { err: (err as Error)?.message, icpId: stored.icpId },
        'could not queue the AI analysis',
      );
      const error = 'The AI analysis could not be started. Please try again.';
      await this.scores.setAiStatus(stored.icpId, 'failed', error);
      stored.aiStatus = 'failed';
      stored.aiError = error;
    }
  }

  /**
   * ICP.applyAiAnalysis: the ai worker's answer for one analysis, written into the score (status, the
   * written suggestions, the persona narrative; a failure keeps earlier AI text and records the error).
   * Only when the score still belongs to that analysis (`analyzedAt`): otherwise `{applied: false}`, as a
   * newer analysis' job will write. Publishes EVENTS.scoreUpdated when written.
   */
  async applyAiAnalysis(actor: Actor, req: ApplyAiAnalysisRequest): Promise<{ applied: boolean }> {
    const icp = await this.icps.findVisible(actor, req.icpId);
    const overallScore = await this.scores.applyAiAnswer(
      req.icpId,
      req.analyzedAt ?? null,
      req.status === 'done'
        ? { status: 'done', aiSuggestions: req.aiSuggestions, personaNarrative: req.personaNarrative || null }
        : { status: 'failed', error: req.error?.trim() || 'The AI analysis failed' },
    );
    if (overallScore === null) return { applied: false };
    this.publishScore(req.icpId, icp.userId, overallScore, req.status);
    return { applied: true };
  }

  private publishScore(
    icpId: string,
    userId: string,
    overallScore: number,
    aiStatus: IcpScoreEntity['aiStatus'],
  ): void {
    try {
      this.rpc.publish(
        EVENTS.scoreUpdated,
        scoreUpdatedEventSchema.parse({ icpId, userId, overallScore, aiStatus }),
      );
    } catch (err) {
      logger().error({ err, subject: EVENTS.scoreUpdated }, 'could not publish event');
    }
  }
}
