import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client lists uploaded as files (docs/evidence.md, "Uploads"): each upload is staged here while the
 * queue reads it (state, progress) and keeps its table and preview once read, or the reason it was
 * refused. An import by `uploadId` moves the table into `evidence_imports` and deletes the upload;
 * uploads older than an hour are swept on the next upload. Deleted with the profile.
 */
export class EvidenceUploads1766930000000 implements MigrationInterface {
  name = 'EvidenceUploads1766930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "icp"."evidence_uploads" (
        "id" uuid PRIMARY KEY,
        "icp_id" uuid NOT NULL REFERENCES "icp"."icps" ("id") ON DELETE CASCADE,
        "created_by" uuid NOT NULL,
        "state" varchar(10) NOT NULL CHECK ("state" IN ('queued', 'reading', 'ready', 'failed')),
        "progress" integer NOT NULL DEFAULT 0 CHECK ("progress" BETWEEN 0 AND 100),
        "rows_read" integer NOT NULL DEFAULT 0 CHECK ("rows_read" >= 0),
        "byte_size" integer NOT NULL,
        "headers" jsonb NULL,
        "rows" jsonb NULL,
        "row_numbers" jsonb NULL,
        "delimiter" varchar(1) NULL,
        "encoding" varchar(20) NULL,
        "preview" jsonb NULL,
        "error" jsonb NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "evidence_uploads_icp_id" ON "icp"."evidence_uploads" ("icp_id")`);
    await q.query(`CREATE INDEX "evidence_uploads_created_at" ON "icp"."evidence_uploads" ("created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "icp"."evidence_uploads"`);
  }
}
