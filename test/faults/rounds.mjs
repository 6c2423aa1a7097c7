/**
 * The fault-injection rounds. Each returns a result `{round, ok, failures[], ...measurements}`; the run
 * prints them and fails when any round has a failure.
 */
import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import { ApiClient } from './load.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The 503 deadline while a service is down, and the recovery deadline after its restart. */
export const LIMITS = { fast503Ms: 100, recoveryMs: 5000, infraRecoveryMs: 30_000 };

const pct = (values, p) => {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10;
};
export const stats = (values) => ({
  n: values.length,
  p50: pct(values, 50),
  p95: pct(values, 95),
  max: values.length ? Math.round(Math.max(...values) * 10) / 10 : null,
});
const ok = (c) => c.status >= 200 && c.status < 300;
const describe = (c, t0) =>
  `${c.method} ${c.path} -> ${c.status || c.error} in ${Math.round(c.ms)} ms (${c.by}${t0 ? `, +${c.start - t0} ms` : ''})`;
const uniq = (list, max = 5) => [...new Set(list)].slice(0, max);

/**
 * Starts a call every `everyMs` until stopped, without waiting for the previous one (at most `max` in
 * flight): a call caught in flight by a kill waits for its deadline, and must not stop the measurement.
 */
function prober(fn, everyMs = 50, max = 20) {
  const state = { stopped: false };
  const inFlight = new Set();
  const done = (async () => {
    while (!state.stopped) {
      if (inFlight.size < max) {
        const p = fn().finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await sleep(everyMs);
    }
    await Promise.allSettled([...inFlight]);
  })();
  return {
    async stop() {
      state.stopped = true;
      await done;
    },
  };
}

/**
 * The gateway's own record of each call (its request log line, found by the correlation id the client
 * sent): whether it received the call, and how long it took from reading the request to answering.
 */
export function gatewayView(stack) {
  const seen = new Map();
  for (const line of readFileSync(stack.logFile('gateway'), 'utf8').split('\n')) {
    if (!line.includes('"msg":"request"') || !line.includes('faults-')) continue;
    try {
      const j = JSON.parse(line);
      seen.set(j.correlationId, j.ms);
    } catch {
      // not a log line of ours
    }
  }
  return seen;
}

/**
 * How long the front processes' main threads (the gateway, the edge) and this process waited for a CPU
 * (Linux run-queue time from /proc/<pid>/schedstat), sampled every 10 ms: on a machine shared with other
 * busy work, the part of a call's time that no program of ours could have shortened.
 */
export function cpuWaitMonitor(pids) {
  const samples = [];
  const waitMs = (pid) => {
    try {
      return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
    } catch {
      return NaN;
    }
  };
  const timer = setInterval(() => {
    const sample = { t: Date.now(), pids: pids(), wait: { self: waitMs(process.pid) } };
    for (const [name, pid] of Object.entries(sample.pids)) sample.wait[name] = waitMs(pid);
    samples.push(sample);
    if (samples.length > 200_000) samples.splice(0, 100_000);
  }, 10);
  timer.unref();
  return {
    /**
     * The run-queue wait of this process and of the named ones, measured strictly inside [from, to]
     * (0 when no two samples fall inside, or a process was restarted in between).
     */
    during(from, to, names) {
      const inside = samples.filter((x) => x.t >= from && x.t <= to);
      if (inside.length < 2) return 0;
      const a = inside[0];
      const b = inside[inside.length - 1];
      let w = b.wait.self - a.wait.self;
      for (const n of names) {
        if (a.pids[n] !== b.pids[n]) return 0;
        w += b.wait[n] - a.wait[n];
      }
      return Number.isFinite(w) ? w : 0;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Splits the failures slower than the limit: when the time left after the run-queue wait of the front
 * process (`via`) and the client is within the limit, the machine's CPU was busy with other work
 * (reported); otherwise the answer itself was slow (a failure).
 */
function slowFailures(calls, cpu, via = ['gateway']) {
  const slow = calls.filter((c) => c.ms > LIMITS.fast503Ms);
  const reallySlow = slow.filter((c) => c.ms - cpu.during(c.start, c.end, via) > LIMITS.fast503Ms);
  return { reallySlow, machineDelayed: slow.length - reallySlow.length };
}

/**
 * Calls that ended without an answer (status 0) that the gateway never received: the client reused a
 * keep-alive connection the gateway had just closed (an HTTP client's race, not a gateway failure).
 */
function neverReceived(calls, gw) {
  return new Set(calls.filter((c) => c.status === 0 && c.error !== 'client timeout' && !gw.has(c.cid)));
}

/**
 * The earliest start time T >= from such that every call in `calls` started at or after T succeeded, and
 * one did (undefined when the last call failed).
 */
function recoveredAt(calls, from) {
  const after = calls.filter((c) => c.start >= from).sort((a, b) => a.start - b.start);
  let t;
  for (const c of after) {
    if (!ok(c)) t = undefined;
    else if (t === undefined) t = c.start;
  }
  return t;
}

/** Waits until every call started since `since` has succeeded for `stableMs` (or `deadline` passes). */
async function waitStable(log, since, stableMs, deadline) {
  while (Date.now() < deadline) {
    const t = recoveredAt(log.between(since), since);
    if (t !== undefined && Date.now() - t >= stableMs) return t;
    await sleep(100);
  }
  return recoveredAt(log.between(since), since);
}

/** The calls by which each service's outage is measured (their first NATS hop is that service). */
export function serviceProbes(world) {
  const { clientA, admin } = world;
  return {
    auth: [() => admin.call('probe:users.list', 'GET', '/api/users', { deps: ['auth'] })],
    icp: [
      () => clientA.call('probe:icp.list', 'GET', '/api/icps', { deps: ['icp'] }),
      () => clientA.call('probe:icp.get', 'GET', `/api/icps/${clientA.seed.id}`, { deps: ['icp'] }),
    ],
    playbook: [
      () => clientA.call('probe:playbook.list', 'GET', '/api/playbooks', { deps: ['playbook'] }),
      () =>
        clientA.call('probe:playbook.get', 'GET', `/api/playbooks/${clientA.playbook.id}`, {
          deps: ['playbook'],
        }),
    ],
    ai: [() => clientA.call('probe:ai.settings', 'GET', '/api/ai-settings', { deps: ['ai'] })],
    admin: [() => admin.call('probe:admin.metrics', 'GET', '/api/admin/metrics', { deps: ['admin'] })],
  };
}

/**
 * kill -9 one service under the load: while it is down, its calls answer 503 within 100 ms (every other
 * failure too), the calls that do not need it keep succeeding; after its restart every call succeeds
 * again within 5 s, with no gateway restart.
 */
export async function serviceRound(ctx, name, { downMs }) {
  const { stack, log, world, actorCacheMs } = ctx;
  const failures = [];
  const gatewayPid = stack.pid('gateway');
  const probes = serviceProbes(world)[name];
  const running = probes.map((p) => prober(p, 50));
  await sleep(300);
  const killStart = Date.now();
  await stack.kill(name);
  const tDown = Date.now();
  // auth: stay down past the gateway's actor cache, so every signed-in call needs auth.
  const down = name === 'auth' ? Math.max(downMs, actorCacheMs + 1500) : downMs;
  await sleep(down);
  const tRestart = Date.now();
  await stack.restart(name);
  const tHealthy = Date.now();
  const stable = await waitStable(log, tRestart, 1500, tHealthy + LIMITS.recoveryMs + 10_000);
  await Promise.all(running.map((r) => r.stop()));

  const window = log.between(tDown, tRestart);
  const ownCalls = window.filter(
    (c) => c.deps.includes(name) && (name !== 'auth' || c.op.startsWith('probe:')),
  );
  // The admin service answers its pages from a read cache (ADMIN_READ_CACHE_MS, services/admin/README.md):
  // for that long after another service dies, an admin page may still be answered from what it holds.
  const fromAdminCache = (c) =>
    name !== 'admin' && c.deps.includes('admin') && ok(c) && c.start - tDown < ctx.adminCacheMs;
  const not503 = ownCalls.filter((c) => c.status !== 503 && !fromAdminCache(c));
  if (!ownCalls.length) failures.push(`no ${name} call was made while it was down`);
  if (not503.length)
    failures.push(
      `${name} down: ${not503.length} of its calls did not answer 503: ${uniq(not503.map((c) => describe(c, tDown))).join('; ')}`,
    );
  const gw = gatewayView(stack);
  const races = neverReceived(window, gw);
  // A read sent just as the process died, before NATS had dropped its subscription, reached the dead
  // instance: the gateway asks again after the hedge delay, finds no member and answers 503 then (it
  // would have waited for the 504 deadline). Reported, not held against the 503 deadline.
  const hedgeMs = ctx.hedgeMs ?? 1000;
  const caughtAtKill = new Set(
    window.filter(
      (c) =>
        c.status === 503 &&
        c.method === 'GET' &&
        c.start - tDown < 250 &&
        c.ms >= hedgeMs * 0.9 &&
        c.ms < hedgeMs + 500,
    ),
  );
  const timed503 = window.filter((c) => c.status === 503 && !caughtAtKill.has(c));
  const { reallySlow: slow503, machineDelayed } = slowFailures(timed503, ctx.cpu);
  if (machineDelayed > timed503.length / 5)
    failures.push(
      `${machineDelayed} of ${timed503.length} answers 503 were slow only for want of a CPU: machine too busy to measure`,
    );
  if (slow503.length)
    failures.push(
      `${slow503.length} answers 503 took over ${LIMITS.fast503Ms} ms: ${uniq(slow503.map((c) => describe(c, tDown))).join('; ')}`,
    );
  const otherFailures = window.filter((c) => !ok(c) && c.status !== 503 && !races.has(c));
  if (otherFailures.length)
    failures.push(
      `${otherFailures.length} calls failed otherwise than 503: ${uniq(otherFailures.map((c) => describe(c, tDown))).join('; ')}`,
    );
  const independent = window.filter((c) => !c.deps.includes(name) && name !== 'auth');
  const brokenIndependent = independent.filter((c) => !ok(c) && !races.has(c));
  if (brokenIndependent.length)
    failures.push(
      `${brokenIndependent.length} calls that do not need ${name} failed: ${uniq(brokenIndependent.map((c) => describe(c, tDown))).join('; ')}`,
    );
  // Calls in flight at the kill lose their answer (no reply comes): a write ends at the request deadline
  // (504), a read is asked again after the hedge delay and answered 503 (no member left).
  const inFlight = log.calls.filter((c) => c.start < killStart && c.end > killStart && c.deps.includes(name));

  // Measured from the moment the restarted service answers its /health (its own start-up time, which
  // the gateway cannot shorten, is reported as startupMs).
  const recovery = stable === undefined ? undefined : Math.max(0, stable - tHealthy);
  if (recovery === undefined || recovery > LIMITS.recoveryMs)
    failures.push(
      `calls did not all succeed within ${LIMITS.recoveryMs} ms of the restart (${recovery ?? 'never'} ms)`,
    );
  if (stack.pid('gateway') !== gatewayPid) failures.push('the gateway was restarted');
  return {
    round: `kill -9 ${name}`,
    ok: failures.length === 0,
    failures,
    downMs: tRestart - tDown,
    ownCalls: ownCalls.length,
    own503Ms: stats(ownCalls.filter((c) => c.status === 503).map((c) => c.ms)),
    all503Ms: stats(window.filter((c) => c.status === 503).map((c) => c.ms)),
    slow503MachineDelayed: machineDelayed,
    keepAliveRaces: races.size,
    independentOk: `${independent.length - brokenIndependent.length}/${independent.length}`,
    inFlightAtKill: inFlight.map((c) => `${c.status || c.error}@${Math.round(c.ms)}ms`).join(', ') || 'none',
    readsReachingTheDeadInstance: caughtAtKill.size,
    startupMs: tHealthy - tRestart,
    recoveryAfterHealthyMs: recovery,
    recoveryFromSpawnMs: stable === undefined ? undefined : stable - tRestart,
  };
}

/**
 * kill -9 one of two instances of a service under the load: the other serves every read. A read in
 * flight at the killed instance is asked again by the gateway after RPC_READ_HEDGE_MS and answered by
 * the live one, so no read answers 504 (or fails otherwise); the killed instance is restarted, and the
 * second one stopped, at the end.
 */
export async function replicaRound(ctx, name, { downMs, hedgeMs }) {
  const { stack, log, world } = ctx;
  const failures = [];
  const replica = await stack.startReplica(name);
  const probes = serviceProbes(world)[name];
  const running = [...probes, ...probes].map((p) => prober(p, 20));
  await sleep(500);
  // A burst of reads right at the kill: some are in the killed instance's hands when it dies.
  const burst = Array.from({ length: 20 }, (_, i) => probes[i % probes.length]());
  await sleep(2);
  const killStart = Date.now();
  await stack.kill(name);
  const tDown = Date.now();
  const burstAnswers = await Promise.all(burst);
  await sleep(downMs);
  await stack.restart(name);
  const tRestart = Date.now();
  await sleep(1000);
  await Promise.all(running.map((r) => r.stop()));
  await stack.terminate(replica);

  const from = killStart - 2000;
  const reads = log.between(from, tRestart).filter((c) => c.method === 'GET' && c.deps.includes(name));
  const gw = gatewayView(stack);
  const races = neverReceived(reads, gw);
  const timedOut = reads.filter((c) => c.status === 504);
  if (timedOut.length)
    failures.push(
      `${timedOut.length} reads answered 504: ${uniq(timedOut.map((c) => describe(c, tDown))).join('; ')}`,
    );
  const failed = reads.filter((c) => !ok(c) && c.status !== 504 && !races.has(c));
  if (failed.length)
    failures.push(
      `${failed.length} reads failed while another instance ran: ${uniq(failed.map((c) => describe(c, tDown))).join('; ')}`,
    );
  const burstFailed = burstAnswers.filter((a) => !a.ok);
  if (burstFailed.length)
    failures.push(
      `${burstFailed.length} of the reads sent at the kill failed: ${uniq(burstFailed.map((a) => a.status || a.error)).join(', ')}`,
    );
  const inFlight = log.calls.filter(
    (c) => c.method === 'GET' && c.start < killStart && c.end > killStart && c.deps.includes(name),
  );
  return {
    round: `kill -9 one of two ${name} instances`,
    ok: failures.length === 0,
    failures,
    reads: reads.length,
    readsInFlightAtKill: inFlight.length,
    // Answered after the hedge delay: those the killed instance had, asked again.
    readsAskedAgain: inFlight.filter((c) => c.ms >= hedgeMs).length,
    inFlightMs: stats(inFlight.map((c) => c.ms)),
    keepAliveRaces: races.size,
  };
}

/** A WebSocket through the edge as `client`, joined to the room of its seed profile. */
function openSocket(baseURL, client, timeoutMs = 3000) {
  const url = `${baseURL.replace(/^http/, 'ws')}/ws`;
  const room = `icp:${client.seed.id}`;
  const t0 = performance.now();
  const start = Date.now();
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { cookie: client.cookie } });
    const events = [];
    const timer = setTimeout(() => finish({ ok: false, error: 'timeout' }), timeoutMs);
    function finish(r) {
      clearTimeout(timer);
      if (!r.ok) ws.terminate();
      resolve({ ...r, ms: performance.now() - t0, start, end: Date.now(), ws, events });
    }
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', room })));
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data));
      if (msg.type === 'joined') finish({ ok: true });
      else events.push(msg);
    });
    ws.on('unexpected-response', (_req, res) => finish({ ok: false, error: `HTTP ${res.statusCode}` }));
    ws.on('error', (err) => finish({ ok: false, error: err.message }));
  });
}

