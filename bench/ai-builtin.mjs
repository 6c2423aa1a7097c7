#!/usr/bin/env node
/**
 * The built-in AI engine's suggestion endpoints (issue 5) through the whole path (edge, gateway,
 * session, NATS, ai service: settings look-up, rate-limit check, the engine), p50/p99 and req/s at
 * 1 and 10 connections, beside a baseline: the same engine called in-process (no network at all).
 *
 *   node bench/ai-builtin.mjs     (builds nothing: run `npm run build` first)
 */
import { BuiltinProvider } from '../services/ai/dist/providers/builtin/engine.js';
import { runLoad, summarise, fmt } from './lib/load.mjs';
import { table, writeSection } from './lib/report.mjs';
import { BENCH, signUp, startStack } from './lib/stack.mjs';

const DURATION = Number(process.env.BENCH_DURATION_MS ?? 4000);
const icpData = {
  name: 'Owner-led accounting firms',
  type: 'b2b',
  industry: 'Accounting',
  companySize: '10-50 employees',
  painPoints: ['Month-end close takes two weeks'],
  preferredChannels: ['LinkedIn'],
};
const CALLS = [
  [
    'suggest-demographics',
    'demographics',
    { type: 'b2b', industry: 'Accounting', context: { companySize: '10-50 employees' } },
  ],
  ['suggest-pain-points', 'painPoints', { icpData }],
  ['suggest-channels', 'channels', { icpData }],
  ['generate-messaging', 'messaging', { icpData }],
  ['suggest-campaigns', 'campaigns', { icpData, channels: ['LinkedIn', 'Email'] }],
];

/** The engine alone: closed loop in-process for the same duration. */
function engineAlone(kind, input) {
  const engine = new BuiltinProvider();
  const latencies = [];
  const until = Date.now() + DURATION;
  const started = Date.now();
  while (Date.now() < until) {
    const t0 = process.hrtime.bigint();
    engine.answer({ kind, input });
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return summarise(latencies, 0, (Date.now() - started) / 1000);
}

const stack = await startStack({ env: { AI_BUILTIN_RATE_LIMIT_PER_MINUTE: '0' } });
const rows = [];
try {
  const cookie = await signUp(BENCH.baseURL, {
    username: `ai_${Date.now()}`,
    email: `ai_${Date.now()}@bench.test`,
    firstName: 'Ai',
    lastName: 'Bench',
    password: 'Bench!mark1',
  });
  for (const [path, kind, body] of CALLS) {
    const url = `${BENCH.baseURL}/api/ai/${path}`;
    const probe = await fetch(url, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (probe.status !== 200) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
    const alone = engineAlone(kind, body);
    for (const connections of [1, 10]) {
      const r = await runLoad({
        url,
        method: 'POST',
        body,
        headers: { cookie },
        connections,
        durationMs: DURATION,
      });
      if (r.errors) throw new Error(`${path}: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
      rows.push([
        `POST /api/ai/${path}`,
        connections,
        fmt(r.p50),
        fmt(r.p99),
        fmt(r.rps, 0),
        fmt(alone.p50, 3),
        fmt(alone.p99, 3),
      ]);
      console.log(
        `${path.padEnd(22)} c=${connections}  p50 ${fmt(r.p50)} p99 ${fmt(r.p99)} ${fmt(r.rps, 0)} req/s | engine alone p50 ${fmt(alone.p50, 3)} ms`,
      );
    }
  }
} finally {
  await stack.stop();
}

writeSection(
  'ai-builtin',
  `## Built-in AI engine suggestions (issue 5)

The five suggestion endpoints answered by the offline engine through the whole path (edge, gateway,
session, NATS, the ai service: the user's settings, the rate-limit check, the engine). Baseline: the
same engine called in-process, which is what a request costs beyond the path. ${DURATION / 1000} s per
row, closed loop, keep-alive. Run alone: \`node bench/ai-builtin.mjs\`.

${table(['call', 'connections', 'p50 ms', 'p99 ms', 'req/s', 'engine alone p50 ms', 'engine alone p99 ms'], rows)}`,
);
console.log('written to docs/benchmarks.md');
