import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The fit list as an index (docs/evidence.md, "Pages from an index"), written beside the stored scores:
 * - per order (fit or value, descending or ascending) the row indexes in that order, as an int[] on the
 *   scores' row (`order_*`): a page is a slice of it, whatever its offset; with them each row's score
 *   and tier before (`prev_scores`, `prev_tiers`), read by index;
 * - `evidence_fit_cells`: the import's cells and row numbers in chunks of 500 rows, written once per
 *   import, so a page reads its rows' chunks and never the import's whole `rows`.
 * `indexed` says whether the index is written for the stored set (it is written after the set, off the
 * request that computed it; scores stored before this migration are indexed on their next read).
 */
export class EvidenceFitIndex1767810000000 implements MigrationInterface {
  name = 'EvidenceFitIndex1767810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "icp"."evidence_fit_scores"
      ADD COLUMN "indexed" boolean NOT NULL DEFAULT false,
      ADD COLUMN "order_fit_desc" integer[] NULL,
      ADD COLUMN "order_fit_asc" integer[] NULL,
      ADD COLUMN "order_value_desc" integer[] NULL,
      ADD COLUMN "order_value_asc" integer[] NULL,
      ADD COLUMN "prev_scores" double precision[] NULL,
      ADD COLUMN "prev_tiers" varchar(1)[] NULL`);
    await q.query(`
      CREATE TABLE "icp"."evidence_fit_cells" (
        "icp_id" uuid NOT NULL REFERENCES "icp"."evidence_imports" ("icp_id") ON DELETE CASCADE,
        "import_created_at" timestamptz NOT NULL,
        "chunk" integer NOT NULL,
        "cells" jsonb NOT NULL,
        "row_numbers" jsonb NOT NULL,
        PRIMARY KEY ("icp_id", "chunk")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "icp"."evidence_fit_cells"`);
    await q.query(`ALTER TABLE "icp"."evidence_fit_scores"
      DROP COLUMN IF EXISTS "indexed",
      DROP COLUMN IF EXISTS "order_fit_desc",
      DROP COLUMN IF EXISTS "order_fit_asc",
      DROP COLUMN IF EXISTS "order_value_desc",
      DROP COLUMN IF EXISTS "order_value_asc",
      DROP COLUMN IF EXISTS "prev_scores",
      DROP COLUMN IF EXISTS "prev_tiers"`);
  }
}
