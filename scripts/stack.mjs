#!/usr/bin/env node
/**
 * Runs the whole product on this machine from the built workspaces (make up / make status / make down):
 * creates the database if needed, applies every service's migrations (one process at a time), then a
 * supervisor starts each built service and the edge, waits until every /health answers, and keeps them
 * running: a process that dies is started again (after 250 ms, doubling up to 10 s; back to 250 ms once
 * it has run 30 s), and one restarted 5 times within 60 s is reported as a crash loop (in the
 * supervisor's log and in `status`) while it keeps being restarted at the longest delay. A process that
 * lives but whose /health stops answering (frozen, a stuck event loop) for 8 s is replaced the same way,
 * with the reason in the log and in `status`.
 *
 *   node scripts/stack.mjs up      start the supervisor in the background, wait until the product answers,
 *                                  then return (logs in .run/logs/, state in .run/stack.json)
 *   node scripts/stack.mjs status  each process: state, restarts, pid, port (exit 1 when not running)
 *   node scripts/stack.mjs down    stop the supervisor and every process it started
 *   node scripts/stack.mjs run     the same supervisor in the foreground; Ctrl-C / SIGTERM stops everything
 *   node scripts/stack.mjs restart [name...]
 *                                  a rolling restart (make restart): each instance of every service (or
 *                                  of those named: `icp`, or one instance: `icp#2`), one at a time; each
 *                                  is stopped gracefully (SIGTERM: it drains), started again, and answers
 *                                  /health before the next one is touched. With SCALE=2 another instance
 *                                  answers meanwhile, so no request fails; with SCALE=1 each service is
 *                                  briefly unavailable. The edge and NATS are left running (`restart edge`
 *                                  restarts the edge too, with a moment of unavailability).
 *
 * SCALE=2 (or more, up to 4) runs that many instances of every service: the second listens on its ports
 * plus 50 (the third plus 100...) and is `<name>#2` in `status`. NATS queue groups share the work among
 * them; the edge spreads /api and /ws over the gateway and realtime instances, by their /health.
 *
 * A process whose /health answers 200 with `status: "degraded"` (the pdf worker without a browser) runs,
 * and `up` prints one warning line saying what does not work.
 *
 * Env: SCALE (1), STACK_ENV_FILE (.env), STACK_PORT_OFFSET (0), STACK_RUN_DIR (.run), plus everything in .env.example
 *      (the environment overrides the env file).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  writeFileSync,
  rmSync,
  renameSync,
} from 'node:fs';
import { resolve, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVICES, readEnvFile, serviceLabel as label } from './services.mjs';
import { actorKeysFor } from './actor-keys.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const mode = process.argv[2] ?? 'run';
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const runDir = resolve(root, process.env.STACK_RUN_DIR ?? '.run');
const stateFile = join(runDir, 'stack.json');
const restartFile = join(runDir, 'restart.json');
const logDir = join(runDir, 'logs');
const shown = (file) => relative(process.cwd(), file) || file;

/** Restart policy (see the header). */
export const POLICY = {
  firstDelayMs: 250,
  maxDelayMs: 10_000,
  resetAfterMs: 30_000,
  crashLoop: { restarts: 5, withinMs: 60_000 },
  startTimeoutMs: 120_000,
  /**
   * A living process whose /health has not answered at all for this long (frozen, or its event loop
   * stuck) is replaced: killed and started again like one that died. A /health that answers, even 503
   * (a dependency down), is not a hang: restarting would not help; nor is time spent waiting for a CPU.
   */
  hungAfterMs: 8_000,
};

const baseEnv = {
  ...readEnvFile(resolve(root, process.env.STACK_ENV_FILE ?? '.env')),
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))),
};
const port = (p) => p + offset;

/**
 * Instances of each service (SCALE, 1 to 4). Every service is stateless between requests (its state is
 * in PostgreSQL, Redis and the queues), so each can run more than once: NATS queue groups and BullMQ
 * share the work, realtime's sockets each live on one instance (every instance receives every event).
 */
