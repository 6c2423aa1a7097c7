#!/usr/bin/env node
/**
 * Where a PDF render's time goes (PDF under load): the realistic profile of
 * bench/pdf-export.mjs (saved in bench/fixtures/pdf-profile.json as the API returns it: the profile and
 * its score) laid out by the built templates (services/pdf/dist), rendered with plain Playwright calls on
 * warm sandboxed pages (the worker's sandbox.ts): two browsers of two pages each, four renders at once.
 * One lever changed at a time; for each: the CPU it costs per document (this process and every process
 * under it, read from /proc: Chromium's browser, renderers, GPU process), the documents per second, and
 * the latency of one document alone. CPU per document is the figure that survives a shared machine;
 * documents/s and latency move with whatever else runs.
 *
 *   node bench/pdf-levers.mjs [lever ...]        (build first; no stack needed)
 *
 * BENCH_DURATION_MS (6000) per lever. Variants that change the document's look are measured to show what
 * they cost, not because the worker may use them: the "Look" column says which.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { table, writeSection } from './lib/report.mjs';
import { CHROMIUM_ARGS } from '../services/pdf/dist/render/browser-pool.js';
import { openSandboxedPage } from '../services/pdf/dist/render/sandbox.js';
import { renderIcpDocument } from '../services/pdf/dist/templates/icp.js';
import { HEADER_TEMPLATE } from '../services/pdf/dist/templates/layout.js';

const DURATION = Number(process.env.BENCH_DURATION_MS ?? 6000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { full, score } = JSON.parse(
  readFileSync(new URL('./fixtures/pdf-profile.json', import.meta.url), 'utf8'),
);
const doc = renderIcpDocument(full, score, { generatedAt: new Date('2026-11-26T00:00:00Z') });

/** CPU ms used so far by this process and every process under it, by Chromium process type. */
function treeCpu() {
  const procs = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      const kind = Number(d) === process.pid ? 'node' : (cmd.match(/--type=([a-z-]+)/)?.[1] ?? 'browser');
      procs.push({ pid: Number(d), ppid: Number(f[1]), ms: (Number(f[11]) + Number(f[12])) * 10, kind });
    } catch {
      // gone meanwhile
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs) if (!mine.has(p.pid) && mine.has(p.ppid)) grew = mine.add(p.pid) && true;
  }
  const byKind = {};
  for (const p of procs) if (mine.has(p.pid)) byKind[p.kind] = (byKind[p.kind] ?? 0) + p.ms;
  return byKind;
}
const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);

const PDF = {
  format: 'A4',
  printBackground: true,
  preferCSSPageSize: true,
  displayHeaderFooter: true,
  headerTemplate: HEADER_TEMPLATE,
  outline: false,
  tagged: false,
};
const BASE = {
  html: doc.html,
  footer: doc.footer,
  args: [],
  browsers: 2,
  pages: 2,
  waitUntil: 'load',
  pdf: PDF,
};
const LATIN = "font-family: 'Noto Sans', sans-serif;";
/** The footer drawn by CSS margin boxes of the document itself (Chromium 131+), in one style. */
const cssFooter = (name) => {
  const css = (s) =>
    [...s].map((c) => (/[\w ]/.test(c) ? c : `\\${c.codePointAt(0).toString(16)} `)).join('');
  const box = "font-family: 'Noto Sans', sans-serif; font-size: 7.5pt; color: #64748b;";
  return `@page { @bottom-left { content: 'ICP STUDIO  ·  ${css(name)}'; ${box} padding-left: 18mm; }
    @bottom-right { content: 'Page ' counter(page) ' of ' counter(pages); ${box} padding-right: 18mm; } }</style>`;
};

/** [name, what changes, same look?, overrides] */
const LEVERS = [
  ['base', 'the worker today', 'yes', {}],
  [
    'no-header-footer',
    'displayHeaderFooter: false (no page numbers)',
    'no',
    { pdf: { displayHeaderFooter: false } },
  ],
  [
    'css-margin-box-footer',
    'footer as CSS @page margin boxes, displayHeaderFooter off',
    'close (one style)',
    { pdf: { displayHeaderFooter: false }, html: doc.html.replace('</style>', cssFooter(doc.name)) },
  ],
  [
    'latin-font-only',
    "font-family 'Noto Sans', sans-serif everywhere (no CJK/emoji fallbacks)",
    'yes for this profile',
    {
      html: doc.html.replace(/font-family:[^;]*;/g, LATIN),
      footer: doc.footer.replace(/font-family:[^;]*;/, LATIN),
    },
  ],
  ['no-svg', 'the SVG charts removed', 'no', { html: doc.html.replace(/<svg[\s\S]*?<\/svg>/g, '') }],
  [
    'no-gradients',
    'gradients as flat colours',
    'no',
    { html: doc.html.replace(/(radial|linear)-gradient\([^;]*\)\s*;/g, '#4f46e5;') },
  ],
  ['no-print-background', 'printBackground: false', 'no', { pdf: { printBackground: false } }],
  ['domcontentloaded', "setContent waitUntil 'domcontentloaded'", 'yes', { waitUntil: 'domcontentloaded' }],
  ['tagged', 'tagged: true', 'yes', { pdf: { tagged: true } }],
  ['outline', 'outline: true', 'yes', { pdf: { outline: true } }],
  [
    'print-media-a4-viewport',
    'pages set once to print media and an A4-wide viewport',
    'yes',
    {
      setup: async (p) => {
        await p.setViewportSize({ width: 794, height: 1123 });
        await p.emulateMedia({ media: 'print' });
      },
    },
  ],
  ['font-render-hinting-none', '--font-render-hinting=none', 'yes', { args: ['--font-render-hinting=none'] }],
  ['in-process-gpu', '--in-process-gpu', 'yes', { args: ['--in-process-gpu'] }],
  ['pool-1-per-browser', 'one page per browser (two renders at once)', 'yes', { pages: 1 }],
  ['pool-4-per-browser', 'four pages per browser (eight at once)', 'yes', { pages: 4 }],
  ['one-browser-4-pages', 'one browser of four pages', 'yes', { browsers: 1, pages: 4 }],
  ['base-again', 'the worker today, measured again (noise)', 'yes', {}],
];

