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
  type EvidenceReport,
  type FitCsvLayout,
  type FitScore,
  type ImportedTable,
  type Page,
  type ProspectScoreItem,
  type ProspectScoreResult,
} from '@icp-studio/contracts';
import { IcpsService } from '../icps/icps.service.js';
import type { IcpEntity } from '../icps/icp.entity.js';
import { logger } from '@icp-studio/service-kit';
import { readValue } from './attributes.js';
import { columnIndexes } from './column-mapping.js';
import { FitCsvStore } from './fit-csv-store.js';
import { fitScorer, scoreTable } from './fit-score.js';
import { EvidenceThreads } from './evidence-threads.js';
import { FitScoresRepository, type StoredFit } from './fit-scores.repository.js';
import type { ImportAnalysis } from './thread-tasks.js';
import {
  fitChanges,
  fitOrder,
  fitOrders,
  histogram,
  sameScores,
  tierCounts,
  type FitSet,
} from './fit-store.js';
import { EvidenceRepository, type StoredImportMeta } from './evidence.repository.js';

/** Most bytes a prospect answer may take (a NATS message is 1 MB at most, with its envelope). */
const PROSPECT_ANSWER_MAX_BYTES = 900 * 1024;

/** The current and previous sets of an import's scores, and its rows' values, as stored after any recompute. */
export interface CurrentFit {
  current: FitSet;
  previous: FitSet | null;
  values: (number | null)[];
}

