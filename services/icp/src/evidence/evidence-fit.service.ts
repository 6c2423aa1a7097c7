import { Injectable } from '@nestjs/common';
import {
  FIT_RULES_VERSION,
  PROSPECT_SCORE_MAX_ITEMS,
  type Actor,
  type ColumnMapping,
  type EvidenceFitCsvResult,
  type EvidenceFitRankedItem,
  type EvidenceFitSortedQuery,
  type EvidenceFitSummary,
  type FitCsvLayout,
  type FitScore,
  type ImportedTable,
  type Page,
  type ProspectScoreItem,
  type ProspectScoreResult,
} from '@icp-studio/contracts';
import { toCsv } from '@icp-studio/service-kit';
import { IcpsService } from '../icps/icps.service.js';
import type { IcpEntity } from '../icps/icp.entity.js';
import { readValue } from './attributes.js';
import { columnIndexes } from './column-mapping.js';
import { fitCsvTable } from './fit-csv.js';
import { FitCsvStore } from './fit-csv-store.js';
import { fitScorer, scoreTable } from './fit-score.js';
import { FitScoresRepository, type StoredFit } from './fit-scores.repository.js';
import {
  fitChanges,
  fitOrder,
  fitSetOf,
  histogram,
  sameScores,
  tierCounts,
  type FitSet,
} from './fit-store.js';
import { EvidenceRepository, type StoredImport } from './evidence.repository.js';

/** Most bytes a prospect answer may take (a NATS message is 1 MB at most, with its envelope). */
const PROSPECT_ANSWER_MAX_BYTES = 900 * 1024;

/** The current and previous sets of an import's scores, and its rows' values, as stored after any recompute. */
export interface CurrentFit {
  current: FitSet;
  previous: FitSet | null;
  values: (number | null)[];
}

/** Whether stored scores still hold: this import, these rules, this version of the profile. */
function isFresh(saved: StoredFit, profile: IcpEntity): boolean {
  return (
    saved.sameImport &&
    saved.current.rulesVersion === FIT_RULES_VERSION &&
    saved.current.profileUpdatedAt === new Date(profile.updatedAt).toISOString()
  );
}

/**
 * The fit tab (docs/evidence.md, "Stored scores"): an import's fit scores are stored with the rules
 * version and the profile version they were computed for, and recomputed on the first read after either
 * changed, the set before kept as `previous` so the tab can show what moved. Pages read the stored
 * scores and score only their own rows for the reasons; the CSV is written once; a prospect list is
 * scored without being stored. Access is the profile's (IcpsService.findVisible: 404 for anyone else).
 */
@Injectable()
export class EvidenceFitService {
  constructor(
    private readonly imports: EvidenceRepository,
    private readonly fits: FitScoresRepository,
    private readonly icps: IcpsService,
    private readonly csvStore: FitCsvStore,
  ) {}

  /**
   * The stored scores of `stored` against `profile`, recomputed (one pass over the rows) when there are
   * none for this import, or they were computed for another rules version or profile version. The set
   * they replace becomes `previous`, unless the recompute gave every row the same score and tier (a save
   * that changed nothing the scores read keeps the last real change on show).
   */
  async current(profile: IcpEntity, stored: StoredImport, known?: StoredFit | null): Promise<CurrentFit> {
    const saved = known === undefined ? await this.fits.find(stored.icpId) : known;
    if (saved && isFresh(saved, profile)) {
      return { current: saved.current, previous: saved.previous, values: saved.values };
    }
    const current = fitSetOf(scoreTable(stored, stored.mapping, profile), {
      rulesVersion: FIT_RULES_VERSION,
      profileUpdatedAt: new Date(profile.updatedAt).toISOString(),
      computedAt: new Date().toISOString(),
    });
    const before = saved?.sameImport ? saved.current : null;
    const previous =
      before && !sameScores(before, current) ? before : saved?.sameImport ? saved.previous : null;
    const valueCol = columnIndexes(stored.mapping, stored.headers).value;
    const values =
      saved?.sameImport && saved.values.length === stored.rows.length
        ? saved.values
        : stored.rows.map((row) => (valueCol >= 0 ? readValue((row[valueCol] ?? '').trim()) : null));
    await this.fits.save(stored.icpId, new Date(stored.createdAt), current, previous, values);
    return { current, previous, values };
  }

  /** The summary the evidence answer carries: tiers, histogram and what moved. */
  async summary(profile: IcpEntity, stored: StoredImport): Promise<EvidenceFitSummary> {
    const { current, previous } = await this.current(profile, stored);
    const idx = columnIndexes(stored.mapping, stored.headers);
    const cell = (col: number) => (i: number) =>
      col >= 0 ? ((stored.rows[i] as string[])[col] ?? '').trim() || null : null;
    return {
      rulesVersion: current.rulesVersion,
      profileUpdatedAt: current.profileUpdatedAt,
      computedAt: current.computedAt,
      tiers: tierCounts(current.tiers),
      histogram: histogram(current.scores),
      changes: previous
        ? fitChanges(current, previous, {
            row: (i) => stored.rowNumbers[i] ?? i + 2,
            clientId: cell(idx.clientId),
            name: cell(idx.name),
          })
        : null,
    };
  }