const SCALE = Math.min(4, Math.max(1, Math.floor(Number(baseEnv.SCALE ?? 1)) || 1));
/** The ports of instance i (0-based) are the service's own plus i times this. */
const INSTANCE_PORT_STEP = 50;
const instances = [...Array(SCALE).keys()];
const instanceName = (name, i) => (i === 0 ? name : `${name}#${i + 1}`);
const instancePort = (p, i) => port(p) + i * INSTANCE_PORT_STEP;
/** How long a gateway told to stop keeps serving with /health at 503, so the edge stops sending to it. */
const GATEWAY_DRAIN_MS = 1000;
const edgePort = Number(baseEnv.EDGE_PORT ?? 8080) + offset;
const gatewayUrl = `http://127.0.0.1:${port(3000)}`;
const realtimeUrl = `http://127.0.0.1:${port(3107)}`;
const everyInstance = (p) => instances.map((i) => `http://127.0.0.1:${instancePort(p, i)}`).join(',');

/**
 * The product's own NATS, as compose and Kubernetes run it: deploy/nats/nats.conf, a user per process
 * with the subjects it may use, no anonymous client; the passwords are .env's NATS_PASSWORD_<NAME>
 * (scripts/ensure-env.sh). Debian's nats-server (scripts/ensure-infra.sh installs it).
 */
const NATS_SERVER_BIN =
  baseEnv.NATS_SERVER_BIN ??
  ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((f) =>
    existsSync(f),
  ) ??
  'nats-server';
const natsPort = port(Number(baseEnv.STACK_NATS_PORT ?? 4223));
const natsMonitorPort = port(Number(baseEnv.STACK_NATS_MONITOR_PORT ?? 8223));
const natsUrl = `nats://127.0.0.1:${natsPort}`;
const natsPasswordVar = (user) => `NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;

function envFor(svc, i = 0) {
  const user = label(svc);
  return {
    ...actorKeysFor(user, baseEnv),
    NATS_URL: natsUrl,
    NATS_SUBJECT_PREFIX: '',
    NATS_USER: user,
    NATS_PASSWORD: baseEnv[natsPasswordVar(user)] ?? '',
    NODE_ENV: baseEnv.NODE_ENV ?? 'production',
    SERVICE_NAME: svc.entry ? `${svc.name}-${svc.entry}` : svc.name,
    HEALTH_PORT: String(instancePort(svc.port, i)),
    PORT: String(instancePort(svc.port, i)),
    ...(svc.opsPort ? { OPS_PORT: String(instancePort(svc.opsPort, i)) } : {}),
    ...(svc.name === 'gateway' && SCALE > 1 ? { SHUTDOWN_DELAY_MS: String(GATEWAY_DRAIN_MS) } : {}),
    APP_URL: baseEnv.APP_URL ?? `http://localhost:${edgePort}`,
    GATEWAY_URL: gatewayUrl,
    REALTIME_URL: realtimeUrl,
  };
}

/** How long a process's main thread has waited for a CPU, in ms (Linux's schedstat; 0 elsewhere). */
function runQueueMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

const built = (svc) => existsSync(join(root, 'services', svc.name, 'dist', `${svc.entry ?? 'main'}.js`));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const alive = (pid) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/** Every process the supervisor runs, in start order (the edge last). */
function processes() {
  return [
    {
      name: 'nats',
      port: natsPort,
      health: `http://127.0.0.1:${natsMonitorPort}/healthz`,
      cmd: NATS_SERVER_BIN,
      args: [
        '-c',
        'deploy/nats/nats.conf',
        '-a',
        '127.0.0.1',
        '-p',
        String(natsPort),
        '-m',
        String(natsMonitorPort),
      ],
      env: {
        PATH: process.env.PATH ?? '',
        ...Object.fromEntries(Object.entries(baseEnv).filter(([k]) => k.startsWith('NATS_PASSWORD_'))),
      },
    },
    ...SERVICES.filter(built).flatMap((svc) =>
      instances.map((i) => ({
        name: instanceName(label(svc), i),
        service: label(svc),
        port: instancePort(svc.port, i),
        health: `http://127.0.0.1:${instancePort(svc.port, i)}/health`,
        args: ['--enable-source-maps', `services/${svc.name}/dist/${svc.entry ?? 'main'}.js`],
        env: envFor(svc, i),
      })),
    ),
    {
      name: 'edge',
      port: edgePort,
      health: `http://127.0.0.1:${edgePort}/edge/health`,
      args: ['scripts/edge.mjs'],
      env: {
        ...actorKeysFor('edge', baseEnv),
        EDGE_PORT: String(edgePort),
        GATEWAY_URL: gatewayUrl,
        REALTIME_URL: realtimeUrl,
        GATEWAY_URLS: everyInstance(3000),
        REALTIME_URLS: everyInstance(3107),
      },
    },
  ];
}

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function runToEnd(cmd, args, env, logName) {
  return new Promise((resolveRun, reject) => {
    const log = openSync(join(logDir, `${logName}.log`), 'a');
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', log, log] });
    closeSync(log);
    child.on('exit', (code) =>
      code === 0
        ? resolveRun()
        : reject(new Error(`${logName} exited with ${code}; see ${shown(join(logDir, `${logName}.log`))}`)),
    );
  });
}

