#!/usr/bin/env node
/**
 * The built-in AI engine's suggestion endpoints through the whole path (edge, gateway,
 * session, NATS, ai service: settings look-up, rate-limit check, the engine), p50/p99 and req/s at
 * 1, 10 and 50 connections, beside two baselines: the same engine called in-process (no network at
 * all), and the request path without the engine (`GET /api/ai-settings`: the same hops, the settings
 * look-up, no engine). At 50 connections the ai service's own time per call is read off its
 * request histogram (`icp_rpc_handled_seconds`, bench/lib/histogram.mjs): the target is its p99
 * under 20 ms.
 *
 *   node bench/ai-builtin.mjs     (builds nothing: run `npm run build` first)
 */
import { BuiltinProvider } from '../services/ai/dist/providers/builtin/engine.js';
import { runLoad, summarise, fmt } from './lib/load.mjs';
import { difference, quantile, scrapeBuckets } from './lib/histogram.mjs';
import { table, writeSection } from './lib/report.mjs';
import { BENCH, signUp, startStack } from './lib/stack.mjs';
import { recordTargets } from './lib/targets.mjs';

const DURATION = Number(process.env.BENCH_DURATION_MS ?? 4000);
const icpData = {
  name: 'Owner-led accounting firms',
  type: 'b2b',
  industry: 'Accounting',
  companySize: '10-50 employees',
  painPoints: ['Month-end close takes two weeks'],
  preferredChannels: ['LinkedIn'],
};
/** The NATS subject each kind of call is handled under (libs/contracts AI subjects). */
const SUBJECT = {
  demographics: 'ai.suggest.demographics',
  painPoints: 'ai.suggest.pain-points',
  channels: 'ai.suggest.channels',
  messaging: 'ai.generate.messaging',
  campaigns: 'ai.suggest.campaigns',
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

const CONCURRENCY = [1, 10, 50];
const TARGET_SERVICE_P99_MS = 20;

const stack = await startStack({ env: { AI_BUILTIN_RATE_LIMIT_PER_MINUTE: '0' } });
const rows = [];
const serviceRows = [];
const targets = [];
/** The ai service's handling time of one subject, as its histogram counts it so far. */
const handled = (subject) =>
  scrapeBuckets(`${stack.url('ai')}/metrics`, 'icp_rpc_handled_seconds', {
    subject: (s) => s.endsWith(subject),
  });
/** The engine's own time for one kind of task (`icp_ai_engine_seconds`), as counted so far. */
const engineTime = (kind) =>
  scrapeBuckets(`${stack.url('ai')}/metrics`, 'icp_ai_engine_seconds', { kind: (k) => k === kind });
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
    for (const connections of CONCURRENCY) {
      const before = connections === 50 ? await handled(SUBJECT[kind]) : null;
      const engineBefore = connections === 50 ? await engineTime(kind) : null;
      const r = await runLoad({
        url,
        method: 'POST',
        body,
        headers: { cookie },
        connections,
        durationMs: DURATION,
      });
      if (r.errors) throw new Error(`${path}: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
      if (before) {
        const observed = difference(before, await handled(SUBJECT[kind]));
        const engine = difference(engineBefore, await engineTime(kind));
        const p99 = quantile(0.99, engine);
        serviceRows.push([
          `POST /api/ai/${path}`,
          fmt(quantile(0.5, engine) * 1000, 3),
          fmt(p99 * 1000, 3),
          fmt(quantile(0.5, observed) * 1000),
          fmt(quantile(0.99, observed) * 1000),
          fmt(r.p99),
        ]);
        targets.push({
          name: `engine p99 per call, ${path}, 50 concurrent`,
          value: p99 === null ? null : p99 * 1000,
          unit: 'ms',
          op: '<',
          target: TARGET_SERVICE_P99_MS,
        });
      }
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
  // The path without the engine: the same hops and the settings look-up every suggestion makes.
  const settingsUrl = `${BENCH.baseURL}/api/ai-settings`;
  for (const connections of CONCURRENCY) {
    const before = connections === 50 ? await handled('ai.settings.get') : null;
    const r = await runLoad({ url: settingsUrl, headers: { cookie }, connections, durationMs: DURATION });
    if (r.errors) throw new Error(`ai-settings: ${r.errors} errors ${JSON.stringify(r.statuses)}`);
    rows.push([
      'baseline: GET /api/ai-settings (no engine)',
      connections,
      fmt(r.p50),
      fmt(r.p99),
      fmt(r.rps, 0),
      '',
      '',
    ]);
    if (before) {
      const observed = difference(before, await handled('ai.settings.get'));
      serviceRows.push([
        'baseline: GET /api/ai-settings (no engine)',
        '',
        '',
        fmt(quantile(0.5, observed) * 1000),
        fmt(quantile(0.99, observed) * 1000),
        fmt(r.p99),
      ]);
    }
    console.log(
      `ai-settings (baseline)  c=${connections}  p50 ${fmt(r.p50)} p99 ${fmt(r.p99)} ${fmt(r.rps, 0)} req/s`,
    );
  }
} finally {
  await stack.stop();
}

recordTargets('ai-builtin', targets);

writeSection(
  'ai-builtin',
  `## Built-in AI engine suggestions

The five suggestion endpoints answered by the offline engine through the whole path (edge, gateway,
session, NATS, the ai service: the user's settings, the rate-limit check, the engine). Baseline: the
same engine called in-process, which is what a request costs beyond the path. ${DURATION / 1000} s per
row, closed loop, keep-alive. Run alone: \`node bench/ai-builtin.mjs\`.

${table(['call', 'connections', 'p50 ms', 'p99 ms', 'req/s', 'engine alone p50 ms', 'engine alone p99 ms'], rows)}

At 50 concurrent calls, read off the ai service's histograms while the load ran (interpolated within
their buckets, bench/lib/histogram.mjs): the engine's own time per call (\`icp_ai_engine_seconds\`;
the target is its p99 under ${TARGET_SERVICE_P99_MS} ms), the service's whole handling of the request
(\`icp_rpc_handled_seconds\`: the settings look-up, the rate-limit check, the engine, and waiting for its
turn on the event loop), and the whole path's p99. With a closed loop of 50 on 2 cores, the handling and
path times are set by the installation's throughput (see "Two kinds of load" above); the baseline row
shows what the same hops cost without the engine.

${table(['call', 'engine p50 ms', 'engine p99 ms', 'service p50 ms', 'service p99 ms', 'whole path p99 ms'], serviceRows)}`,
);
console.log('written to docs/benchmarks.md');
