#!/usr/bin/env node
/**
 * The fit tab at the import limit (docs/evidence.md, "Stored scores"): a generated
 * 50,000-row client list stored straight into PostgreSQL (the JSON route takes 992 KB), then, against a
 * running icp service over NATS (with Postgres and Redis):
 *
 * - before: what each fit page cost until now, run in-process the same way (read the import, score every
 *   row, sort, slice), for one page; the CSV was 250 such pages of 200 (timed on 3, times 250);
 * - after: `ICP.evidenceFit` first page cold (recompute and store the scores), warm, sorted by value; the
 *   CSV written once (`ICP.evidenceFitCsv`, both layouts) and read from Redis.
 *
 * Median of BENCH_RUNS runs. Prints the figures; it does not write docs/benchmarks.md.
 *
 *   npm run build -w libs/contracts -w libs/service-kit -w services/icp && node bench/evidence-fit.mjs
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Redis } from 'ioredis';
import { ICP } from '../libs/contracts/dist/index.js';
import { TestRun, testEnv, useOwnSubjectPrefix } from '../libs/service-kit/dist/testing/index.js';
import { startIcpService } from '../services/icp/dist/app.js';
import { icpConfigSchema } from '../services/icp/dist/config.js';
import { guessMapping, importClientFile, scoreTable } from '../services/icp/dist/evidence/index.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function prng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(rows) {
  const rnd = prng(18);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const industries = ['Healthcare', 'Dental practice', 'Retail', 'Legal', 'Software', 'Real estate'];
  const countries = ['Germany', 'Deutschland', 'Austria', 'Switzerland', 'France', 'USA'];
  const channels = ['Referral', 'LinkedIn', 'Google Ads', 'Trade fair'];
  const lines = ['Client ID,Company,Industry,Employees,Country,Channel,Annual fee'];
  for (let i = 1; i <= rows; i++) {
    const employees = Math.max(1, Math.round(Math.exp(rnd() * 6)));
    const fee = `"$${Math.round(500 + employees * 40 * rnd()).toLocaleString('en-US')}"`;
    lines.push(
      [
        `C-${i}`,
        `"Client ${i}, Ltd"`,
        pick(industries),
        employees,
        pick(countries),
        pick(channels),
        fee,
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function time(fn) {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

useOwnSubjectPrefix('bench', 'warn');
const run = await TestRun.start('fitbench');
try {
  const env = run.env({ SCORE_REFRESH_ENABLED: 'false', AI_ANALYSIS_ENABLED: 'false' });
  await run.start(() => startIcpService(icpConfigSchema.parse(env), { handleSignals: false }));
  const rpc = await run.rpc('fit-bench', 120_000);
  const db = new pg.Client({ connectionString: run.db.url });
  await db.connect();
  run.defer(() => db.end());
  const redis = new Redis(testEnv.redisUrl);
  run.defer(() => redis.disconnect());

  const owner = randomUUID();
  const actor = { userId: owner, role: 'client' };
  const fields = {
    industry: 'Healthcare, Dental',
    companySize: '10-50 employees',
    geographics: ['DACH'],
    preferredChannels: ['Referral', 'LinkedIn'],
  };
  const { rows: made } = await db.query(
    `INSERT INTO icp.icps (name, user_id, created_by, status, type, industry, company_size, geographics, preferred_channels)
     VALUES ('Bench dentists', $1, $1, 'in_progress', 'b2b', $2, $3, $4, $5) RETURNING id`,
    [
      owner,
      fields.industry,
      fields.companySize,
      JSON.stringify(fields.geographics),
      JSON.stringify(fields.preferredChannels),
    ],
  );
  const id = made[0].id;
  const file = generate(ROWS);
  const result = importClientFile(file);
  if (!result.ok) throw new Error(result.error.message);
  const table = result.table;
  const mapping = guessMapping(table.headers);
  const store = () =>
    db.query(
      `INSERT INTO icp.evidence_imports (icp_id, headers, rows, row_numbers, row_count, mapping, delimiter, encoding, created_by)
       VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5, $6::jsonb, ',', 'utf-8', $7)
       ON CONFLICT (icp_id) DO UPDATE SET rows = EXCLUDED.rows, created_at = now()`,
      [
        id,
        JSON.stringify(table.headers),
        JSON.stringify(table.rows),
        JSON.stringify(table.rowNumbers),
        table.rows.length,
        JSON.stringify(mapping),
        owner,
      ],
    );

  // Before: one fit page as the service computed it until now (read, score all, sort, slice).
  const oldPage = async (offset, limit) => {
    const { rows } = await db.query('SELECT * FROM icp.evidence_imports WHERE icp_id = $1', [id]);
    const stored = rows[0];
    const scores = scoreTable(
      { headers: stored.headers, rows: stored.rows, rowNumbers: stored.row_numbers },
      stored.mapping,
      fields,
    );
    const order = scores.map((s, i) => ({ s, i }));
    order.sort((a, b) => (b.s.score ?? -1) - (a.s.score ?? -1) || a.i - b.i);
    return order.slice(offset, offset + limit);
  };

  const t = { oldFirst: [], oldCsvPage: [], cold: [], warm: [], byValue: [], csv: [], hubspot: [], get: [] };
  let csvBytes = 0;
  for (let r = 0; r < RUNS; r++) {
    await store(); // a fresh import: no stored scores yet
    t.oldFirst.push((await time(() => oldPage(0, 20)))[0]);
    const pages = [];
    for (let p = 0; p < 3; p++) pages.push((await time(() => oldPage(p * 200, 200)))[0]);
    t.oldCsvPage.push(median(pages));
    t.cold.push((await time(() => rpc.request(ICP.evidenceFit, { id, limit: 20, offset: 0 }, { actor })))[0]);
    t.warm.push((await time(() => rpc.request(ICP.evidenceFit, { id, limit: 20, offset: 0 }, { actor })))[0]);
    t.byValue.push(
      (
        await time(() => rpc.request(ICP.evidenceFit, { id, limit: 20, offset: 0, sort: 'value' }, { actor }))
      )[0],
    );
    t.get.push((await time(() => rpc.request(ICP.evidenceGet, { id }, { actor })))[0]);
    for (const layout of ['standard', 'hubspot']) {
      const [ms, bytes] = await time(async () => {
        const w = await rpc.request(ICP.evidenceFitCsv, { id, layout }, { actor });
        return (await redis.getdelBuffer(w.key)).length;
      });
      t[layout === 'standard' ? 'csv' : 'hubspot'].push(ms);
      if (layout === 'standard') csvBytes = bytes;
    }
  }
  const f = (ms) => Math.round(ms).toLocaleString('en-US');
  console.log(
    `fit tab, ${ROWS.toLocaleString('en-US')} rows (${(file.length / 1e6).toFixed(1)} MB), median of ${RUNS}`,
  );
  console.log(`| measure | before (ms) | after (ms) |`);
  console.log(`| --- | --- | --- |`);
  console.log(
    `| first fit page (20 rows), first read after an import or a profile save | ${f(median(t.oldFirst))} | ${f(median(t.cold))} |`,
  );
  console.log(`| first fit page, later reads | ${f(median(t.oldFirst))} | ${f(median(t.warm))} |`);
  console.log(`| fit page sorted by value | — | ${f(median(t.byValue))} |`);
  console.log(`| GET evidence (report + fit summary) | — | ${f(median(t.get))} |`);
  console.log(
    `| scored list as CSV (${(csvBytes / 1e6).toFixed(1)} MB) | ${f(median(t.oldCsvPage) * Math.ceil(ROWS / 200))} (250 pages × ${f(median(t.oldCsvPage))}) | ${f(median(t.csv))} |`,
  );
  console.log(`| scored list as CSV, HubSpot layout | — | ${f(median(t.hubspot))} |`);
} finally {
  await run.close();
}
