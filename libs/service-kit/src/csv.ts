/**
 * The CSV writer of every CSV the product makes: the list downloads (docs/product.md §11) and the scored
 * client list (docs/evidence.md). RFC 4180 (comma separated, CRLF line ends, quotes doubled), UTF-8 with a
 * byte order mark so Excel reads it as UTF-8, **every cell in double quotes**, and no formulas for a
 * reader of either separator (OWASP, "CSV injection"):
 *
 * - A comma reader (Excel in English locales, LibreOffice, HubSpot) reads each quoted cell whole.
 * - A semicolon reader (Excel's list separator in German, French or Spanish locales) does not split at
 *   the commas between our cells, and after the first cell of a row it no longer reads our quotes as
 *   quotes: a `;` inside a cell starts a new cell for it, as do a tab (a tab reader) and a line break
 *   (a reader that lost the quotes). So a formula character (`=`, `+`, `-`, `@`, a tab or a carriage
 *   return) is prefixed with `'` wherever some reader may start a cell: at the start of the text and
 *   after every `,`, `;`, tab or line break in it, looking past spaces and quotes (`PB;=2*3` is written
 *   `"PB;'=2*3"`). A cell that is a plain number (`-12`, `3.5`) is data, not a formula, and stays as it
 *   is, so a CRM or a sum reads it as a number, except first in its row: there a semicolon reader reads
 *   it together with the rest of the row (`-12,"Acme",...`), which is no number, so it gets its `'`.
 *
 * The tests read the bytes back with real readers of both separators (readCsvLeniently in the test kit,
 * modelled on Python's csv and Excel, and papaparse).
 */

/** The UTF-8 byte order mark, first in the file. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined | readonly string[];

/** What a spreadsheet runs as a formula when a cell starts with it. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
/** Where a reader of some separator (comma, semicolon, tab) or one that lost the quotes starts a cell. */
const CELL_BREAK = new Set([',', ';', '\t', '\r', '\n']);
/** Looked past at the start of a cell: a reader may trim spaces, and a stray quote may open a quoted cell. */
const LEADING = new Set([' ', '\u00a0', '"']);
/** A whole cell that is a number (a negative one included): data, not a formula. */
const PLAIN_NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;

/**
 * The text with `'` before every formula character that some reader would see first in a cell; a plain
 * number is left as it is when `numberAsData`.
 */
export function defuseFormulas(text: string, numberAsData = true): string {
  if (numberAsData && PLAIN_NUMBER.test(text)) return text;
  let out = '';
  let cellStart = true;
  for (const ch of text) {
    if (cellStart && !LEADING.has(ch)) {
      if (FORMULA_START.has(ch)) out += "'";
      cellStart = false;
    }
    out += ch;
    if (CELL_BREAK.has(ch)) cellStart = true;
  }
  return out;
}

/**
 * One cell: lists joined with "; ", formulas defused, always in double quotes (quotes doubled). The first
 * cell of a row (`firstInRow`) defuses a signed number too.
 */
export function csvCell(value: CsvValue, { firstInRow = false }: { firstInRow?: boolean } = {}): string {
  if (value === null || value === undefined) return '""';
  const text = Array.isArray(value)
    ? value.filter((v) => v.trim()).join('; ')
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);
  return `"${defuseFormulas(text, !firstInRow).replace(/"/g, '""')}"`;
}

export function csvRow(cells: readonly CsvValue[]): string {
  return `${cells.map((cell, i) => csvCell(cell, { firstInRow: i === 0 })).join(',')}\r\n`;
}

/** A whole file: the BOM, the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join('');
}
