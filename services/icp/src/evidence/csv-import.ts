import Papa from 'papaparse';
import {
  EVIDENCE_LIMITS,
  type EvidenceDelimiter,
  type EvidenceEncoding,
  type ImportError,
  type ImportResult,
} from '@icp-studio/contracts';
import { decodeClientFile, lineOfOffset } from './encoding.js';

/**
 * The client-list import (docs/evidence.md, Import): a CSV file's bytes or a spreadsheet paste become a
 * table of string cells, or a refusal that names the problem and the row. All or nothing: no partial
 * table is ever returned. Parsing streams through papaparse in chunks, so a 10 MB file is never held
 * twice as parsed objects; delimiter (comma, semicolon, tab) and encoding are detected.
 */

export interface ImportLimits {
  maxRows: number;
  maxBytes: number;
}

/** How much of the text the delimiter detection reads. */
const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_RECORDS = 50;
/** papaparse hands rows over in chunks of this many characters. */
const CHUNK_CHARS = 1024 * 1024;

const fail = (code: ImportError['code'], message: string, row: number | null): ImportResult => ({
  ok: false,
  error: { code, message, row },
});

const formatCount = (n: number) => n.toLocaleString('en-US');
const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function isBlank(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}

/**
 * The delimiter that splits the first rows most consistently: for each candidate, the share of sampled rows
 * with as many cells as the first row, and that row's cell count. A delimiter that never splits the first
 * row loses to one that does; ties go to tab, then semicolon, then comma (a tab rarely appears by accident
 * in a comma file; a semicolon file's decimal commas would otherwise win).
 */
export function detectDelimiter(text: string): EvidenceDelimiter {
  let sample = text.slice(0, SAMPLE_CHARS);
  if (text.length > SAMPLE_CHARS) {
    const cut = sample.lastIndexOf('\n');
    if (cut > 0) sample = sample.slice(0, cut);
  }
  let best: { d: EvidenceDelimiter; consistency: number; fields: number } | null = null;
  for (const d of ['\t', ';', ','] as const) {
    const rows = (Papa.parse<string[]>(sample, { delimiter: d, preview: SAMPLE_RECORDS }).data ?? []).filter(
      (r) => !isBlank(r),
    );
    const first = rows[0];
    if (!first || first.length < 2) continue;
    const consistent = rows.filter((r) => r.length === first.length).length / rows.length;
    const candidate = { d, consistency: consistent, fields: first.length };
    if (
      !best ||
      candidate.consistency > best.consistency + 1e-9 ||
      (Math.abs(candidate.consistency - best.consistency) <= 1e-9 && candidate.fields > best.fields)
    ) {
      best = candidate;
    }
  }
  return best?.d ?? ',';
}

/** A header cell that reads like data: a figure, an amount, a date, an e-mail address. */
function looksLikeData(cell: string): boolean {
  const s = cell.trim();
  if (!s) return false;
  return (
    /^[-+]?[$€£¥]?\s?\d[\d.,'\s]*(?:%|k|m|[$€£¥])?$/i.test(s) ||
    /^\d{1,4}[-./]\d{1,2}[-./]\d{1,4}$/.test(s) ||
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)
  );
}

