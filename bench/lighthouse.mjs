#!/usr/bin/env node
/**
 * Lighthouse (v12) on the public pages, `/`, `/login` and `/register` ("The first page";
 * docs/benchmarks.md): performance and accessibility with Lighthouse's defaults (mobile form factor,
 * simulated throttling), headless Chromium, against the built app served by the edge of a stack of its
 * own (bench/lib/stack.mjs). Each page twice in the same run: as a signed-out visitor gets it now (the
 * prerendered page), and the baseline, the app rendering the same page as every visitor got it before
 * (the edge serves the app to a request with a session cookie; a made-up one is sent, which the gateway
 * refuses, so the app shows the signed-out page). Median of LH_RUNS runs (default 3) by performance
 * score. Target: performance ≥ 95. Run alone: `node bench/lighthouse.mjs` (needs `npm run build`).
 */
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { loadAverage, table, writeSection } from './lib/report.mjs';
import { BENCH, startStack } from './lib/stack.mjs';
import { recordTargets } from './lib/targets.mjs';
import { hasNginx, startComposeNginx } from '../test/support/compose-nginx.mjs';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const TARGET = 95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  ['/', 'landing'],
  ['/login', 'sign in'],
  ['/register', 'register'],
];
// [label, request headers, which edge]: the `make up` edge (scripts/edge.mjs) and the compose nginx
// (deploy/nginx.conf, test/support/compose-nginx.mjs) in front of the same stack.
const VARIANTS = [
  ['prerendered (now), make up edge', {}, 'edge'],
  ['prerendered (now), compose nginx', {}, 'nginx'],
  ['the app (before), make up edge', { Cookie: 'icp.sid=s%3Alighthouse-baseline.x' }, 'edge'],
];

const load = loadAverage();
const stack = await startStack();
const nginx = hasNginx()
  ? await startComposeNginx({
      gatewayPort: new URL(stack.url('gateway')).port,
      realtimePort: new URL(stack.url('realtime')).port,
      root: fileURLToPath(new URL('../web/dist', import.meta.url)),
    })
  : (console.log('nginx is not installed (scripts/ensure-browser.sh installs it): its rows are skipped'),
    null);
const bases = { edge: BENCH.baseURL, nginx: nginx?.url };
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--no-sandbox', '--headless', '--disable-gpu'],
});

async function audit(url, extraHeaders) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders,
  });
  const a = lhr.audits;
  const scripts = a['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    js: scripts?.transferSize ?? 0,
  };
}

const rows = [];
try {
  for (const [path, page] of PAGES)
    for (const [variant, headers, via] of VARIANTS) {
      if (!bases[via]) continue;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${bases[via]}${path}`, headers));
      runs.sort((x, y) => x.performance - y.performance);
      const m = runs[Math.floor(runs.length / 2)];
      rows.push({ path, page, variant, ...m });
      console.log(
        `${path} ${variant}: performance ${m.performance}, accessibility ${m.accessibility}, FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, JS ${(m.js / 1024).toFixed(1)} KB`,
      );
    }
} finally {
  await chrome.kill();
  await nginx?.stop();
  await stack.stop();
}

const ms = (n) => Math.round(n).toLocaleString('en-US');
const body = table(
  [
    'page',
    'served',
    'performance',
    `≥ ${TARGET}`,
    'accessibility',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'JS transferred KB',
  ],
  rows.map((r) => [
    `${r.page} (\`${r.path}\`)`,
    r.variant,
    r.performance,
    r.performance >= TARGET ? 'met' : 'not met',
    r.accessibility,
    ms(r.fcp),
    ms(r.lcp),
    ms(r.tbt),
    (r.js / 1024).toFixed(1),
  ]),
);
console.log(body);
writeSection(
  'lighthouse',
  `## Lighthouse: the public pages ("The first page")

Lighthouse 12 with its defaults (mobile form factor, simulated slow 4G and 4x CPU slowdown), headless
Chromium, performance and accessibility, against the built app behind the \`make up\` edge
(scripts/edge.mjs, the build's brotli copies) of a stack of its own, and behind the compose nginx
(deploy/nginx.conf run on this machine in front of the same stack, the build's gzip copies:
test/support/compose-nginx.mjs). "prerendered (now)" is what a
signed-out visitor gets (web/dist/first-page, docs/benchmarks.md "The first page"); "the app (before)"
is the baseline measured in the same run: the same path answered with the app, as every visitor got it
until now (the edge serves the app to a request carrying a session cookie; the made-up one sent is
refused by the gateway, so the app shows its signed-out page). Median of ${RUNS} run(s) by performance
score; JS transferred is what Lighthouse saw loaded (compressed). Target: performance ≥ ${TARGET}. Load
average ${load} when the run began. Run alone: \`node bench/lighthouse.mjs\`.

${body}`,
);
recordTargets(
  'lighthouse',
  rows
    .filter((r) => r.variant.startsWith('prerendered'))
    .map((r) => ({
      name: `Lighthouse performance, ${r.page}, ${r.variant.split(', ')[1]} (mobile)`,
      value: r.performance,
      unit: '',
      op: '>=',
      target: TARGET,
    })),
);
console.log('written to docs/benchmarks.md');
