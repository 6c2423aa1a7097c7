import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated playbooks under review (docs/product.md, "Generating a playbook"): one per user and profile,
 * kept until the user creates the playbook or discards the review. Deleting the profile or the user
 * takes them along (the icp and user events; this schema holds no foreign keys to others').
 */
export class PlaybookReviews1767900000000 implements MigrationInterface {
  name = 'PlaybookReviews1767900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE playbook.playbook_reviews (
        "user_id" uuid NOT NULL,
        "icp_id" uuid NOT NULL,
        "review" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "icp_id")
      )`);
    await q.query(`CREATE INDEX playbook_reviews_icp_idx ON playbook.playbook_reviews ("icp_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE playbook.playbook_reviews`);
  }
}
