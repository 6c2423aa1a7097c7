/** The writer of docs/benchmarks.md and docs/benchmark-runs.md (bench/lib/report.mjs); run by `npm run test:deploy`. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUNS_KEPT, RUNS_MARKER, writeSection } from './report.mjs';

function files() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
  const f = { results: join(dir, 'benchmarks.md'), runs: join(dir, 'benchmark-runs.md') };
  writeFileSync(f.results, '# Benchmarks\n\nIntro.\n');
  writeFileSync(f.runs, `# Benchmark runs\n\nHand-kept readings.\n\n${RUNS_MARKER}\n`);
  return f;
}
const at = (day, hour) => new Date(Date.UTC(2026, 10, day, hour, 0));
const runEntries = (text, id) => text.split(`<!-- run:${id} -->`).length - 1;

test('a new section goes into the results; the one it replaces moves to the run log, newest first', () => {
  const f = files();
  writeSection('edge', '## The edge\n\nFirst figures.', { files: f, now: at(1, 10) });
  assert.match(readFileSync(f.results, 'utf8'), /First figures/);
  assert.doesNotMatch(readFileSync(f.runs, 'utf8'), /First figures/);

  writeSection('edge', '## The edge\n\nSecond figures.', { files: f, now: at(2, 10) });
  writeSection('fanout', '## Fan-out\n\nFan figures.', { files: f, now: at(2, 11) });
  writeSection('edge', '## The edge\n\nThird figures.', { files: f, now: at(3, 10) });
  const results = readFileSync(f.results, 'utf8');
  assert.match(results, /Third figures/);
  assert.doesNotMatch(results, /First figures|Second figures/);
  assert.match(results, /Fan figures/);

  const runs = readFileSync(f.runs, 'utf8');
  assert.match(runs, /^Hand-kept readings\.$/m);
  const second = runs.indexOf('## edge, run of 2026-11-02 10:00 UTC');
  const first = runs.indexOf('## edge, run of 2026-11-01 10:00 UTC');
  assert.ok(runs.indexOf(RUNS_MARKER) < second && second < first, 'newest first, after the marker');
  assert.match(runs, /^#### The edge$/m, "the section's own headings move two levels down");
  assert.doesNotMatch(runs, /<!-- bench:/, 'no results markers in the log');
});

test('the run log keeps the latest runs of each benchmark only', () => {
  const f = files();
  for (let day = 1; day <= RUNS_KEPT + 3; day++) {
    writeSection('edge', `## The edge\n\nDay ${day}.`, { files: f, now: at(day, 10) });
  }
  writeSection('fanout', '## Fan-out\n\nOnce.', { files: f, now: at(1, 9) });
  writeSection('fanout', '## Fan-out\n\nTwice.', { files: f, now: at(2, 9) });
  const runs = readFileSync(f.runs, 'utf8');
  assert.equal(runEntries(runs, 'edge'), RUNS_KEPT);
  assert.equal(runEntries(runs, 'fanout'), 1);
  assert.match(runs, new RegExp(`Day ${RUNS_KEPT + 2}\\.`));
  assert.doesNotMatch(runs, /Day 2\./);
});