/** A note on the seed profile reaches a socket joined to its room. */
async function noteReachesSocket(ctx, socket) {
  const { world } = ctx;
  const before = socket.events.length;
  const r = await world.clientA.call('realtime:note', 'POST', '/api/notes', {
    body: { icpId: world.clientA.seed.id, note: `realtime ${Date.now()}` },
    deps: ['playbook', 'icp'],
  });
  if (!r.ok) return false;
  ctx.ledger.notes.set(r.json.id, {
    note: r.json.note,
    icpId: world.clientA.seed.id,
    userId: world.clientA.user.id,
  });
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    if (socket.events.slice(before).some((e) => e.noteId === r.json.id)) return true;
    await sleep(20);
  }
  return false;
}

/**
 * kill -9 realtime: the edge refuses /ws at once (503 for a plain request, a failed handshake for a
 * socket); after the restart a socket connects, joins and gets the note events again within 5 s.
 */
export async function realtimeRound(ctx, { downMs }) {
  const { stack, world, log } = ctx;
  const failures = [];
  const gatewayPid = stack.pid('gateway');
  const viaEdge = new ApiClient(stack.baseURL, log, 'clientA@edge');
  viaEdge.cookie = world.clientA.cookie;
  await stack.kill('realtime');
  const tDown = Date.now();
  const plain = [];
  const sockets = [];
  while (Date.now() - tDown < downMs) {
    const r = await viaEdge.call('probe:ws.http', 'GET', '/ws', { deps: ['realtime'] });
    plain.push(r);
    sockets.push(await openSocket(stack.baseURL, world.clientA));
    await sleep(100);
  }
  // Through the edge: a slow refusal that only waited for a CPU is reported, not held against it.
  const notRefused = plain.filter((r) => r.status !== 503);
  for (const r of notRefused) failures.push(`GET /ws while down answered ${r.status || r.error}`);
  const connected = sockets.filter((x) => x.ok);
  if (connected.length) failures.push(`${connected.length} sockets connected while realtime was down`);
  const timed = [...plain, ...sockets.filter((x) => !x.ok)];
  const { reallySlow, machineDelayed } = slowFailures(timed, ctx.cpu, ['edge']);
  for (const r of reallySlow)
    failures.push(`a refusal while down took ${Math.round(r.ms)} ms (${r.status ?? r.error})`);
  if (machineDelayed > timed.length / 5)
    failures.push(
      `${machineDelayed} of ${timed.length} refusals were slow only for want of a CPU: machine too busy to measure`,
    );
  const tRestart = Date.now();
  await stack.restart('realtime');
  const tHealthy = Date.now();
  let recovered;
  let socket;
  while (Date.now() - tHealthy < LIMITS.recoveryMs + 5000) {
    socket = await openSocket(stack.baseURL, world.clientA);
    if (socket.ok && (await noteReachesSocket(ctx, socket))) {
      recovered = Date.now() - tRestart;
      break;
    }
    socket.ws.terminate();
    await sleep(100);
  }
  socket?.ws.close();
  const afterHealthy = recovered === undefined ? undefined : Math.max(0, recovered - (tHealthy - tRestart));
  if (afterHealthy === undefined || afterHealthy > LIMITS.recoveryMs)
    failures.push(
      `no working socket within ${LIMITS.recoveryMs} ms of the restart (${afterHealthy ?? 'never'})`,
    );
  if (stack.pid('gateway') !== gatewayPid) failures.push('the gateway was restarted');
  return {
    round: 'kill -9 realtime',
    ok: failures.length === 0,
    failures: uniq(failures, 8),
    downMs: tRestart - tDown,
    ownCalls: plain.length + sockets.length,
    own503Ms: stats(plain.map((r) => r.ms)),
    socketRefusedMs: stats(sockets.map((s) => s.ms)),
    slowMachineDelayed: machineDelayed,
    startupMs: tHealthy - tRestart,
    recoveryAfterHealthyMs:
      recovered === undefined ? undefined : Math.max(0, recovered - (tHealthy - tRestart)),
    recoveryFromSpawnMs: recovered,
  };
}

