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
  /** Columns of the header row; cells of one cell and of one row (defaults: EVIDENCE_LIMITS). */
  maxColumns?: number;
  maxCellChars?: number;
  maxRowChars?: number;
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

/** How far a parse has come: client rows kept so far and the share of the text read (0-1). */
export interface ImportProgress {
  rowsRead: number;
  fraction: number;
}

interface Prepared {
  text: string;
  delimiter: EvidenceDelimiter;
  builder: TableBuilder;
}

/** How much of the text the content sniffing reads (the first line is read up to the row limit). */
const SNIFF_CHARS = 4096;

/**
 * Text that is some other format than a table (docs/evidence.md, Import, "Content"): JSON (an object or an
 * array, or one object per line), a PDF, PostScript or RTF document sent as text, HTML or XML, or prose
 * (one long line of words and no delimiter). Null for text that may be a table. Pure and cheap: it reads
 * the start and the end of the text only.
 */
export function sniffNotCsv(text: string): string | null {
  const head = text.slice(0, SNIFF_CHARS).trimStart();
  const tail = text.slice(-SNIFF_CHARS).trimEnd();
  if (head.startsWith('%PDF-')) return 'a PDF document';
  if (head.startsWith('%!PS')) return 'a PostScript document';
  if (head.startsWith('{\\rtf')) return 'an RTF document: save the sheet as CSV';
  const first = head[0];
  const last = tail[tail.length - 1];
  if ((first === '{' && last === '}') || (first === '[' && last === ']')) {
    const next = head.slice(1).trimStart()[0];
    if (next === undefined || /["{}[\]\d\-tfn]/.test(next)) return 'JSON, not a table of rows';
  }
  if (/^<(?:\?xml|!doctype|html|head|body|table|svg|[a-z][\w:-]*[\s>/])/i.test(head))
    return 'an HTML or XML document, not a table of rows';
  const firstLine = head.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const wholeLine = firstLine.length < head.length; // a line longer than the sample is the row cap's
  if (
    wholeLine &&
    !/[,;\t]/.test(firstLine) &&
    (firstLine.length > 200 || firstLine.trim().split(/\s+/).length > 12)
  )
    return 'text, not a table: its first line is a sentence with no comma, semicolon or tab between columns';
  return null;
}

/** The checks before parsing: blank text, NUL characters, other formats; then the delimiter and a table builder. */
function prepare(
  input: string,
  options: { encoding?: EvidenceEncoding; bom?: boolean; limits?: ImportLimits },
): Prepared | ImportResult {
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
  const other = sniffNotCsv(text);
  if (other)
    return fail(
      'not_csv',
      `This is not a CSV file: it reads as ${other}. Export the client list from your spreadsheet or CRM as CSV.`,
      null,
    );
  const first = firstRecord(text);
  const maxColumns = limits.maxColumns ?? EVIDENCE_LIMITS.maxColumns;
  if (first.columns > maxColumns)
    return fail('too_many_columns', tooManyColumns(first.columns, maxColumns), 1);
  if (first.length > (limits.maxRowChars ?? EVIDENCE_LIMITS.maxRowChars))
    return fail('row_too_long', rowTooLong(1, limits), 1);
  const delimiter = detectDelimiter(text);
  return { text, delimiter, builder: new TableBuilder(limits, delimiter, options) };
}

/**
 * The first record (the header row) measured before anything is parsed, so a hostile header of thousands
 * of columns is refused in one pass over its characters: its length and its cells for the delimiter that
 * splits it most (a delimiter inside quotes does not count).
 */
function firstRecord(text: string): { length: number; columns: number } {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  let tabs = 0;
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (quoted) continue;
    else if (c === 10 || c === 13) break;
    else if (c === 44) commas++;
    else if (c === 59) semicolons++;
    else if (c === 9) tabs++;
  }
  return { length: i, columns: Math.max(commas, semicolons, tabs) + 1 };
}

const tooManyColumns = (columns: number, max: number) =>
  `The header row has ${formatCount(columns)} columns, over the limit of ${formatCount(max)}: keep the columns about your clients and export again.`;

const rowTooLong = (record: number, limits: ImportLimits) =>
  `Row ${formatCount(record)} is over ${formatCount(limits.maxRowChars ?? EVIDENCE_LIMITS.maxRowChars)} characters long: a client row is never that long; check that the file is a client list.`;

/** Takes papaparse's chunks: checks each row and keeps it, or stops at the first problem. */
class TableBuilder {
  private headers: string[] | null = null;
  readonly rows: string[][] = [];
  private readonly rowNumbers: number[] = [];
  private record = 0; // spreadsheet row of the last record seen
  error: ImportResult | null = null;

  constructor(
    private readonly limits: ImportLimits,
    private readonly delimiter: EvidenceDelimiter,
    private readonly options: { encoding?: EvidenceEncoding; bom?: boolean },
  ) {}

  /** One chunk of records; false once a problem stops the parse. */
  take(results: Papa.ParseResult<string[]>): boolean {
    if (this.error) return false;
    const errorRows = new Map<number, Papa.ParseError>();
    for (const e of results.errors)
      if (typeof e.row === 'number' && !errorRows.has(e.row)) errorRows.set(e.row, e);
    for (let i = 0; i < results.data.length; i++) {
      const cells = results.data[i] as string[];
      this.record += 1;
      const record = this.record;
      const parseError = errorRows.get(i);
      if (parseError) {
        const what =
          parseError.code === 'MissingQuotes'
            ? 'a quoted cell that is never closed (a " without its closing ")'
            : parseError.message;
        this.error = fail('malformed', `Row ${record} has ${what}.`, record);
        return false;
      }
      if (isBlank(cells)) continue;
      const oversize = this.oversize(cells, record);
      if (oversize) {
        this.error = oversize;
        return false;
      }
      if (!this.headers) {
        const filled = cells.filter((c) => c.trim() !== '');
        const dataLike = filled.filter(looksLikeData).length;
        if (dataLike > 0 && dataLike * 2 >= filled.length) {
          const example = filled.find(looksLikeData) ?? '';
          this.error = fail(
            'no_header',
            `Row ${record} should name the columns but holds data (for example "${example.slice(0, 40)}"): add a header row with the column names.`,
            record,
          );
          return false;
        }
        this.headers = headerNames(cells);
        continue;
      }
      const headers = this.headers;
      let row = cells;
      if (row.length > headers.length) {
        if (!isBlank(row.slice(headers.length))) {
          this.error = fail(
            'ragged',
            `Row ${record} has ${row.length} cells but the header row has ${headers.length} columns.`,
            record,
          );
          return false;
        }
        row = row.slice(0, headers.length);
      } else if (row.length < headers.length) {
        this.error = fail(
          'ragged',
          `Row ${record} has ${row.length} ${row.length === 1 ? 'cell' : 'cells'} but the header row has ${headers.length} columns.`,
          record,
        );
        return false;
      }
      if (this.rows.length >= this.limits.maxRows) {
        this.error = fail(
          'too_many_rows',
          `The file has more than ${formatCount(this.limits.maxRows)} client rows (row ${formatCount(record)} is over the limit): split it into smaller files.`,
          record,
        );
        return false;
      }
      this.rows.push(row);
      this.rowNumbers.push(record);
    }
    return true;
  }

  /** A row over the caps on columns (the header), cell size or row length: the refusal, else null. */
  private oversize(cells: readonly string[], record: number): ImportResult | null {
    const maxColumns = this.limits.maxColumns ?? EVIDENCE_LIMITS.maxColumns;
    const maxCell = this.limits.maxCellChars ?? EVIDENCE_LIMITS.maxCellChars;
    const maxRow = this.limits.maxRowChars ?? EVIDENCE_LIMITS.maxRowChars;
    if (!this.headers && cells.length > maxColumns)
      return fail('too_many_columns', tooManyColumns(cells.length, maxColumns), record);
    let total = 0;
    for (let c = 0; c < cells.length; c++) {
      const length = (cells[c] as string).length;
      if (length > maxCell) {
        const column = this.headers?.[c] ?? `column ${c + 1}`;
        return fail(
          'cell_too_long',
          `Row ${formatCount(record)} has a cell of ${formatCount(length)} characters in ${this.headers ? `'${column}'` : column}, over the limit of ${formatCount(maxCell)} characters.`,
          record,
        );
      }
      total += length;
    }
    return total > maxRow ? fail('row_too_long', rowTooLong(record, this.limits), record) : null;
  }

  result(): ImportResult {
    if (this.error) return this.error;
    if (!this.headers)
      return fail('empty', 'The file is empty: there is no header row and no client rows.', null);
    if (this.rows.length === 0)
      return fail('no_rows', 'The file has a header row but no client rows below it.', 2);
    return {
      ok: true,
      table: {
        headers: this.headers,
        rows: this.rows,
        rowNumbers: this.rowNumbers,
        delimiter: this.delimiter,
        encoding: this.options.encoding ?? 'text',
        bom: this.options.bom ?? false,
      },
    };
  }
}

/** Parses text already decoded. `encoding` and `bom` are reported as given. */
export function parseClientText(
  input: string,
  options: { encoding?: EvidenceEncoding; bom?: boolean; limits?: ImportLimits } = {},
): ImportResult {
  const prepared = prepare(input, options);
  if (!('builder' in prepared)) return prepared;
  const { text, delimiter, builder } = prepared;
  Papa.parse<string[]>(text, {
    delimiter,
    chunkSize: CHUNK_CHARS,
    skipEmptyLines: false,
    // papaparse parses a string synchronously, chunk by chunk; `complete` is only there for the types.
    complete: () => undefined,
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      if (!builder.take(results)) parser.abort();
    },
  });
  return builder.result();
}

