import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read-only share links of playbooks (docs/product.md §14): the token's SHA-256 only (unique, the lookup
 * key), a label, an expiry, when it was revoked, its views. A link goes with its playbook.
 */
export class PlaybookShareLinks1767100000000 implements MigrationInterface {
  name = 'PlaybookShareLinks1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "playbook"."share_links" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "playbook_id" uuid NOT NULL REFERENCES "playbook"."playbooks" ("id") ON DELETE CASCADE,
        "token_hash" char(64) NOT NULL UNIQUE,
        "label" varchar(200) NULL,
        "expires_at" timestamptz NULL,
        "revoked_at" timestamptz NULL,
        "view_count" integer NOT NULL DEFAULT 0,
        "last_viewed_at" timestamptz NULL,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "share_links_playbook_idx" ON "playbook"."share_links" ("playbook_id", "created_at" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "playbook"."share_links"`);
  }
}
