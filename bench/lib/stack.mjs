/**
 * Starts the whole product for a benchmark: a fresh database, its own ports (offset 20000), its own
 * NATS namespace and Redis DB, rate limits off. `stop()` ends it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH = {
  offset: 20000,
  baseURL: 'http://127.0.0.1:28080',
  gatewayURL: 'http://127.0.0.1:23000',
  database: 'icp_studio_bench',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/8',
  sessionSecret: 'bench-session-secret-bench-session-secret-0123',
  admin: { email: 'admin@bench.test', username: 'admin', password: 'Adm1n!bench-Secret' },
};

export async function startStack({ fresh = true, env = {} } = {}) {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${BENCH.database}`;
  if (fresh) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${BENCH.database}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${BENCH.database}"`);
    await admin.end();
  }
  const child = spawn('node', ['scripts/stack.mjs', 'run'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      STACK_ENV_FILE: '/dev/null',
      STACK_RUN_DIR: '.run/bench',
      STACK_PORT_OFFSET: String(BENCH.offset),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: BENCH.redisUrl,
      NATS_SUBJECT_PREFIX: `bench${process.pid}.`,
      APP_URL: BENCH.baseURL,
      SESSION_SECRET: BENCH.sessionSecret,
      ADMIN_EMAIL: BENCH.admin.email,
      ADMIN_USERNAME: BENCH.admin.username,
      ADMIN_PASSWORD: BENCH.admin.password,
      AI_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      RATE_LIMIT_ENABLED: 'false',
      ...env,
    },
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('ICP Studio is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`stack exited (${code}):\n${out}`)));
  });
  return {
    dbUrl: dbUrl.toString(),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Registers a user through the API and returns its session cookie header. */
export async function signUp(baseURL, user) {
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

export async function signIn(baseURL, username, password) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

function cookieOf(res) {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith('icp.sid='));
  if (!raw) throw new Error('no session cookie');
  return raw.split(';')[0];
}
