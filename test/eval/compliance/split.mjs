#!/usr/bin/env node
/**
 * The split of the held-out compliance corpus (README.md beside this file): every sentence goes to the TEST
 * half or the DEV half, at random with a fixed seed, stratified per profession and label, so each half has
 * both kinds of sentence for every profession. The assignment depends only on the ids and the seed, so it
 * can be recomputed and checked.
 *
 *   node test/eval/compliance/split.mjs <all.jsonl>   writes test.jsonl and dev.jsonl from one file
 *   node test/eval/compliance/split.mjs --check       checks the fields of both files and that the halves
 *                                                      are the ones the seed gives, and the fields of the
 *                                                      second held-out set (v2/test.jsonl), whose ids and
 *                                                      sentences appear in no file of the first (exit 1 otherwise)
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const SEED = 20261129;
/** The second held-out set (README.md, "Second held-out set"): frozen whole, never split. */
export const V2_TEST = join(HERE, 'v2', 'test.jsonl');

export const PROFESSIONS = [
  'financial-advisors',
  'wealth-managers',
  'business-lawyers',
  'family-lawyers',
  'injury-lawyers',
  'immigration-lawyers',
  'estate-lawyers',
  'accountants',
  'bookkeepers',
  'tax-professionals',
  'dentists',
  'physicians',
  'physical-therapists',
  'therapists',
  'veterinarians',
];
const LABELS = ['violation', 'compliant'];
const VARIANTS = ['direct', 'paraphrase', 'near-miss'];
const COUNTRIES = ['US', 'UK'];

/** mulberry32: a small seeded generator, enough for a reproducible shuffle. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ids of the TEST half. Strata in a fixed order, ids sorted in each, one generator for all. */
export function testIds(rows) {
  const random = generator(SEED);
  const strata = new Map();
  for (const r of rows) {
    const key = `${r.profession}/${r.label}`;
    strata.set(key, [...(strata.get(key) ?? []), r.id]);
  }
  const test = new Set();
  [...strata.keys()].sort().forEach((key, index) => {
    const ids = [...strata.get(key)].sort();
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    // An odd stratum gives its extra sentence to the test half and the dev half in turn.
    const take = Math.floor(ids.length / 2) + (ids.length % 2 === 1 && index % 2 === 0 ? 1 : 0);
    for (const id of ids.slice(0, take)) test.add(id);
  });
  return test;
}

export function readJsonl(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`${file}:${i + 1}: not JSON`);
      }
    });
}

/** The problems with one row's fields (README.md, "Fields"), none when it is well formed. */
export function problems(r) {
  const out = [];
  const text = (v) => typeof v === 'string' && v.trim().length > 0;
  if (!text(r.id)) out.push('id');
  if (!text(r.text)) out.push('text');
  if (!PROFESSIONS.includes(r.profession)) out.push('profession');
  if (!COUNTRIES.includes(r.country)) out.push('country');
  if (!LABELS.includes(r.label)) out.push('label');
  if (!text(r.kind)) out.push('kind');
  if (!VARIANTS.includes(r.variant)) out.push('variant');
  if (!text(r.source)) out.push('source');
  if (!/^https?:\/\//.test(r.url ?? '')) out.push('url');
  if (r.note !== undefined && !text(r.note)) out.push('note');
  return out;
}

const write = (file, rows) =>
  writeFileSync(
    file,
    rows
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((r) => JSON.stringify(r))
      .join('\n') + '\n',
  );

function main(args) {
  const testFile = join(HERE, 'test.jsonl');
  const devFile = join(HERE, 'dev.jsonl');
  if (args[0] && args[0] !== '--check') {
    const rows = readJsonl(args[0]);
    const test = testIds(rows);
    write(
      testFile,
      rows.filter((r) => test.has(r.id)),
    );
    write(
      devFile,
      rows.filter((r) => !test.has(r.id)),
    );
    console.log(`test: ${test.size}, dev: ${rows.length - test.size}`);
    return 0;
  }
  const errors = [];
  const halves = { test: existsSync(testFile) ? readJsonl(testFile) : [] };
  halves.dev = existsSync(devFile) ? readJsonl(devFile) : [];
  // The second held-out set is not a half of a split: it is whole, frozen, and written apart from the first,
  // so no id and no sentence may be shared with the first set's files.
  const v2 = existsSync(V2_TEST) ? readJsonl(V2_TEST) : [];
  const seen = new Set();
  const texts = new Set();
  for (const [half, rows] of Object.entries({ ...halves, v2 }))
    for (const r of rows) {
      const bad = problems(r);
      if (bad.length) errors.push(`${half} ${r.id ?? '?'}: bad ${bad.join(', ')}`);
      if (seen.has(r.id)) errors.push(`${half} ${r.id}: id twice`);
      if (texts.has(r.text)) errors.push(`${half} ${r.id}: text twice`);
      seen.add(r.id);
      texts.add(r.text);
    }
  if (halves.dev.length) {
    const test = testIds([...halves.test, ...halves.dev]);
    for (const r of halves.test)
      if (!test.has(r.id)) errors.push(`${r.id} is in test.jsonl, the seed puts it in dev`);
    for (const r of halves.dev)
      if (test.has(r.id)) errors.push(`${r.id} is in dev.jsonl, the seed puts it in test`);
  }
  for (const e of errors) console.error(e);
  console.log(
    `test: ${halves.test.length}, dev: ${halves.dev.length}, v2 test: ${v2.length}, ${errors.length} problem(s)`,
  );
  return errors.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
