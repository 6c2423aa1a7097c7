import { performance } from 'node:perf_hooks';
import { EVIDENCE_LIMITS, importResultSchema, type ImportResult } from '@icp-studio/contracts';
import { importClientFile, importClientPaste, sniffNotCsv } from './csv-import.js';

function refusal(result: ImportResult) {
  if (result.ok) throw new Error(`expected a refusal, got ${result.table.rows.length} rows`);
  expect(importResultSchema.parse(result)).toEqual(result);
  return result.error;
}
function rows(result: ImportResult) {
  if (!result.ok) throw new Error(`expected a table, got ${result.error.code}: ${result.error.message}`);
  return result.table.rows;
}

describe('caps on columns, cells and rows', () => {
  it('refuses a header of 25,000 columns at once, naming the count and the limit', () => {
    const header = Array.from({ length: 25_000 }, (_, i) => `c${i}`).join(',');
    const body = Array.from({ length: 3 }, () => Array.from({ length: 25_000 }, () => '1').join(','));
    const bytes = Buffer.from([header, ...body].join('\n'));
    const started = performance.now();
    const e = refusal(importClientFile(bytes));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(e).toEqual({
      code: 'too_many_columns',
      message:
        'The header row has 25,000 columns, over the limit of 300: keep the columns about your clients and export again.',
      row: 1,
    });
  });

  it('takes exactly the column limit and refuses one more', () => {
    const fileOf = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `Column ${i}`).join(',')}\n${Array.from({ length: n }, () => 'x').join(',')}\n`;
    expect(rows(importClientPaste(fileOf(EVIDENCE_LIMITS.maxColumns)))[0]).toHaveLength(300);
    expect(refusal(importClientPaste(fileOf(EVIDENCE_LIMITS.maxColumns + 1))).code).toBe('too_many_columns');
  });

  it('refuses a cell over the cell limit, naming the row and the column', () => {
    const long = 'x'.repeat(EVIDENCE_LIMITS.maxCellChars + 1);
    expect(refusal(importClientPaste(`Name,Notes\nAcme,ok\nBeta,"${long}"\n`))).toEqual({
      code: 'cell_too_long',
      message: "Row 3 has a cell of 10,001 characters in 'Notes', over the limit of 10,000 characters.",
      row: 3,
    });
    expect(rows(importClientPaste(`Name,Notes\nBeta,"${'x'.repeat(10_000)}"\n`))).toHaveLength(1);
  });

  it('refuses a row over the row limit, and a first line over it before parsing', () => {
    const cell = 'y'.repeat(9_000);
    const wide = Array.from({ length: 12 }, () => cell).join(',');
    const header = Array.from({ length: 12 }, (_, i) => `C${i}`).join(',');
    expect(refusal(importClientPaste(`${header}\n${wide}\n`))).toMatchObject({
      code: 'row_too_long',
      row: 2,
    });
    const hugeHeader = Array.from({ length: 21 }, () => 'h'.repeat(5_000)).join(',');
    expect(refusal(importClientPaste(`${hugeHeader}\nx\n`))).toMatchObject({ code: 'row_too_long', row: 1 });
  });

  it('applies smaller caps given to it', () => {
    const limits = { maxRows: 10, maxBytes: 10_000, maxColumns: 2, maxCellChars: 5, maxRowChars: 8 };
    expect(refusal(importClientPaste('a,b,c\n1,2,3\n', limits)).code).toBe('too_many_columns');
    expect(refusal(importClientPaste('a,b\n123456,2\n', limits)).code).toBe('cell_too_long');
    expect(refusal(importClientPaste('a,b\n12345,6789\n', limits)).code).toBe('row_too_long');
  });
});

describe('content sniffing: other formats are refused, not read as one-column tables', () => {
  const jsonList = JSON.stringify(
    Array.from({ length: 11 }, (_, i) => ({ name: `Client ${i}`, industry: 'Dental', fee: 1000 + i })),
    null,
    2,
  );

  it.each([
    ['a JSON array', jsonList, /reads as JSON/],
    ['a JSON object', '{"clients": [{"name": "Acme"}]}', /reads as JSON/],
    ['JSON lines', '{"name":"Acme"}\n{"name":"Beta"}\n', /reads as JSON/],
    [
      'PDF bytes pasted as text',
      '%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n',
      /a PDF document/,
    ],
    [
      'HTML',
      '<!DOCTYPE html>\n<html><body><table><tr><td>a</td></tr></table></body></html>\n',
      /HTML or XML/,
    ],
    ['XML', '<?xml version="1.0"?>\n<clients><client name="Acme"/></clients>\n', /HTML or XML/],
    ['RTF', '{\\rtf1\\ansi Name, Fee\\par Acme, 10\\par}', /RTF/],
    [
      'prose',
      'Dear team please find below the list of our clients that we discussed in the meeting last week\nAcme\nBeta\n',
      /first line is a sentence/,
    ],
  ])('refuses %s as a paste and as a file', (_what, text, message) => {
    const paste = refusal(importClientPaste(text));
    expect(paste).toMatchObject({ code: 'not_csv', row: null });
    expect(paste.message).toMatch(/^This is not a CSV file: it reads as /);
    expect(paste.message).toMatch(message);
    // A file's bytes: a PDF is already known by its signature ('binary', "a PDF document").
    expect(['not_csv', 'binary']).toContain(refusal(importClientFile(Buffer.from(text, 'utf8'))).code);
  });

  it('still reads CSV that starts or ends with brackets, braces or angle quotes in cells', () => {
    expect(sniffNotCsv('Name,Notes\nAcme,"[priority]"\nBeta,{vip}\n')).toBeNull();
    expect(sniffNotCsv('[Name],Fee\nAcme,10\n')).toBeNull();
    expect(sniffNotCsv('Name;Umsatz\n<Acme>;10\n')).toBeNull();
    expect(sniffNotCsv('Company\nAcme\nBeta\n')).toBeNull();
    expect(rows(importClientPaste('{Name},Fee\nAcme,{10}\n'))).toEqual([['Acme', '{10}']]);
  });
});
