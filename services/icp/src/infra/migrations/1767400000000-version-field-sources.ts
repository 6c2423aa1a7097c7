import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A profile's versions keep the field origins as that save left them (docs/product.md §13), beside
 * their content: restoring a version puts back who typed what and what came from AI, instead of
 * counting every restored value as typed. Each profile's current version takes the profile's origins;
 * older versions from before this column have none (a restore of one falls back to the save rule).
 */
export class VersionFieldSources1767400000000 implements MigrationInterface {
  name = 'VersionFieldSources1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icp_versions ADD COLUMN "field_sources" jsonb`);
    await q.query(`
      UPDATE icp.icp_versions v SET "field_sources" = i."field_sources"
        FROM icp.icps i
       WHERE v."icp_id" = i."id" AND v."version" = i."version"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icp_versions DROP COLUMN "field_sources"`);
  }
}
