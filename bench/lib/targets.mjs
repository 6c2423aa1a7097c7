/**
 * The performance targets, one result file per benchmark: each bench calls `recordTargets()` with the figures
 * it measured beside their targets; it prints them ("met" / "not met") and writes
 * `.run/bench-results/<bench>.json`, which `bench/run-all.mjs` (`make bench`) gathers into one table
 * at the end of the run and into docs/benchmarks.md ("Targets").
 *
 * A target is `{ name, value, unit, op, target }`: `value op target` (op one of '<', '<=', '>=', '>')
 * is what "met" means. `value` null (not measured: a part that failed) is never met.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = fileURLToPath(new URL('../../.run/bench-results/', import.meta.url));

const OPS = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

/** Whether `t.value` meets `t.op t.target`. */
export function isMet(t) {
  if (typeof t.value !== 'number' || !Number.isFinite(t.value)) return false;
  const op = OPS[t.op];
  if (!op) throw new Error(`unknown target operator ${t.op}`);
  return op(t.value, t.target);
}

/** A ratio to two places (0.318 -> "0.32"), a figure to one place when under 10 (1.27 -> "1.3"). */
export function formatValue(value, unit) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'not measured';
  const digits = unit === 'x' || Math.abs(value) < 10 ? 2 : 0;
  return `${value.toFixed(digits)}${unit === 'x' ? 'x' : unit ? ` ${unit}` : ''}`;
}

export const formatTarget = (t) => `${t.op} ${formatValue(t.target, t.unit)}`;

/** The rows of a table of targets: name, figure, target, met. */
export function targetRows(targets) {
  return targets.map((t) => [
    t.name,
    formatValue(t.value, t.unit),
    formatTarget(t),
    isMet(t) ? 'met' : 'not met',
  ]);
}

/** Prints the targets and writes `.run/bench-results/<bench>.json`; returns them with `met`. */
export function recordTargets(bench, targets) {
  const withMet = targets.map((t) => ({ ...t, met: isMet(t) }));
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, `${bench}.json`),
    `${JSON.stringify({ bench, at: new Date().toISOString(), targets: withMet }, null, 2)}\n`,
  );
  console.log(`\ntargets (${bench}):`);
  const rows = targetRows(withMet);
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [name, value, target, met] of rows)
    console.log(`  ${name.padEnd(width)}  ${value.padStart(12)}  target ${target.padEnd(10)}  ${met}`);
  return withMet;
}

/** Every result file of the run, in file-name order. */
export function readResults() {
  let files = [];
  try {
    files = readdirSync(resultsDir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(resultsDir, f), 'utf8')));
}

/** Forgets an earlier run's results (run-all does it first, so a bench that fails leaves no old file). */
export function clearResults(benches) {
  for (const b of benches) rmSync(join(resultsDir, `${b}.json`), { force: true });
}
