#!/usr/bin/env node
/**
 * PDF export: `GET /api/icps/{id}/export` through the whole path (gateway -> NATS canSee -> BullMQ in
 * Redis -> pdf worker -> NATS auth/icp -> Chromium -> Redis -> gateway), warm: its latency one request
 * at a time (p50/p99) and its documents per second with the worker's pool busy. Beside it, in the same
 * run and on the same documents, the render step alone two ways: the worker's warm page pool, and a
 * naive renderer that opens a new page for every document (and closes it).
 *
 *   node bench/pdf-export.mjs        (the stack is started and stopped by the script; build first)
 *
 * BENCH_DURATION_MS (10000) per measurement; BENCH_CONNECTIONS (2 x the worker's pool) for throughput.
 *
 * Then the target's load: BENCH_BURST (20) exports at once, over and over, with two pdf workers (a second
 * instance of the service, as Kubernetes scales them), beside a bare Playwright loop: two browsers of
 * the same number of pages, the same 20 callers, each `page.setContent()` + `page.pdf()` of the same
 * document on a free page, no queue, no Redis, no NATS. Target: p99 under 1 s.
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { fmt, runLoad, summarise } from './lib/load.mjs';
import { table, writeSection } from './lib/report.mjs';
import { BENCH, signUp, startStack } from './lib/stack.mjs';
import { recordTargets } from './lib/targets.mjs';
import { BrowserPool, CHROMIUM_ARGS } from '../services/pdf/dist/render/browser-pool.js';
import { SANDBOX_CONTEXT_OPTIONS } from '../services/pdf/dist/render/sandbox.js';
import { renderIcpDocument } from '../services/pdf/dist/templates/icp.js';
import { HEADER_TEMPLATE } from '../services/pdf/dist/templates/layout.js';

const DURATION = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const POOL = Number(process.env.PDF_POOL_SIZE || availableParallelism());
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? POOL * 2);
const TARGET_P50_MS = 300;
const BURST = Number(process.env.BENCH_BURST ?? 20);
const TARGET_BURST_P99_MS = 1000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A realistic profile: every section filled, a dozen pain points, four pages. */
const PROFILE = {
  name: 'Independent Dental Practices – Growth Segment',
  type: 'b2b',
  industry: 'Dental practices',
  companySize: '5–50 employees',
  revenue: '€1M – €10M',
  technographics: ['Dentrix', 'HubSpot', 'QuickBooks Online', 'Weave'],
  decisionMakerRole: 'Practice owner',
  decisionMakerTitle: 'DDS, Owner',
  geographics: ['Germany', 'Austria', 'Switzerland', 'Zürich', 'Łódź'],
  psychographics:
    'Clinically excellent, commercially cautious; values peer recommendations over advertising.',
  behavioralTraits: ['Researches on peer forums', 'Buys after a referral', 'Slow to switch vendors'],
  painPoints: Array.from(
    { length: 12 },
    (_, i) =>
      `Pain point ${i + 1}: hours lost every week reconciling no-shows with insurance claims, because the ` +
      `scheduling system and the billing platform do not talk to each other.`,
  ),
  needs: ['One view of schedule, billing and recall', 'Fewer no-shows', 'Clear monthly pricing'],
  goals: ['Grow revenue per chair by 15%', 'Open a second location'],
  preferredChannels: ['Peer referrals', 'Dental congresses', 'LinkedIn'],
  buyerJourney: {
    awareness: 'Hears about the problem from a colleague at a study club.',
    consideration: 'Compares two or three vendors and asks for references.',
    decision: 'Decides with the office manager after a trial month.',
  },
};

