#!/usr/bin/env node
/**
 * Fault injection under load (make test-faults; `--short` in make test).
 *
 * Private NATS, Redis and PostgreSQL (test/faults/infra.mjs) and the whole product on offset 16000
 * (test/support/stack.mjs). Under a steady load of reads and writes by a client, a second client, an
 * advisor and the admin:
 *   - kill -9 each service in turn (auth, icp, playbook, ai, admin, realtime): while it is down the
 *     gateway answers its calls with 503 within 100 ms; within 5 s of its restart every call succeeds
 *     again, with no gateway restart;
 *   - kill -9 one of two icp instances: every read is answered by the other (one in flight at the
 *     killed instance is asked again after the hedge delay), none answers 504;
 *   - kill -9 the gateway: the edge answers 503 at once, and sessions survive its restart;
 *   - kill -9 the pdf worker and the ai worker mid-job: every job completes on retry;
 *   - restart NATS, then Redis, then PostgreSQL: every process reconnects by itself (its /health, the
 *     load, and a call through every service and worker succeed again), none restarted;
 *   - at the end, every write that was answered with success is in the database.
 *
 * Exit 0 when every round passed; 1 with the failures listed otherwise. The report is also written to
 * .run/faults/report.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { root, startStack } from '../support/stack.mjs';
import { startInfra } from './infra.mjs';
import { CallLog, Ledger, adminClient, setUpWorld, startLoad } from './load.mjs';
import { compareWithDatabase } from './verify.mjs';
import {
  LIMITS,
  aiWorkerRound,
  cpuWaitMonitor,
  gatewayRound,
  infraRound,
  replicaRound,
  pdfWorkerRound,
  realtimeRound,
  serviceRound,
  sleep,
  stats,
  sweep,
} from './rounds.mjs';

const short = process.argv.includes('--short');
const OFFSET = 16000;
const ADMIN = {
  email: 'faults-admin@faults.test',
  username: 'faultsadmin',
  password: 'Faults-Admin-Password-1!',
};
const SERVICES = ['auth', 'icp', 'playbook', 'ai', 'admin'];

/** Short: each fault once. Long: each service killed three times with longer outages, the rest twice. */
const PLAN = short
  ? { serviceCycles: 1, serviceDownMs: 1500, infraCycles: 1, infraDownMs: 2000, workerCycles: 1 }
  : { serviceCycles: 3, serviceDownMs: 3000, infraCycles: 2, infraDownMs: 5000, workerCycles: 2 };

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (msg) => console.log(`[faults ${elapsed()}] ${msg}`);

