/**
 * The whole product started from its builds for a test suite or a benchmark, with its own ports,
 * database, Redis DB and NATS namespace, and control over each process: the security suite, the fuzzer,
 * the fault injector and the benchmarks all start it this way.
 *
 *   const stack = await startStack({ name: 'security', offset: 30000, redisDb: 10 });
 *   stack.baseURL            the edge (http://127.0.0.1:<8080+offset>)
 *   stack.url('gateway')     a process's own HTTP port (ops server, or the gateway's and realtime's)
 *   stack.pid('icp')         a running process's pid
 *   await stack.kill('icp')  SIGKILL, and wait until it is gone
 *   await stack.restart('icp')  start it again and wait for its /health
 *   await stack.startReplica('icp')  a second instance 'icp-2' (same queue group, health port +40)
 *   await stack.terminate('icp-2')   SIGTERM, and wait until it is gone
 *   stack.logFile('icp')     where its stdout and stderr go
 *   await stack.stop()
 *
 * Unlike scripts/stack.mjs (make up), this keeps each child under its own handle so a test can kill and
 * restart one service while the others, the gateway included, keep running.
 */
import { actorKeysFor, generateActorKeys } from '../../scripts/actor-keys.mjs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdirSync, openSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVICES, serviceLabel } from '../../scripts/services.mjs';

export const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const defaults = {
  postgresUrl: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  natsUrl: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
};

/** Every process this stack runs: the services in start order, then the edge. */
export const PROCESSES = [
  ...SERVICES.map((svc) => ({
    name: serviceLabel(svc),
    port: svc.port,
    opsPort: svc.opsPort,
    args: ['--enable-source-maps', `services/${svc.name}/dist/${svc.entry ?? 'main'}.js`],
    migrate: svc.migrate ? `services/${svc.name}/dist/migrate.js` : undefined,
    health: '/health',
  })),
  { name: 'edge', port: 8080, args: ['scripts/edge.mjs'], health: '/edge/health' },
];

/**
 * @param {object} o
 * @param {string} o.name         a label: database `icp_studio_<name>`, run dir `.run/<name>`, NATS prefix
 * @param {number} o.offset       added to every port (e2e 10000, security 12000, fuzz 14000, faults 16000,
 *                               bench 20000): every port stays below Linux's ephemeral range (32768+), so
 *                               no outgoing connection on the machine can be holding one
 * @param {number} [o.portWaitMs] how long to wait for the ports to be free (default 60 s)
 * @param {number} o.redisDb      the Redis DB index (0-15) this stack may flush and use alone
 * @param {string} [o.postgresUrl] an admin connection (the database is dropped and created fresh)
 * @param {string} [o.redisUrl]   without a DB index
 * @param {string} [o.natsUrl]
 * @param {Record<string,string>} [o.env]  extra environment for every process (overrides the defaults)
 * @param {(name: string) => Record<string,string>} [o.envOf]  extra environment of one process (its own
 *                               NATS user, say), over `o.env`
 * @param {string[]} [o.only]     start only these processes (default: all)
 * @param {string} [o.root]       run the builds of another checkout (a benchmark's older baseline)
 */
