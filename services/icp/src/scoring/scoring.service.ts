import { Injectable } from '@nestjs/common';
import { EVENTS, scoreUpdatedEventSchema, type Actor, type IcpScore } from '@icp-studio/contracts';
import { DomainError, RpcClient, logger } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
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
    const stored = await this.ds.getRepository(IcpScoreEntity).findOneByOrFail({ icpId });
    try {
      this.rpc.publish(
        EVENTS.scoreUpdated,
        scoreUpdatedEventSchema.parse({ icpId, userId: icp.userId, overallScore: stored.overallScore }),
      );
    } catch (err) {
      logger().error({ err, subject: EVENTS.scoreUpdated }, 'could not publish event');
    }
    return toIcpScore(stored);
  }
}
