import { Injectable } from '@nestjs/common';
import {
  EVENTS,
  scoreUpdatedEventSchema,
  type Actor,
  type ApplyAiAnalysisRequest,
  type IcpScore,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, currentCorrelationId, logger } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
import { AiAnalysisQueue } from './ai-analysis.queue.js';
import { explain, scoreProfile } from './rubric.js';
import { IcpScoreEntity } from './score.entity.js';
import { toIcpScore } from './score.mapper.js';

/**
 * The quality score of a profile: `analyze` runs the rubric and stores its figures (replacing the
 * previous rubric figures, keeping the AI part), `get` answers the stored score or 404 'No score yet'.
 * Both need the profile to be visible to the actor (404 otherwise). Editing a profile keeps its score.
 */
@Injectable()
export class ScoringService {
  constructor(
    private readonly ds: DataSource,
    private readonly icps: IcpsService,
    private readonly rpc: RpcClient,
    private readonly aiQueue: AiAnalysisQueue,
  ) {}

  async get(actor: Actor, icpId: string): Promise<IcpScore> {
    await this.icps.findVisible(actor, icpId);
    const score = await this.ds.getRepository(IcpScoreEntity).findOneBy({ icpId });
    if (!score) throw DomainError.notFound('No score yet');
    return toIcpScore(score);
  }

  async analyze(actor: Actor, icpId: string): Promise<IcpScore> {
    const icp = await this.icps.findVisible(actor, icpId);
    const result = scoreProfile(icp);
    try {
      await this.ds.query(
        `INSERT INTO "icp"."icp_scores" ("icp_id", "overall_score", "demographics_score", "psychographics_score",
            "pain_points_score", "needs_score", "channels_score", "suggestions", "breakdown", "rubric_version", "analyzed_at")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, now())
         ON CONFLICT ("icp_id") DO UPDATE SET
           "overall_score" = EXCLUDED."overall_score",
           "demographics_score" = EXCLUDED."demographics_score",
           "psychographics_score" = EXCLUDED."psychographics_score",
           "pain_points_score" = EXCLUDED."pain_points_score",
           "needs_score" = EXCLUDED."needs_score",
           "channels_score" = EXCLUDED."channels_score",
           "suggestions" = EXCLUDED."suggestions",
           "breakdown" = EXCLUDED."breakdown",
           "rubric_version" = EXCLUDED."rubric_version",
           "analyzed_at" = EXCLUDED."analyzed_at"`,
        [
          icpId,
          result.overall,
          result.areas.demographics.score,
          result.areas.psychographics.score,
          result.areas.painPoints.score,
          result.areas.needs.score,
          result.areas.channels.score,
          JSON.stringify(result.suggestions),
          JSON.stringify(explain(result)),
          result.rubricVersion,
        ],
      );
    } catch (err) {
      // The profile was deleted between reading and scoring it.
      if ((err as { driverError?: { code?: string }; code?: string }).driverError?.code === '23503') {
        throw DomainError.notFound(ICP_NOT_FOUND);
      }
      throw err;
    }
    // gone with its profile when that was deleted meanwhile (the score row cascades)
    const stored = await this.ds.getRepository(IcpScoreEntity).findOneBy({ icpId });
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
    await this.setAiStatus(stored.icpId, 'pending', null);
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
      await this.setAiStatus(stored.icpId, 'failed', error);
      stored.aiStatus = 'failed';
      stored.aiError = error;
    }
  }

  private async setAiStatus(
    icpId: string,
    status: 'pending' | 'failed',
    error: string | null,
  ): Promise<void> {
    await this.ds.query(
      `UPDATE "icp"."icp_scores" SET "ai_status" = $2, "ai_error" = $3, "ai_updated_at" = now() WHERE "icp_id" = $1`,
      [icpId, status, error],
    );
  }

  /**
   * ICP.applyAiAnalysis: the ai worker's answer for one analysis, written into the score (status, the
   * written suggestions, the persona narrative; a failure keeps earlier AI text and records the error).
   * Only when the score still belongs to that analysis (`analyzedAt`): otherwise `{applied: false}`, as a
   * newer analysis' job will write. Publishes EVENTS.scoreUpdated when written.
   */
  async applyAiAnalysis(actor: Actor, req: ApplyAiAnalysisRequest): Promise<{ applied: boolean }> {
    const icp = await this.icps.findVisible(actor, req.icpId);
    const analysis = `($2::timestamptz IS NULL OR date_trunc('milliseconds', "analyzed_at") = $2::timestamptz)`;
    const raw: unknown =
      req.status === 'done'
        ? await this.ds.query(
            `UPDATE "icp"."icp_scores" SET "ai_status" = 'done', "ai_suggestions" = $3::jsonb,
               "persona_narrative" = $4, "ai_error" = NULL, "ai_updated_at" = now()
             WHERE "icp_id" = $1 AND ${analysis} RETURNING "overall_score"`,
            [
              req.icpId,
              req.analyzedAt ?? null,
              JSON.stringify(req.aiSuggestions),
              req.personaNarrative || null,
            ],
          )
        : await this.ds.query(
            `UPDATE "icp"."icp_scores" SET "ai_status" = 'failed', "ai_error" = $3, "ai_updated_at" = now()
             WHERE "icp_id" = $1 AND ${analysis} RETURNING "overall_score"`,
            [req.icpId, req.analyzedAt ?? null, req.error?.trim() || 'The AI analysis failed'],
          );
    const rows = (Array.isArray(raw) && Array.isArray(raw[0]) ? raw[0] : raw) as { overall_score: number }[];
    if (!rows.length) return { applied: false };
    this.publishScore(req.icpId, icp.userId, rows[0]!.overall_score, req.status);
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
