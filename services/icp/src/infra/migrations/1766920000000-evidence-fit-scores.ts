import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stored fit scores of a profile's client list (docs/evidence.md, "Stored scores"): one row per
 * import, per client row its score (null: insufficient data) and tier in sheet order, with the rules
 * version and the profile version (`updated_at`) they were computed for, each row's value (the value
 * column read as an amount, for sorting by value without reading the rows), and the set before it
 * (`previous`, null until the first recompute) so the Evidence tab can show what moved. The row belongs
 * to the import it was computed for (`import_created_at`); it goes with the import.
 */
export class EvidenceFitScores1766920000000 implements MigrationInterface {
  name = 'EvidenceFitScores1766920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "icp"."evidence_fit_scores" (
        "icp_id" uuid PRIMARY KEY REFERENCES "icp"."evidence_imports" ("icp_id") ON DELETE CASCADE,
        "import_created_at" timestamptz NOT NULL,
        "rules_version" integer NOT NULL,
        "profile_updated_at" timestamptz NOT NULL,
        "scores" jsonb NOT NULL,
        "tiers" jsonb NOT NULL,
        "values" jsonb NOT NULL,
        "computed_at" timestamptz NOT NULL DEFAULT now(),
        "previous" jsonb NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "icp"."evidence_fit_scores"`);
  }
}
