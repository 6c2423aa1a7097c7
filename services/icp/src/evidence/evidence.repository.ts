import { Injectable } from '@nestjs/common';
import type { ColumnMapping, EvidenceDelimiter, EvidenceEncoding } from '@icp-studio/contracts';
import { DataSource } from 'typeorm';
import type { SavedMapping } from './column-mapping.js';

/** A profile's stored import: the whole table and the mapping it was imported with. */
export interface StoredImport {
  icpId: string;
  headers: string[];
  rows: string[][];
  rowNumbers: number[];
  rowCount: number;
  mapping: ColumnMapping;
  delimiter: EvidenceDelimiter;
  encoding: EvidenceEncoding;
  createdAt: Date;
  createdBy: string;
}

/** An import without its rows: what the answers about it need (the rows stay in PostgreSQL). */
export type StoredImportMeta = Omit<StoredImport, 'rows' | 'rowNumbers'>;

/** The columns of an import but its rows. */
const META_COLUMNS = `"icp_id", "headers", "row_count", "mapping", "delimiter", "encoding", "created_at", "created_by"`;

interface ImportRow {
  icp_id: string;
  headers: string[];
  rows: string[][];
  row_numbers: number[];
  row_count: number;
  mapping: ColumnMapping;
  delimiter: EvidenceDelimiter;
  encoding: EvidenceEncoding;
  created_at: Date;
  created_by: string;
}

function toStored(r: ImportRow): StoredImport {
  return {
    icpId: r.icp_id,
    headers: r.headers,
    rows: r.rows,
    rowNumbers: r.row_numbers,
    rowCount: r.row_count,
    mapping: r.mapping,
    delimiter: r.delimiter,
    encoding: r.encoding,
    createdAt: r.created_at,
    createdBy: r.created_by,
  };
}

export function toMeta(r: Omit<ImportRow, 'rows' | 'row_numbers'>): StoredImportMeta {
  return {
    icpId: r.icp_id,
    headers: r.headers,
    rowCount: r.row_count,
    mapping: r.mapping,
    delimiter: r.delimiter,
    encoding: r.encoding,
    createdAt: r.created_at,
    createdBy: r.created_by,
  };
}

/** The rows of a RETURNING clause (TypeORM answers `[rows, count]` for UPDATE and DELETE). */
function returned<T>(raw: unknown): T[] {
  return (Array.isArray(raw) && Array.isArray(raw[0]) ? raw[0] : raw) as T[];
}

/** Thrown by `save` when the profile row is gone (the foreign key refused the import). */
export class EvidenceProfileGoneError extends Error {
  constructor() {
    super('profile gone');
  }
}

/**
 * The SQL of `icp.evidence_imports`: one current import per profile, written in one statement (so an
 * import is stored whole or not at all). Who may read or write it is decided by EvidenceService.
 */
@Injectable()
export class EvidenceRepository {
  constructor(private readonly ds: DataSource) {}

  async find(icpId: string): Promise<StoredImport | null> {
    const rows = (await this.ds.query(`SELECT * FROM "icp"."evidence_imports" WHERE "icp_id" = $1`, [
      icpId,
    ])) as ImportRow[];
    return rows[0] ? toStored(rows[0]) : null;
  }

  /** The import without its rows (null before any import). */
  async findMeta(icpId: string): Promise<StoredImportMeta | null> {
    const rows = (await this.ds.query(
      `SELECT ${META_COLUMNS} FROM "icp"."evidence_imports" WHERE "icp_id" = $1`,
      [icpId],
    )) as ImportRow[];
    return rows[0] ? toMeta(rows[0]) : null;
  }

  /** The saved mapping and the headers it was chosen for (the rows are not read). */
  async findMapping(icpId: string): Promise<SavedMapping | null> {
    const rows = (await this.ds.query(
      `SELECT "mapping", "headers" FROM "icp"."evidence_imports" WHERE "icp_id" = $1`,
      [icpId],
    )) as { mapping: ColumnMapping; headers: string[] }[];
    const row = rows[0];
    return row ? { mapping: row.mapping, headers: row.headers } : null;
  }

  /** Replaces the profile's import with this one. EvidenceProfileGoneError when the profile was deleted meanwhile. */
  async save(value: Omit<StoredImport, 'createdAt'>): Promise<StoredImport> {
    try {
      const raw: unknown = await this.ds.query(
        `INSERT INTO "icp"."evidence_imports"
           ("icp_id", "headers", "rows", "row_numbers", "row_count", "mapping", "delimiter", "encoding", "created_by", "created_at")
         VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5, $6::jsonb, $7, $8, $9, now())
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
         RETURNING *`,
        [
          value.icpId,
          JSON.stringify(value.headers),
          JSON.stringify(value.rows),
          JSON.stringify(value.rowNumbers),
          value.rowCount,
          JSON.stringify(value.mapping),
          value.delimiter,
          value.encoding,
          value.createdBy,
        ],
      );
      return toStored(returned<ImportRow>(raw)[0] as ImportRow);
    } catch (err) {
      if ((err as { driverError?: { code?: string }; code?: string }).driverError?.code === '23503') {
        throw new EvidenceProfileGoneError();
      }
      throw err;
    }
  }

  /** Deletes the profile's import; false when there was none. */
  async delete(icpId: string): Promise<boolean> {
    const raw: unknown = await this.ds.query(
      `DELETE FROM "icp"."evidence_imports" WHERE "icp_id" = $1 RETURNING "icp_id"`,
      [icpId],
    );
    return returned(raw).length > 0;
  }
}
