import { readFileSync } from 'node:fs';
import { EVIDENCE_LIMITS, importResultSchema, type ImportResult } from '@icp-studio/contracts';
import { detectDelimiter, importClientFile, importClientPaste } from './csv-import.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

function table(result: ImportResult) {
  if (!result.ok) throw new Error(`expected a table, got ${result.error.code}: ${result.error.message}`);
  return result.table;
}
function refusal(result: ImportResult) {
  if (result.ok) throw new Error(`expected a refusal, got ${result.table.rows.length} rows`);
  expect(importResultSchema.parse(result)).toEqual(result);
  return result.error;
}

describe('delimiters', () => {
  it('reads a comma file with quoted cells holding commas and amounts', () => {
    const t = table(importClientFile(fixture('comma.csv')));
    expect(t.delimiter).toBe(',');
    expect(t.encoding).toBe('utf-8');
    expect(t.headers).toEqual(['Client', 'Industry', 'Employees', 'Country', 'Annual fee']);
    expect(t.rows).toEqual([
      ['Acme', 'Healthcare', '25', 'Germany', '$12,000'],
      ['Beta', 'Retail, online', '8', 'France', '$3,500'],
      ['Gamma', 'Dental practice', '60', 'Austria', '$20,000'],
    ]);
    expect(t.rowNumbers).toEqual([2, 3, 4]);
  });

  it('reads a semicolon file whose amounts have decimal commas', () => {
    const t = table(importClientFile(fixture('semicolon.csv')));
    expect(t.delimiter).toBe(';');
    expect(t.headers).toEqual(['Kunde', 'Branche', 'Mitarbeiter', 'Ort', 'Honorar']);
    expect(t.rows[0]).toEqual(['Müller GmbH', 'Bau', '12', 'München', '1.200,50 €']);
  });

  it('reads a tab-separated spreadsheet paste', () => {
    const t = table(importClientPaste(fixture('tab-paste.tsv').toString('utf8')));
    expect(t.delimiter).toBe('\t');
    expect(t.encoding).toBe('text');
    expect(t.rows[1]).toEqual(['Ben', 'Nurse', '41', '$61k', 'Instagram']);
  });

  it('prefers the delimiter that splits rows consistently', () => {
    // Commas appear in every row but split them unevenly; semicolons split every row in three.
    expect(detectDelimiter('a;b;c\n1,5;2;3\n"x, y, z";2,25;1\n')).toBe(';');
    expect(detectDelimiter('a,b\n1,2\n')).toBe(',');
    expect(detectDelimiter('a\tb;c\n1\t2;3\n')).toBe('\t');
    // One column: nothing splits it; comma is the default.
    expect(detectDelimiter('name\nAcme\n')).toBe(',');
  });

  it('reads a one-column list', () => {
    const t = table(importClientPaste('Industry\nHealthcare\nRetail\n'));
    expect(t.headers).toEqual(['Industry']);
    expect(t.rows).toEqual([['Healthcare'], ['Retail']]);
  });

  it('skips blank lines, counts them in row numbers, and drops empty trailing cells', () => {
    const t = table(importClientFile(fixture('blank-lines-between.csv')));
    expect(t.rows).toEqual([
      ['Acme', 'Health'],
      ['Beta', 'Retail'],
    ]);
    expect(t.rowNumbers).toEqual([3, 5]);
  });

  it('names blank and repeated headers', () => {
    const t = table(importClientPaste('Name,,Name\na,b,c\n'));
    expect(t.headers).toEqual(['Name', 'Column 2', 'Name (2)']);
  });

  it('reads CR-only and CRLF line breaks and quoted line breaks', () => {
    expect(table(importClientPaste('a,b\r1,2\r3,4')).rows).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    const t = table(importClientPaste('a,b\r\n"line one\r\nline two",2\r\n3,4\r\n'));
    expect(t.rows[0]).toEqual(['line one\r\nline two', '2']);
    expect(t.rowNumbers).toEqual([2, 3]);
  });
});

