import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies of text files, that decompress to the same bytes', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = `export const text = ${JSON.stringify('ideal client profile '.repeat(400))};\n`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>hello</p>'.repeat(200)}`);
    writeFileSync(join(dir, 'assets', 'small.css'), 'a{color:red}');
    writeFileSync(join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));

    const written = precompress(dir)
      .map((w) => w.file.slice(dir.length + 1))
      .sort();
    expect(written).toEqual(['assets/index-abc.js', 'index.html']);
    const br = readFileSync(join(dir, 'assets', 'index-abc.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 10);
    // Too small to be worth it, and fonts are compressed already.
    expect(existsSync(join(dir, 'assets', 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'font.woff2.gz'))).toBe(false);
    expect(MIN_BYTES).toBe(1024);
  });
});
