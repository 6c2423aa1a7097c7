/**
 * Documents that stay true: every repository path README.md and docs/developing.md name (in backticks,
 * as a link, or in their layout blocks) exists. A path with a placeholder (`<name>`, `*`, `{a,b}`, `...`)
 * is a pattern, not a path, and is skipped; a service's own path (`test/harness.ts`) exists in a service.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { root } from './support/project.mjs';

const DOCS = ['README.md', 'docs/developing.md'];
const TOP = /^(services|libs|web|e2e|bench|test|scripts|deploy|k8s|docs|eslint)\//;
const ROOT_FILES =
  /^(Makefile|Dockerfile|docker-compose\.yml|\.env\.example|eslint\.config\.js|package\.json|jest\.unit\.config\.js|tsconfig\.base\.json)$/;

/** The candidate paths of one document: backticked words, link targets and the layout blocks' first words. */
function pathsIn(doc) {
  const text = readFileSync(join(root, doc), 'utf8');
  const found = new Set();
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) found.add(code);
  for (const [, link] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/.test(link)) found.add(normalize(join(dirname(doc), link)));
  }
  for (const [, word] of text.matchAll(/^([a-z][\w./-]+\/[\w./-]*)\s/gm)) found.add(word);
  return [...found]
    .map((p) => p.replace(/[.,:;]+$/, '').replace(/^\.\//, ''))
    .filter((p) => (TOP.test(p) || ROOT_FILES.test(p)) && !/[<>*{}]|\.\.\./.test(p));
}

const SERVICES = readdirSync(join(root, 'services'));
const exists = (p) =>
  existsSync(join(root, p)) || SERVICES.some((s) => existsSync(join(root, 'services', s, p)));

for (const doc of DOCS) {
  test(`every repository path ${doc} names exists`, () => {
    const missing = pathsIn(doc).filter((p) => !exists(p));
    assert.deepEqual(missing, [], `${doc} names paths that do not exist`);
  });
}
