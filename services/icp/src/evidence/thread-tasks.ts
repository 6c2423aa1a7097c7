import type {
  ColumnMapping,
  EvidenceReport,
  FitCsvLayout,
  FitTier,
  ImportedTable,
  ImportResult,
} from '@icp-studio/contracts';
import { CSV_BOM, csvRow, toCsv } from '@icp-studio/service-kit';
import type { EvidenceProfile } from './attributes.js';
import { readValue } from './attributes.js';
import { columnIndexes } from './column-mapping.js';
import { importClientFileAsync, type ImportProgress } from './csv-import.js';
import { evidenceReport } from './evidence-report.js';
import { fitCsvTable } from './fit-csv.js';
import { scoreTable } from './fit-score.js';
import type { StoredImport } from './evidence.repository.js';
import { FIT_CELLS_CHUNK, fitOrders, type FitOrders } from './fit-store.js';

/**
 * The heavy work on a client list (docs/evidence.md, "Where the work runs"): reading a file, the
 * evidence report, scoring every row, writing the scored CSV. Pure functions of their inputs, run on
 * the evidence threads (evidence-thread.ts, through EvidenceThreads) so the event loop that answers
 * requests never runs them; inline only when no thread is configured.
 */

/** Reads a profile's stored import (EvidenceRepository.find: the thread's own connection, or inline the service's). */
export type FindImport = (icpId: string) => Promise<StoredImport | null>;

/** The rows a task reads: the stored import's table. */
export type TaskTable = Pick<ImportedTable, 'headers' | 'rows' | 'rowNumbers'>;

/** Reads a file's bytes into a table (every check of the import), reporting its progress. */
export function readTask(
  bytes: Uint8Array,
  chunkChars: number,
  onProgress: (p: ImportProgress) => void,
): Promise<ImportResult> {
  return importClientFileAsync(bytes, { chunkChars, onProgress });
}

/** What `analyseTask` answers: the report and/or every row's score, tier and value. */
export interface Analysis {
  report: EvidenceReport | null;
  fit: {
    scores: (number | null)[];
    tiers: (FitTier | null)[];
    values: (number | null)[];
    /** The fit list's four orders, for its index. */
    orders: FitOrders;
  } | null;
}

/** The evidence report and/or the fit scores of every row of a table. */
export function analyseTask(
  table: TaskTable,
  mapping: ColumnMapping,
  profile: EvidenceProfile,
  want: { report: boolean; fit: boolean },
): Analysis {
  const report = want.report ? evidenceReport(table as ImportedTable, mapping, profile) : null;
  let fit: Analysis['fit'] = null;
  if (want.fit) {
    const scored = scoreTable(table, mapping, profile);
    const valueCol = columnIndexes(mapping, table.headers).value;
    const scores = scored.map((s) => s.score);
    const values = table.rows.map((row) => (valueCol >= 0 ? readValue((row[valueCol] ?? '').trim()) : null));
    fit = { scores, tiers: scored.map((s) => s.tier), values, orders: fitOrders(scores, values) };
  }
  return { report, fit };
}

/** Data rows per chunk of a streamed CSV (about 1.8 MB of a 50,000-row list's 17.9 MB). */
export const CSV_CHUNK_ROWS = 5000;

/**
 * The whole scored list as CSV bytes (BOM, RFC 4180, formulas defused), in sheet order; with `onChunk`,
 * handed over in chunks as it is written (the BOM and header, then CSV_CHUNK_ROWS rows at a time), and
 * the bytes answered empty.
 */
export function csvTask(
  table: TaskTable | null,
  mapping: ColumnMapping | null,
  profile: EvidenceProfile & { name: string },
  layout: FitCsvLayout,
  onChunk?: (bytes: Uint8Array) => void,
): { bytes: Uint8Array; rows: number } {
  let items: Parameters<typeof fitCsvTable>[1] = [];
  if (table && mapping) {
    const nameCol = columnIndexes(mapping, table.headers).name;
    items = scoreTable(table, mapping, profile).map((s, i) => ({
      ...s,
      name: nameCol >= 0 ? ((table.rows[i] as string[])[nameCol] ?? '').trim() || null : null,
    }));
  }
  const { header, rows } = fitCsvTable(mapping, items, layout, profile.name);
  if (!onChunk) return { bytes: Buffer.from(toCsv(header, rows), 'utf8'), rows: rows.length };
  onChunk(Buffer.from(CSV_BOM + csvRow(header), 'utf8'));
  for (let i = 0; i < rows.length; i += CSV_CHUNK_ROWS)
    onChunk(
      Buffer.from(
        rows
          .slice(i, i + CSV_CHUNK_ROWS)
          .map(csvRow)
          .join(''),
        'utf8',
      ),
    );
  return { bytes: new Uint8Array(0), rows: rows.length };
}

/** `analyseTask` of a profile's stored import, read where the task runs; null when it has none. */
export interface ImportAnalysis extends Analysis {
  /** The import analysed (its `created_at`, ISO): the scores belong to it. */
  createdAt: string;
  /** With the fit: the import's cells and row numbers in chunks for the index, as JSON (FitCellChunks). */
  cells: string | null;
}

/** Chunks of FIT_CELLS_CHUNK rows: `[cells of each row, row numbers]`. */
export type FitCellChunks = [string[][], number[]][];

function cellChunks(table: TaskTable): string {
  const chunks: FitCellChunks = [];
  for (let i = 0; i < table.rows.length; i += FIT_CELLS_CHUNK)
    chunks.push([table.rows.slice(i, i + FIT_CELLS_CHUNK), table.rowNumbers.slice(i, i + FIT_CELLS_CHUNK)]);
  return JSON.stringify(chunks);
}

export async function analyseImportTask(
  find: FindImport,
  icpId: string,
  profile: EvidenceProfile,
  want: { report: boolean; fit: boolean },
): Promise<ImportAnalysis | null> {
  const stored = await find(icpId);
  if (!stored) return null;
  return {
    createdAt: new Date(stored.createdAt).toISOString(),
    ...analyseTask(stored, stored.mapping, profile, want),
    cells: want.fit ? cellChunks(stored) : null,
  };
}

/** `csvTask` of a profile's stored import, read where the task runs (before any import: the header alone). */
export async function csvImportTask(
  find: FindImport,
  icpId: string,
  profile: EvidenceProfile & { name: string },
  layout: FitCsvLayout,
  onChunk?: (bytes: Uint8Array) => void,
): Promise<{ bytes: Uint8Array; rows: number }> {
  const stored = await find(icpId);
  return csvTask(stored, stored?.mapping ?? null, profile, layout, onChunk);
}
