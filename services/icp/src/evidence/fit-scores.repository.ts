import { Injectable } from '@nestjs/common';
import type { ColumnMapping, EvidenceFitSort, FitTier } from '@icp-studio/contracts';
import { DataSource } from 'typeorm';
import { FIT_CELLS_CHUNK, type FitOrders, type FitSet } from './fit-store.js';

/** The stored scores of a profile's import: the current set, the import it belongs to, and the set before. */
export interface StoredFit {
  icpId: string;
  /** Whether the set belongs to the profile's current import (false: computed for an import since replaced). */
  sameImport: boolean;
  current: FitSet;
  previous: FitSet | null;
  /** Each row's value read as an amount (null: none), in sheet order. */
  values: (number | null)[];
  /** Whether the fit rows (the index of the fit list) are written for this set. */
  indexed: boolean;
}

/** Whether the import's stored scores hold, without the scores: enough to answer a page from the index. */
export interface FitStamp {
  sameImport: boolean;
  rulesVersion: number;
  profileUpdatedAt: string;
  indexed: boolean;
}

/** One row of a fit page, read from the index. */
export interface FitPageRow {
  idx: number;
  rowNumber: number;
  cells: string[];
  previousScore: number | null;
  previousTier: FitTier | null;
}

/** The import without its rows: enough to order a page from the stored scores. */
export interface ImportMeta {
  headers: string[];
  mapping: ColumnMapping;
  rowCount: number;
}

/** The column holding each order's row indexes (fit-store.ts `fitOrder`, computed in SQL). */
const ORDER_COLUMN: Record<EvidenceFitSort, Record<'asc' | 'desc', string>> = {
  fit: { desc: 'order_fit_desc', asc: 'order_fit_asc' },
  value: { desc: 'order_value_desc', asc: 'order_value_asc' },
};

/** The cells and row number of row `o.idx` from its chunk (`c`). */
const CELL_COLUMNS = `c."cells" -> (o.idx % ${FIT_CELLS_CHUNK}) AS "cells",
       (c."row_numbers" ->> (o.idx % ${FIT_CELLS_CHUNK}))::int AS "row_number"`;
const CELL_JOIN = `LEFT JOIN "icp"."evidence_fit_cells" c
         ON c."icp_id" = $1 AND c."chunk" = o.idx / ${FIT_CELLS_CHUNK}`;

interface PageRow {
  idx: number;
  row_number: number | null;
  cells: string[] | null;
  prev_score: number | null;
  prev_tier: FitTier | null;
}