describe('encodings', () => {
  it('reads UTF-8 with a byte-order mark, without the mark in the first header', () => {
    const t = table(importClientFile(fixture('utf8-bom.csv')));
    expect(t).toMatchObject({ encoding: 'utf-8', bom: true, headers: ['Name', 'Branche'] });
    expect(t.rows[0]).toEqual(['Café Zoë', 'Gastronomie']);
  });

  it('reads UTF-16 little- and big-endian with their byte-order marks', () => {
    for (const [name, encoding] of [
      ['utf16le-bom.csv', 'utf-16le'],
      ['utf16be-bom.csv', 'utf-16be'],
    ] as const) {
      const t = table(importClientFile(fixture(name)));
      expect(t).toMatchObject({ encoding, bom: true, headers: ['Name', 'Industry'] });
      expect(t.rows[0]).toEqual(['Café Zoë', 'Hospitality']);
    }
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', () => {
    const t = table(importClientFile(fixture('windows-1252.csv')));
    expect(t).toMatchObject({ encoding: 'windows-1252', bom: false, delimiter: ';' });
    expect(t.headers).toEqual(['Name', 'Secteur', "Chiffre d'affaires"]);
    expect(t.rows[0]).toEqual(['Café Crème', 'Hôtellerie', '1 200 000 €']);
    // 0x80 is the euro sign in Windows-1252 (not in Latin-1).
    expect(table(importClientFile(fixture('windows-1252-euro.csv'))).rows[0]).toEqual(['Bäcker', '1.000 €']);
  });

  it('refuses bytes that are neither UTF-8 nor Windows-1252, naming the row', () => {
    expect(refusal(importClientFile(fixture('undefined-bytes.csv')))).toEqual({
      code: 'encoding',
      message: 'Row 3 holds bytes that are neither UTF-8 nor Windows-1252: save the file as CSV UTF-8.',
      row: 3,
    });
  });

  it('refuses a UTF-8 byte-order mark followed by bytes that are not UTF-8', () => {
    const e = refusal(importClientFile(fixture('bad-utf8-bom.csv')));
    expect(e).toMatchObject({ code: 'encoding', row: 3 });
    expect(e.message).toContain('Row 3 is not valid UTF-8');
  });

  it('refuses UTF-16 without a byte-order mark and UTF-32', () => {
    expect(refusal(importClientFile(fixture('utf16le-no-bom.csv')))).toMatchObject({
      code: 'encoding',
      row: null,
    });
    expect(refusal(importClientFile(Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0])))).toMatchObject({
      code: 'encoding',
    });
  });

  it('refuses UTF-16 cut in half a character or with an unpaired surrogate', () => {
    expect(refusal(importClientFile(Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x42])))).toMatchObject({
      code: 'encoding',
    });
    const lone = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('a,b\n1,', 'utf16le'),
      Buffer.from([0x00, 0xd8, 0x41, 0x00]),
    ]);
    expect(refusal(importClientFile(lone))).toMatchObject({ code: 'encoding', row: 2 });
  });
});

