#!/usr/bin/env node
/**
 * The built-in engine's playbook generation: p50/p99 per call of the whole playbook and of each
 * section regenerated on its own, over every profile of the consultant's review set, in-process, beside
 * the same baselines as bench/engine.mjs (building the profile model alone, a JSON round-trip of the input).
 * Prints its figures; docs/engine.md ("Generating a playbook") keeps the last ones.
 *
 *   node bench/playbook-generation.mjs   (builds nothing: run `npm run build -w services/ai` first; no stack needed)
 */
import { performance } from 'node:perf_hooks';
import { summarise, fmt } from './lib/load.mjs';
import { loadAverage } from './lib/report.mjs';

const started = performance.now();
const { generatePlaybookSections, generateSection } =
  await import('../services/ai/dist/providers/builtin/playbook/index.js');
const loadMs = performance.now() - started;
const { PLAYBOOK_SECTIONS } = await import('../libs/contracts/dist/index.js');
const { buildModel } = await import('../services/ai/dist/providers/builtin/model.js');
const { REVIEW_SET } = await import('../services/ai/dist/providers/builtin/review/set.js');
const { formOf } = await import('../services/ai/dist/providers/builtin/review/render.js');

const DURATION = Number(process.env.BENCH_DURATION_MS ?? 1500);
const OPTIONS = { startDate: '2026-03-02', budget: { amount: 12000, currency: 'USD' } };
const inputs = REVIEW_SET.map((r) => formOf(r.profile));

/**
 * Calls `fn` on the inputs in turn for DURATION ms: the wall-clock latency of each call in ms, and the CPU
 * time the process spent on it (which leaves out the time other processes had the core: on a shared,
 * loaded machine the wall-clock p99 is mostly that).
 */
function measure(fn) {
  for (let i = 0; i < 1000; i++) fn(inputs[i % inputs.length], i); // warm-up (JIT, caches)
  const latencies = [];
  const cpu = [];
  const until = performance.now() + DURATION;
  let i = 0;
  while (performance.now() < until) {
    const input = inputs[i % inputs.length];
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    fn(input, i++);
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ...summarise(latencies, 0, DURATION / 1000), cpu: summarise(cpu) };
}

const cases = {
  'whole playbook': (p, i) => generatePlaybookSections(p, { ...OPTIONS, variant: i % 3 }),
  ...Object.fromEntries(
    PLAYBOOK_SECTIONS.map((name) => [
      `section: ${name}`,
      (p, i) => generateSection(name, p, { ...OPTIONS, variant: i % 3 }),
    ]),
  ),
  'baseline: model only': (p) => buildModel(p),
  'baseline: JSON round-trip': (p) => JSON.parse(JSON.stringify(p)),
};

console.log(`load average ${loadAverage()}; first import ${fmt(loadMs, 1)} ms`);
console.log('| call | p50 ms | p99 ms | max ms | calls/s | CPU p50 ms | CPU p99 ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
let worst = 0;
let worstCpu = 0;
for (const [name, fn] of Object.entries(cases)) {
  const s = measure(fn);
  if (!name.startsWith('baseline')) {
    worst = Math.max(worst, s.p99);
    worstCpu = Math.max(worstCpu, s.cpu.p99);
  }
  console.log(
    `| ${name} | ${fmt(s.p50, 3)} | ${fmt(s.p99, 3)} | ${fmt(s.max, 2)} | ${fmt(s.rps, 0)} | ${fmt(s.cpu.p50, 3)} | ${fmt(s.cpu.p99, 3)} |`,
  );
}
console.log(`worst p99 ${fmt(worst, 3)} ms wall clock, ${fmt(worstCpu, 3)} ms CPU (target < 20 ms)`);
if (worst >= 20) process.exitCode = 1;
