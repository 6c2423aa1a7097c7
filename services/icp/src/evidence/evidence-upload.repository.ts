import { Injectable } from '@nestjs/common';
import {
  EVIDENCE_UPLOAD_TTL_SECONDS,
  type ColumnMapping,
  type EvidencePreview,
  type EvidenceUploadState,
  type ImportError,
  type ImportedTable,
} from '@icp-studio/contracts';
import { DataSource } from 'typeorm';
import { EvidenceProfileGoneError, toMeta, type StoredImportMeta } from './evidence.repository.js';

/** An upload as its status route answers it (its table stays in the database). */
export interface StoredUpload {
  id: string;
  icpId: string;
  createdBy: string;
  state: EvidenceUploadState;
  progress: number;
  rowsRead: number;
  preview: EvidencePreview | null;
  error: ImportError | null;
}

interface UploadRow {
  id: string;
  icp_id: string;
  created_by: string;
  state: EvidenceUploadState;
  progress: number;
  rows_read: number;
  preview: EvidencePreview | null;
  error: ImportError | null;
}

const STATUS_COLUMNS = `"id", "icp_id", "created_by", "state", "progress", "rows_read", "preview", "error"`;
/** Uploads older than this are gone (swept on the next upload, never read). */
const LIVE = `"created_at" > now() - make_interval(secs => ${EVIDENCE_UPLOAD_TTL_SECONDS})`;

function toStored(r: UploadRow): StoredUpload {
  return {
    id: r.id,
    icpId: r.icp_id,
    createdBy: r.created_by,
    state: r.state,
    progress: r.progress,
    rowsRead: r.rows_read,
    preview: r.preview,
    error: r.error,
  };
}

/** The rows of a RETURNING clause (TypeORM answers `[rows, count]` for UPDATE and DELETE). */
function returned<T>(raw: unknown): T[] {
  return (Array.isArray(raw) && Array.isArray(raw[0]) ? raw[0] : raw) as T[];
}

/**
 * The SQL of `icp.evidence_uploads` (docs/evidence.md, "Uploads"): staged uploads with their progress,
 * their table once read, and the move of a ready table into `evidence_imports` inside PostgreSQL.
 * Who may read or write them is decided by EvidenceUploadService.
 */
@Injectable()
export class EvidenceUploadRepository {
  constructor(private readonly ds: DataSource) {}

  /** A user's uploads still queued or being read (within their hour), of every profile. */
  async countInFlight(createdBy: string): Promise<number> {
    const rows = (await this.ds.query(
      `SELECT count(*)::int AS "n" FROM "icp"."evidence_uploads"
        WHERE "created_by" = $1 AND "state" IN ('queued', 'reading') AND ${LIVE}`,
      [createdBy],
    )) as { n: number }[];
    return rows[0]?.n ?? 0;
  }

  /** Deletes the uploads past their hour (any profile's). */
  async sweep(): Promise<number> {
    const raw: unknown = await this.ds.query(
      `DELETE FROM "icp"."evidence_uploads" WHERE NOT (${LIVE}) RETURNING "id"`,
    );
    return returned(raw).length;
  }

  /** A new queued upload. EvidenceProfileGoneError when the profile was deleted meanwhile. */
  async create(value: { id: string; icpId: string; createdBy: string; byteSize: number }): Promise<void> {
    try {
      await this.ds.query(
        `INSERT INTO "icp"."evidence_uploads" ("id", "icp_id", "created_by", "state", "byte_size")
         VALUES ($1, $2, $3, 'queued', $4)`,
        [value.id, value.icpId, value.createdBy, value.byteSize],
      );
    } catch (err) {
      if ((err as { driverError?: { code?: string } }).driverError?.code === '23503')
        throw new EvidenceProfileGoneError();
      throw err;
    }
  }

  /** The upload of this profile (null when there is none, it is another profile's, or it expired). */
  async find(icpId: string, id: string): Promise<StoredUpload | null> {
    const rows = (await this.ds.query(
      `SELECT ${STATUS_COLUMNS} FROM "icp"."evidence_uploads" WHERE "id" = $1 AND "icp_id" = $2 AND ${LIVE}`,
      [id, icpId],
    )) as UploadRow[];
    return rows[0] ? toStored(rows[0]) : null;
  }

