#!/usr/bin/env node
/**
 * Runs the whole product on this machine from the built workspaces (make up / make status / make down):
 * creates the database if needed, applies every service's migrations (one process at a time), then a
 * supervisor starts each built service and the edge, waits until every /health answers, and keeps them
 * running: a process that dies is started again (after 250 ms, doubling up to 10 s; back to 250 ms once
 * it has run 30 s), and one restarted 5 times within 60 s is reported as a crash loop (in the
 * supervisor's log and in `status`) while it keeps being restarted at the longest delay.
 *
 *   node scripts/stack.mjs up      start the supervisor in the background, wait until the product answers,
 *                                  then return (logs in .run/logs/, state in .run/stack.json)
 *   node scripts/stack.mjs status  each process: state, restarts, pid, port (exit 1 when not running)
 *   node scripts/stack.mjs down    stop the supervisor and every process it started
 *   node scripts/stack.mjs run     the same supervisor in the foreground; Ctrl-C / SIGTERM stops everything
 *
 * A process whose /health answers 200 with `status: "degraded"` (the pdf worker without a browser) runs,
 * and `up` prints one warning line saying what does not work.
 *
 * Env: STACK_ENV_FILE (.env), STACK_PORT_OFFSET (0), STACK_RUN_DIR (.run), plus everything in .env.example
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
const logDir = join(runDir, 'logs');
const shown = (file) => relative(process.cwd(), file) || file;

/** Restart policy (see the header). */
export const POLICY = {
  firstDelayMs: 250,
  maxDelayMs: 10_000,
  resetAfterMs: 30_000,
  crashLoop: { restarts: 5, withinMs: 60_000 },
  startTimeoutMs: 120_000,
};

const baseEnv = {
  ...readEnvFile(resolve(root, process.env.STACK_ENV_FILE ?? '.env')),
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))),
};
const port = (p) => p + offset;
const edgePort = Number(baseEnv.EDGE_PORT ?? 8080) + offset;
const gatewayUrl = `http://127.0.0.1:${port(3000)}`;
const realtimeUrl = `http://127.0.0.1:${port(3107)}`;

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

function envFor(svc) {
  const user = label(svc);
  return {
    ...actorKeysFor(user, baseEnv),
    NATS_URL: natsUrl,
    NATS_SUBJECT_PREFIX: '',
    NATS_USER: user,
    NATS_PASSWORD: baseEnv[natsPasswordVar(user)] ?? '',
    NODE_ENV: baseEnv.NODE_ENV ?? 'production',
    SERVICE_NAME: svc.entry ? `${svc.name}-${svc.entry}` : svc.name,
    HEALTH_PORT: String(port(svc.port)),
    PORT: String(port(svc.port)),
    ...(svc.opsPort ? { OPS_PORT: String(port(svc.opsPort)) } : {}),
    APP_URL: baseEnv.APP_URL ?? `http://localhost:${edgePort}`,
    GATEWAY_URL: gatewayUrl,
    REALTIME_URL: realtimeUrl,
  };
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
    ...SERVICES.filter(built).map((svc) => ({
      name: label(svc),
      port: port(svc.port),
      health: `http://127.0.0.1:${port(svc.port)}/health`,
      args: ['--enable-source-maps', `services/${svc.name}/dist/${svc.entry ?? 'main'}.js`],
      env: envFor(svc),
    })),
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
    this.lastExit = { code, signal, at: new Date().toISOString() };
    if (this.stopping) {
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
    const how = signal ? `killed by ${signal}` : `exited with ${code}`;
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
    if (!this.child || this.checking) return;
    this.checking = true;
    let health;
    try {
      const res = await fetch(this.spec.health, { signal: AbortSignal.timeout(1500) });
      const body = await res.json().catch(() => ({}));
      health = res.ok ? (body.status === 'degraded' ? 'degraded' : 'ok') : 'unhealthy';
      this.degraded = health === 'degraded' ? body.checks : undefined;
    } catch {
      health = this.health === undefined ? undefined : 'unhealthy';
    } finally {
      this.checking = false;
    }
    if (!this.child) return;
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
    const child = this.child;
    if (!child) {
      this.state = 'stopped';
      return;
    }
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      this.say(`${this.name} did not stop within 10 s; killed`);
      child.kill('SIGKILL');
    }, 10_000);
    await gone;
    clearTimeout(timer);
  }

  get up() {
    return this.health === 'ok' || this.health === 'degraded';
  }

  toJSON() {
    return {
      name: this.name,
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

/** One warning line per degraded process (the pdf worker without a browser says what is unavailable). */
function degradedWarnings(list) {
  return list
    .filter((p) => p.degraded)
    .map((p) => {
      const why = Object.entries(p.degraded)
        .filter(([, v]) => v !== 'ok')
        .map(([k, v]) => `${k} ${v}`)
        .join('; ');
      return p.name === 'pdf'
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
  const rows = [['PROCESS', 'STATE', 'RESTARTS', 'PID', 'PORT', 'SINCE']];
  for (const p of s.processes ?? [])
    rows.push([
      p.name,
      p.state + (p.crashLoop && p.state !== 'crash-loop' ? ' (crash loop)' : ''),
      String(p.restarts),
      String(p.pid ?? '-'),
      String(p.port),
      p.since ? p.since.replace('T', ' ').slice(0, 19) : '-',
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
  console.log(`ICP Studio ${s.phase}: ${s.edge}  (supervisor pid ${s.supervisor})`);
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

if (mode === 'up') {
  await up();
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
  console.error(`usage: stack.mjs up|status|down|run`);
  process.exit(2);
}
