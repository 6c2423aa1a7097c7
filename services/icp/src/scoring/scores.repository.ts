import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RubricResult } from './rubric.js';
import { IcpScoreEntity } from './score.entity.js';

/** Thrown by `saveRubric` when the profile row is gone (the foreign key refused the score). */
export class ProfileGoneError extends Error {
  constructor() {
    super('profile gone');
  }
}

/**
 * The SQL of `icp.icp_scores`: the rubric's upsert, the AI part's status and the ai worker's answer
 * (written only while the score still belongs to the analysis that asked for it).
 */
@Injectable()
export class ScoresRepository {
  constructor(private readonly ds: DataSource) {}

  findByIcp(icpId: string): Promise<IcpScoreEntity | null> {
    return this.ds.getRepository(IcpScoreEntity).findOneBy({ icpId });
  }

  /**
   * Stores the rubric's figures and their explanation (`breakdown`), replacing the previous rubric figures and keeping the AI part.
   * ProfileGoneError when the profile was deleted meanwhile.
   */
  async saveRubric(icpId: string, result: RubricResult, breakdown: unknown): Promise<void> {
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
          JSON.stringify(breakdown),
          result.rubricVersion,
        ],
      );
    } catch (err) {
      if ((err as { driverError?: { code?: string }; code?: string }).driverError?.code === '23503') {
        throw new ProfileGoneError();
      }
      throw err;
    }
  }

  async setAiStatus(icpId: string, status: 'pending' | 'failed', error: string | null): Promise<void> {
    await this.ds.query(
      `UPDATE "icp"."icp_scores" SET "ai_status" = $2, "ai_error" = $3, "ai_updated_at" = now() WHERE "icp_id" = $1`,
      [icpId, status, error],
    );
  }

  /**
   * Writes the ai worker's answer when the score still belongs to the analysis made at `analyzedAt`
   * (any when null). Answers the score's overall figure, or null when nothing was written.
   */
  async applyAiAnswer(
    icpId: string,
    analyzedAt: string | null,
    answer:
      | { status: 'done'; aiSuggestions: unknown; personaNarrative: string | null }
      | { status: 'failed'; error: string },
  ): Promise<number | null> {
    const analysis = `($2::timestamptz IS NULL OR date_trunc('milliseconds', "analyzed_at") = $2::timestamptz)`;
    const raw: unknown =
      answer.status === 'done'
        ? await this.ds.query(
            `UPDATE "icp"."icp_scores" SET "ai_status" = 'done', "ai_suggestions" = $3::jsonb,
               "persona_narrative" = $4, "ai_error" = NULL, "ai_updated_at" = now()
             WHERE "icp_id" = $1 AND ${analysis} RETURNING "overall_score"`,
            [icpId, analyzedAt, JSON.stringify(answer.aiSuggestions), answer.personaNarrative],
          )
        : await this.ds.query(
            `UPDATE "icp"."icp_scores" SET "ai_status" = 'failed', "ai_error" = $3, "ai_updated_at" = now()
             WHERE "icp_id" = $1 AND ${analysis} RETURNING "overall_score"`,
            [icpId, analyzedAt, answer.error],
          );
    const rows = (Array.isArray(raw) && Array.isArray(raw[0]) ? raw[0] : raw) as { overall_score: number }[];
    return rows.length ? rows[0]!.overall_score : null;
  }
}
