/**
 * The CSV writer of the list downloads (docs/product.md §11) and the scored client list (docs/evidence.md): RFC 4180 (comma separated, CRLF line
 * ends, a field with a comma, a quote or a line break in double quotes, quotes doubled), UTF-8 with a
 * byte order mark so Excel reads it as UTF-8, and no formulas: a cell a spreadsheet would run as one
 * (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with `'` (OWASP, "CSV
 * injection").
 */

/** The UTF-8 byte order mark, first in the file. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined | readonly string[];

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: lists joined with "; ", formulas defused, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value)
    ? value.filter((v) => v.trim()).join('; ')
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: the BOM, the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join('');
}