  /**
   * One page of the fit list from the stored scores, in the order asked (default best fit first); only
   * the page's rows are scored again, for their reasons. Empty before any import.
   */
  async page(actor: Actor, id: string, query: EvidenceFitSortedQuery): Promise<Page<EvidenceFitRankedItem>> {
    const { limit, offset } = query;
    const profile = await this.icps.findVisible(actor, id);
    const meta = await this.fits.importMeta(id);
    if (!meta) return { items: [], total: 0, limit, offset };
    // Fresh stored scores: only the page's rows are read. Otherwise the whole import, once, to recompute.
    const saved = await this.fits.find(id);
    let fit: CurrentFit;
    if (saved && isFresh(saved, profile)) {
      fit = { current: saved.current, previous: saved.previous, values: saved.values };
    } else {
      const stored = await this.imports.find(id);
      if (!stored) return { items: [], total: 0, limit, offset };
      fit = await this.current(profile, stored, saved);
    }
    const { current, previous, values } = fit;
    const order = fitOrder(current.scores, values, query.sort, query.order);
    const indexes = order.slice(offset, offset + limit);
    const rows = await this.fits.rowsAt(id, indexes);
    const score = fitScorer(profile, meta.mapping, meta.headers);
    const nameCol = columnIndexes(meta.mapping, meta.headers).name;
    const items = indexes.map((i, j) => {
      const { row, rowNumber } = rows[j] ?? { row: [], rowNumber: i + 2 };
      return {
        ...score(row, rowNumber),
        name: nameCol >= 0 ? (row[nameCol] ?? '').trim() || null : null,
        value: values[i] ?? null,
        previousScore: previous ? (previous.scores[i] ?? null) : null,
        previousTier: previous ? (previous.tiers[i] ?? null) : null,
      };
    });
    return { items, total: current.scores.length, limit, offset };
  }

  /**
   * The whole scored list as CSV, written once (one pass over the rows) to Redis; answers its key. The
   * gateway reads it once as the caller's download. Before any import the file is the header row alone.
   */
  async csv(actor: Actor, id: string, layout: FitCsvLayout): Promise<EvidenceFitCsvResult> {
    const profile = await this.icps.findVisible(actor, id);
    const stored = await this.imports.find(id);
    let items: Parameters<typeof fitCsvTable>[1] = [];
    if (stored) {
      const nameCol = columnIndexes(stored.mapping, stored.headers).name;
      items = scoreTable(stored, stored.mapping, profile).map((s, i) => ({
        ...s,
        name: nameCol >= 0 ? ((stored.rows[i] as string[])[nameCol] ?? '').trim() || null : null,
      }));
    }
    const { header, rows } = fitCsvTable(stored?.mapping ?? null, items, layout, profile.name);
    const bytes = Buffer.from(toCsv(header, rows), 'utf8');
    const key = await this.csvStore.put(bytes);
    return { key, bytes: bytes.length, rows: rows.length };
  }

  /**
   * A prospect list (already read, with its mapping resolved by EvidenceService.score) scored against the
   * profile, best first (insufficient data last, sheet order within a tie); stores nothing. At most
   * `limit` rows are answered, and no more than fit in one message.
   */
  rank(
    profile: IcpEntity,
    table: ImportedTable,
    mapping: ColumnMapping,
    limit?: number,
  ): ProspectScoreResult {
    const scores = scoreTable(table, mapping, profile);
    const nameCol = columnIndexes(mapping, table.headers).name;
    const order = fitOrder(
      scores.map((s) => s.score),
      [],
      'fit',
      'desc',
    );
    const max = Math.min(limit ?? PROSPECT_SCORE_MAX_ITEMS, PROSPECT_SCORE_MAX_ITEMS);
    const items: ProspectScoreItem[] = [];
    let bytes = 0;
    for (const i of order.slice(0, max)) {
      const s = scores[i] as FitScore;
      const item: ProspectScoreItem = {
        row: s.row,
        clientId: s.clientId,
        name: nameCol >= 0 ? ((table.rows[i] as string[])[nameCol] ?? '').trim() || null : null,
        score: s.score,
        tier: s.tier,
        status: s.status,
        reasons: s.reasons.map((r) => r.reason),
      };
      bytes += Buffer.byteLength(JSON.stringify(item)) + 1;
      if (bytes > PROSPECT_ANSWER_MAX_BYTES) break;
      items.push(item);
    }
    return {
      mapping,
      rowCount: table.rows.length,
      rulesVersion: FIT_RULES_VERSION,
      tiers: tierCounts(scores.map((s) => s.tier)),
      items,
      truncated: items.length < scores.length,
    };
  }
}