/** kill -9 the gateway (a separate check): the edge answers 503 at once; after its restart sessions still work. */
export async function gatewayRound(ctx, { downMs }) {
  const { stack, log, world } = ctx;
  const failures = [];
  const viaEdge = new ApiClient(stack.baseURL, log, 'clientA@edge');
  viaEdge.cookie = world.clientA.cookie;
  const running = [
    prober(() => viaEdge.call('probe:edge.icp.list', 'GET', '/api/icps', { deps: ['gateway', 'icp'] })),
  ];
  await sleep(300);
  await stack.kill('gateway');
  const tDown = Date.now();
  await sleep(downMs);
  const tRestart = Date.now();
  await stack.restart('gateway');
  const tHealthy = Date.now();
  const stable = await waitStable(log, tRestart, 1500, tHealthy + LIMITS.recoveryMs + 10_000);
  await Promise.all(running.map((r) => r.stop()));
  const window = log.between(tDown, tRestart).filter((c) => c.by === 'clientA@edge');
  const { reallySlow, machineDelayed } = slowFailures(window, ctx.cpu, ['edge']);
  if (machineDelayed > window.length / 5)
    failures.push(
      `${machineDelayed} of ${window.length} answers were slow only for want of a CPU: machine too busy to measure`,
    );
  const bad = [...window.filter((c) => c.status !== 503), ...reallySlow];
  if (bad.length)
    failures.push(
      `${bad.length} calls while the gateway was down were not a fast 503: ${uniq(bad.map((c) => describe(c, tDown))).join('; ')}`,
    );
  if (!window.length) failures.push('no call was made while the gateway was down');
  const recovery = stable === undefined ? undefined : Math.max(0, stable - tHealthy);
  if (recovery === undefined || recovery > LIMITS.recoveryMs)
    failures.push(
      `calls did not all succeed within ${LIMITS.recoveryMs} ms of the restart (${recovery ?? 'never'})`,
    );
  return {
    round: 'kill -9 gateway (edge check)',
    ok: failures.length === 0,
    failures,
    downMs: tRestart - tDown,
    ownCalls: window.length,
    own503Ms: stats(window.filter((c) => c.status === 503).map((c) => c.ms)),
    slowMachineDelayed: machineDelayed,
    startupMs: tHealthy - tRestart,
    recoveryAfterHealthyMs: recovery,
    recoveryFromSpawnMs: stable === undefined ? undefined : stable - tRestart,
  };
}

