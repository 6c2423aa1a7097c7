#!/usr/bin/env node
/**
 * The built-in AI engine alone: p50/p99 per call for each task over every profile of the
 * consultant's review set, in-process, beside two baselines measured in the same run on the same inputs:
 * a JSON round-trip of the input (the least any request path does with it) and the time to build the
 * profile model only. The whole request path (edge, gateway, NATS, ai service) is measured by
 * bench/ai-builtin.mjs; its figures sit in the section above in docs/benchmarks.md.
 *
 *   node bench/engine.mjs     (builds nothing: run `npm run build -w services/ai` first; no stack needed)
 */
import { performance } from 'node:perf_hooks';
import { summarise, fmt } from './lib/load.mjs';
import { loadAverage, table, writeSection } from './lib/report.mjs';

const started = performance.now();
const { BuiltinProvider } = await import('../services/ai/dist/providers/builtin/engine.js');
const loadMs = performance.now() - started;
const { buildModel } = await import('../services/ai/dist/providers/builtin/model.js');
const { REVIEW_SET } = await import('../services/ai/dist/providers/builtin/review/set.js');
const { formOf, storedOf } = await import('../services/ai/dist/providers/builtin/review/render.js');

const DURATION = Number(process.env.BENCH_DURATION_MS ?? 1500);
const engine = new BuiltinProvider();

/** One input per review profile for each task. */
const TASKS = {
  demographics: (p) => ({
    type: p.type ?? 'b2b',
    industry: p.industry ?? null,
    companySize: p.companySize ?? null,
    ageRange: p.ageRange ?? null,
  }),
  painPoints: (p) => ({ icpData: formOf(p) }),
  channels: (p) => ({ icpData: formOf(p) }),
  messaging: (p) => ({ icpData: formOf(p) }),
  campaigns: (p) => ({ icpData: formOf(p), channels: [] }),
  analysis: (p) => ({ icp: storedOf(p), score: null }),
};

/** Calls `fn` on the inputs in turn for DURATION ms; the latency of each call in ms. */
function measure(inputs, fn) {
  for (let i = 0; i < 2000; i++) fn(inputs[i % inputs.length]); // warm-up (JIT, caches)
  const latencies = [];
  const until = performance.now() + DURATION;
  let i = 0;
  while (performance.now() < until) {
    const input = inputs[i++ % inputs.length];
    const t0 = process.hrtime.bigint();
    fn(input);
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return summarise(latencies, 0, DURATION / 1000);
}

const rows = [];
for (const [kind, make] of Object.entries(TASKS)) {
  const inputs = REVIEW_SET.map((r) => make(r.profile));
  const call = measure(inputs, (input) => engine.answer({ kind, input }));
  const json = measure(inputs, (input) => JSON.parse(JSON.stringify(input)));
  const model = measure(inputs, (input) => buildModel(input.icpData ?? input.icp ?? input, input.type));
  rows.push([
    kind,
    fmt(call.p50, 3),
    fmt(call.p99, 3),
    fmt(call.max, 2),
    fmt(call.rps, 0),
    fmt(model.p50, 3),
    fmt(json.p50, 4),
    fmt(json.p99, 4),
  ]);
  console.log(
    `${kind.padEnd(13)} p50 ${fmt(call.p50, 3)} ms  p99 ${fmt(call.p99, 3)} ms  max ${fmt(call.max, 2)} ms  ${fmt(call.rps, 0)} calls/s | model only p50 ${fmt(model.p50, 3)} | JSON round-trip p50 ${fmt(json.p50, 4)} p99 ${fmt(json.p99, 4)} ms`,
  );
}
const worstP99 = Math.max(...rows.map((r) => Number(r[2])));
console.log(
  `first import (knowledge load and schema check): ${fmt(loadMs, 1)} ms; worst p99 ${fmt(worstP99, 3)} ms (target < 20 ms)`,
);
if (worstP99 >= 20) process.exitCode = 1;

writeSection(
  'engine',
  `## The built-in engine alone

Each task of the offline engine over the ${REVIEW_SET.length} profiles of the consultant's review set
(\`services/ai/src/providers/builtin/review/set.ts\`), called in turn in-process for ${DURATION / 1000} s per
task after a warm-up; the latency of every call. Baselines on the same inputs in the same run: building the
profile model alone, and a JSON round-trip of the input (the least any request path does with it). The
whole request path through edge, gateway, NATS and the ai service is measured in "Built-in AI engine
suggestions" (bench/ai-builtin.mjs: 2-3 ms p50 at one connection, of which the old engine took 0.1 ms). p99
and max on this shared 2-core machine include scheduling pauses from other processes; the p50 is the
engine's own cost. Target: p99 under 20 ms. Load average at the start: ${loadAverage()}. First
import of the engine (knowledge files and their schema check): ${fmt(loadMs, 1)} ms, once per process.
Run alone: \`node bench/engine.mjs\`.

${table(['task', 'p50 ms', 'p99 ms', 'max ms', 'calls/s', 'model only p50 ms', 'JSON round-trip p50 ms', 'JSON round-trip p99 ms'], rows)}`,
);
console.log('written to docs/benchmarks.md');
