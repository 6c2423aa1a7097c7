/** Reads PDFs the way a person's tools do: poppler's pdftotext, pdfinfo, pdffonts and pdftoppm. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(pdf: Buffer, fn: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-test-'));
  const file = join(dir, 'doc.pdf');
  try {
    await writeFile(file, pdf);
    return await fn(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The document's text, whitespace collapsed to single spaces. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.replace(/\s+/g, ' ');
  });
}

/** The text of each page (split at form feeds), whitespace collapsed. */
export function pdfPagesText(pdf: Buffer): Promise<string[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout
      .split('\f')
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter((p, i, all) => p.length > 0 || i < all.length - 1);
  });
}

export function pdfPageCount(pdf: Buffer): Promise<number> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  });
}

/** Fonts the PDF uses, with whether each is embedded. */
export function pdfFonts(pdf: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((l) => l.trim())
      .map((l) => {
        const cols = l.trim().split(/\s+/);
        const emb = cols.at(-5);
        return { name: cols[0]!, embedded: emb === 'yes' };
      });
  });
}

/** The document's metadata as pdfinfo shows it (Title, Creator, Producer, ...). */
export function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
    return Object.fromEntries(
      stdout
        .split('\n')
        .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, m[2]!.trim()]),
    );
  });
}
