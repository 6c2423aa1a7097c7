#!/usr/bin/env node
/**
 * A client list at the import limit, end to end through the gateway (docs/evidence.md
 * "Uploads"): a generated 50,000-row file (4.3 MB, bench/lib/client-list.mjs) uploaded as bytes, read on
 * the icp service's queue (the status polled every POLL_MS), imported by uploadId, its evidence report
 * read and the first page of the fit list. Baseline in the same run: bare papaparse decoding and parsing
 * the same bytes in this process. Starts auth, icp and the gateway from their builds (test/support/stack.mjs;
 * ports offset by BENCH_OFFSET, 20000 by default).
 *
 *   npm run build && node bench/evidence-upload.mjs [--write]   (--write: the section of docs/benchmarks.md)
 */
import Papa from 'papaparse';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startStack, signUp } from '../test/support/stack.mjs';
import { generate } from './lib/client-list.mjs';
import { BENCH } from './lib/stack.mjs';
import { loadAverage, machine, table, writeSection } from './lib/report.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 100);
const OFFSET = Number(process.env.BENCH_OFFSET ?? BENCH.offset);
const write = process.argv.includes('--write');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rate = (ms) => Math.round(ROWS / (ms / 1000)).toLocaleString('en-US');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const bytes = generate(ROWS);
const loadBefore = loadAverage();
const stack = await startStack({
  name: 'bench_upload',
  offset: OFFSET,
  redisDb: Number(process.env.BENCH_REDIS_DB ?? BENCH.redisDb),
  only: ['auth', 'icp', 'gateway'],
  env: { LOG_LEVEL: 'warn', SESSION_SECRET: BENCH.sessionSecret, RATE_LIMIT_ENABLED: 'false' },
});
const base = stack.url('gateway');

try {
  const cookie = await signUp(base, {
    username: 'bench_upload',
    email: 'bench_upload@bench.test',
    firstName: 'Bench',
    lastName: 'Upload',
    password: 'Bench!upload-Secret1',
  });
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie,
        ...(body !== undefined && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return { json: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  const icp = (
    await call('POST', '/api/icps', {
      name: 'Bench dental',
      type: 'b2b',
      industry: 'Healthcare, Dental',
      companySize: '10-50 employees',
      revenue: '$1M-$10M',
      geographics: ['DACH'],
      occupation: 'Owner',
      preferredChannels: ['Referral', 'LinkedIn'],
    })
  ).json;

  const stages = { baseline: [], upload: [], read: [], imported: [], report: [], fit: [], total: [] };
  let progressSeen = [];
  for (let run = 0; run < RUNS; run++) {
    const b0 = performance.now();
    const parsed = Papa.parse(new TextDecoder('utf-8').decode(bytes));
    stages.baseline.push(performance.now() - b0);
    if (parsed.data.length < ROWS + 1) throw new Error('baseline parsed too few rows');

    const t0 = performance.now();
    const { uploadId } = (
      await call('POST', `/api/icps/${icp.id}/evidence/uploads`, bytes, { 'content-type': 'text/csv' })
    ).json;
    const t1 = performance.now();
    const seen = [];
    for (;;) {
      const s = (await call('GET', `/api/icps/${icp.id}/evidence/uploads/${uploadId}`)).json;
      seen.push(`${s.state} ${s.progress}% ${s.rowsRead}`);
      if (s.state === 'failed') throw new Error(s.error.message);
      if (s.state === 'ready') break;
      await sleep(POLL_MS);
    }
    const t2 = performance.now();
    const imported = (await call('PUT', `/api/icps/${icp.id}/evidence`, { uploadId })).json;
    if (imported.import.rowCount !== ROWS) throw new Error(`imported ${imported.import.rowCount} rows`);
    const t3 = performance.now();
    const report = (await call('GET', `/api/icps/${icp.id}/evidence`)).json;
    if (report.report.rows !== ROWS) throw new Error('report of the wrong rows');
    const t4 = performance.now();
    const fit = await call('GET', `/api/icps/${icp.id}/evidence/fit?limit=20`);
    if (fit.headers.get('x-total-count') !== String(ROWS)) throw new Error('fit list of the wrong rows');
    const t5 = performance.now();
    stages.upload.push(t1 - t0);
    stages.read.push(t2 - t1);
    stages.imported.push(t3 - t2);
    stages.report.push(t4 - t3);
    stages.fit.push(t5 - t4);
    stages.total.push(t5 - t0);
    progressSeen = seen;
  }

  const row = (name, key, withRate = true) => [
    name,
    Math.round(median(stages[key])).toLocaleString('en-US'),
    withRate ? rate(median(stages[key])) : '—',
  ];
  const rows = [
    row('baseline: bare papaparse (decode + parse, no checks, in this process)', 'baseline'),
    row('upload: POST the bytes (202)', 'upload', false),
    row('read on the queue: queued to ready (status polled every ' + POLL_MS + ' ms)', 'read'),
    row('import by uploadId (the staged table moved in PostgreSQL, report answered)', 'imported'),
    row('GET the evidence report', 'report', false),
    row('GET the first page of the fit list (20 rows, all 50,000 scored)', 'fit', false),
    row('end to end: upload → ready → import → report → first fit page', 'total'),
  ];
  const title = `${ROWS.toLocaleString('en-US')} rows, ${(bytes.length / 2 ** 20).toFixed(1)} MB, median of ${RUNS} runs`;
  const md = [
    '## Client list upload, end to end',
    '',
    `A generated client list (${title}) through the gateway: \`node bench/evidence-upload.mjs\` after \`npm run build\`. ` +
      'Baseline in the same run: bare papaparse on the same bytes. Target: under 10 s end to end on the 2-core machine. ' +
      `Load average before the run: ${loadBefore}; after: ${loadAverage()}.`,
    '',
    table(['stage', 'ms (median)', 'rows/s'], rows),
    '',
    `Statuses seen by the poll in the last run: ${progressSeen.join(', ')}.`,
  ].join('\n');
  console.log(md);
  console.log(`\n${machine()} (${cpus().length} cores shared)`);
  if (write) writeSection('evidence-upload', md);
} finally {
  await stack.stop();
}
