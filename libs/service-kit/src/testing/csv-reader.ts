/**
 * A CSV reader as a spreadsheet's import reads a file, for the tests of the CSV exports
 * (libs/service-kit/src/csv.ts): the state machine of Python's `csv` module in its default (non-strict)
 * mode, which is how Excel and LibreOffice treat stray quotes too. A cell that starts with `"` is quoted up
 * to the next lone `"`, `""` inside it being one quote; what follows the closing quote up to the separator
 * is kept as it is; a `"` inside an unquoted cell is an ordinary character. `\r\n`, `\r` and `\n` end a
 * row outside quotes; a leading byte order mark is dropped; empty rows are left out.
 *
 * Reading a comma file with `;` shows what a semicolon reader (Excel in German, French or Spanish
 * locales) sees: its cells do not line up with the writer's.
 */
export type CsvSeparator = ',' | ';' | '\t';

export function readCsvLeniently(text: string, separator: CsvSeparator): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let state: 'start' | 'unquoted' | 'quoted' | 'quote-in-quoted' = 'start';
  let rowStarted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
    state = 'start';
    rowStarted = true;
  };
  const endRow = () => {
    if (rowStarted || cell !== '' || state !== 'start') endCell();
    if (row.length) rows.push(row);
    row = [];
    rowStarted = false;
  };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    const lineEnd = ch === '\r' || ch === '\n';
    if (lineEnd && state !== 'quoted') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
      continue;
    }
    switch (state) {
      case 'start':
        if (ch === '"') state = 'quoted';
        else if (ch === separator) endCell();
        else {
          cell += ch;
          state = 'unquoted';
        }
        break;
      case 'unquoted':
        if (ch === separator) endCell();
        else cell += ch;
        break;
      case 'quoted':
        if (ch === '"') state = 'quote-in-quoted';
        else cell += ch;
        break;
      case 'quote-in-quoted':
        if (ch === '"') {
          cell += '"';
          state = 'quoted';
        } else if (ch === separator) endCell();
        else {
          cell += ch;
          state = 'unquoted';
        }
        break;
    }
  }
  endRow();
  return rows;
}

/**
 * Whether a spreadsheet would run this cell as a formula: it starts, after any spaces, with `=`, `+`,
 * `-` or `@` (a tab or a carriage return first count as spaces here, as some readers trim them), and is
 * not a plain number (`-12`, `3.5`).
 */
export function isFormulaCell(cell: string): boolean {
  const text = cell.replace(/^[\s\u00a0]+/, '');
  return /^[=+\-@]/.test(text) && !/^[-+]?\d+(?:[.,]\d+)?$/.test(text.trimEnd());
}