/** Whether stored scores still hold: this import, these rules, this version of the profile. */
function isFresh(
  saved: Pick<StoredFit, 'sameImport'> & { current: Pick<FitSet, 'rulesVersion' | 'profileUpdatedAt'> },
  profile: IcpEntity,
): boolean {
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
    private readonly threads: EvidenceThreads,
  ) {}

  /** The index writes in flight, per profile. */
  private readonly indexing = new Map<string, Promise<void>>();

  /**
   * The stored scores of the import against `profile`, recomputed (one pass over the rows, on an
   * evidence thread that reads them itself) when there are none for this import, or they were computed
   * for another rules version or profile version. The set they replace becomes `previous`, unless the
   * recompute gave every row the same score and tier (a save that changed nothing the scores read keeps
   * the last real change on show). Null when the import is gone.
   */
  async current(
    profile: IcpEntity,
    stored: StoredImportMeta,
    known?: StoredFit | null,
    computed?: ImportAnalysis | null,
  ): Promise<CurrentFit | null> {
    const saved = known === undefined ? await this.fits.find(stored.icpId) : known;
    if (saved && isFresh(saved, profile)) {
      // Scores stored before the fit list had its index (or whose indexing was lost): indexed now.
      if (!saved.indexed && !this.indexing.has(stored.icpId))
        this.index(stored.icpId, saved.current, {
          orders: fitOrders(saved.current.scores, saved.values),
          previous: saved.previous,
          cells: null,
        });
      return { current: saved.current, previous: saved.previous, values: saved.values };
    }
    // Every row scored on an evidence thread (unless the caller's analysis already did it).
    const analysis = computed?.fit
      ? computed
      : await this.threads.analyseImport(stored.icpId, profile, { report: false, fit: true });
    if (!analysis?.fit) return null;
    const fit = analysis.fit;
    const current: FitSet = {
      rulesVersion: FIT_RULES_VERSION,
      profileUpdatedAt: new Date(profile.updatedAt).toISOString(),
      computedAt: new Date().toISOString(),
      scores: fit.scores,
      tiers: fit.tiers,
    };
    const sameImport = !!saved?.sameImport && analysis.createdAt === new Date(stored.createdAt).toISOString();
    const before = sameImport ? saved!.current : null;
    const previous = before && !sameScores(before, current) ? before : sameImport ? saved!.previous : null;
    const values = sameImport && saved!.values.length === fit.scores.length ? saved!.values : fit.values;
    await this.fits.save(stored.icpId, new Date(analysis.createdAt), current, previous, values);
    // The index is written after the answer (pages wait for it: EvidenceFitService.page).
    this.index(stored.icpId, current, {
      orders: values === fit.values ? fit.orders : fitOrders(fit.scores, values),
      previous,
      cells: analysis.cells,
    });
    return { current, previous, values };
  }

  /** Writes the fit list's index of `set`, in the background; a page of the profile waits for it. */
  private index(icpId: string, set: FitSet, index: Parameters<FitScoresRepository['writeIndex']>[2]): void {
    const writing = this.fits
      .writeIndex(icpId, set.computedAt, index)
      .catch((err: Error) => logger().warn({ err: err.message, icpId }, 'fit index not written'))
      .finally(() => {
        if (this.indexing.get(icpId) === writing) this.indexing.delete(icpId);
      });
    this.indexing.set(icpId, writing);
  }

  /**
   * The evidence report and the fit summary of an import, both from one pass on an evidence thread
   * (the scores only when the stored ones no longer hold). Null when the import is gone.
   */
  async reportAndSummary(
    profile: IcpEntity,
    stored: StoredImportMeta,
  ): Promise<{ report: EvidenceReport; fit: EvidenceFitSummary } | null> {
    const saved = await this.fits.find(stored.icpId);
    const fresh = saved !== null && isFresh(saved, profile);
    const analysis = await this.threads.analyseImport(stored.icpId, profile, { report: true, fit: !fresh });
    if (!analysis) return null;
    const fit = await this.summary(profile, stored, saved, analysis);
    return fit ? { report: analysis.report!, fit } : null;
  }

  /**
   * The summary the evidence answer carries: tiers, histogram and what moved (the movers' cells read
   * from the fit list's index). Null when the import is gone.
   */
  async summary(
    profile: IcpEntity,
    stored: StoredImportMeta,
    known?: StoredFit | null,
    computed?: ImportAnalysis | null,
  ): Promise<EvidenceFitSummary | null> {
    const fit = await this.current(profile, stored, known, computed);
    if (!fit) return null;
    const { current, previous } = fit;
    let changes = null;
    if (previous) {
      // First pass: which rows the movers are; then their cells, and the movers named.
      const asked = new Set<number>();
      const note = (i: number) => {
        asked.add(i);
        return null;
      };
      fitChanges(current, previous, { row: () => 0, clientId: note, name: note });
      let rows = await this.fits.rowsOf(stored.icpId, [...asked]);
      const writing = this.indexing.get(stored.icpId);
      if ([...rows.values()].some((r) => r.cells.length === 0) && writing) {
        await writing; // the import's cells are being written
        rows = await this.fits.rowsOf(stored.icpId, [...asked]);
      }
      const idx = columnIndexes(stored.mapping, stored.headers);
      const cell = (col: number) => (i: number) =>
        col >= 0 ? (rows.get(i)?.cells[col] ?? '').trim() || null : null;
      changes = fitChanges(current, previous, {
        row: (i) => rows.get(i)?.rowNumber ?? i + 2,
        clientId: cell(idx.clientId),
        name: cell(idx.name),
      });
    }
    return {
      rulesVersion: current.rulesVersion,
      profileUpdatedAt: current.profileUpdatedAt,
      computedAt: current.computedAt,
      tiers: tierCounts(current.tiers),
      histogram: histogram(current.scores),
      changes,
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
    // Fresh and indexed scores: the page is read from the index. Otherwise the index being written is
    // waited for; or the scores are recomputed (on an evidence thread) and indexed first.
    for (let attempt = 0; attempt < 3; attempt++) {
      const stamp = await this.fits.stamp(id);
      if (stamp && isFresh({ ...stamp, current: stamp }, profile) && stamp.indexed) break;
      const writing = this.indexing.get(id);
      if (writing) {
        await writing;
        continue;
      }
      const stored = await this.imports.findMeta(id);
      if (!stored || !(await this.current(profile, stored))) return { items: [], total: 0, limit, offset };
      await this.indexing.get(id);
    }
    const rows = await this.fits.page(id, query.sort, query.order, limit, offset);
    const score = fitScorer(profile, meta.mapping, meta.headers);
    const nameCol = columnIndexes(meta.mapping, meta.headers).name;
    const valueCol = columnIndexes(meta.mapping, meta.headers).value;
    const items = rows.map((r) => ({
      ...score(r.cells, r.rowNumber),
      name: nameCol >= 0 ? (r.cells[nameCol] ?? '').trim() || null : null,
      value: valueCol >= 0 ? readValue((r.cells[valueCol] ?? '').trim()) : null,
      previousScore: r.previousScore,
      previousTier: r.previousTier,
    }));
    return { items, total: meta.rowCount, limit, offset };
  }

  /**
   * The whole scored list as CSV, written once (one pass over the rows, on an evidence thread) to Redis;
   * answers its key. The gateway reads it once as the caller's download. Before any import the file is
   * the header row alone. `stream`: answers as soon as access is checked, and the file is pushed to
   * the key in chunks as it is written (FitCsvStore.stream), so its size is no deadline's concern.
   */
  async csv(actor: Actor, id: string, layout: FitCsvLayout, stream = false): Promise<EvidenceFitCsvResult> {
    const profile = await this.icps.findVisible(actor, id);
    if (stream) {
      const key = this.csvStore.newKey();
      const meta = await this.fits.importMeta(id);
      void this.csvStore.stream(key, (push) => this.threads.csvImportChunks(id, profile, layout, push));
      return { key, bytes: 0, rows: meta?.rowCount ?? 0, streamed: true };
    }
    const { bytes, rows } = await this.threads.csvImport(id, profile, layout);
    const key = await this.csvStore.put(bytes);
    return { key, bytes: bytes.length, rows };
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
        disqualifiedBy: s.disqualifiedBy ?? [],
        ...(s.uncappedScore != null && { uncappedScore: s.uncappedScore }),
        known: s.known,
        compared: s.compared,
        coverage: s.coverage ?? null,
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
