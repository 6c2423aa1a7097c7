/**
 * The first page's budget (docs/benchmarks.md, "The first page"): the JavaScript each public page (`/`,
 * `/login`, `/register`) loads before it is usable, gzipped at level 9 as the build's copies are, must stay
 * within LANDING_JS_BUDGET_BYTES; and the build ships no source maps. Needs the web build (`npm run
 * build`, which `make test` runs first).
 *
 * The public pages are prerendered (web/build/prerender.ts): the edges serve web/dist/first-page/<page>.html
 * to a visitor without a session, and that HTML loads only the light script (src/first-page/loader.ts)
 * and what it imports statically; the app comes at the visitor's first interaction. The budget is a
 * ratchet: today's figure with a little room, so any growth fails the build. The target was
 * 170 KB.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './support/project.mjs';

export const LANDING_JS_BUDGET_BYTES = 2 * 1024;
export const LANDING_JS_TARGET_BYTES = 170 * 1024;

const dist = join(root, 'web/dist');
export const FIRST_PAGES = ['first-page/landing.html', 'first-page/login.html', 'first-page/register.html'];

/** The JavaScript files an HTML page loads at once: its module scripts and their modulepreloads. */
export function landingScripts(html) {
  const srcs = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1],
  );
  return [...new Set([...srcs, ...preloads])];
}

/** The chunks a built module imports statically (`import ... from "./x.js"`), not the dynamic ones. */
export function staticImports(code) {
  return [...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g)].map((m) => m[1]);
}

/** Every file a page's scripts pull in before they run, as /assets/... paths. */
function closure(scripts) {
  const seen = new Set();
  const queue = [...scripts];
  while (queue.length) {
    const src = queue.shift();
    if (seen.has(src)) continue;
    seen.add(src);
    const file = join(dist, src.replace(/^\//, ''));
    assert.ok(existsSync(file), `the page names ${src}, which the build did not write`);
    const dir = src.slice(0, src.lastIndexOf('/') + 1);
    for (const rel of staticImports(readFileSync(file, 'utf8'))) queue.push(dir + rel.slice(2));
  }
  return [...seen];
}

for (const page of FIRST_PAGES)
  test(`${page} loads at most its budget of gzipped JavaScript before it is usable`, () => {
    const html = join(dist, page);
    assert.ok(existsSync(html), `web/dist/${page} is missing: build the web app first (npm run build)`);
    const text = readFileSync(html, 'utf8');
    assert.doesNotMatch(text, /<script(?![^>]*\bsrc=)[^>]*>/, 'an inline script (the CSP forbids them)');
    let total = 0;
    const rows = [];
    for (const src of closure(landingScripts(text))) {
      const size = gzipSync(readFileSync(join(dist, src.replace(/^\//, ''))), { level: 9 }).length;
      total += size;
      rows.push(`${src} ${(size / 1024).toFixed(1)} KB`);
    }
    console.log(
      `${page} JavaScript, gzipped: ${(total / 1024).toFixed(1)} KB (budget ${LANDING_JS_BUDGET_BYTES / 1024} KB, target ${LANDING_JS_TARGET_BYTES / 1024} KB)\n  ${rows.join('\n  ')}`,
    );
    assert.ok(
      total <= LANDING_JS_BUDGET_BYTES,
      `${page} loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript, over its budget of ${LANDING_JS_BUDGET_BYTES / 1024} KB:\n  ${rows.join('\n  ')}`,
    );
    // The page is there before any script: its text is in the HTML.
    assert.match(text, /<div id="root" data-first-page="\w+"[^>]*>\s*<[a-z]/);
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

test('the import finder follows static imports only', () => {
  assert.deepEqual(
    staticImports('import{t as e}from"./a-1.js";import"./b.js";const c=()=>import("./lazy.js");'),
    ['./a-1.js', './b.js'],
  );
});

test('the script finder reads Vite’s index.html', () => {
  const html =
    '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-C.css">';
  assert.deepEqual(landingScripts(html), ['/assets/index-A.js', '/assets/react-B.js']);
});
