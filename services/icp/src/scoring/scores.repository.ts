import { Injectable } from '@nestjs/common';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { IcpEntity } from '../icps/icp.entity.js';
import type { RubricResult } from '../rubric/rubric.js';
import { IcpScoreEntity } from './score.entity.js';

/**
 * The SQL of `icp.icp_scores`: the rubric's upsert (by Analyze and by the re-score after a save), the
 * AI part's status and the ai worker's answer (written only while the score still belongs to the
 * analysis that asked for it).
 */
@Injectable()
export class ScoresRepository {
  constructor(private readonly ds: DataSource) {}

  findByIcp(icpId: string): Promise<IcpScoreEntity | null> {
    return this.ds.getRepository(IcpScoreEntity).findOneBy({ icpId });
  }

  /**
   * Scores the profile as it is now and stores the figures, in one transaction that holds the profile's
   * row (FOR SHARE), so no save slips between the read and the write: `compute` gets the row and answers
   * the rubric's result and its explanation (`breakdown`); the figures are stored with `scored_for` = the
   * row's `score_requested_at`.
   * - `analyze` (Analyze): always writes, and starts a new AI part (`ai_requested_at` = now()).
   * - `refresh` (the re-score after a save): keeps the AI part, and writes only over an older score, so
   *   a late or repeated job never undoes a newer one.
   *
   * Answers the stored score; null when the profile is gone, or (refresh) the score was already as new.
   */
  score(
    icpId: string,
    mode: 'analyze' | 'refresh',
    compute: (icp: IcpEntity) => { result: RubricResult; breakdown: unknown },
  ): Promise<IcpScoreEntity | null> {
    return this.ds.transaction(async (m) => {
      const icp = await m
        .getRepository(IcpEntity)
        .findOne({ where: { id: icpId }, lock: { mode: 'pessimistic_read' } });
      if (!icp) return null;
      const { result, breakdown } = compute(icp);
      const analyze = mode === 'analyze';
      const raw: unknown = await m.query(
        `INSERT INTO "icp"."icp_scores" ("icp_id", "overall_score", "demographics_score", "psychographics_score",
            "pain_points_score", "needs_score", "channels_score", "suggestions", "breakdown", "rubric_version",
            "analyzed_at", "scored_for", "ai_requested_at")
         SELECT $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, now(), i."score_requested_at",
                ${analyze ? 'now()' : 'NULL'}
           FROM "icp"."icps" i WHERE i."id" = $1
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
           "analyzed_at" = EXCLUDED."analyzed_at",
           "scored_for" = EXCLUDED."scored_for"
           ${
             analyze
               ? ', "ai_requested_at" = EXCLUDED."ai_requested_at"'
               : `WHERE "icp_scores"."scored_for" IS NULL OR "icp_scores"."scored_for" < EXCLUDED."scored_for"`
           }
         RETURNING "icp_id"`,
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
      if (!rowsOf<{ icp_id: string }>(raw).length) return null;
      return m.getRepository(IcpScoreEntity).findOneBy({ icpId });
    });
  }

  async setAiStatus(icpId: string, status: 'pending' | 'failed', error: string | null): Promise<void> {
    await this.ds.query(
      `UPDATE "icp"."icp_scores" SET "ai_status" = $2, "ai_error" = $3, "ai_updated_at" = now() WHERE "icp_id" = $1`,
      [icpId, status, error],
    );
  }

  /**
   * Writes the ai worker's answer when the score's AI part still belongs to the Analyze made at
   * `analyzedAt` (its `ai_requested_at`; any when null). Answers the score's overall figure, or null
   * when nothing was written.
   */
  async applyAiAnswer(
    icpId: string,
    analyzedAt: string | null,
    answer:
      | { status: 'done'; aiSuggestions: unknown; personaNarrative: string | null }
      | { status: 'failed'; error: string },
  ): Promise<number | null> {
    const analysis = `($2::timestamptz IS NULL OR date_trunc('milliseconds', "ai_requested_at") = $2::timestamptz)`;
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
    const rows = rowsOf<{ overall_score: number }>(raw);
    return rows.length ? rows[0]!.overall_score : null;
  }
}
