import Papa from 'papaparse';
import { CSV_BOM, csvCell, csvRow, toCsv, type CsvValue } from './csv.js';
import { isFormulaCell, readCsvLeniently, type CsvSeparator } from './testing/csv-reader.js';

/** Every cell of the file as a reader of that separator sees it: our lenient reader and papaparse. */
function cellsAsRead(file: string, separator: CsvSeparator): string[] {
  const lenient = readCsvLeniently(file, separator);
  const papa = Papa.parse<string[]>(file.replace(/^\uFEFF/, ''), { delimiter: separator }).data;
  return [...lenient, ...papa].flat();
}

const HOSTILE = [
  'PB;=2*3;',
  'Acme; =HYPERLINK("http://evil.example","x")',
  'Acme,=1+1',
  'Acme;"=1+1',
  'Acme;""=1+1',
  'a;\t=1',
  'line 1\n=1+1',
  'line 1\r\n@SUM(A1)',
  "=cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  'x";=1;"',
  '";-1+1',
  'a,"b;+1"',
  '\t=1',
  '\r=1',
];

describe('the CSV writer', () => {
  it('puts every cell in double quotes, quotes doubled, and leaves plain text as it is', () => {
    expect(csvCell('Dental practices')).toBe('"Dental practices"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(true)).toBe('"Yes"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('"')).toBe('""""');
  });

  it("defuses a formula at the start with a leading ' (=, +, -, @, tab, carriage return)", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1+1')).toBe('"\'+1+1"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('  =1')).toBe('"  \'=1"');
    expect(csvCell('"=1')).toBe('"""\'=1"');
    expect(csvCell('a=1')).toBe('"a=1"');
    expect(csvCell('a-b, c+d')).toBe('"a-b, c+d"');
  });

  it('defuses a formula after every separator a reader may split at: comma, semicolon, tab, line break', () => {
    expect(csvCell('PB;=2*3;')).toBe('"PB;\'=2*3;"');
    expect(csvCell('Acme, +1')).toBe('"Acme, \'+1"');
    expect(csvCell('a\t@x')).toBe('"a\t\'@x"');
    expect(csvCell('one\n-1+1')).toBe('"one\n\'-1+1"');
    expect(csvCell('\t=1')).toBe('"\'\t\'=1"');
    expect(csvCell('x;"=1')).toBe('"x;""\'=1"');
    expect(csvCell(['=1', 'b'])).toBe('"\'=1; b"');
    expect(csvCell(['b', '=1'])).toBe('"b; \'=1"');
  });

  it('keeps plain numbers, negative ones included, as data; first in a row a signed one is defused', () => {
    expect(csvCell(-12)).toBe('"-12"');
    expect(csvCell('-3.5')).toBe('"-3.5"');
    expect(csvCell('+4')).toBe('"+4"');
    expect(csvCell('-1,5')).toBe('"-1,5"');
    expect(csvCell('-1+5')).toBe('"\'-1+5"');
    expect(csvRow(['-2', '-2', 42])).toBe('"\'-2","-2","42"\r\n');
  });

  it('joins lists with "; " and leaves blank entries out', () => {
    expect(csvCell(['Texas', ' ', 'Ohio'])).toBe('"Texas; Ohio"');
    expect(csvCell([])).toBe('""');
  });

  it('keeps emoji and other scripts as they are (UTF-8 with a BOM)', () => {
    const file = toCsv(['Name'], [['Zoë 🎯 中文 العربية']]);
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(file).toBe('\uFEFF"Name"\r\n"Zoë 🎯 中文 العربية"\r\n');
    expect(Buffer.from(file, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('ends every row with CRLF, the header first', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('"a","b,c",""\r\n');
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFF"A","B"\r\n');
    expect(toCsv(['A', 'B'], [['1', '2']])).toBe('\uFEFF"A","B"\r\n"1","2"\r\n');
  });

  it('reads back whole through a comma reader: every value, the apostrophes added only where needed', () => {
    const rows: CsvValue[][] = [
      ['C-1', 'jane@example.com', '2026-11-29', -7, 42, 'Smile, "Dental"\nline 2', 'PB;=2*3;'],
      ['+44 20 7946 0000', '', null, '3.5', '-0.25', ['Texas', 'Ohio'], 'Zoë'],
    ];
    const file = toCsv(['Id', 'E-mail', 'Date', 'Delta', 'Score', 'Name', 'Playbook'], rows);
    const lenient = readCsvLeniently(file, ',');
    const papa = Papa.parse<string[]>(file.slice(1), { delimiter: ',', newline: '\r\n' }).data.filter(
      (r) => r.length > 1,
    );
    for (const read of [lenient, papa]) {
      expect(read).toEqual([
        ['Id', 'E-mail', 'Date', 'Delta', 'Score', 'Name', 'Playbook'],
        ['C-1', 'jane@example.com', '2026-11-29', '-7', '42', 'Smile, "Dental"\nline 2', "PB;'=2*3;"],
        ["'+44 20 7946 0000", '', '', '3.5', '-0.25', 'Texas; Ohio', 'Zoë'],
      ]);
    }
  });

  it.each([',', ';', '\t'] as const)(
    'leaves no formula for a reader separating with %j, whatever the cells hold',
    (separator) => {
      const file = toCsv(
        ['Name', 'Status', 'Notes'],
        HOSTILE.map((text, i) => [HOSTILE[(i + 1) % HOSTILE.length]!, text, [text, 'x']]),
      );
      const formulas = cellsAsRead(file, separator).filter(isFormulaCell);
      expect(formulas).toEqual([]);
    },
  );

  it.each([',', ';', '\t'] as const)(
    'leaves no formula for a reader separating with %j in any of 2,000 generated files',
    (separator) => {
      // Cells drawn from the characters that matter: separators, quotes, line breaks, formula starts.
      const alphabet = ['a', '1', '-', '+', '=', '@', ';', ',', '"', ' ', '\t', '\r', '\n', "'"];
      let seed = 20261129;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const text = () =>
        Array.from(
          { length: Math.floor(next() * 10) },
          () => alphabet[Math.floor(next() * alphabet.length)],
        ).join('');
      const found: string[] = [];
      for (let f = 0; f < 2000; f++) {
        const file = toCsv(
          ['A', 'B', 'C', 'D'],
          [0, 1].map(() => [text(), text(), text(), text()]),
        );
        found.push(...cellsAsRead(file, separator).filter(isFormulaCell));
      }
      expect(found).toEqual([]);
    },
  );

  it('reads as the semicolon reader did before: a cell after ";=" in an unquoted comma file is a formula', () => {
    // The reader itself is able to see the flaw this writer closes (the old output of `PB;=2*3;`).
    const before = '\uFEFFName,Status\r\nPB;=2*3;,draft\r\n';
    expect(cellsAsRead(before, ';').filter(isFormulaCell)).toContain('=2*3');
    expect(
      cellsAsRead(toCsv(['Name', 'Status'], [['PB;=2*3;', 'draft']]), ';').filter(isFormulaCell),
    ).toEqual([]);
  });
});