  /** The headers of a ready upload of this profile (null when it is not ready, or not there). */
  async readyHeaders(icpId: string, id: string): Promise<string[] | null> {
    const rows = (await this.ds.query(
      `SELECT "headers" FROM "icp"."evidence_uploads"
        WHERE "id" = $1 AND "icp_id" = $2 AND "state" = 'ready' AND ${LIVE}`,
      [id, icpId],
    )) as { headers: string[] }[];
    return rows[0]?.headers ?? null;
  }

  /** Progress while reading (only a queued or reading upload moves). */
  async progress(id: string, progress: number, rowsRead: number): Promise<void> {
    await this.ds.query(
      `UPDATE "icp"."evidence_uploads" SET "state" = 'reading', "progress" = $2, "rows_read" = $3
        WHERE "id" = $1 AND "state" IN ('queued', 'reading')`,
      [id, progress, rowsRead],
    );
  }

  /** The file read: its whole table and its preview. */
  async ready(id: string, table: ImportedTable, preview: EvidencePreview): Promise<void> {
    await this.ds.query(
      `UPDATE "icp"."evidence_uploads"
          SET "state" = 'ready', "progress" = 100, "rows_read" = $2, "headers" = $3::jsonb, "rows" = $4::jsonb,
              "row_numbers" = $5::jsonb, "delimiter" = $6, "encoding" = $7, "preview" = $8::jsonb, "error" = NULL
        WHERE "id" = $1`,
      [
        id,
        table.rows.length,
        JSON.stringify(table.headers),
        JSON.stringify(table.rows),
        JSON.stringify(table.rowNumbers),
        table.delimiter,
        table.encoding,
        JSON.stringify(preview),
      ],
    );
  }

  /** Deletes one upload (its sender may no longer see the profile). */
  async delete(id: string): Promise<void> {
    await this.ds.query(`DELETE FROM "icp"."evidence_uploads" WHERE "id" = $1`, [id]);
  }

  /** The file refused: the reason alone is kept (no table, no preview). */
  async failed(id: string, error: ImportError): Promise<void> {
    await this.ds.query(
      `UPDATE "icp"."evidence_uploads"
          SET "state" = 'failed', "error" = $2::jsonb, "headers" = NULL, "rows" = NULL, "row_numbers" = NULL,
              "preview" = NULL
        WHERE "id" = $1`,
      [id, JSON.stringify(error)],
    );
  }

  /**
   * Replaces the profile's import with the ready upload's table and deletes the upload, in one statement
   * (all or nothing; the rows never leave PostgreSQL, on the way in or back). Null when the upload is not ready
   * (or is gone). EvidenceProfileGoneError when the profile was deleted meanwhile.
   */
  async importUpload(
    icpId: string,
    id: string,
    mapping: ColumnMapping,
    createdBy: string,
  ): Promise<StoredImportMeta | null> {
    try {
      const rows = (await this.ds.query(
        `WITH "staged" AS (
           DELETE FROM "icp"."evidence_uploads"
            WHERE "id" = $1 AND "icp_id" = $2 AND "state" = 'ready' AND ${LIVE}
           RETURNING *
         )
         INSERT INTO "icp"."evidence_imports"
           ("icp_id", "headers", "rows", "row_numbers", "row_count", "mapping", "delimiter", "encoding", "created_by", "created_at")
         SELECT "icp_id", "headers", "rows", "row_numbers", "rows_read", $3::jsonb, "delimiter", "encoding", $4, now()
           FROM "staged"
         ON CONFLICT ("icp_id") DO UPDATE SET
           "headers" = EXCLUDED."headers",
           "rows" = EXCLUDED."rows",
           "row_numbers" = EXCLUDED."row_numbers",
           "row_count" = EXCLUDED."row_count",
           "mapping" = EXCLUDED."mapping",
           "delimiter" = EXCLUDED."delimiter",
           "encoding" = EXCLUDED."encoding",
           "created_by" = EXCLUDED."created_by",
           "created_at" = EXCLUDED."created_at"
         RETURNING "icp_id", "headers", "row_count", "mapping", "delimiter", "encoding", "created_at", "created_by"`,
        [id, icpId, JSON.stringify(mapping), createdBy],
      )) as Parameters<typeof toMeta>[0][];
      const r = rows[0];
      return r ? toMeta(r) : null;
    } catch (err) {
      if ((err as { driverError?: { code?: string } }).driverError?.code === '23503')
        throw new EvidenceProfileGoneError();
      throw err;
    }
  }
}