/** The database and the migrations, before anything starts (their errors end `up` at once). */
async function prepare() {
  mkdirSync(logDir, { recursive: true });
  await ensureDatabase(baseEnv.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/icp_studio');
  for (const svc of SERVICES.filter(
    (s) => s.migrate && built(s) && existsSync(join(root, 'services', s.name, 'dist', 'migrate.js')),
  )) {
    process.stdout.write(`migrating ${svc.name}\n`);
    await runToEnd('node', [`services/${svc.name}/dist/migrate.js`], envFor(svc), `${svc.name}-migrate`);
  }
}

function readState() {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** One supervised process: started again whenever it dies, with backoff. */
class Supervised {
  constructor(spec, say, changed) {
    Object.assign(this, { spec, say, changed });
    this.name = spec.name;
    this.service = spec.service ?? spec.name;
    this.port = spec.port;
    this.state = 'stopped';
    this.health = undefined;
    this.restarts = 0;
    this.recentRestarts = [];
    this.consecutive = 0;
    this.crashLoop = false;
    this.stopping = false;
  }

  start() {
    if (this.stopping) return;
    const fd = openSync(join(logDir, `${this.name}.log`), 'a');
    const child = spawn(this.spec.cmd ?? 'node', this.spec.args, {
      cwd: root,
      env: this.spec.env,
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    this.child = child;
    this.pid = child.pid;
    this.startedAt = Date.now();
    this.health = undefined;
    this.state = this.crashLoop ? 'crash-loop' : 'starting';
    child.once('exit', (code, signal) => this.exited(child, code, signal));
    child.once('error', (err) => this.say(`${this.name}: could not start: ${err.message}`));
    this.changed();
  }

  exited(child, code, signal) {
    if (child !== this.child) return;
    this.child = undefined;
    this.pid = undefined;
    this.health = undefined;
    this.lastExit = {
      code,
      signal,
      at: new Date().toISOString(),
      ...(this.replacing ? { reason: this.replacing } : {}),
    };
    const replaced = this.replacing;
    this.replacing = undefined;
    this.silentSince = undefined;
    if (this.stopping || this.rolling) {
      this.state = 'stopped';
      this.changed();
      return;
    }
    const now = Date.now();
    const ranMs = now - this.startedAt;
    if (ranMs >= POLICY.resetAfterMs) this.consecutive = 0;
    const delay = Math.min(POLICY.firstDelayMs * 2 ** this.consecutive, POLICY.maxDelayMs);
    this.consecutive++;
    this.restarts++;
    this.recentRestarts = [...this.recentRestarts, now].filter((t) => now - t <= POLICY.crashLoop.withinMs);
    const how = replaced ? `replaced (${replaced})` : signal ? `killed by ${signal}` : `exited with ${code}`;
    this.say(`${this.name} ${how} after ${(ranMs / 1000).toFixed(1)} s; restarting in ${delay} ms`);
    if (!this.crashLoop && this.recentRestarts.length >= POLICY.crashLoop.restarts) {
      this.crashLoop = true;
      this.say(
        `${this.name}: CRASH LOOP: restarted ${this.recentRestarts.length} times within ` +
          `${POLICY.crashLoop.withinMs / 1000} s; still restarting every ${POLICY.maxDelayMs / 1000} s at most; ` +
          `see ${shown(join(logDir, `${this.name}.log`))}`,
      );
    }
    this.state = this.crashLoop ? 'crash-loop' : 'restarting';
    this.timer = setTimeout(() => this.start(), delay);
    this.changed();
  }

  /** Polls /health; a process that has run healthy for 30 s leaves the crash loop. */
  async check() {
    if (!this.child || this.checking || this.terminating) return;
    this.checking = true;
    let health;
    let answered = false;
    const child = this.child;
    try {
      const res = await fetch(this.spec.health, { signal: AbortSignal.timeout(1500) });
      answered = true;
      const body = await res.json().catch(() => ({}));
      health = res.ok ? (body.status === 'degraded' ? 'degraded' : 'ok') : 'unhealthy';
      this.degraded = health === 'degraded' ? body.checks : undefined;
    } catch {
      health = this.health === undefined ? undefined : 'unhealthy';
    } finally {
      this.checking = false;
    }
    if (!this.child || this.child !== child) return;
    // Silence from a process that had answered before: hung. Replace it once it lasts, counting only
    // the silence not spent waiting for a CPU (a busy machine starves a process; that is no hang).
    if (answered || this.health === undefined) this.silentSince = undefined;
    else if (!this.silentSince) {
      this.silentSince = Date.now();
      this.silentQueued = runQueueMs(child.pid);
    }
    const silentMs = this.silentSince
      ? Date.now() - this.silentSince - (runQueueMs(child.pid) - this.silentQueued)
      : 0;
    if (this.silentSince && !this.replacing && silentMs >= POLICY.hungAfterMs) {
      this.replacing = `no answer from /health for ${(silentMs / 1000).toFixed(1)} s: hung`;
      this.say(`${this.name} (pid ${this.pid}): ${this.replacing}; replacing it`);
      // SIGKILL: a frozen (SIGSTOP) or stuck process does not act on SIGTERM.
      child.kill('SIGKILL');
      return;
    }
    const before = `${this.state}/${this.health}`;
    this.health = health;
    if (health === 'ok' || health === 'degraded') {
      if (this.crashLoop && Date.now() - this.startedAt >= POLICY.resetAfterMs) {
        this.crashLoop = false;
        this.say(`${this.name}: out of its crash loop (healthy for ${POLICY.resetAfterMs / 1000} s)`);
      }
      this.state = this.crashLoop ? 'crash-loop' : health === 'degraded' ? 'degraded' : 'running';
    } else if (health === 'unhealthy') {
      this.state = this.crashLoop ? 'crash-loop' : 'unhealthy';
    }
    if (`${this.state}/${this.health}` !== before) this.changed();
  }

  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    if (!this.child) this.state = 'stopped';
    await this.terminate();
  }

  /** SIGTERM (the process drains: finishes what it holds, takes nothing new), SIGKILL after 10 s. */
  async terminate() {
    const child = this.child;
    if (!child) return;
    this.terminating = true;
    this.state = 'draining';
    this.changed();
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      this.say(`${this.name} did not stop within 10 s; killed`);
      child.kill('SIGKILL');
    }, 10_000);
    await gone;
    clearTimeout(timer);
    this.terminating = false;
  }

  /** Waits until /health answers (ok or degraded); false after `ms`. */
  async ready(ms = POLICY.startTimeoutMs) {
    const deadline = Date.now() + ms;
    while (!this.up) {
      if (Date.now() > deadline || this.stopping) return false;
      await sleep(100);
    }
    return true;
  }

  /**
   * One step of a rolling restart: stopped gracefully, started again, and back only once its /health
   * answers. A process that is not running yet (restarting after a crash) is waited for first.
   */
  async restart() {
    if (!(await this.ready())) return false;
    const was = this.pid;
    this.rolling = true;
    clearTimeout(this.timer);
    await this.terminate();
    this.rolling = false;
    if (this.stopping) return false;
    this.restarts++;
    this.lastExit = { ...this.lastExit, reason: 'rolling restart' };
    this.start();
    const back = await this.ready();
    this.say(
      back
        ? `${this.name}: restarted (pid ${was} -> ${this.pid}) and answers /health`
        : `${this.name}: restarted (pid ${was} -> ${this.pid}) but does not answer /health`,
    );
    return back;
  }

  get up() {
    return this.health === 'ok' || this.health === 'degraded';
  }

  toJSON() {
    return {
      name: this.name,
      service: this.service,
      state: this.state,
      health: this.health ?? null,
      restarts: this.restarts,
      crashLoop: this.crashLoop,
      pid: this.pid ?? null,
      port: this.port,
      since: this.startedAt ? new Date(this.startedAt).toISOString() : null,
      lastExit: this.lastExit ?? null,
      degraded: this.degraded,
    };
  }
}

/**
 * Starts every process (the services, then the edge once they all answer) and keeps them running until
 * SIGTERM/SIGINT. Its state is in .run/stack.json for `up`, `status` and `down`.
 */
async function supervise() {
  mkdirSync(logDir, { recursive: true });
  const say = (msg) => console.log(`${new Date().toISOString()} ${msg}`);
  const state = {
    supervisor: process.pid,
    phase: 'starting',
    edge: `http://localhost:${edgePort}`,
    scale: SCALE,
    startedAt: new Date().toISOString(),
  };
  let children = [];
  let writing = false;
  let again = false;
  const write = () => {
    // Written whole and renamed, so a reader never sees half a file.
    if (writing) {
      again = true;
      return;
    }
    writing = true;
    try {
      const tmp = `${stateFile}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify({ ...state, processes: children }, null, 2));
      renameSync(tmp, stateFile);
    } finally {
      writing = false;
    }
    if (again) {
      again = false;
      write();
    }
  };
  const specs = processes();
  children = specs.map((spec) => new Supervised(spec, say, write));
  let stopping;
  let monitor;
  const stopAll = (phase) =>
    (stopping ??= (async () => {
      state.phase = phase;
      write();
      say(`stopping (${phase})`);
      clearInterval(monitor);
      await Promise.all([...children].reverse().map((c) => c.stop()));
      if (phase === 'stopped') rmSync(stateFile, { force: true });
      else write();
      say('stopped');
    })());
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'])
    process.on(signal, () => stopAll('stopped').then(() => process.exit(0)));
  // `stack.mjs restart` leaves its request in restartFile and sends SIGUSR2; requests run one after another.
  let rollingDone = Promise.resolve();
  process.on('SIGUSR2', () => {
    let request;
    try {
      request = JSON.parse(readFileSync(restartFile, 'utf8'));
    } catch {
      return say(`SIGUSR2 without a readable ${shown(restartFile)}: nothing restarted`);
    }
    rollingDone = rollingDone.then(() => rollingRestart(request));
  });

  /** Restarts the named processes (every service's instances when none is named) one at a time. */
  async function rollingRestart({ id, names = [] }) {
    const chosen = children.filter((c) =>
      names.length ? names.includes(c.name) || names.includes(c.service) : !['nats', 'edge'].includes(c.name),
    );
    state.rolling = { id, names, startedAt: new Date().toISOString(), done: false, steps: [] };
    const unknown = names.filter((n) => !children.some((c) => c.name === n || c.service === n));
    if (unknown.length || chosen.some((c) => c.name === 'nats')) {
      state.rolling.error = unknown.length
        ? `no such process: ${unknown.join(', ')}`
        : 'nats is not restarted by a rolling restart (every service holds a connection to it)';
      state.rolling.done = true;
      return write();
    }
    say(`rolling restart of ${chosen.map((c) => c.name).join(', ')}`);
    write();
    for (const c of chosen) {
      const t = Date.now();
      // Its siblings answer first: they take its work while it restarts.
      const siblings = children.filter((o) => o !== c && o.service === c.service);
      await Promise.all(siblings.map((o) => o.ready(POLICY.startTimeoutMs)));
      const ok = await c.restart();
      state.rolling.steps.push({ name: c.name, ok, ms: Date.now() - t, pid: c.pid ?? null });
      write();
      if (!ok) {
        state.rolling.error = `${c.name} did not answer /health after its restart; see ${shown(join(logDir, `${c.name}.log`))}`;
        break;
      }
      // The edge asks each gateway and realtime instance every 250 ms: let it see this one back.
      if (siblings.length) await sleep(750);
    }
    state.rolling.done = true;
    say(state.rolling.error ? `rolling restart stopped: ${state.rolling.error}` : 'rolling restart done');
    write();
  }

  monitor = setInterval(() => children.forEach((c) => void c.check()), 500);
  const services = children.filter((c) => c.name !== 'edge');
  const edge = children.find((c) => c.name === 'edge');
  say(`starting ${services.map((c) => c.name).join(', ')} (ports offset by ${offset})`);
  for (const c of services) c.start();
  write();
  const deadline = Date.now() + POLICY.startTimeoutMs;
  const waitUp = async (list) => {
    while (!list.every((c) => c.up)) {
      if (Date.now() > deadline) {
        const late = list.filter((c) => !c.up);
        throw new Error(
          late
            .map(
              (c) =>
                `${c.name} did not become healthy (${c.state}, ${c.restarts} restarts); see ${shown(join(logDir, `${c.name}.log`))}`,
            )
            .join('; '),
        );
      }
      await sleep(200);
    }
  };
  try {
    await waitUp(services);
    // The edge starts last: when it answers, the whole product does.
    edge.start();
    await waitUp([edge]);
  } catch (err) {
    state.error = err.message;
    say(err.message);
    await stopAll('failed');
    process.exit(1);
  }
  state.phase = 'running';
  write();
  say(`running: ${state.edge}`);
}

/**
 * One warning line per degraded service, whatever its instances (the pdf worker without a browser says
 * what is unavailable).
 */
function degradedWarnings(list) {
  const services = new Set();
  return list
    .filter((p) => p.degraded && !services.has(p.service ?? p.name) && services.add(p.service ?? p.name))
    .map((p) => {
      const why = Object.entries(p.degraded)
        .filter(([, v]) => v !== 'ok')
        .map(([k, v]) => `${k} ${v}`)
        .join('; ');
      return (p.service ?? p.name) === 'pdf'
        ? `warning: PDF export is unavailable (${why}); everything else runs. Install Chromium ` +
            `(scripts/ensure-browser.sh, as root) or set CHROMIUM_PATH: the pdf worker picks it up within a minute.`
        : `warning: ${p.name} runs degraded (${why}); see ${shown(join(logDir, `${p.name}.log`))}`;
    });
}

async function up() {
  const previous = readState();
  if (previous?.supervisor && alive(previous.supervisor)) {
    console.log(
      `already running (supervisor pid ${previous.supervisor}); make status shows it, make down stops it`,
    );
    printStatus(previous);
    return;
  }
  // A supervisor that was killed leaves its processes running: stop them before starting anew.
  if (previous) await down(true);
  await prepare();
  const fd = openSync(join(logDir, 'supervisor.log'), 'a');
  const supervisor = spawn(process.execPath, [fileURLToPath(import.meta.url), 'supervise'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  supervisor.unref();
  const deadline = Date.now() + POLICY.startTimeoutMs + 15_000;
  for (;;) {
    const s = readState();
    if (s?.phase === 'running') {
      for (const line of degradedWarnings(s.processes)) console.warn(line);
      console.log(
        `ICP Studio is running: ${s.edge}  (${s.processes.length} processes, supervised: make status, make down)`,
      );
      return;
    }
    if (s?.phase === 'failed' || !alive(supervisor.pid) || Date.now() > deadline) {
      console.error(s?.error ?? `the supervisor stopped; see ${shown(join(logDir, 'supervisor.log'))}`);
      await down(true);
      process.exit(1);
    }
    await sleep(250);
  }
}

function printStatus(s) {
  const rows = [['PROCESS', 'STATE', 'RESTARTS', 'PID', 'PORT', 'SINCE', 'LAST RESTART']];
  for (const p of s.processes ?? [])
    rows.push([
      p.name,
      p.state + (p.crashLoop && p.state !== 'crash-loop' ? ' (crash loop)' : ''),
      String(p.restarts),
      String(p.pid ?? '-'),
      String(p.port),
      p.since ? p.since.replace('T', ' ').slice(0, 19) : '-',
      p.lastExit
        ? `last: ${p.lastExit.reason ?? (p.lastExit.signal ? `killed by ${p.lastExit.signal}` : `exited with ${p.lastExit.code}`)} at ${p.lastExit.at.slice(11, 19)}`
        : '',
    ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(
      r
        .map((v, i) => v.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  for (const line of degradedWarnings(s.processes ?? [])) console.log(line);
}

function status() {
  const s = readState();
  if (!s?.supervisor) {
    console.log('not running (make up starts it)');
    process.exit(1);
  }
  if (!alive(s.supervisor)) {
    console.log(`not running: the supervisor (pid ${s.supervisor}) is gone; make down cleans up`);
    process.exit(1);
  }
  console.log(
    `ICP Studio ${s.phase}: ${s.edge}  (supervisor pid ${s.supervisor}${s.scale > 1 ? `, SCALE=${s.scale}` : ''})`,
  );
  printStatus(s);
  if (s.phase !== 'running') process.exit(1);
}

async function waitGone(pids, ms) {
  const deadline = Date.now() + ms;
  while (pids.some(alive) && Date.now() < deadline) await sleep(100);
}

async function down(quiet = false) {
  const s = readState();
  if (!s) {
    if (!quiet) console.log('nothing to stop');
    return;
  }
  // Written by an older stack.mjs: a list of {name, pid}.
  const entries = Array.isArray(s) ? s : (s.processes ?? []);
  const pids = entries.map((e) => e.pid).filter(Boolean);
  if (!Array.isArray(s) && alive(s.supervisor)) {
    process.kill(s.supervisor, 'SIGTERM');
    await waitGone([s.supervisor], 15_000);
  } else {
    for (const pid of pids.filter(alive)) process.kill(pid, 'SIGTERM');
    await waitGone(pids, 10_000);
  }
  for (const pid of [s.supervisor, ...pids].filter(alive)) {
    process.kill(pid, 'SIGKILL');
    if (!quiet) console.warn(`pid ${pid} did not stop in time; killed`);
  }
  rmSync(stateFile, { force: true });
  if (!quiet) console.log('stopped');
}

/** `restart [name...]`: asks the running supervisor for a rolling restart and follows it to its end. */
async function restart(names) {
  const s = readState();
  if (!s?.supervisor || !alive(s.supervisor) || s.phase !== 'running') {
    console.error('not running (make up starts it)');
    process.exit(1);
  }
  const id = `${process.pid}-${Date.now()}`;
  writeFileSync(restartFile, JSON.stringify({ id, names }));
  process.kill(s.supervisor, 'SIGUSR2');
  const t0 = Date.now();
  let shownSteps = 0;
  for (;;) {
    await sleep(200);
    const now = readState();
    if (!now?.supervisor || !alive(now.supervisor)) {
      console.error('the supervisor stopped during the restart');
      process.exit(1);
    }
    const rolling = now.rolling?.id === id ? now.rolling : undefined;
    for (const step of rolling?.steps.slice(shownSteps) ?? [])
      console.log(
        `${step.ok ? 'restarted' : 'FAILED   '} ${step.name} in ${(step.ms / 1000).toFixed(1)} s (pid ${step.pid ?? '-'})`,
      );
    shownSteps = rolling?.steps.length ?? 0;
    if (rolling?.done) {
      if (rolling.error) {
        console.error(rolling.error);
        process.exit(1);
      }
      console.log(`rolling restart done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      return;
    }
  }
}

if (mode === 'up') {
  await up();
} else if (mode === 'restart') {
  await restart(process.argv.slice(3));
} else if (mode === 'down') {
  await down();
} else if (mode === 'status') {
  status();
} else if (mode === 'supervise') {
  await supervise();
} else if (mode === 'run') {
  await prepare();
  await supervise();
} else {
  console.error(`usage: stack.mjs up|status|down|run|restart [name...]`);
  process.exit(2);
}
