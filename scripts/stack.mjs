#!/usr/bin/env node
/**
 * Runs the whole product on this machine from the built workspaces: creates the database if needed,
 * applies every service's migrations (one process at a time), starts each built service and the edge,
 * and waits until every /health answers.
 *
 *   node scripts/stack.mjs up     start in the background (logs and pids in .run/), then return
 *   node scripts/stack.mjs down   stop what `up` started
 *   node scripts/stack.mjs run    start in the foreground; Ctrl-C / SIGTERM stops everything (e2e uses it)
 *
 * Env: STACK_ENV_FILE (.env), STACK_PORT_OFFSET (0; the e2e stack uses 10000), STACK_RUN_DIR (.run),
 *      plus everything in .env.example.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVICES, readEnvFile, serviceLabel as label } from './services.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const mode = process.argv[2] ?? 'run';
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const runDir = resolve(root, process.env.STACK_RUN_DIR ?? '.run');
const pidFile = join(runDir, 'stack.json');

const baseEnv = {
  ...readEnvFile(resolve(root, process.env.STACK_ENV_FILE ?? '.env')),
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))),
};
const port = (p) => p + offset;
const edgePort = Number(baseEnv.EDGE_PORT ?? 8080) + offset;
const gatewayUrl = `http://127.0.0.1:${port(3000)}`;
const realtimeUrl = `http://127.0.0.1:${port(3107)}`;

function envFor(svc) {
  return {
    ...baseEnv,
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
    const log = openSync(join(runDir, 'logs', `${logName}.log`), 'a');
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', log, log] });
    child.on('exit', (code) =>
      code === 0
        ? resolveRun()
        : reject(new Error(`${logName} exited with ${code}; see .run/logs/${logName}.log`)),
    );
  });
}

async function waitHealthy(name, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not become healthy at ${url}: ${last}`);
}

function start(cmd, args, env, name, detached) {
  const log = openSync(join(runDir, 'logs', `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', log, log], detached });
  if (detached) child.unref();
  return child;
}

async function up(detached) {
  mkdirSync(join(runDir, 'logs'), { recursive: true });
  const services = SERVICES.filter(built);
  const dbUrl = baseEnv.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/icp_studio';
  await ensureDatabase(dbUrl);
  for (const svc of services.filter(
    (s) => s.migrate && existsSync(join(root, 'services', s.name, 'dist', 'migrate.js')),
  )) {
    process.stdout.write(`migrating ${svc.name}\n`);
    await runToEnd('node', [`services/${svc.name}/dist/migrate.js`], envFor(svc), `${svc.name}-migrate`);
  }
  const children = [];
  for (const svc of services) {
    const child = start(
      'node',
      ['--enable-source-maps', `services/${svc.name}/dist/${svc.entry ?? 'main'}.js`],
      envFor(svc),
      label(svc),
      detached,
    );
    children.push({ name: label(svc), pid: child.pid, child });
  }
  // The edge starts last: when it answers, the whole product does (e2e and benchmarks wait on it).
  const record = () =>
    writeFileSync(
      pidFile,
      JSON.stringify(
        children.map(({ name, pid }) => ({ name, pid })),
        null,
        2,
      ),
    );
  const stopAll = () => stop(children.map(({ name, pid }) => ({ name, pid })));
  record();
  try {
    await Promise.all(
      services.map((svc) => waitHealthy(label(svc), `http://127.0.0.1:${port(svc.port)}/health`)),
    );
    const edgeEnv = {
      ...baseEnv,
      EDGE_PORT: String(edgePort),
      GATEWAY_URL: gatewayUrl,
      REALTIME_URL: realtimeUrl,
    };
    const edge = start('node', ['scripts/edge.mjs'], edgeEnv, 'edge', detached);
    children.push({ name: 'edge', pid: edge.pid, child: edge });
    record();
    await waitHealthy('edge', `http://127.0.0.1:${edgePort}/edge/health`);
  } catch (err) {
    console.error(String(err.message));
    await stopAll();
    process.exit(1);
  }
  console.log(
    `ICP Studio is running: http://localhost:${edgePort}  (${children.map((c) => c.name).join(', ')})`,
  );
  return { children, stopAll };
}

async function stop(entries) {
  for (const { pid } of entries) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  const deadline = Date.now() + 10_000;
  for (const { pid, name } of entries) {
    while (Date.now() < deadline) {
      try {
        process.kill(pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      } catch {
        break;
      }
    }
    try {
      process.kill(pid, 'SIGKILL');
      console.warn(`${name} did not stop in time; killed`);
    } catch {
      /* stopped */
    }
  }
}

if (mode === 'up') {
  await up(true);
} else if (mode === 'down') {
  if (!existsSync(pidFile)) {
    console.log('nothing to stop');
  } else {
    await stop(JSON.parse(readFileSync(pidFile, 'utf8')));
    rmSync(pidFile);
    console.log('stopped');
  }
} else if (mode === 'run') {
  const { stopAll } = await up(false);
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await stopAll();
      rmSync(pidFile, { force: true });
      process.exit(0);
    });
  }
} else {
  console.error(`usage: stack.mjs up|down|run`);
  process.exit(2);
}
