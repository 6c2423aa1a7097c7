import { Injectable } from '@nestjs/common';
import type { ColumnMapping, FitTier } from '@icp-studio/contracts';
import { DataSource } from 'typeorm';
import type { FitSet } from './fit-store.js';

/** The stored scores of a profile's import: the current set, the import it belongs to, and the set before. */
export interface StoredFit {
  icpId: string;
  /** Whether the set belongs to the profile's current import (false: computed for an import since replaced). */
  sameImport: boolean;
  current: FitSet;
  previous: FitSet | null;
  /** Each row's value read as an amount (null: none), in sheet order. */
  values: (number | null)[];
}

/** The import without its rows: enough to order a page from the stored scores. */
export interface ImportMeta {
  headers: string[];
  mapping: ColumnMapping;
  rowCount: number;
}

interface FitRow {
  icp_id: string;
  import_created_at: Date;
  rules_version: number;
  profile_updated_at: Date;
  scores: (number | null)[];
  tiers: (FitTier | null)[];
  computed_at: Date;
  previous: FitSet | null;
  values: (number | null)[];
  same_import: boolean;
}

/**
 * The SQL of `icp.evidence_fit_scores` (docs/evidence.md, "Stored scores"): one row per import, written
 * whole in one statement. Who may read it is decided by the services.
 */
@Injectable()
export class FitScoresRepository {
  constructor(private readonly ds: DataSource) {}

  async find(icpId: string): Promise<StoredFit | null> {
    const rows = (await this.ds.query(
      `SELECT f.*, (f."import_created_at" = i."created_at") AS "same_import"
         FROM "icp"."evidence_fit_scores" f
         JOIN "icp"."evidence_imports" i ON i."icp_id" = f."icp_id"
        WHERE f."icp_id" = $1`,
      [icpId],
    )) as FitRow[];
    const r = rows[0];
    if (!r) return null;
    return {
      icpId: r.icp_id,
      sameImport: r.same_import,
      current: {
        rulesVersion: r.rules_version,
        profileUpdatedAt: new Date(r.profile_updated_at).toISOString(),
        computedAt: new Date(r.computed_at).toISOString(),
        scores: r.scores,
        tiers: r.tiers,
      },
      previous: r.previous,
      values: r.values,
    };
  }

  /**
   * Stores `current` (and `previous`) for the import created at `importCreatedAt` (as read, to the
   * millisecond). Written only while that import is the profile's: a newer import's scores are not
   * overwritten by a slower read of the older one (the write is skipped, as it is when the import is gone).
   */
  async save(
    icpId: string,
    importCreatedAt: Date,
    current: FitSet,
    previous: FitSet | null,
    values: readonly (number | null)[],
  ): Promise<void> {
    await this.ds.query(
      `INSERT INTO "icp"."evidence_fit_scores"
           ("icp_id", "import_created_at", "rules_version", "profile_updated_at", "scores", "tiers", "computed_at", "previous", "values")
         SELECT i."icp_id", i."created_at", $3, $4, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9::jsonb
           FROM "icp"."evidence_imports" i
          WHERE i."icp_id" = $1 AND date_trunc('milliseconds', i."created_at") = $2
         ON CONFLICT ("icp_id") DO UPDATE SET
           "import_created_at" = EXCLUDED."import_created_at",
           "rules_version" = EXCLUDED."rules_version",
           "profile_updated_at" = EXCLUDED."profile_updated_at",
           "scores" = EXCLUDED."scores",
           "tiers" = EXCLUDED."tiers",
           "computed_at" = EXCLUDED."computed_at",
           "previous" = EXCLUDED."previous",
           "values" = EXCLUDED."values"`,
      [
        icpId,
        importCreatedAt,
        current.rulesVersion,
        current.profileUpdatedAt,
        JSON.stringify(current.scores),
        JSON.stringify(current.tiers),
        current.computedAt,
        previous ? JSON.stringify(previous) : null,
        JSON.stringify(values),
      ],
    );
  }

  /** The profile's import without its rows (null before any import). */
  async importMeta(icpId: string): Promise<ImportMeta | null> {
    const rows = (await this.ds.query(
      `SELECT "headers", "mapping", "row_count" FROM "icp"."evidence_imports" WHERE "icp_id" = $1`,
      [icpId],
    )) as { headers: string[]; mapping: ColumnMapping; row_count: number }[];
    const r = rows[0];
    return r ? { headers: r.headers, mapping: r.mapping, rowCount: r.row_count } : null;
  }

  /**
   * Only these rows of the import (0-based indexes), with their spreadsheet row numbers, in the order
   * asked: a page of the fit list reads its own rows, not the whole list.
   */
  async rowsAt(icpId: string, indexes: readonly number[]): Promise<{ row: string[]; rowNumber: number }[]> {
    if (indexes.length === 0) return [];
    const rows = (await this.ds.query(
      `SELECT i."rows" -> t.k AS "row", (i."row_numbers" ->> t.k)::int AS "row_number"
         FROM "icp"."evidence_imports" i, unnest($2::int[]) WITH ORDINALITY AS t(k, n)
        WHERE i."icp_id" = $1
        ORDER BY t.n`,
      [icpId, indexes],
    )) as { row: string[] | null; row_number: number | null }[];
    return rows.map((r, j) => ({ row: r.row ?? [], rowNumber: r.row_number ?? (indexes[j] ?? 0) + 2 }));
  }
}