/** Every process's /health answers 200. */
async function allHealthy(stack) {
  const answers = await Promise.all(
    stack.processes.map(async (p) => {
      try {
        const res = await fetch(stack.url(p) + (p === 'edge' ? '/edge/health' : '/health'), {
          signal: AbortSignal.timeout(2500),
        });
        return [p, res.status];
      } catch (err) {
        return [p, err.message];
      }
    }),
  );
  return { ok: answers.every(([, s]) => s === 200), answers };
}

/**
 * One call through each service, the workers and realtime included: an export renders, an analysis
 * gets its AI part, a socket gets a note event. Resolves to the list of what failed (empty: all good).
 */
export async function sweep(ctx) {
  const { world, stack } = ctx;
  const { clientA, admin } = world;
  const failed = [];
  const check = async (label, p) => {
    const r = await p;
    if (!r.ok) failed.push(`${label}: ${r.status || r.error}`);
    return r;
  };
  await Promise.all([
    check('auth', admin.call('sweep:users', 'GET', '/api/users', { deps: ['auth'] })),
    check('icp', clientA.call('sweep:icp', 'GET', `/api/icps/${clientA.seed.id}`, { deps: ['icp'] })),
    check('playbook', clientA.call('sweep:playbook', 'GET', '/api/playbooks', { deps: ['playbook'] })),
    check('ai', clientA.call('sweep:ai', 'GET', '/api/ai-settings', { deps: ['ai'] })),
    check('admin', admin.call('sweep:admin', 'GET', '/api/admin/metrics', { deps: ['admin'] })),
  ]);
  const pdf = await clientA.call('sweep:export', 'GET', `/api/icps/${clientA.seed.id}/export`, {
    deps: ['pdf'],
    raw: true,
    timeoutMs: 40_000,
  });
  if (!pdf.ok || pdf.bytes?.subarray(0, 4).toString() !== '%PDF')
    failed.push(`pdf: ${pdf.status || pdf.error}`);
  const analysis = await analyzeAndWait(clientA, clientA.seed.id, 30_000);
  if (!analysis.ok) failed.push(`ai-worker: ${analysis.detail}`);
  const socket = await openSocket(stack.baseURL, clientA);
  if (!socket.ok) failed.push(`realtime: ${socket.error}`);
  else if (!(await noteReachesSocket(ctx, socket))) failed.push('realtime: no note event');
  socket.ws.terminate();
  return failed;
}

