import { Injectable } from '@nestjs/common';
import type { PlaybookReviewInput } from '@icp-studio/contracts';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';

/** A row of `playbook.playbook_reviews`. */
export interface ReviewRow {
  icpId: string;
  review: PlaybookReviewInput;
  updatedAt: Date;
}

const COLUMNS = `icp_id AS "icpId", review, updated_at AS "updatedAt"`;

/** The SQL of generated playbooks under review: one per user and profile. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly ds: DataSource) {}

  async find(userId: string, icpId: string): Promise<ReviewRow | null> {
    const rows = rowsOf<ReviewRow>(
      await this.ds.query(
        `SELECT ${COLUMNS} FROM playbook.playbook_reviews WHERE user_id = $1 AND icp_id = $2`,
        [userId, icpId],
      ),
    );
    return rows[0] ?? null;
  }

  /** Keeps the review (the last save wins: it is one user's, from whichever tab or device saved last). */
  async save(userId: string, icpId: string, review: PlaybookReviewInput): Promise<ReviewRow> {
    const rows = rowsOf<ReviewRow>(
      await this.ds.query(
        `INSERT INTO playbook.playbook_reviews (user_id, icp_id, review, updated_at)
         VALUES ($1, $2, $3::jsonb, now())
         ON CONFLICT (user_id, icp_id) DO UPDATE SET review = EXCLUDED.review, updated_at = now()
         RETURNING ${COLUMNS}`,
        [userId, icpId, JSON.stringify(review)],
      ),
    );
    return rows[0]!;
  }

  async remove(userId: string, icpId: string): Promise<void> {
    await this.ds.query(`DELETE FROM playbook.playbook_reviews WHERE user_id = $1 AND icp_id = $2`, [
      userId,
      icpId,
    ]);
  }

  /** A deleted profile's reviews, whoever kept them. */
  async removeForIcp(icpId: string): Promise<void> {
    await this.ds.query(`DELETE FROM playbook.playbook_reviews WHERE icp_id = $1`, [icpId]);
  }
}