async function measure(v) {
  const browsers = await Promise.all(
    Array.from({ length: v.browsers }, () =>
      chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...v.args] }),
    ),
  );
  try {
    const free = [];
    for (const b of browsers)
      for (let i = 0; i < v.pages; i++) {
        const { page } = await openSandboxedPage(b, (url) => console.warn('blocked', url));
        await v.setup?.(page);
        free.push(page);
      }
    const waiting = [];
    const take = () => (free.length ? Promise.resolve(free.pop()) : new Promise((r) => waiting.push(r)));
    const give = (p) => (waiting.length ? waiting.shift()(p) : free.push(p));
    const render = async () => {
      const page = await take();
      try {
        await page.setContent(v.html, { waitUntil: v.waitUntil });
        return await page.pdf({ ...v.pdf, footerTemplate: v.footer });
      } finally {
        give(page);
      }
    };
    const bytes = (await render()).length;
    const alone = [];
    for (let i = 0; i < 9; i++) {
      const t = performance.now();
      await render();
      alone.push(performance.now() - t);
    }
    alone.sort((a, b) => a - b);
    const loop = async (ms) => {
      const until = Date.now() + ms;
      let n = 0;
      await Promise.all(
        Array.from({ length: v.browsers * v.pages }, async () => {
          while (Date.now() < until) {
            await render();
            n++;
          }
        }),
      );
      return n;
    };
    await loop(1500);
    const cpu0 = treeCpu();
    const t0 = Date.now();
    const n = await loop(DURATION);
    const seconds = (Date.now() - t0) / 1000;
    const cpu1 = treeCpu();
    const per = (k) => ((cpu1[k] ?? 0) - (cpu0[k] ?? 0)) / n;
    return {
      cpu: (sum(cpu1) - sum(cpu0)) / n,
      renderer: per('renderer'),
      dps: n / seconds,
      alone: alone[4],
      kb: bytes / 1024,
    };
  } finally {
    await Promise.all(browsers.map((b) => b.close()));
  }
}

// Time outside Chromium that grows with the document: laying it out in the templates.
for (let i = 0; i < 100; i++) renderIcpDocument(full, score, { generatedAt: new Date() });
const t = performance.now();
for (let i = 0; i < 300; i++) renderIcpDocument(full, score, { generatedAt: new Date() });
const templateMs = (performance.now() - t) / 300;

const only = process.argv.slice(2);
const loadBefore = loadavg()[0];
const rows = [];
let base;
for (const [name, what, look, o] of LEVERS) {
  if (only.length && !only.includes(name)) continue;
  const r = await measure({ ...BASE, ...o, pdf: { ...PDF, ...(o.pdf ?? {}) } });
  if (name === 'base') base = r;
  const vs = base
    ? `${r.cpu <= base.cpu ? '−' : '+'}${Math.abs(Math.round((1 - r.cpu / base.cpu) * 100))}%`
    : '';
  console.log(
    `${name.padEnd(26)} CPU ${r.cpu.toFixed(0).padStart(3)} ms/doc (renderer ${r.renderer.toFixed(0)})  ${r.dps.toFixed(1)} docs/s  alone ${r.alone.toFixed(0)} ms  ${r.kb.toFixed(0)} KB  load ${loadavg()[0].toFixed(1)}`,
  );
  rows.push([
    `\`${name}\`: ${what}`,
    look,
    `${r.cpu.toFixed(0)} ms${vs && name !== 'base' ? ` (${vs})` : ''}`,
    `${r.renderer.toFixed(0)} ms`,
    r.dps.toFixed(1),
    `${r.alone.toFixed(0)} ms`,
    `${r.kb.toFixed(0)} KB`,
  ]);
}
if (!only.length)
  writeSection(
    'pdf-render-levers',
    `### Where a render's time goes (PDF under load)

\`node bench/pdf-levers.mjs\`: the profile of the section above (\`bench/fixtures/pdf-profile.json\`), laid out by the
worker's templates and rendered with plain Playwright calls on warm sandboxed pages, two browsers of two pages
(four renders at once), one lever changed at a time for ${DURATION / 1000} s each. CPU per document counts this
process and every Chromium process under it (from \`/proc\`); it is the figure to compare, since documents/s
and the latency of one document alone move with whatever else shares the machine (load average
${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after). Laying the document out in the templates
costs ${templateMs.toFixed(2)} ms of it.

${table(['Lever', 'Same look', 'CPU / document', 'of it renderer', 'Documents/s (4 at once)', 'One alone', 'PDF'], rows)}`,
  );