/** POST analyze, then poll the score until the AI part is done (or failed / the deadline passes). */
export async function analyzeAndWait(client, icpId, timeoutMs) {
  const t0 = Date.now();
  const r = await client.call('analyze', 'POST', `/api/icps/${icpId}/analyze`, { deps: ['icp'] });
  if (!r.ok) return { ok: false, detail: `analyze answered ${r.status || r.error}` };
  return waitForAi(client, icpId, t0 + timeoutMs);
}

export async function waitForAi(client, icpId, deadline) {
  let last;
  while (Date.now() < deadline) {
    last = await client.call('score', 'GET', `/api/icps/${icpId}/score`, { deps: ['icp'] });
    if (last.ok && last.json.aiStatus === 'done' && last.json.aiSuggestions?.length)
      return { ok: true, score: last.json };
    if (last.ok && last.json.aiStatus === 'failed') return { ok: false, detail: `aiStatus failed` };
    await sleep(200);
  }
  return { ok: false, detail: `aiStatus ${last?.json?.aiStatus ?? last?.status} at the deadline` };
}

/**
 * Restart one infrastructure server under the load: afterwards every process's /health is ok and every
 * call (and a sweep through every service and worker) succeeds within 30 s, with no process restarted.
 */
export async function infraRound(ctx, name, { downMs }) {
  const { stack, log, infra } = ctx;
  const failures = [];
  const pids = Object.fromEntries(stack.processes.map((p) => [p, stack.pid(p)]));
  await sleep(300);
  const t0 = Date.now();
  const r = await infra.restart(name, { downMs });
  const tUp = Date.now();
  let healthyAt;
  let health;
  while (Date.now() - tUp < LIMITS.infraRecoveryMs) {
    health = await allHealthy(stack);
    if (health.ok) {
      healthyAt = Date.now();
      break;
    }
    await sleep(200);
  }
  if (healthyAt === undefined)
    failures.push(
      `/health not ok within ${LIMITS.infraRecoveryMs} ms: ${health.answers
        .filter(([, s]) => s !== 200)
        .map(([p, s]) => `${p}=${s}`)
        .join(', ')}`,
    );
  const stable = await waitStable(log, tUp, 2000, tUp + LIMITS.infraRecoveryMs);
  const recovery = stable === undefined ? undefined : Math.max(0, stable - tUp);
  if (recovery === undefined || recovery > LIMITS.infraRecoveryMs)
    failures.push(`calls did not all succeed within ${LIMITS.infraRecoveryMs} ms (${recovery ?? 'never'})`);
  let swept = ['not run'];
  const sweepStart = Date.now();
  while (Date.now() - tUp < LIMITS.infraRecoveryMs + 30_000) {
    swept = await sweep(ctx);
    if (!swept.length) break;
    await sleep(500);
  }
  const sweepMs = Date.now() - sweepStart;
  if (swept.length) failures.push(`a call through every service still failed: ${swept.join('; ')}`);
  else if (Date.now() - tUp > LIMITS.infraRecoveryMs + 30_000)
    failures.push(`the sweep through every service only passed ${Date.now() - tUp} ms after the restart`);
  for (const [p, pid] of Object.entries(pids)) {
    if (stack.pid(p) !== pid) failures.push(`${p} was restarted`);
    else if (!alive(pid)) failures.push(`${p} (pid ${pid}) died`);
  }
  const outage = log.between(t0, stable ?? tUp);
  const byStatus = {};
  for (const c of outage) byStatus[c.status || c.error] = (byStatus[c.status || c.error] ?? 0) + 1;
  // While a server is away the answer is "try again later": 503 (504 for a call caught in flight),
  // never a 500 or a hung call.
  const races = neverReceived(outage, gatewayView(stack));
  const wrong = outage.filter((c) => !ok(c) && c.status !== 503 && c.status !== 504 && !races.has(c));
  if (wrong.length)
    failures.push(
      `${wrong.length} calls during the outage failed otherwise than 503/504: ${uniq(wrong.map((c) => describe(c, t0))).join('; ')}`,
    );
  return {
    round: `restart ${name}`,
    ok: failures.length === 0,
    failures,
    downMs: r.downMs,
    outageAnswers: byStatus,
    keepAliveRaces: races.size,
    outageMs: stats(outage.filter((c) => !ok(c)).map((c) => c.ms)),
    healthyAfterMs: healthyAt === undefined ? undefined : healthyAt - tUp,
    recoveryMs: recovery,
    sweepMs,
  };
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until `check()` is truthy (every `everyMs`), or the deadline; resolves to its last value. */
async function until(check, deadline, everyMs = 5) {
  let v;
  while (Date.now() < deadline) {
    v = await check();
    if (v) return v;
    await sleep(everyMs);
  }
  return v;
}

/**
 * SIGKILL a worker while it holds a job: start jobs, poll BullMQ's active list in Redis, kill at the
 * first active job, restart. `start()` begins the jobs and resolves to the promise of their outcome.
 */
async function killMidJob(ctx, processName, queue, start, attempts = 3) {
  const { stack, redis } = ctx;
  const activeKey = `icp:${queue}:active`;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const outcome = start();
    const caught = await until(
      async () => (await redis.lrange(activeKey, 0, -1)).length > 0,
      Date.now() + 20_000,
      2,
    );
    if (!caught) {
      await outcome;
      continue;
    }
    await stack.kill(processName);
    const killedAt = Date.now();
    // The ids still in the active list after the kill are the jobs the worker died holding.
    const held = await redis.lrange(activeKey, 0, -1);
    if (!held.length) {
      // It finished them between the poll and the kill: try again.
      await stack.restart(processName);
      await outcome;
      continue;
    }
    const tRestart = Date.now();
    await stack.restart(processName);
    return { outcome, held, killedAt, tRestart, attempt };
  }
  return undefined;
}

