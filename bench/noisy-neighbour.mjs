#!/usr/bin/env node
/**
 * The noisy neighbour (docs/benchmarks.md, "Noisy neighbour: light reads while one user works a
 * 50,000-row list"): 10 users' light reads (their profile, the profile list, the dashboard's calls: the
 * playbook list and the drafts), each user one request after another with THINK_MS between, first
 * alone (the baseline, BASELINE_MS) and then, in the same run, while one other user in turn uploads a
 * generated 50,000-row list (bench/lib/client-list.mjs) and imports it (upload to first fit page timed),
 * reads fit pages at every depth and sort, downloads the scored CSV DOWNLOADS times and fires EXPORTS
 * list exports (GET /api/icps/export.csv) at once. Starts auth, icp, playbook and the gateway from
 * their builds (test/support/stack.mjs; ports offset by BENCH_OFFSET, 20000 by default).
 *
 *   npm run build && node bench/noisy-neighbour.mjs [--write]   (--write: its section of docs/benchmarks.md)
 */
import { performance } from 'node:perf_hooks';
import { startStack, signUp } from '../test/support/stack.mjs';
import { generate } from './lib/client-list.mjs';
import { BENCH } from './lib/stack.mjs';
import { loadAverage, machine, table, writeSection } from './lib/report.mjs';
import { recordTargets, targetRows } from './lib/targets.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const USERS = Number(process.env.BENCH_USERS ?? 10);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 50);
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 20_000);
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 20);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 120);
const OFFSET = Number(process.env.BENCH_OFFSET ?? BENCH.offset);
const write = process.argv.includes('--write');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, q) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const ms = (n) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString('en-US')}` : '-');

const bytes = generate(ROWS);
const loadBefore = loadAverage();
const stack = await startStack({
  name: 'bench_noisy',
  offset: OFFSET,
  redisDb: Number(process.env.BENCH_REDIS_DB ?? BENCH.redisDb),
  only: ['auth', 'icp', 'playbook', 'gateway'],
  env: { LOG_LEVEL: 'warn', SESSION_SECRET: BENCH.sessionSecret, RATE_LIMIT_ENABLED: 'false' },
});
const base = stack.url('gateway');

/** One request as `cookie`; its status, body and time (ms). */
async function call(cookie, method, path, body, headers = {}) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      ...(body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
  const buf = Buffer.from(await res.arrayBuffer());
  const elapsed = performance.now() - t0;
  return { status: res.status, buf, headers: res.headers, ms: elapsed };
}
async function ok(cookie, method, path, body, headers) {
  const r = await call(cookie, method, path, body, headers);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.buf.toString().slice(0, 300)}`);
  return {
    ...r,
    json: r.buf.length && r.headers.get('content-type')?.includes('json') ? JSON.parse(r.buf) : null,
  };
}

const PROFILE = {
  name: 'Bench dental',
  type: 'b2b',
  industry: 'Healthcare, Dental',
  companySize: '10-50 employees',
  revenue: '$1M-$10M',
  geographics: ['DACH'],
  occupation: 'Owner',
  preferredChannels: ['Referral', 'LinkedIn'],
};

async function user(name) {
  const cookie = await signUp(base, {
    username: name,
    email: `${name}@bench.test`,
    firstName: 'Bench',
    lastName: name,
    password: 'Bench!noisy-Secret1',
  });
  const icp = (await ok(cookie, 'POST', '/api/icps', { ...PROFILE, name: `Profile of ${name}` })).json;
  return { cookie, icp };
}

