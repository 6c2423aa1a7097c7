#!/usr/bin/env node
/**
 * `make bench`: every benchmark in turn (each starts and stops its own stack), then one table of the
 * performance targets (bench/lib/targets.mjs): each figure beside its target, met or not, printed and written to
 * docs/benchmarks.md ("Targets"). `node bench/run-all.mjs [name...]` runs some of them; the table then
 * holds what those runs recorded and the earlier results of the others, each with its date.
 * Exits non-zero when a benchmark fails; a target not met is a finding, not a failure.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadAverage, table, writeSection } from './lib/report.mjs';
import { clearResults, readResults, targetRows } from './lib/targets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCHES = [
  'auth-check',
  'edge',
  'icps',
  'fanout',
  'pdf-export',
  'admin',
  'cockpit',
  'ai-builtin',
  'engine',
  'mixed',
  'noisy-neighbour',
  'lighthouse',
];
const only = process.argv.slice(2);
const chosen = BENCHES.filter((b) => !only.length || only.includes(b));
clearResults(chosen);
const startedAt = new Date();
const load = loadAverage();
let failed = 0;
for (const name of chosen) {
  console.log(`\n== bench/${name}.mjs`);
  const run = spawnSync('node', [`bench/${name}.mjs`], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.error(`bench/${name}.mjs failed (${run.status})`);
  }
}

const results = readResults();
const rows = results.flatMap((r) =>
  targetRows(r.targets).map(([name, value, target, met]) => [
    r.bench,
    name,
    value,
    target,
    met,
    r.at.slice(0, 16).replace('T', ' '),
  ]),
);
const met = rows.filter((r) => r[4] === 'met').length;
console.log(`\n== targets: ${met} of ${rows.length} met`);
const width = Math.max(0, ...rows.map((r) => `${r[0]}: ${r[1]}`.length));
for (const r of rows)
  console.log(
    `  ${`${r[0]}: ${r[1]}`.padEnd(width)}  ${r[2].padStart(12)}  target ${r[3].padEnd(10)}  ${r[4]}`,
  );

if (rows.length)
  writeSection(
    'targets',
    `## Targets

Each figure beside its target, from the benchmark named in the first column (its section below says
how it is measured and against which baseline). \`make bench\` rewrites this table from the result files
each benchmark writes (\`.run/bench-results/\`); a row's date is that of the run it comes from.
${met} of ${rows.length} met. Run started ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC
(load average ${load} at its start).

${table(['bench', 'target', 'figure', 'wanted', 'met?', 'measured (UTC)'], rows)}`,
  );
process.exit(failed ? 1 : 0);