/** Whether a BullMQ job finished (completed), and how many times it stalled/was attempted. */
async function jobState(redis, queue, id) {
  const [finishedOn, failedReason, attemptsMade, stalled, returnvalue] = await redis.hmget(
    `icp:${queue}:${id}`,
    'finishedOn',
    'failedReason',
    'atm',
    'stc',
    'returnvalue',
  );
  return { finishedOn, failedReason, attemptsMade, stalled, returnvalue };
}

/** kill -9 the pdf worker mid-render: every export answers its PDF after the restart. */
export async function pdfWorkerRound(ctx, { exports = 4 } = {}) {
  const { world, redis } = ctx;
  const failures = [];
  const { clientA } = world;
  const run = () => {
    const calls = [];
    for (let i = 0; i < exports; i++)
      calls.push(
        clientA.call('export', 'GET', `/api/icps/${clientA.seed.id}/export`, {
          deps: ['pdf'],
          raw: true,
          timeoutMs: 60_000,
        }),
      );
    return Promise.all(calls);
  };
  const t0 = Date.now();
  const killed = await killMidJob(ctx, 'pdf', 'pdf', run);
  if (!killed)
    return { round: 'kill -9 pdf worker mid-job', ok: false, failures: ['never caught a pdf job active'] };
  const answers = await killed.outcome;
  const doneAt = Date.now();
  for (const a of answers)
    if (!a.ok || a.bytes?.subarray(0, 4).toString() !== '%PDF' || !a.contentType.includes('application/pdf'))
      failures.push(`an export answered ${a.status || a.error} after ${Math.round(a.ms)} ms`);
  const states = await Promise.all(killed.held.map((id) => jobState(redis, 'pdf', id)));
  states.forEach((s, i) => {
    if (!s.finishedOn || s.failedReason)
      failures.push(
        `job ${killed.held[i]} held by the killed worker: not completed (${s.failedReason ?? 'unfinished'})`,
      );
  });
  return {
    round: 'kill -9 pdf worker mid-job',
    ok: failures.length === 0,
    failures,
    jobsHeldAtKill: killed.held.length,
    killAttempt: killed.attempt,
    exports: `${answers.filter((a) => a.ok).length}/${answers.length} PDFs`,
    completedAfterRestartMs: doneAt - killed.tRestart,
    exportMs: stats(answers.map((a) => a.ms)),
    totalMs: doneAt - t0,
  };
}