export async function startStack(o) {
  const offset = o.offset;
  const database = `icp_studio_${o.name.replace(/[^a-z0-9_]/gi, '_')}`;
  const adminUrl = o.postgresUrl ?? defaults.postgresUrl;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  const tree = o.root ?? root;
  const runDir = join(root, '.run', o.name);
  mkdirSync(join(runDir, 'logs'), { recursive: true });

  // Another stack on these ports would answer our health checks and share our database: wait for a
  // previous run's processes to let go of them (o.portWaitMs, default 60 s), then refuse.
  const selectedPorts = PROCESSES.filter((p) => !o.only || o.only.includes(p.name)).flatMap((p) =>
    [p.port, p.opsPort].filter(Boolean).map((n) => n + offset),
  );
  for (let waited = 0; ; waited += 500) {
    const busy = (await Promise.all(selectedPorts.map(portInUse))).flatMap((inUse, i) =>
      inUse ? [selectedPorts[i]] : [],
    );
    if (!busy.length) break;
    if (waited >= (o.portWaitMs ?? 60_000))
      throw new Error(`${o.name} stack: port(s) ${busy.join(', ')} already in use (another run?)`);
    if (waited === 0) console.log(`${o.name} stack: waiting for port(s) ${busy.join(', ')} to be free`);
    await new Promise((r) => setTimeout(r, 500));
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();

  const redisUrl = `${(o.redisUrl ?? defaults.redisUrl).replace(/\/\d*$/, '')}/${o.redisDb}`;
  const baseURL = `http://127.0.0.1:${8080 + offset}`;
  const port = (name) => PROCESSES.find((p) => p.name === name).port + offset;
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))),
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redisUrl,
    NATS_URL: o.natsUrl ?? defaults.natsUrl,
    NATS_SUBJECT_PREFIX: `${o.name.replace(/[^a-z0-9]/gi, '')}${process.pid}.`,
    APP_URL: baseURL,
    GATEWAY_URL: `http://127.0.0.1:${port('gateway')}`,
    REALTIME_URL: `http://127.0.0.1:${port('realtime')}`,
    EDGE_PORT: String(8080 + offset),
    SESSION_SECRET: `${o.name}-session-secret-${o.name}-session-secret-0123456789`,
    AI_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    // Share-link tokens derived from link ids (docs/product.md §14, "Copy again"): icp and playbook alike.
    SHARE_LINK_KEY: `${o.name}-share-link-key-${o.name}-share-link-key-0123456789`,
    // Signed actors: fresh key pairs for this stack (docs/developing.md, "Who is asking: signed actors").
    ...generateActorKeys(),
    ...o.env,
  };
  const envFor = (p) =>
    p.name === 'edge'
      ? actorKeysFor('edge', env)
      : {
          ...actorKeysFor(p.service ?? p.name, env),
          SERVICE_NAME: p.service ?? p.name,
          HEALTH_PORT: String(p.port + offset),
          PORT: String(p.port + offset),
          ...o.envOf?.(p.service ?? p.name),
          ...(p.opsPort ? { OPS_PORT: String(p.opsPort + offset) } : {}),
        };
  const logFile = (name) => join(runDir, 'logs', `${name}.log`);
  // Each log starts empty with this stack; a restarted process appends to its own.
  const opened = new Set();
  const openLog = (name) => {
    const fd = openSync(logFile(name), opened.has(name) ? 'a' : 'w');
    opened.add(name);
    return fd;
  };

  const run = (args, p, label) =>
    new Promise((ok, fail) => {
      const fd = openLog(label);
      const child = spawn('node', args, { cwd: tree, env: envFor(p), stdio: ['ignore', fd, fd] });
      closeSync(fd);
      child.once('exit', (code) =>
        code === 0 ? ok() : fail(new Error(`${label} exited with ${code}; see ${logFile(label)}`)),
      );
    });

  const selected = PROCESSES.filter((p) => !o.only || o.only.includes(p.name));
  for (const p of selected.filter((x) => x.migrate)) await run([p.migrate], p, `${p.name}-migrate`);

  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const children = new Map();
  const launch = (p, extraEnv = {}) => {
    const fd = openLog(p.name);
    const child = spawn('node', p.args, {
      cwd: tree,
      env: { ...envFor(p), ...extraEnv },
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    children.set(p.name, child);
    return child;
  };
  const waitHealthy = async (p, timeoutMs = 60_000) => {
    const url = `http://127.0.0.1:${p.port + offset}${p.health}`;
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      const child = children.get(p.name);
      if (child && child.exitCode !== null) throw new Error(`${p.name} exited; see ${logFile(p.name)}`);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
        last = `${res.status}`;
      } catch (err) {
        last = err.message;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${p.name} did not become healthy at ${url}: ${last}`);
  };
  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((r) => child.once('exit', r));

  const services = selected.filter((p) => p.name !== 'edge');
  for (const p of services) launch(p);
  const stop = async () => {
    await Promise.all(
      [...children.values()].map(async (child) => {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited(child);
        clearTimeout(timer);
      }),
    );
  };
  try {
    await Promise.all(services.map((p) => waitHealthy(p)));
    const edge = selected.find((p) => p.name === 'edge');
    if (edge) {
      launch(edge);
      await waitHealthy(edge);
    }
  } catch (err) {
    await stop();
    throw err;
  }

  /** Second instances started by startReplica, by name. */
  const replicas = new Map();
  const processOf = (name) => {
    const p = PROCESSES.find((x) => x.name === name) ?? replicas.get(name);
    if (!p) throw new Error(`no process ${name}`);
    return p;
  };
  return {
    name: o.name,
    offset,
    baseURL,
    gatewayURL: `http://127.0.0.1:${port('gateway')}`,
    /** The gateway's ops port: `/metrics` (never on its public port). */
    gatewayOpsURL: `http://127.0.0.1:${processOf('gateway').opsPort + offset}`,
    dbUrl: dbUrl.toString(),
    redisUrl,
    env,
    processes: selected.map((p) => p.name),
    url: (name) => `http://127.0.0.1:${processOf(name).port + offset}`,
    pid: (name) => children.get(name)?.pid,
    logFile,
    /** SIGKILL a process and wait until it is gone. */
    async kill(name) {
      const child = children.get(name);
      if (!child) throw new Error(`${name} is not running`);
      child.kill('SIGKILL');
      await exited(child);
    },
    /**
     * Starts a second instance of a service (`<name>-2`: the same queue group, its own health port, 40
     * above the first's) and waits for its /health; returns its name.
     */
    async startReplica(name) {
      const p = processOf(name);
      const replica = { ...p, name: `${name}-2`, service: name, port: p.port + 40, migrate: undefined };
      replicas.set(replica.name, replica);
      launch(replica);
      await waitHealthy(replica);
      return replica.name;
    },
    /** SIGTERM a process and wait until it is gone. */
    async terminate(name) {
      const child = children.get(name);
      if (!child) throw new Error(`${name} is not running`);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
      children.delete(name);
    },
    /** Start a process again (after kill), with extra environment if given; wait until it is healthy. */
    async restart(name, extraEnv = {}) {
      const p = processOf(name);
      launch(p, extraEnv);
      await waitHealthy(p);
    },
    stop,
  };
}

/** Whether something listens on 127.0.0.1:port already. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(true))
      .once('listening', () => probe.close(() => resolve(false)))
      .listen(port, '127.0.0.1');
  });
}

/** Registers a user through the API; returns its session cookie (`icp.sid=...`). */
export async function signUp(baseURL, user) {
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

/** Signs in; returns the session cookie. */
export async function signIn(baseURL, username, password) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

export function cookieOf(res) {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith('icp.sid='));
  if (!raw) throw new Error('no session cookie');
  return raw.split(';')[0];
}
