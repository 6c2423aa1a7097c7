#!/usr/bin/env node
/**
 * Measures the compliance check (libs/contracts, built: `npm run build -w libs/contracts`) on one set of
 * the held-out corpus (README.md beside this file): precision and recall of "the check flags the sentence"
 * against its label, overall, per profession, per country and per variant.
 *
 *   node test/eval/compliance/measure.mjs [dev|test|v2] [--misses]
 *
 * dev and test are the two halves of the first set; both are development material now that its test half
 * has been spent. v2 is the second held-out set, frozen: it is never tuned against, so --misses lists the
 * sentences the check gets wrong on dev and test only, never on v2.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readJsonl, V2_TEST } from './split.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = join(HERE, '../../../libs/contracts/dist/index.js');

/** Counts of one group: true and false positives and negatives. */
const empty = () => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
const ratio = (a, b) => (b === 0 ? null : a / b);
export const precision = (m) => ratio(m.tp, m.tp + m.fp);
export const recall = (m) => ratio(m.tp, m.tp + m.fn);

/** Runs `check(text, profession)` over `rows`: counts overall and per group, and the misses. */
export function measure(rows, check) {
  const groups = { overall: new Map(), profession: new Map(), country: new Map(), variant: new Map() };
  const misses = [];
  for (const r of rows) {
    const flagged = check(r.text, r.profession).length > 0;
    const violation = r.label === 'violation';
    const cell = flagged ? (violation ? 'tp' : 'fp') : violation ? 'fn' : 'tn';
    for (const [by, key] of [
      ['overall', 'all'],
      ['profession', r.profession],
      ['country', r.country],
      ['variant', r.variant],
    ]) {
      const m = groups[by].get(key) ?? empty();
      groups[by].set(key, m);
      m[cell]++;
    }
    if (cell === 'fp' || cell === 'fn') misses.push({ ...r, cell });
  }
  return { groups, misses };
}

const fmt = (v) => (v === null ? '   —' : v.toFixed(2));

function table(title, map) {
  const rows = [...map].sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(title.length, ...rows.map(([k]) => k.length));
  const lines = [`${title.padEnd(width)} | precision | recall | violations | compliant | tp  fp  fn  tn`];
  for (const [k, m] of rows)
    lines.push(
      `${k.padEnd(width)} | ${fmt(precision(m)).padStart(9)} | ${fmt(recall(m)).padStart(6)} | ${String(m.tp + m.fn).padStart(10)} | ${String(m.fp + m.tn).padStart(9)} | ${[m.tp, m.fp, m.fn, m.tn].map((n) => String(n).padStart(3)).join(' ')}`,
    );
  return lines.join('\n');
}

async function main(args) {
  const half = args.find((a) => !a.startsWith('--')) ?? 'dev';
  const files = { dev: join(HERE, 'dev.jsonl'), test: join(HERE, 'test.jsonl'), v2: V2_TEST };
  if (!files[half]) {
    console.error('usage: measure.mjs [dev|test|v2] [--misses]');
    return 2;
  }
  if (!existsSync(DIST)) {
    console.error(`${DIST} is missing: run "npm run build -w libs/contracts" first`);
    return 2;
  }
  const { checkCompliance } = await import(pathToFileURL(DIST).href);
  const rows = readJsonl(files[half]);
  const { groups, misses } = measure(rows, checkCompliance);
  console.log(`compliance check on ${half}: ${rows.length} sentences\n`);
  console.log(table('overall', groups.overall) + '\n');
  console.log(table('profession', groups.profession) + '\n');
  console.log(table('country', groups.country) + '\n');
  console.log(table('variant', groups.variant));
  if (args.includes('--misses')) {
    if (half === 'v2')
      console.log('\nThe misses of the v2 test set are not listed: it is never tuned against (README.md).');
    else
      for (const m of misses)
        console.log(`${m.cell === 'fp' ? 'false finding' : 'missed'} ${m.id} [${m.kind}]: ${m.text}`);
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
