#!/usr/bin/env node
/**
 * What predicts a good client at the import limit: a generated 50,000-row client list with outcomes
 * (Active, Churned, Won, Lost, Proposal sent) and fees, through the import, then the predictors alone
 * (win rate, retention and value for every value of every mapped attribute, the tests and
 * Benjamini-Hochberg) and the whole evidence report that includes them, beside the bare parser (papaparse
 * on the same bytes) and the import as the baselines. In-process, no stack. Target: the predictors of
 * 50,000 rows with outcomes in under 5 s. Prints the figures; it does not write docs/benchmarks.md.
 *
 *   npm run build -w libs/contracts -w services/icp && node bench/predictors.mjs
 */
import Papa from 'papaparse';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { generate } from './lib/client-list.mjs';
import { loadAverage, machine, table } from './lib/report.mjs';
import {
  evidenceReport,
  guessMapping,
  importClientFile,
  predictors,
} from '../services/icp/dist/evidence/index.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 5000;

const profile = { industry: 'Healthcare, Dental', companySize: '10-50 employees', geographics: ['DACH'] };

function time(fn) {
  const start = performance.now();
  const out = fn();
  return { ms: performance.now() - start, out };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const loadBefore = loadAverage();
const bytes = generate(ROWS, { outcomes: true });
const stages = { baseline: [], importFile: [], predictors: [], report: [] };
let last;
for (let run = 0; run < RUNS; run++) {
  const base = time(() => Papa.parse(new TextDecoder('utf-8').decode(bytes)));
  if (base.out.data.length < ROWS + 1) throw new Error('baseline parsed too few rows');
  const imp = time(() => importClientFile(bytes));
  if (!imp.out.ok) throw new Error(imp.out.error.message);
  const tbl = imp.out.table;
  const mapping = guessMapping(tbl.headers);
  if (!mapping.outcome || !mapping.value) throw new Error('outcome or value column not guessed');
  const pred = time(() => predictors(tbl, mapping));
  const rep = time(() => evidenceReport(tbl, mapping, profile));
  stages.baseline.push(base.ms);
  stages.importFile.push(imp.ms);
  stages.predictors.push(pred.ms);
  stages.report.push(rep.ms);
  last = pred.out;
}

const rate = (ms) => Math.round(ROWS / (ms / 1000)).toLocaleString('en-US');
const row = (name, key) => [name, median(stages[key]).toFixed(0), rate(median(stages[key]))];
console.log(
  `Predictors: ${ROWS.toLocaleString('en-US')} rows with outcomes, ${(bytes.length / 2 ** 20).toFixed(1)} MB, median of ${RUNS} runs`,
);
console.log(
  `${machine()} (${cpus().length} cores shared); load average before ${loadBefore}, after ${loadAverage()}`,
);
console.log(
  table(
    ['stage', 'ms (median)', 'rows/s'],
    [
      row('baseline: bare papaparse (decode + parse, no checks)', 'baseline'),
      row('baseline: import (every check)', 'importFile'),
      row('predictors alone', 'predictors'),
      row('evidence report (predictors included)', 'report'),
    ],
  ),
);
const ms = median(stages.predictors);
console.log(
  `target: predictors under ${TARGET_MS} ms: ${ms < TARGET_MS ? 'met' : 'NOT met'} (${ms.toFixed(0)} ms)`,
);
console.log(
  `check: ${last.comparisons} comparisons, ${last.decided} deals won or lost, ${last.retained} kept or churned, verdict ${last.verdict}`,
);
for (const f of last.findings.slice(0, 3)) console.log(`  ${f.sentence}`);
