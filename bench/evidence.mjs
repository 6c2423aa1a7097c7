#!/usr/bin/env node
/**
 * Customer evidence at the import limit: a generated 50,000-row client list (about 4 MB, UTF-8,
 * ten columns) through the import (encoding and delimiter detection, streaming parse, checks), the column
 * guesses, the evidence report and the fit score of every row, beside the bare parser (papaparse on the
 * same bytes, decoded, no checks) as the baseline. In-process, no stack: it times the pure modules.
 * Prints the figures; it does not write docs/benchmarks.md.
 *
 *   npm run build -w libs/contracts -w services/icp && node bench/evidence.mjs
 */
import Papa from 'papaparse';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { generate } from './lib/client-list.mjs';
import { machine, table } from './lib/report.mjs';
import {
  evidenceReport,
  guessMapping,
  importClientFile,
  scoreTable,
} from '../services/icp/dist/evidence/index.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const profile = {
  industry: 'Healthcare, Dental',
  companySize: '10-50 employees',
  revenue: '$1M-$10M',
  geographics: ['DACH'],
  occupation: 'Owner',
  preferredChannels: ['Referral', 'LinkedIn'],
};

function time(fn) {
  const start = performance.now();
  const out = fn();
  return { ms: performance.now() - start, out };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const bytes = generate(ROWS);
const stages = { baseline: [], importFile: [], mapping: [], evidence: [], fit: [], total: [] };
let last;
for (let run = 0; run < RUNS; run++) {
  const base = time(() => Papa.parse(new TextDecoder('utf-8').decode(bytes)));
  if (base.out.data.length < ROWS + 1) throw new Error('baseline parsed too few rows');
  const imp = time(() => importClientFile(bytes));
  if (!imp.out.ok) throw new Error(imp.out.error.message);
  const tbl = imp.out.table;
  const map = time(() => guessMapping(tbl.headers));
  const ev = time(() => evidenceReport(tbl, map.out, profile));
  const fit = time(() => scoreTable(tbl, map.out, profile));
  stages.baseline.push(base.ms);
  stages.importFile.push(imp.ms);
  stages.mapping.push(map.ms);
  stages.evidence.push(ev.ms);
  stages.fit.push(fit.ms);
  stages.total.push(imp.ms + map.ms + ev.ms + fit.ms);
  last = { report: ev.out, scores: fit.out, table: tbl };
}

const rate = (ms) => Math.round(ROWS / (ms / 1000)).toLocaleString('en-US');
const row = (name, key) => [name, median(stages[key]).toFixed(0), rate(median(stages[key]))];
console.log(
  `Customer evidence: ${ROWS.toLocaleString('en-US')} rows, ${(bytes.length / 2 ** 20).toFixed(1)} MB, median of ${RUNS} runs`,
);
console.log(`${machine()} (${cpus().length} cores shared)`);
console.log(
  table(
    ['stage', 'ms (median)', 'rows/s'],
    [
      row('baseline: bare papaparse (decode + parse, no checks)', 'baseline'),
      row('import (encoding, delimiter, streaming parse, checks)', 'importFile'),
      row('column guesses', 'mapping'),
      row('evidence report', 'evidence'),
      row('fit score, every row', 'fit'),
      row('import + evidence + fit', 'total'),
    ],
  ),
);
const scored = last.scores.filter((s) => s.status === 'scored');
const tiers = Object.fromEntries(
  ['A', 'B', 'C', 'D'].map((t) => [t, scored.filter((s) => s.tier === t).length]),
);
console.log(
  `check: ${last.table.rows.length} rows, ${last.report.clients} clients, ${last.report.suggestions.length} suggestions, tiers ${JSON.stringify(tiers)}`,
);
console.log(`first suggestion: ${last.report.suggestions[0]?.message ?? '(none)'}`);