/**
 * `parseClientText` that hands the event loop back between chunks (of `chunkChars`) and reports its
 * progress after each one (awaited before the next chunk is read): for the upload queue, which shows a
 * progress bar. Same checks, same result.
 */
export async function parseClientTextAsync(
  input: string,
  options: {
    encoding?: EvidenceEncoding;
    bom?: boolean;
    limits?: ImportLimits;
    chunkChars?: number;
    onProgress?: (progress: ImportProgress) => Promise<void> | void;
  } = {},
): Promise<ImportResult> {
  const prepared = prepare(input, options);
  if (!('builder' in prepared)) return prepared;
  const { text, delimiter, builder } = prepared;
  await new Promise<void>((resolve, reject) => {
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        resolve();
      }
    };
    Papa.parse<string[]>(text, {
      delimiter,
      chunkSize: options.chunkChars ?? CHUNK_CHARS,
      skipEmptyLines: false,
      complete: finish,
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        if (!builder.take(results)) {
          parser.abort();
          finish();
          return;
        }
        parser.pause();
        const fraction = Math.min(1, results.meta.cursor / text.length);
        const progress = { rowsRead: builder.rows.length, fraction };
        Promise.resolve()
          .then(() => options.onProgress?.(progress))
          .then(() => setImmediate(() => parser.resume()))
          .catch((err: unknown) => {
            done = true;
            parser.abort();
            reject(err as Error);
          });
      },
    });
  });
  return builder.result();
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

/** `importClientFile` reporting its progress as it parses (see `parseClientTextAsync`). */
export async function importClientFileAsync(
  bytes: Uint8Array,
  options: {
    limits?: ImportLimits;
    chunkChars?: number;
    onProgress?: (progress: ImportProgress) => Promise<void> | void;
  } = {},
): Promise<ImportResult> {
  const limits = options.limits ?? EVIDENCE_LIMITS;
  if (bytes.length === 0 || bytes.length > limits.maxBytes) return importClientFile(bytes, limits);
  const decoded = decodeClientFile(bytes);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  return parseClientTextAsync(decoded.text, {
    encoding: decoded.encoding,
    bom: decoded.bom,
    limits,
    chunkChars: options.chunkChars,
    onProgress: options.onProgress,
  });
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