describe('refusals', () => {
  it('refuses binary data, naming the row', () => {
    expect(refusal(importClientFile(fixture('binary.bin')))).toEqual({
      code: 'binary',
      message: 'This file is not a CSV or text file: row 2 holds binary data (control characters).',
      row: 2,
    });
  });

  it('says what a workbook is and what to do', () => {
    const e = refusal(importClientFile(fixture('workbook.xlsx')));
    expect(e.code).toBe('binary');
    expect(e.message).toContain('save the sheet as CSV');
  });

  it('refuses an empty file and a file of blank lines', () => {
    expect(refusal(importClientFile(fixture('empty.csv')))).toMatchObject({ code: 'empty', row: null });
    expect(refusal(importClientFile(fixture('blank-lines.csv')))).toMatchObject({ code: 'empty' });
    expect(refusal(importClientPaste(''))).toMatchObject({ code: 'empty' });
    expect(refusal(importClientPaste('\ufeff'))).toMatchObject({ code: 'empty' });
  });

  it('refuses a header without rows', () => {
    expect(refusal(importClientFile(fixture('header-only.csv')))).toEqual({
      code: 'no_rows',
      message: 'The file has a header row but no client rows below it.',
      row: 2,
    });
  });

  it('refuses a first row of data instead of column names', () => {
    const e = refusal(importClientFile(fixture('no-header.csv')));
    expect(e).toMatchObject({ code: 'no_header', row: 1 });
    expect(e.message).toBe(
      'Row 1 should name the columns but holds data (for example "12"): add a header row with the column names.',
    );
    // Dates and e-mail addresses read as data too; a header with one figure among names does not.
    expect(refusal(importClientPaste('2024-01-01,a@b.de\nx,y\n')).code).toBe('no_header');
    expect(table(importClientPaste('Name,Industry,2024\nAcme,Health,3\n')).headers).toHaveLength(3);
  });

  it('refuses a row with fewer cells than the header, naming it', () => {
    expect(refusal(importClientFile(fixture('ragged.csv')))).toEqual({
      code: 'ragged',
      message: 'Row 3 has 2 cells but the header row has 3 columns.',
      row: 3,
    });
  });

  it('refuses a row with more filled cells than the header', () => {
    expect(refusal(importClientFile(fixture('ragged-extra.csv')))).toEqual({
      code: 'ragged',
      message: 'Row 3 has 3 cells but the header row has 2 columns.',
      row: 3,
    });
  });

  it('refuses a quote that is never closed, naming its row', () => {
    expect(refusal(importClientFile(fixture('unclosed-quote.csv')))).toMatchObject({
      code: 'malformed',
      row: 3,
    });
  });

  it('names the right row for problems past the first 1 MB chunk', () => {
    const head = `Name,Notes\n${Array.from({ length: 40_000 }, (_, i) => `Client ${i + 1},${'x'.repeat(40)}`).join('\n')}`;
    expect(head.length).toBeGreaterThan(1024 * 1024);
    expect(refusal(importClientPaste(`${head}\n"Open quote,1\nLast,2\n`))).toMatchObject({
      code: 'malformed',
      row: 40_002,
    });
    expect(refusal(importClientPaste(`${head}\nShort\nLast,2\n`))).toMatchObject({
      code: 'ragged',
      row: 40_002,
    });
  });

  it('refuses text full of control characters as binary', () => {
    const noisy = Buffer.from(`Name,Industry\n${'a\u0001\u0002\u0003,b\n'.repeat(20)}`);
    expect(refusal(importClientFile(noisy))).toMatchObject({ code: 'binary', row: 2 });
  });

  it('refuses a NUL character in a paste', () => {
    expect(refusal(importClientPaste('a,b\n1,2\n3,\u0000'))).toMatchObject({ code: 'binary', row: 3 });
  });
});

describe('limits', () => {
  const rowsOf = (n: number) =>
    `Name,Fee\n${Array.from({ length: n }, (_, i) => `Client ${i + 1},${i}`).join('\n')}\n`;

  it('takes exactly the row limit and refuses one more, naming the first row over it', () => {
    expect(EVIDENCE_LIMITS.maxRows).toBe(50_000);
    const full = table(importClientPaste(rowsOf(50_000)));
    expect(full.rows).toHaveLength(50_000);
    expect(full.rows[49_999]).toEqual(['Client 50000', '49999']);
    expect(full.rowNumbers[49_999]).toBe(50_001);
    const e = refusal(importClientPaste(rowsOf(50_001)));
    expect(e).toEqual({
      code: 'too_many_rows',
      message:
        'The file has more than 50,000 client rows (row 50,002 is over the limit): split it into smaller files.',
      row: 50_002,
    });
  });

  it('applies smaller limits given to it, and only counts client rows', () => {
    const limits = { maxRows: 3, maxBytes: 1000 };
    expect(table(importClientPaste(`\n\n${rowsOf(3)}`, limits)).rows).toHaveLength(3);
    expect(refusal(importClientFile(Buffer.from(rowsOf(4)), limits))).toMatchObject({
      code: 'too_many_rows',
      row: 5,
    });
  });

  it('refuses a file over 10 MB before reading it, naming the row the limit falls in', () => {
    const line = 'Client name,Some industry,12345\n'; // 32 bytes
    const bytes = Buffer.from(
      `Name,Industry,Fee\n${line.repeat(Math.ceil((EVIDENCE_LIMITS.maxBytes + 1) / line.length))}`,
    );
    expect(bytes.length).toBeGreaterThan(EVIDENCE_LIMITS.maxBytes);
    const e = refusal(importClientFile(bytes));
    expect(e.code).toBe('too_large');
    expect(e.message).toMatch(/^The file is 10\.0 MB, over the 10\.0 MB limit \(reached in row [\d,]+\)/);
    // The header is 18 bytes, then 32 bytes a row: the 10 MB mark is in row 2 + floor((10 MB - 18) / 32).
    expect(e.row).toBe(2 + Math.floor((EVIDENCE_LIMITS.maxBytes - 18) / 32));
    expect(refusal(importClientPaste(bytes.toString('utf8'))).code).toBe('too_large');
  });
});