/** Column names: trimmed; a blank one becomes "Column N"; a repeated one gets " (2)", " (3)". */
function headerNames(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const base = cell.trim() || `Column ${i + 1}`;
    const key = base.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/** Parses text already decoded. `encoding` and `bom` are reported as given. */
export function parseClientText(
  input: string,
  options: { encoding?: EvidenceEncoding; bom?: boolean; limits?: ImportLimits } = {},
): ImportResult {
  const limits = options.limits ?? EVIDENCE_LIMITS;
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '')
    return fail('empty', 'The file is empty: there is no header row and no client rows.', null);
  if (text.includes('\u0000')) {
    const row = text.slice(0, text.indexOf('\u0000')).split(/\r\n|\r|\n/).length;
    return fail(
      'binary',
      `This is not a CSV or text file: row ${row} holds binary data (NUL characters).`,
      row,
    );
  }
  const delimiter = detectDelimiter(text);

  let headers: string[] | null = null;
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  let record = 0; // spreadsheet row of the last record seen
  let error: ImportResult | null = null;

  Papa.parse<string[]>(text, {
    delimiter,
    chunkSize: CHUNK_CHARS,
    skipEmptyLines: false,
    // papaparse parses a string synchronously, chunk by chunk; `complete` is only there for the types.
    complete: () => undefined,
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      if (error) return;
      const errorRows = new Map<number, Papa.ParseError>();
      for (const e of results.errors)
        if (typeof e.row === 'number' && !errorRows.has(e.row)) errorRows.set(e.row, e);
      for (let i = 0; i < results.data.length; i++) {
        const cells = results.data[i] as string[];
        record += 1;
        const parseError = errorRows.get(i);
        if (parseError) {
          const what =
            parseError.code === 'MissingQuotes'
              ? 'a quoted cell that is never closed (a " without its closing ")'
              : parseError.message;
          error = fail('malformed', `Row ${record} has ${what}.`, record);
          break;
        }
        if (isBlank(cells)) continue;
        if (!headers) {
          const filled = cells.filter((c) => c.trim() !== '');
          const dataLike = filled.filter(looksLikeData).length;
          if (dataLike > 0 && dataLike * 2 >= filled.length) {
            const example = filled.find(looksLikeData) ?? '';
            error = fail(
              'no_header',
              `Row ${record} should name the columns but holds data (for example "${example.slice(0, 40)}"): add a header row with the column names.`,
              record,
            );
            break;
          }
          headers = headerNames(cells);
          continue;
        }
        let row = cells;
        if (row.length > headers.length) {
          if (!isBlank(row.slice(headers.length))) {
            error = fail(
              'ragged',
              `Row ${record} has ${row.length} cells but the header row has ${headers.length} columns.`,
              record,
            );
            break;
          }
          row = row.slice(0, headers.length);
        } else if (row.length < headers.length) {
          error = fail(
            'ragged',
            `Row ${record} has ${row.length} ${row.length === 1 ? 'cell' : 'cells'} but the header row has ${headers.length} columns.`,
            record,
          );
          break;
        }
        if (rows.length >= limits.maxRows) {
          error = fail(
            'too_many_rows',
            `The file has more than ${formatCount(limits.maxRows)} client rows (row ${formatCount(record)} is over the limit): split it into smaller files.`,
            record,
          );
          break;
        }
        rows.push(row);
        rowNumbers.push(record);
      }
      if (error) parser.abort();
    },
  });

  if (error) return error;
  if (!headers) return fail('empty', 'The file is empty: there is no header row and no client rows.', null);
  if (rows.length === 0) return fail('no_rows', 'The file has a header row but no client rows below it.', 2);
  return {
    ok: true,
    table: {
      headers,
      rows,
      rowNumbers,
      delimiter,
      encoding: options.encoding ?? 'text',
      bom: options.bom ?? false,
    },
  };
}

/** Imports a file's bytes: size limit, encoding, then the table. */
export function importClientFile(bytes: Uint8Array, limits: ImportLimits = EVIDENCE_LIMITS): ImportResult {
  if (bytes.length === 0) return fail('empty', 'The file is empty (0 bytes).', null);
  if (bytes.length > limits.maxBytes) {
    const row = lineOfOffset(bytes, limits.maxBytes);
    return fail(
      'too_large',
      `The file is ${formatMb(bytes.length)}, over the ${formatMb(limits.maxBytes)} limit (reached in row ${formatCount(row)}): split it into smaller files.`,
      row,
    );
  }
  const decoded = decodeClientFile(bytes);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  return parseClientText(decoded.text, { encoding: decoded.encoding, bom: decoded.bom, limits });
}

/** Imports a paste from a spreadsheet (tab-separated text, usually) under the same limits as a file. */
export function importClientPaste(text: string, limits: ImportLimits = EVIDENCE_LIMITS): ImportResult {
  const size = Buffer.byteLength(text, 'utf8');
  if (size > limits.maxBytes) {
    const row = lineOfOffset(Buffer.from(text, 'utf8'), limits.maxBytes);
    return fail(
      'too_large',
      `The pasted text is ${formatMb(size)}, over the ${formatMb(limits.maxBytes)} limit (reached in row ${formatCount(row)}).`,
      row,
    );
  }
  return parseClientText(text, { encoding: 'text', limits });
}

/**
 * Reads an upload stream into memory up to the byte limit; past it, stops reading and refuses. (For the
 * route that will take uploads: a 2 GB body is never buffered whole.)
 */
export async function readClientUpload(
  source: AsyncIterable<Uint8Array>,
  limits: ImportLimits = EVIDENCE_LIMITS,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; error: ImportError }> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of source) {
    size += part.length;
    if (size > limits.maxBytes) {
      return {
        ok: false,
        error: {
          code: 'too_large',
          message: `The file is over the ${formatMb(limits.maxBytes)} limit: split it into smaller files.`,
          row: null,
        },
      };
    }
    parts.push(part);
  }
  return { ok: true, bytes: Buffer.concat(parts) };
}