const toPageRow = (r: PageRow): FitPageRow => ({
  idx: r.idx,
  rowNumber: r.row_number ?? r.idx + 2,
  cells: r.cells ?? [],
  previousScore: r.prev_score,
  previousTier: r.prev_tier,
});

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
  indexed: boolean;
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
      `SELECT f."icp_id", f."import_created_at", f."rules_version", f."profile_updated_at", f."scores",
              f."tiers", f."computed_at", f."previous", f."values", f."indexed",
              (f."import_created_at" = i."created_at") AS "same_import"
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
      indexed: r.indexed,
    };
  }

  /** The stamp of the stored scores (null: none). */
  async stamp(icpId: string): Promise<FitStamp | null> {
    const rows = (await this.ds.query(
      `SELECT f."rules_version", f."profile_updated_at", f."indexed",
              (f."import_created_at" = i."created_at") AS "same_import"
         FROM "icp"."evidence_fit_scores" f
         JOIN "icp"."evidence_imports" i ON i."icp_id" = f."icp_id"
        WHERE f."icp_id" = $1`,
      [icpId],
    )) as Pick<FitRow, 'rules_version' | 'profile_updated_at' | 'indexed' | 'same_import'>[];
    const r = rows[0];
    if (!r) return null;
    return {
      sameImport: r.same_import,
      rulesVersion: r.rules_version,
      profileUpdatedAt: new Date(r.profile_updated_at).toISOString(),
      indexed: r.indexed,
    };
  }

  /**
   * One page of the fit list from its index: a slice of the order's row indexes, then those rows and
   * their chunks' cells; its cost is the page's, not the list's, at any offset.
   */
  async page(
    icpId: string,
    sort: EvidenceFitSort,
    order: 'asc' | 'desc',
    limit: number,
    offset: number,
  ): Promise<FitPageRow[]> {
    const rows = (await this.ds.query(
      `SELECT o.idx AS "idx", f."prev_scores"[o.idx + 1] AS "prev_score", f."prev_tiers"[o.idx + 1] AS "prev_tier",
              ${CELL_COLUMNS}
         FROM "icp"."evidence_fit_scores" f
        CROSS JOIN LATERAL unnest(f."${ORDER_COLUMN[sort][order]}"[$2:$3]) WITH ORDINALITY AS o(idx, pos)
         ${CELL_JOIN}
        WHERE f."icp_id" = $1
        ORDER BY o.pos`,
      [icpId, offset + 1, offset + limit],
    )) as PageRow[];
    return rows.map(toPageRow);
  }

  /**
   * Stores `current` (and `previous`) for the import created at `importCreatedAt` (as read, to the
   * millisecond). Written only while that import is the profile's: a newer import's scores are not
   * overwritten by a slower read of the older one (the write is skipped, as it is when the import is gone).
   * The import row is locked first (`FOR KEY SHARE`), the order in which deleting the profile takes the
   * import and then, cascading, its scores: the other order deadlocked with a deletion.
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
            FOR KEY SHARE OF i
         ON CONFLICT ("icp_id") DO UPDATE SET
           "import_created_at" = EXCLUDED."import_created_at",
           "rules_version" = EXCLUDED."rules_version",
           "profile_updated_at" = EXCLUDED."profile_updated_at",
           "scores" = EXCLUDED."scores",
           "tiers" = EXCLUDED."tiers",
           "computed_at" = EXCLUDED."computed_at",
           "previous" = EXCLUDED."previous",
           "values" = EXCLUDED."values",
           "indexed" = false`,
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

  /**
   * The fit list's index of the set computed at `computedAt` (docs/evidence.md, "Pages from an index"):
   * its four orders and the scores before, and the import's cells in chunks unless written already for
   * this import (`cells` null: read from the import's rows in SQL). Skipped when the set was replaced.
   */
  async writeIndex(
    icpId: string,
    computedAt: string,
    index: { orders: FitOrders; previous: FitSet | null; cells: string | null },
  ): Promise<void> {
    await this.ds.transaction(async (m) => {
      // One writer per profile at a time (two reads may index the same set).
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`icp.evidence_fit_index:${icpId}`]);
      // The import first, then its scores and cells: the order a deletion of the profile (or the import)
      // takes them in, cascading. The other order deadlocks with it (docs/evidence.md, "Stored scores").
      const held = (await m.query(
        `SELECT 1 FROM "icp"."evidence_imports" WHERE "icp_id" = $1 FOR KEY SHARE`,
        [icpId],
      )) as unknown[];
      if (held.length === 0) return; // deleted meanwhile
      const updated = (await m.query(
        `UPDATE "icp"."evidence_fit_scores"
            SET "order_fit_desc" = $3::int[], "order_fit_asc" = $4::int[],
                "order_value_desc" = $5::int[], "order_value_asc" = $6::int[],
                "prev_scores" = $7::float8[], "prev_tiers" = $8::varchar(1)[], "indexed" = true
          WHERE "icp_id" = $1 AND "computed_at" = $2
          RETURNING "icp_id"`,
        [
          icpId,
          computedAt,
          index.orders.fitDesc,
          index.orders.fitAsc,
          index.orders.valueDesc,
          index.orders.valueAsc,
          index.previous?.scores ?? null,
          index.previous?.tiers ?? null,
        ],
      )) as unknown;
      if (returnedRows(updated).length === 0) return; // replaced meanwhile
      await m.query(
        `DELETE FROM "icp"."evidence_fit_cells" c USING "icp"."evidence_imports" i
          WHERE c."icp_id" = $1 AND i."icp_id" = $1 AND c."import_created_at" <> i."created_at"`,
        [icpId],
      );
      await m.query(
        index.cells !== null
          ? `INSERT INTO "icp"."evidence_fit_cells" ("icp_id", "import_created_at", "chunk", "cells", "row_numbers")
               SELECT i."icp_id", i."created_at", (e.n - 1)::int, e.chunk -> 0, e.chunk -> 1
                 FROM "icp"."evidence_imports" i
                CROSS JOIN LATERAL jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(chunk, n)
                WHERE i."icp_id" = $1
                  AND NOT EXISTS (SELECT 1 FROM "icp"."evidence_fit_cells" c WHERE c."icp_id" = $1)`
          : `INSERT INTO "icp"."evidence_fit_cells" ("icp_id", "import_created_at", "chunk", "cells", "row_numbers")
               SELECT i."icp_id", i."created_at", (e.n - 1) / ${FIT_CELLS_CHUNK},
                      jsonb_agg(e.cells ORDER BY e.n), jsonb_agg(e.row_number ORDER BY e.n)
                 FROM "icp"."evidence_imports" i
                CROSS JOIN LATERAL ROWS FROM (
                  jsonb_array_elements(i."rows"), jsonb_array_elements(i."row_numbers")
                ) WITH ORDINALITY AS e(cells, row_number, n)
                WHERE i."icp_id" = $1
                  AND NOT EXISTS (SELECT 1 FROM "icp"."evidence_fit_cells" c WHERE c."icp_id" = $1)
                GROUP BY i."icp_id", i."created_at", (e.n - 1) / ${FIT_CELLS_CHUNK}`,
        index.cells !== null ? [icpId, index.cells] : [icpId],
      );
    });
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

  /** Some rows by their 0-based index, from the cells' chunks: their row numbers and cells. */
  async rowsOf(icpId: string, idxs: readonly number[]): Promise<Map<number, FitPageRow>> {
    if (idxs.length === 0) return new Map();
    const rows = (await this.ds.query(
      `SELECT o.idx AS "idx", NULL AS "prev_score", NULL AS "prev_tier", ${CELL_COLUMNS}
         FROM unnest($2::int[]) AS o(idx)
         ${CELL_JOIN}`,
      [icpId, idxs],
    )) as PageRow[];
    return new Map(rows.map((r) => [r.idx, toPageRow(r)]));
  }
}

/** The rows of an UPDATE's RETURNING (TypeORM answers `[rows, count]`). */
function returnedRows(raw: unknown): unknown[] {
  return (Array.isArray(raw) && Array.isArray(raw[0]) ? raw[0] : raw) as unknown[];
}