/** The light reads: each user in a loop until `stop()`; latencies per route. */
function lightReads(users) {
  let running = true;
  const lat = { profile: [], list: [], playbooks: [], drafts: [] };
  const errors = [];
  const loops = users.map(async ({ cookie, icp }) => {
    const reads = [
      ['profile', `/api/icps/${icp.id}`],
      ['list', '/api/icps?limit=20&offset=0'],
      ['playbooks', '/api/playbooks?limit=20&offset=0'],
      ['drafts', '/api/drafts'],
    ];
    while (running) {
      for (const [key, path] of reads) {
        if (!running) break;
        const r = await call(cookie, 'GET', path).catch((err) => ({ status: 0, ms: 0, err }));
        if (r.status !== 200) errors.push(`${key} ${r.status}`);
        else lat[key].push(r.ms);
        await sleep(THINK_MS);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { lat, errors, all: Object.values(lat).flat() };
    },
  };
}

/** The neighbour's work, timed. */
async function neighbourWork({ cookie, icp }) {
  const out = {};
  const t0 = performance.now();
  const { uploadId } = (
    await ok(cookie, 'POST', `/api/icps/${icp.id}/evidence/uploads`, bytes, { 'content-type': 'text/csv' })
  ).json;
  for (;;) {
    const s = (await ok(cookie, 'GET', `/api/icps/${icp.id}/evidence/uploads/${uploadId}`)).json;
    if (s.state === 'failed') throw new Error(s.error.message);
    if (s.state === 'ready') break;
    await sleep(100);
  }
  // The import answers the report and the fit summary; a 504 (the gateway's deadline) is counted, and
  // the first page is then asked for until it holds the list (as the tab would after a retry).
  const imported = await call(cookie, 'PUT', `/api/icps/${icp.id}/evidence`, { uploadId });
  out.importStatus = imported.status;
  out.importMs = imported.ms;
  for (;;) {
    const first = await call(cookie, 'GET', `/api/icps/${icp.id}/evidence/fit?limit=20`);
    if (first.status === 200 && first.headers.get('x-total-count') === String(ROWS)) break;
    if (performance.now() - t0 > 120_000) throw new Error(`no first fit page: ${first.status}`);
    await sleep(100);
  }
  out.uploadToFirstPage = performance.now() - t0;

  out.pages = [];
  for (const sort of ['fit', 'value'])
    for (const order of ['desc', 'asc'])
      for (const offset of [0, 10_000, 25_000, ROWS - 200]) {
        const r = await ok(
          cookie,
          'GET',
          `/api/icps/${icp.id}/evidence/fit?limit=20&offset=${offset}&sort=${sort}&order=${order}`,
        );
        out.pages.push({ sort, order, offset, ms: r.ms });
      }

  out.csv = [];
  for (let i = 0; i < DOWNLOADS; i++) {
    const r = await call(cookie, 'GET', `/api/icps/${icp.id}/evidence/fit.csv`);
    out.csv.push({ status: r.status, ms: r.ms, bytes: r.buf.length });
  }

  const ex = await Promise.all(
    Array.from({ length: EXPORTS }, () => call(cookie, 'GET', '/api/icps/export.csv')),
  );
  out.exports = ex.map((r) => ({ status: r.status, ms: r.ms }));
  return out;
}

try {
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await user(`light${i}`));
  const neighbour = await user('neighbour');
  // Warm-up: every route once.
  const warm = lightReads(users);
  await sleep(2000);
  await warm.stop();

  const baseLoad = lightReads(users);
  await sleep(BASELINE_MS);
  const baseline = await baseLoad.stop();

  const noisyLoad = lightReads(users);
  const n0 = performance.now();
  const work = await neighbourWork(neighbour);
  const noisyMs = performance.now() - n0;
  const noisy = await noisyLoad.stop();

  const row = (label, a, b) => [
    label,
    ms(pct(a, 0.5)),
    ms(pct(a, 0.99)),
    ms(pct(b, 0.5)),
    ms(pct(b, 0.99)),
    (pct(b, 0.99) / pct(a, 0.99)).toFixed(2) + 'x',
  ];
  const readRows = [
    row('all light reads', baseline.all, noisy.all),
    ...Object.keys(baseline.lat).map((k) => row(`GET ${k}`, baseline.lat[k], noisy.lat[k])),
  ];
  const p99 = pct(noisy.all, 0.99);
  const ratio = p99 / pct(baseline.all, 0.99);
  const pageMax = Math.max(...work.pages.map((p) => p.ms));
  const csvOk = work.csv.filter((c) => c.status === 200).length;
  const exOk = work.exports.filter((c) => c.status === 200).length;
  const statusCounts = (xs) =>
    Object.entries(xs.reduce((m, x) => ({ ...m, [x.status]: (m[x.status] ?? 0) + 1 }), {}))
      .map(([s, n]) => `${n}× ${s}`)
      .join(', ');
  const targets = [
    {
      name: 'noisy neighbour: light reads p99 with the neighbour',
      value: p99,
      unit: 'ms',
      op: '<',
      target: 100,
    },
    {
      name: 'noisy neighbour: light reads p99, with / without it',
      value: ratio,
      unit: 'x',
      op: '<=',
      target: 1.5,
    },
    {
      name: 'noisy neighbour: 50,000 rows, upload to first fit page',
      value: work.uploadToFirstPage,
      unit: 'ms',
      op: '<',
      target: 5000,
    },
    {
      name: 'noisy neighbour: slowest fit page, any offset and sort',
      value: pageMax,
      unit: 'ms',
      op: '<',
      target: 200,
    },
    {
      name: `noisy neighbour: scored CSV downloads answered 200 (of ${DOWNLOADS})`,
      value: csvOk,
      unit: '',
      op: '>=',
      target: DOWNLOADS,
    },
    {
      name: `noisy neighbour: list exports at once answered 200 (of ${EXPORTS})`,
      value: exOk,
      unit: '',
      op: '>=',
      target: EXPORTS,
    },
  ];
  recordTargets('noisy-neighbour', targets);
  const pageRows = work.pages.map((p) => [p.sort, p.order, p.offset.toLocaleString('en-US'), ms(p.ms)]);
  const csvMs = work.csv.map((c) => c.ms);
  const exMs = work.exports.map((c) => c.ms);
  const md = [
    '## Noisy neighbour: light reads while one user works a 50,000-row list',
    '',
    `\`node bench/noisy-neighbour.mjs\` after \`npm run build\`: auth, icp, playbook and the gateway from their builds. ` +
      `${USERS} users each read their profile, the profile list and the dashboard's calls (playbooks, drafts), ` +
      `one request after another with ${THINK_MS} ms between; first alone for ${BASELINE_MS / 1000} s (the baseline), then ` +
      `in the same run while one other user uploads a generated ${ROWS.toLocaleString('en-US')}-row list ` +
      `(${(bytes.length / 2 ** 20).toFixed(1)} MB), imports it, reads fit pages at four depths in each sort, downloads ` +
      `the scored CSV ${DOWNLOADS} times and fires ${EXPORTS} list exports at once (${(noisyMs / 1000).toFixed(1)} s). ` +
      `Load average before the run: ${loadBefore}; after: ${loadAverage()}.`,
    '',
    table(['target', 'figure', 'wanted', 'met?'], targetRows(targets)),
    '',
    'Light reads (ms):',
    '',
    table(
      ['read', 'alone p50', 'alone p99', 'with neighbour p50', 'with neighbour p99', 'p99 ratio'],
      readRows,
    ),
    '',
    `Requests: ${baseline.all.length} alone, ${noisy.all.length} with the neighbour; errors: ${baseline.errors.length} alone, ${noisy.errors.length} with (${[...new Set(noisy.errors)].join(', ') || 'none'}).`,
    '',
    `The neighbour's import by uploadId answered ${work.importStatus} in ${ms(work.importMs)} ms. ` +
      `The neighbour: scored CSV ${ms(pct(csvMs, 0.5))} ms median, ${ms(Math.max(...csvMs))} ms slowest ` +
      `(${(work.csv[0]?.bytes / 2 ** 20).toFixed(1)} MB; ${statusCounts(work.csv)}); ${EXPORTS} list exports at once: ` +
      `${ms(pct(exMs, 0.5))} ms median, ${ms(Math.max(...exMs))} ms slowest (${statusCounts(work.exports)}).`,
    '',
    'Fit pages (20 rows):',
    '',
    table(['sort', 'order', 'offset', 'ms'], pageRows),
  ].join('\n');
  console.log(`${md}\n\n_Run on ${machine()}._`);
  if (write) writeSection('noisy-neighbour', md);
} finally {
  await stack.stop();
}