/** kill -9 the ai worker mid-analysis: every analysis gets its AI part after the restart. */
export async function aiWorkerRound(ctx, { analyses = 12 } = {}) {
  const { world, redis } = ctx;
  const failures = [];
  const { clientA } = world;
  const ids = [];
  for (let i = 0; i < analyses; i++) {
    const r = await clientA.call('setup', 'POST', '/api/icps', { body: { ...profileFor(i) }, deps: ['icp'] });
    if (!r.ok) return { round: 'kill -9 ai worker mid-job', ok: false, failures: [`setup: ${r.status}`] };
    ctx.ledger.icps.set(r.json.id, {
      name: r.json.name,
      userId: clientA.user.id,
      statuses: [{ status: r.json.status, outcome: 'acked' }],
    });
    ids.push(r.json.id);
  }
  const run = () =>
    Promise.all(
      ids.map((id) => clientA.call('analyze', 'POST', `/api/icps/${id}/analyze`, { deps: ['icp'] })),
    );
  const killed = await killMidJob(ctx, 'ai-worker', 'ai-analysis', run);
  if (!killed)
    return { round: 'kill -9 ai worker mid-job', ok: false, failures: ['never caught an analysis active'] };
  const answers = await killed.outcome;
  for (const a of answers) if (!a.ok) failures.push(`analyze answered ${a.status || a.error}`);
  const results = await Promise.all(ids.map((id) => waitForAi(clientA, id, Date.now() + 60_000)));
  const doneAt = Date.now();
  results.forEach((r, i) => {
    if (!r.ok) failures.push(`icp ${ids[i]}: ${r.detail}`);
  });
  const states = await Promise.all(killed.held.map((id) => jobState(redis, 'ai-analysis', id)));
  states.forEach((s, i) => {
    if (!s.finishedOn || s.failedReason)
      failures.push(
        `job ${killed.held[i]} held by the killed worker: not completed (${s.failedReason ?? 'unfinished'})`,
      );
  });
  return {
    round: 'kill -9 ai worker mid-job',
    ok: failures.length === 0,
    failures,
    jobsHeldAtKill: killed.held.length,
    killAttempt: killed.attempt,
    analyses: `${results.filter((r) => r.ok).length}/${results.length} scored with AI part`,
    completedAfterRestartMs: doneAt - killed.tRestart,
  };
}

function profileFor(i) {
  return {
    name: `AI analysis ${i} ${Date.now()}`,
    type: 'b2b',
    industry: ['Dental clinics', 'Law firms', 'Real estate agencies'][i % 3],
    painPoints: ['Manual scheduling', 'Slow follow-ups'],
    needs: ['Automation'],
    preferredChannels: ['LinkedIn'],
    psychographics: 'Pragmatic, time-poor owners.',
  };
}
