/**
 * The repository explains itself: code, tests and docs point at documents inside it (docs/...), never at
 * the specification or decision files the project started from, which a newcomer does not have.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './support/project.mjs';

/** Every tracked source and doc file (what a clone holds), minus generated snapshots. */
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|md|yaml|yml|sh)$/.test(f) || f === 'Makefile' || f === 'Dockerfile')
  .filter((f) => !f.startsWith('docs/engine-review/') && f !== 'test/deploy/pointers.test.mjs')
  .filter((f) => existsSync(join(root, f)));

/** Names of the documents outside the repository that comments used to cite. */
const OUTSIDE = [
  /\bSpec sections? \d/i,
  /\bDECISIONS(\.md)?\b/,
  /\.\.\/shared\b/,
  /\bproduct-spec\.md\b/,
  /\bARCHITECTURE\.md\b/,
  /\bCONVENTIONS\.md\b/,
  // The tracker's issue numbers: a newcomer has no tracker. Say the reason, or point at the docs/ section.
  /\bissues? #?\d+/i,
];

test('no file points at a document outside the repository', () => {
  const hits = [];
  for (const f of files) {
    const lines = readFileSync(join(root, f), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (OUTSIDE.some((re) => re.test(line))) hits.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  assert.deepEqual(hits, []);
});

test('every docs/*.md a file names exists', () => {
  const missing = new Set();
  for (const f of files) {
    for (const [, doc] of readFileSync(join(root, f), 'utf8').matchAll(/\bdocs\/([\w./-]+\.md)\b/g))
      if (!existsSync(join(root, 'docs', doc))) missing.add(`${f} -> docs/${doc}`);
  }
  assert.deepEqual([...missing], []);
});
