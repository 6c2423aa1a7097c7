import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The icp schema: profiles, drafts and scores. List queries filter by owner (an advisor's whole client
 * list), creator, status, type and industry, order by updated_at and search names and client
 * names/e-mails by substring; each of those has an index here. Substring search uses pg_trgm GIN
 * indexes, so `ILIKE '%term%'` stays an index scan however many profiles there are.
 */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    // Several services may create the extension at the same time: serialise that across the database.
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('create-extension:pg_trgm'))`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const [ext] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )) as { schema: string }[];
    const trgm = `"${ext!.schema}".gin_trgm_ops`;

    await q.query(`
      CREATE TABLE "icp"."icps" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(200) NOT NULL,
        "user_id" uuid NOT NULL,
        "created_by" uuid NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'in_progress' CHECK ("status" IN ('draft', 'in_progress', 'completed')),
        "type" varchar(3) NOT NULL CHECK ("type" IN ('b2b', 'b2c')),
        "industry" varchar(200),
        "company_size" varchar(200),
        "revenue" varchar(200),
        "technographics" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "decision_maker_role" varchar(200),
        "decision_maker_title" varchar(200),
        "age_range" varchar(200),
        "gender" varchar(20) CHECK ("gender" IN ('all', 'male', 'female', 'non-binary')),
        "education" varchar(200),
        "occupation" varchar(200),
        "income" varchar(200),
        "geographics" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "psychographics" text,
        "behavioral_traits" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "pain_points" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "needs" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "goals" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "preferred_channels" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "buyer_journey" jsonb,
        "client_name" varchar(200),
        "client_email" varchar(254),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The list's scope filter plus its order: an advisor's page is an index range per client.
    await q.query(
      `CREATE INDEX "icps_user_id_updated_at_idx" ON "icp"."icps" ("user_id", "updated_at" DESC, "id" DESC)`,
    );
    await q.query(`CREATE INDEX "icps_created_by_idx" ON "icp"."icps" ("created_by")`);
    await q.query(`CREATE INDEX "icps_status_idx" ON "icp"."icps" ("status")`);
    await q.query(`CREATE INDEX "icps_type_idx" ON "icp"."icps" ("type")`);
    await q.query(`CREATE INDEX "icps_updated_at_idx" ON "icp"."icps" ("updated_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "icps_industry_lower_idx" ON "icp"."icps" (lower("industry"))`);
    await q.query(`CREATE INDEX "icps_name_trgm_idx" ON "icp"."icps" USING gin ("name" ${trgm})`);
    await q.query(
      `CREATE INDEX "icps_client_name_trgm_idx" ON "icp"."icps" USING gin ("client_name" ${trgm})`,
    );
    await q.query(
      `CREATE INDEX "icps_client_email_trgm_idx" ON "icp"."icps" USING gin ("client_email" ${trgm})`,
    );

    await q.query(`
      CREATE TABLE "icp"."drafts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "client_type" varchar(20),
        "name" varchar(200),
        "industry" varchar(200),
        "draft_data" jsonb NOT NULL,
        "current_step" smallint NOT NULL CHECK ("current_step" BETWEEN 1 AND 5),
        "client_id" uuid,
        "last_saved" timestamptz NOT NULL DEFAULT now(),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX "drafts_user_id_last_saved_idx" ON "icp"."drafts" ("user_id", "last_saved" DESC, "id" DESC)`,
    );

    await q.query(`
      CREATE TABLE "icp"."icp_scores" (
        "icp_id" uuid PRIMARY KEY REFERENCES "icp"."icps" ("id") ON DELETE CASCADE,
        "overall_score" smallint NOT NULL CHECK ("overall_score" BETWEEN 0 AND 100),
        "demographics_score" smallint NOT NULL CHECK ("demographics_score" BETWEEN 0 AND 100),
        "psychographics_score" smallint NOT NULL CHECK ("psychographics_score" BETWEEN 0 AND 100),
        "pain_points_score" smallint NOT NULL CHECK ("pain_points_score" BETWEEN 0 AND 100),
        "needs_score" smallint NOT NULL CHECK ("needs_score" BETWEEN 0 AND 100),
        "channels_score" smallint NOT NULL CHECK ("channels_score" BETWEEN 0 AND 100),
        "suggestions" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "breakdown" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "rubric_version" integer NOT NULL,
        "analyzed_at" timestamptz NOT NULL,
        "ai_status" varchar(10) NOT NULL DEFAULT 'none' CHECK ("ai_status" IN ('none', 'pending', 'done', 'failed')),
        "ai_suggestions" jsonb,
        "persona_narrative" text,
        "ai_error" text,
        "ai_updated_at" timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "icp"."icp_scores"`);
    await q.query(`DROP TABLE IF EXISTS "icp"."drafts"`);
    await q.query(`DROP TABLE IF EXISTS "icp"."icps"`);
  }
}
