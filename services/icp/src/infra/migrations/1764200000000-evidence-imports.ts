import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A profile's imported client list (docs/evidence.md): one current import per profile, replaced whole by
 * the next one and deleted with the profile. The rows are client data and stay in this schema.
 */
export class EvidenceImports1764200000000 implements MigrationInterface {
  name = 'EvidenceImports1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "icp"."evidence_imports" (
        "icp_id" uuid PRIMARY KEY REFERENCES "icp"."icps" ("id") ON DELETE CASCADE,
        "headers" jsonb NOT NULL,
        "rows" jsonb NOT NULL,
        "row_numbers" jsonb NOT NULL,
        "row_count" integer NOT NULL CHECK ("row_count" >= 0),
        "mapping" jsonb NOT NULL,
        "delimiter" varchar(1) NOT NULL,
        "encoding" varchar(20) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "created_by" uuid NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "icp"."evidence_imports"`);
  }
}