async function api(cookie, method, path, body) {
  const res = await fetch(`${BENCH.gatewayURL}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A closed loop over an async function (as runLoad does over HTTP); latencies in ms. */
async function runLoop(fn, { connections, durationMs = DURATION, warmupMs = 1000 }) {
  const phase = async (ms, record) => {
    const until = Date.now() + ms;
    const latencies = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const t = process.hrtime.bigint();
          await fn();
          if (record) latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
        }
      }),
    );
    return latencies;
  };
  await phase(warmupMs, false);
  const started = Date.now();
  const latencies = await phase(durationMs, true);
  return summarise(latencies, 0, (Date.now() - started) / 1000);
}

/** The worker's PDF options, as the baselines below call Playwright with them. */
const pdfOptions = (footer) => ({
  format: 'A4',
  printBackground: true,
  preferCSSPageSize: true,
  displayHeaderFooter: true,
  headerTemplate: HEADER_TEMPLATE,
  footerTemplate: footer,
});

/** The baseline: a new page (in a new sandboxed context) for every document, closed afterwards. */
function naiveRenderer(browser) {
  return async (html, footer) => {
    const context = await browser.newContext(SANDBOX_CONTEXT_OPTIONS);
    try {
      await context.route('**/*', (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf(pdfOptions(footer));
    } finally {
      await context.close();
    }
  };
}

/**
 * The bare baseline of the burst: `browsers` Chromiums of `pages` pages each, and a free-page queue; each
 * call renders on the next free page with plain Playwright calls.
 */
async function bareRenderer(browsers, pages) {
  const launched = await Promise.all(
    Array.from({ length: browsers }, () =>
      chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
    ),
  );
  const free = [];
  for (const b of launched)
    for (let i = 0; i < pages; i++) free.push(await (await b.newContext(SANDBOX_CONTEXT_OPTIONS)).newPage());
  const waiting = [];
  const take = () => (free.length ? Promise.resolve(free.pop()) : new Promise((r) => waiting.push(r)));
  const give = (page) => (waiting.length ? waiting.shift()(page) : free.push(page));
  return {
    async render(html, footer) {
      const page = await take();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf(pdfOptions(footer));
      } finally {
        give(page);
      }
    },
    close: () => Promise.all(launched.map((b) => b.close())),
  };
}

const loadBefore = loadavg()[0];
// One user fires every export here (throughput, not fairness): the per-user cap (docs/limits.md) is off.
const stack = await startStack({ env: { PDF_POOL_SIZE: String(POOL), EXPORTS_PER_USER: '0' } });
let browser;
let pool;
let bare;
try {
  const cookie = await signUp(BENCH.gatewayURL, {
    username: 'pdfbench',
    email: 'pdfbench@bench.test',
    firstName: 'Pia',
    lastName: 'Bench',
    password: 'Bench!pass123',
  });
  const icp = await api(cookie, 'POST', '/api/icps', PROFILE);
  await api(cookie, 'POST', `/api/icps/${icp.id}/analyze`);
  const path = `/api/icps/${icp.id}/export`;
  const url = `${BENCH.gatewayURL}${path}`;

  // The same document, laid out here, for the render-only comparison.
  const [full, score] = await Promise.all([
    api(cookie, 'GET', `/api/icps/${icp.id}`),
    api(cookie, 'GET', `/api/icps/${icp.id}/score`),
  ]);
  const doc = renderIcpDocument(full, score, { generatedAt: new Date() });
  const sample = Buffer.from(await fetch(url, { headers: { cookie } }).then((r) => r.arrayBuffer()));
  const bytes = sample.byteLength;
  const pages = sample.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? '?';

  console.log(`export, one at a time (${DURATION} ms)...`);
  const sequential = await runLoad({
    url,
    headers: { cookie },
    connections: 1,
    durationMs: DURATION,
    warmupMs: 3000,
  });
  console.log(`export, ${CONNECTIONS} at once...`);
  const loaded = await runLoad({
    url,
    headers: { cookie },
    connections: CONNECTIONS,
    durationMs: DURATION,
    warmupMs: 2000,
  });

  pool = new BrowserPool({ executablePath: CHROMIUM, size: POOL, renderTimeoutMs: 30_000 });
  await pool.start();
  const pooled = (html, footer) =>
    pool.render(html, { footerTemplate: footer, headerTemplate: HEADER_TEMPLATE });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const naive = naiveRenderer(browser);
  const render = (fn) => () => fn(doc.html, doc.footer);

  console.log('render only: warm pool vs a new page per document...');
  const poolOne = await runLoop(render(pooled), { connections: 1 });
  const naiveOne = await runLoop(render(naive), { connections: 1 });
  const poolMany = await runLoop(render(pooled), { connections: POOL });
  const naiveMany = await runLoop(render(naive), { connections: POOL });

  const ms = (n) => `${fmt(n, 0)} ms`;
  const rows = [
    [
      'Export through the gateway (warm worker pool)',
      '1',
      ms(sequential.p50),
      ms(sequential.p99),
      fmt(sequential.rps, 1),
      String(sequential.errors),
    ],
    [
      `Export through the gateway (warm worker pool)`,
      String(CONNECTIONS),
      ms(loaded.p50),
      ms(loaded.p99),
      fmt(loaded.rps, 1),
      String(loaded.errors),
    ],
    [
      'Render only: warm page pool (the worker)',
      '1',
      ms(poolOne.p50),
      ms(poolOne.p99),
      fmt(poolOne.rps, 1),
      '0',
    ],
    [
      'Render only: naive, new page per document',
      '1',
      ms(naiveOne.p50),
      ms(naiveOne.p99),
      fmt(naiveOne.rps, 1),
      '0',
    ],
    [
      'Render only: warm page pool (the worker)',
      String(POOL),
      ms(poolMany.p50),
      ms(poolMany.p99),
      fmt(poolMany.rps, 1),
      '0',
    ],
    [
      'Render only: naive, new page per document',
      String(POOL),
      ms(naiveMany.p50),
      ms(naiveMany.p99),
      fmt(naiveMany.rps, 1),
      '0',
    ],
  ];
  const verdict =
    sequential.p50 < TARGET_P50_MS
      ? `meets the target of p50 under ${TARGET_P50_MS} ms`
      : `misses the target of p50 under ${TARGET_P50_MS} ms`;
  writeSection(
    'pdf-export',
    `## PDF export

\`node bench/pdf-export.mjs\`: \`GET /api/icps/{id}/export\` of a realistic profile (every section, a dozen
pain points, the score chart; ${Math.round(bytes / 1024)} KB, ${pages} pages) through the whole path: gateway → NATS
(access check) → BullMQ job in Redis → pdf worker (loads the profile and score over NATS as the requester,
renders on a warm page of its pool of ${POOL}) → PDF bytes through Redis → gateway. One worker process. Beside
it, in the same run and on the same document, the render step alone: the worker's warm page pool, and a naive
renderer opening a new sandboxed page for every document. Closed loops of ${DURATION / 1000} s after a warm-up.

${table(['What', 'Concurrency', 'p50', 'p99', 'Documents/s', 'Errors'], rows)}

Warm export latency p50 ${ms(sequential.p50)}: ${verdict}. One worker renders ${fmt(loaded.rps, 1)} documents/s with
its pool busy; the warm pool renders ${fmt(poolOne.p50 ? naiveOne.p50 / poolOne.p50 : NaN, 1)}× faster than a new page per
document one at a time, and ${fmt(naiveMany.rps ? poolMany.rps / naiveMany.rps : NaN, 1)}× the documents/s at a
concurrency of ${POOL}. The machine's one-minute load average was ${fmt(loadBefore, 1)} before the run and
${fmt(loadavg()[0], 1)} at its end (other work shared its cores), so these figures are upper bounds.`,
  );
  console.table(rows.map(([what, c, p50, p99, rps, errors]) => ({ what, c, p50, p99, rps, errors })));

  // The target: BURST exports at once with two workers, beside the bare loop on the same resources.
  await pool.close();
  pool = undefined;
  await browser.close();
  browser = undefined;
  console.log(`export, ${BURST} at once with two pdf workers...`);
  await stack.startReplica('pdf');
  const burst = await runLoad({
    url,
    headers: { cookie },
    connections: BURST,
    durationMs: DURATION,
    warmupMs: 3000,
  });
  bare = await bareRenderer(2, POOL);
  console.log(`bare Playwright loop, ${BURST} at once over two browsers...`);
  const bareBurst = await runLoop(render(bare.render), { connections: BURST, warmupMs: 2000 });
  const burstRows = [
    [
      `Export through the gateway, two pdf workers`,
      String(BURST),
      ms(burst.p50),
      ms(burst.p99),
      fmt(burst.rps, 1),
      String(burst.errors),
    ],
    [
      `Bare Playwright page.pdf() loop, two browsers`,
      String(BURST),
      ms(bareBurst.p50),
      ms(bareBurst.p99),
      fmt(bareBurst.rps, 1),
      '0',
    ],
  ];
  console.table(burstRows.map(([what, c, p50, p99, rps, errors]) => ({ what, c, p50, p99, rps, errors })));
  recordTargets('pdf-export', [
    {
      name: 'PDF export p50, one at a time (warm)',
      value: sequential.p50,
      unit: 'ms',
      op: '<',
      target: TARGET_P50_MS,
    },
    {
      name: `PDF export p99, ${BURST} at once, two workers`,
      value: burst.errors ? null : burst.p99,
      unit: 'ms',
      op: '<',
      target: TARGET_BURST_P99_MS,
    },
  ]);
  writeSection(
    'pdf-export-burst',
    `### ${BURST} exports at once with two pdf workers

\`node bench/pdf-export.mjs\` (after the section above): the same export, ${BURST} requests at once in a closed loop
of ${DURATION / 1000} s, with a second pdf worker started beside the first (each with a pool of ${POOL} pages, as
Kubernetes scales them: \`k8s/\`). Baseline: a bare Playwright loop on the same resources, two browsers of ${POOL}
pages each and the same ${BURST} callers, each rendering the same document on the next free page
(\`page.setContent()\` + \`page.pdf()\`), with no queue, Redis or NATS. Target: p99 under ${TARGET_BURST_P99_MS / 1000} s.
Both share the machine's ${availableParallelism()} cores with the load generator and the rest of the installation.

${table(['What', 'Concurrency', 'p50', 'p99', 'Documents/s', 'Errors'], burstRows)}

The product keeps ${fmt(bareBurst.rps ? (burst.rps / bareBurst.rps) * 100 : NaN, 0)}% of the bare loop's documents/s; what it spends beyond the
bare loop goes to the gateway, the queue in Redis, the NATS reads of the profile and the bytes' way back.
In a closed loop of ${BURST} callers latency is about ${BURST} / documents/s, so p99 under ${TARGET_BURST_P99_MS / 1000} s needs some
${Math.ceil((BURST / TARGET_BURST_P99_MS) * 1000 * 1.25)} documents/s with room for the tail. Where a render's time goes is measured by
\`bench/pdf-levers.mjs\` (next section): one document of this profile (4 A4 pages) costs about 75–80 ms of CPU,
some 48 ms of it in the renderer (style, layout of the pages, painting them into the PDF), 13 ms in the browser
process, 6 ms each in the GPU process and the zygote's helpers, 4 ms in the Playwright client. Two cores given
wholly to Chromium thus print at most ~25 documents/s: the target sits at the ceiling of the bare loop itself,
with nothing left for the gateway, Redis, NATS or the load generator, and the machine is shared besides. No
lever that keeps the document as it is moves that cost beyond the run's noise (±5%): the font stacks (every
character of this profile is found in Noto Sans first), the SVG charts, the gradients, \`waitUntil\`,
\`tagged\`/\`outline\` off, Chromium flags and pages per browser. Chromium's header/footer templates cost
~10 ms a document (they are small documents laid out for every page); CSS \`@page\` margin boxes
(\`counter(page)\`/\`counter(pages)\` work in Chromium 156) save that, but draw the footer in one style (the bold
indigo "ICP STUDIO" is lost), so they are not taken. Outside Chromium the worker lays the document out in
under 1 ms; the profile, its score and its evidence ledger now come over NATS at once instead of in two rounds.`,
  );
} finally {
  await bare?.close();
  await pool?.close();
  await browser?.close();
  await stack.stop();
}
