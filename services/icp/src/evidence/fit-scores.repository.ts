import { Injectable } from '@nestjs/common';
import type { FitTier } from '@icp-studio/contracts';
import { DataSource } from 'typeorm';
import type { FitSet } from './fit-store.js';

/** The stored scores of a profile's import: the current set, the import it belongs to, and the set before. */
export interface StoredFit {
  icpId: string;
  /** Whether the set belongs to the profile's current import (false: computed for an import since replaced). */
  sameImport: boolean;
  current: FitSet;
  previous: FitSet | null;
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
    };
  }

  /**
   * Stores `current` (and `previous`) for the import created at `importCreatedAt` (as read, to the
   * millisecond). Written only while that import is the profile's: a newer import's scores are not
   * overwritten by a slower read of the older one (the write is skipped, as it is when the import is gone).
   */
  async save(icpId: string, importCreatedAt: Date, current: FitSet, previous: FitSet | null): Promise<void> {
    await this.ds.query(
      `INSERT INTO "icp"."evidence_fit_scores"
           ("icp_id", "import_created_at", "rules_version", "profile_updated_at", "scores", "tiers", "computed_at", "previous")
         SELECT i."icp_id", i."created_at", $3, $4, $5::jsonb, $6::jsonb, $7, $8::jsonb
           FROM "icp"."evidence_imports" i
          WHERE i."icp_id" = $1 AND date_trunc('milliseconds', i."created_at") = $2
         ON CONFLICT ("icp_id") DO UPDATE SET
           "import_created_at" = EXCLUDED."import_created_at",
           "rules_version" = EXCLUDED."rules_version",
           "profile_updated_at" = EXCLUDED."profile_updated_at",
           "scores" = EXCLUDED."scores",
           "tiers" = EXCLUDED."tiers",
           "computed_at" = EXCLUDED."computed_at",
           "previous" = EXCLUDED."previous"`,
      [
        icpId,
        importCreatedAt,
        current.rulesVersion,
        current.profileUpdatedAt,
        JSON.stringify(current.scores),
        JSON.stringify(current.tiers),
        current.computedAt,
        previous ? JSON.stringify(previous) : null,
      ],
    );
  }
}
