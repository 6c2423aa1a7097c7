/**
 * Writes the prerendered public pages into web/dist (docs/benchmarks.md, "The first page"), after the
 * app's build: for each of FIRST_PAGES, web/dist/index.html with the page's HTML and CSS in #root, its
 * tab title, and the light script (src/first-page/loader.ts) in place of the app's scripts; then their
 * brotli and gzip copies. Built with `vite build --ssr` and run by `npm run build` (web/package.json).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FIRST_PAGES, renderFirstPage, type FirstPageName } from '../src/first-page/render';
import { precompress } from './precompress';

const LOADER_SOURCE = 'src/first-page/loader.ts';

/** The app's entry script and what index.html preloads for it. */
export function appScripts(template: string): { entry: string; tags: string[] } {
  const entryTag = template.match(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/);
  if (!entryTag) throw new Error('index.html has no module script');
  const preloads = [...template.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g)].map((m) => m[0]);
  return { entry: entryTag[1] ?? '', tags: [entryTag[0], ...preloads] };
}

/** One prerendered page from the built index.html. `loader` is null for a page without behaviour. */
export function firstPageHtml(
  template: string,
  page: { name: FirstPageName; html: string; title: string },
  loader: string | null,
): string {
  const { entry, tags } = appScripts(template);
  let html = template;
  for (const tag of tags) html = html.replace(tag, '');
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  const withApp = page.name === 'landing' ? '' : ` data-app-entry="${entry}"`;
  const script = loader ? `<script type="module" crossorigin src="${loader}"></script>\n  ` : '';
  html = html.replace(
    '<div id="root"></div>',
    `<div id="root" data-first-page="${page.name}"${withApp}>${page.html}</div>`,
  );
  return html.replace('</head>', `  ${script}</head>`);
}

export function prerender(dist: string): string[] {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const loader = manifest[LOADER_SOURCE]?.file;
  if (!loader) throw new Error(`the build has no ${LOADER_SOURCE} chunk`);
  // The manifest is for this step only; the edges would serve it.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  rmSync(join(dist, 'first-page'), { recursive: true, force: true });
  const written = [];
  for (const page of FIRST_PAGES) {
    const out = join(dist, page.file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      firstPageHtml(template, { name: page.name, ...renderFirstPage(page.name) }, `/${loader}`),
    );
    written.push(out);
  }
  precompress(join(dist, 'first-page'));
  return written;
}

if (process.argv[1]?.endsWith('prerender.js'))
  for (const file of prerender(resolve(process.argv[2] ?? 'dist'))) console.log(`prerendered ${file}`);
