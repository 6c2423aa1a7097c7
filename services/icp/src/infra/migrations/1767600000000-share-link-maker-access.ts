import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Share links follow their maker's access (docs/product.md §14, "A maker's access"): the maker's name as
 * it was when the link was made (shown in the owner's list), and why the product ended a link (set only
 * when its maker lost access to the profile; such links stay listed as revoked). A partial index finds a
 * maker's live links when auth announces they lost access.
 */
export class ShareLinkMakerAccess1767600000000 implements MigrationInterface {
  name = 'ShareLinkMakerAccess1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "icp"."share_links"
      ADD COLUMN "created_by_name" varchar(120) NULL,
      ADD COLUMN "revoked_reason" varchar(40) NULL CHECK ("revoked_reason" IN ('creator_lost_access'))`);
    await q.query(
      `CREATE INDEX "share_links_created_by_live_idx" ON "icp"."share_links" ("created_by") WHERE "revoked_at" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "icp"."share_links_created_by_live_idx"`);
    await q.query(
      `ALTER TABLE "icp"."share_links" DROP COLUMN IF EXISTS "revoked_reason", DROP COLUMN IF EXISTS "created_by_name"`,
    );
  }
}
