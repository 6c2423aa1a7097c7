import { Injectable } from '@nestjs/common';
import {
  EVENTS,
  scoreUpdatedEventSchema,
  type Actor,
  type ApplyAiAnalysisRequest,
  type IcpScore,
} from '@icp-studio/contracts';
import {
  DomainError,
  RpcClient,
  currentActorProof,
  currentCorrelationId,
  logger,
} from '@icp-studio/service-kit';
import type { IcpEntity } from '../icps/icp.entity.js';
import { IcpsRepository } from '../icps/icps.repository.js';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
import { AiAnalysisQueue } from './ai-analysis.queue.js';
import { explain, scoreProfile } from '../rubric/rubric.js';
import { IcpScoreEntity } from './score.entity.js';
import { toIcpScore } from './score.mapper.js';
import type { ScoreRefresher } from './score-refresh.queue.js';
import { ScoresRepository } from './scores.repository.js';

/** The rubric's figures for a profile row and their explanation (what the score stores). */
function rubricOf(icp: IcpEntity) {
  const result = scoreProfile(icp);
  return { result, breakdown: explain(result) };
}

/**
 * The quality score of a profile (docs/product.md §10): `analyze` runs the rubric now and stores its
 * figures (starting a new AI part), `refresh` is the same rubric run by the re-score job after a save
 * (the AI part stays), `get` answers the stored score with whether it reflects the latest save, or 404
 * 'No score yet'. `get` and `analyze` need the profile to be visible to the actor (404 otherwise).
 */
@Injectable()
export class ScoringService implements ScoreRefresher {
  constructor(
    private readonly scores: ScoresRepository,
    private readonly icps: IcpsService,
    private readonly rpc: RpcClient,
    private readonly aiQueue: AiAnalysisQueue,
    /** System reads (the re-score job has no actor). */
    private readonly profiles: IcpsRepository,
  ) {}

  async get(actor: Actor, icpId: string): Promise<IcpScore> {
    const icp = await this.icps.findVisible(actor, icpId);
    const score = await this.scores.findByIcp(icpId);
    if (!score) throw DomainError.notFound('No score yet');
    return toIcpScore(score, icp);
  }

  async analyze(actor: Actor, icpId: string): Promise<IcpScore> {
    const icp = await this.icps.findVisible(actor, icpId);
    const stored = await this.scores.score(icpId, 'analyze', rubricOf);
    // gone with its profile when that was deleted meanwhile (the score row cascades)
    if (!stored) throw DomainError.notFound(ICP_NOT_FOUND);
    if (this.aiQueue.enabled) await this.queueAiAnalysis(actor, stored);
    this.publishScore(icpId, icp.userId, stored.overallScore, stored.aiStatus);
    // Analyze scored the profile as it now is: current, unless a save came in since the read above.
    return toIcpScore(stored, (await this.profiles.findById(icpId)) ?? icp);
  }

  /**
   * The re-score job after a save (no actor: the queue is the service's own): scores the profile as it
   * now is and publishes EVENTS.scoreUpdated to its room when that wrote a newer score.
   */
  async refresh(icpId: string): Promise<'scored' | 'gone' | 'behind'> {
    const owner = await this.profiles.findById(icpId);
    if (!owner) return 'gone';
    const stored = await this.scores.score(icpId, 'refresh', rubricOf);
    if (!stored) return (await this.profiles.findById(icpId)) ? 'behind' : 'gone';
    this.publishScore(icpId, owner.userId, stored.overallScore, stored.aiStatus);
    return 'scored';
  }

  /**
   * Marks the AI part pending and queues the analysis for the ai worker (it runs as the requester). When
   * the queue cannot be reached the AI part is marked failed; the rubric's answer stands either way.
   */
  private async queueAiAnalysis(actor: Actor, stored: IcpScoreEntity): Promise<void> {
    // The AI part's key: the Analyze that asked for it (a later re-score keeps it).
    const analyzedAt = (stored.aiRequestedAt ?? stored.analyzedAt).toISOString();
    await this.scores.setAiStatus(stored.icpId, 'pending', null);
    stored.aiStatus = 'pending';
    stored.aiError = null;
    try {
      await this.aiQueue.enqueue({
        icpId: stored.icpId,
        requestedBy: actor.userId,
        role: actor.role,
        actorProof: currentActorProof()?.token,
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
   * Only when the score's AI part still belongs to that Analyze (`analyzedAt`, the score's
   * `aiRequestedAt`): otherwise `{applied: false}`, as a newer analysis' job will write. Publishes
   * EVENTS.scoreUpdated when written.
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
