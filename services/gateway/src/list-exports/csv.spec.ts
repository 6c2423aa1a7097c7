import { CSV_BOM, csvCell, csvRow, toCsv } from './csv.js';

describe('the CSV writer', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Dental practices')).toBe('Dental practices');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('Yes');
  });

  it('quotes a comma, a quote or a line break and doubles quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell('"')).toBe('""""');
  });

  it("defuses formulas with a leading ' (=, +, -, @, tab, carriage return)", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell(['=1', 'b'])).toBe("'=1; b");
  });

  it('joins lists with "; " and leaves blank entries out', () => {
    expect(csvCell(['Texas', ' ', 'Ohio'])).toBe('Texas; Ohio');
    expect(csvCell([])).toBe('');
  });

  it('keeps emoji and other scripts as they are (UTF-8 with a BOM)', () => {
    const file = toCsv(['Name'], [['Zoë 🎯 中文 العربية']]);
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(file).toBe('\uFEFFName\r\nZoë 🎯 中文 العربية\r\n');
    expect(Buffer.from(file, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('ends every row with CRLF, the header first', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    ).toBe('\uFEFFA,B\r\n1,2\r\n3,4\r\n');
  });
});