let infra;
let stack;
let redis;
let load;
let cleaning;
async function cleanUp() {
  cleaning ??= (async () => {
    await load?.stop().catch(() => undefined);
    redis?.disconnect();
    await stack?.stop().catch((err) => console.error('stopping the stack:', err.message));
    await infra?.stop().catch((err) => console.error('stopping the private servers:', err.message));
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n[faults] ${signal}: stopping the stack and the private servers`);
    cleanUp().finally(() => process.exit(130));
  });
}

const results = [];
let verdict;
try {
  say(`${short ? 'short' : 'long'} form; private NATS, Redis and PostgreSQL on offset ${OFFSET}`);
  infra = await startInfra({ offset: OFFSET });
  stack = await startStack({
    name: 'faults',
    offset: OFFSET,
    redisDb: 0,
    postgresUrl: infra.postgresUrl,
    redisUrl: infra.redisUrl,
    natsUrl: infra.natsUrl,
    env: {
      RATE_LIMIT_ENABLED: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PDF_POOL_SIZE: '2',
    },
  });
  say(`stack up (${stack.processes.join(', ')}); logs in ${join(root, '.run', 'faults', 'logs')}`);
  redis = new Redis(`${infra.redisUrl}/0`, { maxRetriesPerRequest: null });
  redis.on('error', () => undefined);

  const log = new CallLog();
  const ledger = new Ledger();
  // The load talks to the gateway itself (what is measured); the edge has its own round.
  const admin = await adminClient(stack.gatewayURL, log, ADMIN.username, ADMIN.password);
  const world = await setUpWorld(stack.gatewayURL, log, admin);
  const ctx = {
    cpu: cpuWaitMonitor(() => ({ gateway: stack.pid('gateway'), edge: stack.pid('edge') })),
    stack,
    infra,
    log,
    ledger,
    world,
    redis,
    actorCacheMs: Number(stack.env.ACTOR_CACHE_MS ?? 5000),
    adminCacheMs: Number(stack.env.ADMIN_READ_CACHE_MS ?? 5000),
    hedgeMs: Number(stack.env.RPC_READ_HEDGE_MS ?? 1000),
  };
  const warm = await sweep(ctx);
  if (warm.length) throw new Error(`the stack does not work before any fault: ${warm.join('; ')}`);

  load = startLoad(world, ledger, { thinkMs: 40 });
  await sleep(2000);
  const baseline = log.between(started);
  const baselineFailed = baseline.filter((c) => c.status < 200 || c.status >= 300);
  results.push({
    round: 'baseline (no fault)',
    ok: baselineFailed.length === 0,
    failures: baselineFailed.slice(0, 5).map((c) => `${c.method} ${c.path} -> ${c.status || c.error}`),
    calls: baseline.length,
    latencyMs: stats(baseline.map((c) => c.ms)),
  });

  const record = (r) => {
    results.push(r);
    say(`${r.ok ? 'PASS' : 'FAIL'} ${r.round}${r.ok ? '' : `: ${r.failures.join(' | ')}`}`);
  };

  for (let cycle = 1; cycle <= PLAN.serviceCycles; cycle++) {
    for (const name of SERVICES) record(await serviceRound(ctx, name, { downMs: PLAN.serviceDownMs }));
    record(await realtimeRound(ctx, { downMs: PLAN.serviceDownMs }));
  }
  record(await replicaRound(ctx, 'icp', { downMs: PLAN.serviceDownMs, hedgeMs: ctx.hedgeMs }));
  record(await gatewayRound(ctx, { downMs: PLAN.serviceDownMs }));
  for (let cycle = 1; cycle <= PLAN.workerCycles; cycle++) {
    record(await pdfWorkerRound(ctx));
    record(await aiWorkerRound(ctx));
  }
  for (let cycle = 1; cycle <= PLAN.infraCycles; cycle++)
    for (const name of ['nats', 'redis', 'postgres'])
      record(await infraRound(ctx, name, { downMs: PLAN.infraDownMs }));

  await load.stop();
  load = undefined;
  const data = await compareWithDatabase(stack.dbUrl, ledger);
  record({
    round: 'acknowledged writes vs database',
    ok: data.lost === 0,
    failures: data.problems.slice(0, 10),
    ...data,
    problems: undefined,
    unknownOutcome: ledger.unknownCreates.length,
  });
  const total = log.calls.length;
  ctx.cpu.stop();
  writeFileSync(join(root, '.run', 'faults', 'calls.json'), JSON.stringify(log.calls));
  verdict = {
    form: short ? 'short' : 'long',
    ok: results.every((r) => r.ok),
    seconds: Math.round((Date.now() - started) / 1000),
    calls: total,
    limits: LIMITS,
    results,
  };
} catch (err) {
  verdict = {
    form: short ? 'short' : 'long',
    ok: false,
    error: err?.stack ?? String(err),
    seconds: Math.round((Date.now() - started) / 1000),
    results,
  };
} finally {
  await cleanUp();
}

report(verdict);
process.exit(verdict.ok ? 0 : 1);

function report(v) {
  const dir = join(root, '.run', 'faults');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), JSON.stringify(v, null, 2));
  console.log(
    `\n=== fault injection (${v.form} form, ${v.seconds} s${v.calls ? `, ${v.calls} calls` : ''}) ===`,
  );
  for (const r of v.results) {
    const { round, ok, failures, ...m } = r;
    const fields = Object.entries(m)
      .filter(([, val]) => val !== undefined)
      .map(([k, val]) => `${k}=${typeof val === 'object' ? JSON.stringify(val) : val}`)
      .join(' ');
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${round}\n      ${fields}`);
    for (const f of failures ?? []) console.log(`      ! ${f}`);
  }
  if (v.error) console.log(`ERROR ${v.error}`);
  console.log(
    v.ok
      ? '\nfault injection: all rounds passed'
      : '\nfault injection: FAILED (see above; logs in .run/faults/logs)',
  );
}
