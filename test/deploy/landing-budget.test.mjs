/**
 * The first page's budget (docs/benchmarks.md, "The first page"): the JavaScript the built landing page
 * loads before it is usable (its module script and every modulepreload of web/dist/index.html), gzipped
 * at level 9 as the build's copies are, must stay within LANDING_JS_BUDGET_BYTES; and the build ships no
 * source maps. Needs the web build (`npm run build`, which `make test` runs first).
 *
 * The budget is a ratchet: it holds today's figure with a little room, so any growth fails the build,
 * and it comes down as the landing page does. The target is 170 KB (docs/benchmarks.md says where it
 * stands and what is left to reach it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './support/project.mjs';

export const LANDING_JS_BUDGET_BYTES = 345 * 1024;
export const LANDING_JS_TARGET_BYTES = 170 * 1024;

const dist = join(root, 'web/dist');

/** The JavaScript files index.html loads at once: the entry module and its modulepreloads. */
export function landingScripts(html) {
  const srcs = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1],
  );
  return [...new Set([...srcs, ...preloads])];
}

test('the landing page loads at most its budget of gzipped JavaScript before it is usable', () => {
  const index = join(dist, 'index.html');
  assert.ok(existsSync(index), 'web/dist/index.html is missing: build the web app first (npm run build)');
  const scripts = landingScripts(readFileSync(index, 'utf8'));
  assert.ok(scripts.length > 0, 'index.html loads no module script');
  let total = 0;
  const rows = [];
  for (const src of scripts) {
    const file = join(dist, src.replace(/^\//, ''));
    assert.ok(existsSync(file), `index.html names ${src}, which the build did not write`);
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    total += size;
    rows.push(`${src} ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(
    `landing JavaScript, gzipped: ${(total / 1024).toFixed(1)} KB (budget ${LANDING_JS_BUDGET_BYTES / 1024} KB, target ${LANDING_JS_TARGET_BYTES / 1024} KB)\n  ${rows.join('\n  ')}`,
  );
  assert.ok(
    total <= LANDING_JS_BUDGET_BYTES,
    `the landing page loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript, over its budget of ${LANDING_JS_BUDGET_BYTES / 1024} KB:\n  ${rows.join('\n  ')}`,
  );
});

test('the build ships no source maps (they would hand out the whole source)', () => {
  assert.ok(existsSync(dist), 'web/dist is missing: build the web app first (npm run build)');
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const maps = walk(dist).filter((f) => f.endsWith('.map'));
  assert.deepEqual(maps, []);
  for (const f of walk(join(dist, 'assets')).filter((f) => f.endsWith('.js')))
    assert.doesNotMatch(readFileSync(f, 'utf8').slice(-300), /sourceMappingURL/, `${f} names a source map`);
});

test('the script finder reads Vite’s index.html', () => {
  const html =
    '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-C.css">';
  assert.deepEqual(landingScripts(html), ['/assets/index-A.js', '/assets/react-B.js']);
});
