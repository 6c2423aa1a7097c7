import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Version history (docs/product.md §13): `icp.icps.version`, the current version, and
 * `icp.icp_versions`, one row per save that changed a profile's editable fields (who, when, which
 * fields, the fields after the save). Every existing profile gets its current fields as version 1,
 * by its creator at its last change.
 */
export class IcpVersions1767300000000 implements MigrationInterface {
  name = 'IcpVersions1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icps ADD COLUMN "version" integer NOT NULL DEFAULT 1`);
    await q.query(`
      CREATE TABLE icp.icp_versions (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "icp_id" uuid NOT NULL REFERENCES icp.icps("id") ON DELETE CASCADE,
        "version" integer NOT NULL,
        "author_id" uuid,
        "author_name" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "changed_fields" text[] NOT NULL DEFAULT '{}',
        "restored_from" integer,
        "content" jsonb NOT NULL,
        CONSTRAINT "icp_versions_icp_version" UNIQUE ("icp_id", "version")
      )`);
    await q.query(`
      INSERT INTO icp.icp_versions ("icp_id", "version", "author_id", "created_at", "content")
      SELECT i."id", 1, i."created_by", i."updated_at", jsonb_build_object(
               'name', i."name", 'type', i."type", 'industry', i."industry",
               'companySize', i."company_size", 'revenue', i."revenue",
               'technographics', i."technographics", 'decisionMakerRole', i."decision_maker_role",
               'decisionMakerTitle', i."decision_maker_title", 'ageRange', i."age_range",
               'gender', i."gender", 'education', i."education", 'occupation', i."occupation",
               'income', i."income", 'geographics', i."geographics",
               'psychographics', i."psychographics", 'behavioralTraits', i."behavioral_traits",
               'painPoints', i."pain_points", 'needs', i."needs", 'goals', i."goals",
               'preferredChannels', i."preferred_channels", 'buyerJourney', i."buyer_journey",
               'profession', i."profession", 'disqualifiers', i."disqualifiers")
        FROM icp.icps i`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE icp.icp_versions`);
    await q.query(`ALTER TABLE icp.icps DROP COLUMN "version"`);
  }
}
