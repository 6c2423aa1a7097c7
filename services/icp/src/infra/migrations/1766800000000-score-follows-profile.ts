import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The score follows the profile (docs/product.md §10): each save of a profile's content stamps
 * `score_requested_at` and queues a re-score; the score row records the stamp its figures reflect
 * (`scored_for`) and the Analyze its AI part belongs to (`ai_requested_at`, until now `analyzed_at`).
 * `score_failed_at` records that no re-score is coming for a stamp (queue unreachable or job failed).
 *
 * Existing rows: a score computed after the profile's last change is current; one computed before it
 * is behind, and the icp service's start-up sweep queues its re-score.
 */
export class ScoreFollowsProfile1766800000000 implements MigrationInterface {
  name = 'ScoreFollowsProfile1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icps
      ADD COLUMN score_requested_at timestamptz NULL,
      ADD COLUMN score_failed_at timestamptz NULL`);
    await q.query(`UPDATE icp.icps SET score_requested_at = updated_at`);
    await q.query(`ALTER TABLE icp.icp_scores
      ADD COLUMN scored_for timestamptz NULL,
      ADD COLUMN ai_requested_at timestamptz NULL`);
    await q.query(`UPDATE icp.icp_scores s
         SET scored_for = CASE WHEN s.analyzed_at >= i.updated_at THEN i.updated_at ELSE s.analyzed_at END,
             ai_requested_at = s.analyzed_at
        FROM icp.icps i WHERE i.id = s.icp_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icp_scores DROP COLUMN scored_for, DROP COLUMN ai_requested_at`);
    await q.query(`ALTER TABLE icp.icps DROP COLUMN score_requested_at, DROP COLUMN score_failed_at`);
  }
}
