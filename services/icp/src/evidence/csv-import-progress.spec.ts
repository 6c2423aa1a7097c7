import { readFileSync } from 'node:fs';
import { importClientFile, importClientFileAsync, type ImportProgress } from './csv-import.js';

/**
 * The import with progress (the upload queue's, docs/evidence.md "Uploads"): the same result as the
 * plain import for every fixture and refusal, with progress reported between chunks, rising to the end.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const rowsOf = (n: number) =>
  Buffer.from(`Name,Fee\n${Array.from({ length: n }, (_, i) => `Client ${i + 1},${i}`).join('\n')}\n`);

describe('importClientFileAsync', () => {
  it('answers what importClientFile answers, for good and bad files', async () => {
    const files = [
      rowsOf(3),
      rowsOf(20_000),
      Buffer.from(''),
      Buffer.from('\n\n'),
      Buffer.from('1,2\n3,4\n'),
      Buffer.from('Name,Fee\n'),
      Buffer.from('Name,Fee\nA\n'),
      Buffer.from('a,b\n"open,1\n'),
      Buffer.from('Name,Fee\nA,1\n', 'utf16le'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      fixture('unclosed-quote.csv'),
    ];
    for (const bytes of files)
      expect(await importClientFileAsync(bytes, { chunkChars: 4096 })).toEqual(importClientFile(bytes));
  });

  it('names the same row past many chunks', async () => {
    const bytes = Buffer.concat([rowsOf(5000), Buffer.from('Short\n')]);
    const sync = importClientFile(bytes);
    expect(sync).toMatchObject({ ok: false, error: { code: 'ragged', row: 5002 } });
    expect(await importClientFileAsync(bytes, { chunkChars: 1000 })).toEqual(sync);
  });

  it('reports rising progress between chunks, awaiting each report', async () => {
    const seen: ImportProgress[] = [];
    let pending = 0;
    const result = await importClientFileAsync(rowsOf(10_000), {
      chunkChars: 8192,
      onProgress: async (p) => {
        expect(pending).toBe(0);
        pending++;
        await new Promise((r) => setTimeout(r, 1));
        seen.push(p);
        pending--;
      },
    });
    expect(result).toMatchObject({ ok: true, table: { rows: { length: 10_000 } } });
    expect(seen.length).toBeGreaterThan(10);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]!.fraction).toBeGreaterThanOrEqual(seen[i - 1]!.fraction);
      expect(seen[i]!.rowsRead).toBeGreaterThanOrEqual(seen[i - 1]!.rowsRead);
    }
    expect(seen.at(-1)).toEqual({ rowsRead: 10_000, fraction: 1 });
  });

  it('stops at the first refusal and rejects when a progress report fails', async () => {
    let reports = 0;
    const tooMany = await importClientFileAsync(rowsOf(60), {
      limits: { maxRows: 50, maxBytes: 10_000 },
      chunkChars: 64,
      onProgress: () => {
        reports++;
      },
    });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'too_many_rows', row: 52 } });
    expect(reports).toBeGreaterThan(0);
    await expect(
      importClientFileAsync(rowsOf(100), {
        chunkChars: 64,
        onProgress: () => {
          throw new Error('database away');
        },
      }),
    ).rejects.toThrow('database away');
  });
});
