import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read-only share links of profiles (docs/product.md §14): the token's SHA-256 only (unique, the lookup
 * key), a label, an expiry, when it was revoked, its views. A link goes with its profile.
 */
export class ShareLinks1767100000000 implements MigrationInterface {
  name = 'ShareLinks1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "icp"."share_links" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "icp_id" uuid NOT NULL REFERENCES "icp"."icps" ("id") ON DELETE CASCADE,
        "token_hash" char(64) NOT NULL UNIQUE,
        "label" varchar(200) NULL,
        "expires_at" timestamptz NULL,
        "revoked_at" timestamptz NULL,
        "view_count" integer NOT NULL DEFAULT 0,
        "last_viewed_at" timestamptz NULL,
        "created_by" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "share_links_icp_idx" ON "icp"."share_links" ("icp_id", "created_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "icp"."share_links"`);
  }
}
