/**
 * The `make up` stack (scripts/stack.mjs) as a test drives it on its own ports, database, Redis DB, NATS
 * prefix and run dir: the supervisor suite and the restore drill. `env` is what scripts/stack.mjs and
 * scripts/backup.mjs are run with (production mode, make up's own NATS with a user per process, signed
 * actors); `stack(mode)` runs `stack.mjs up|status|down` and answers its exit code and output.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { root, portInUse } from './stack.mjs';
import { SERVICES } from '../../scripts/services.mjs';
import { generateActorKeys } from '../../scripts/actor-keys.mjs';
import { NATS_USERS, natsPasswordVar } from './nats-server.mjs';

export const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `name`: database icp_studio_<name>, run dir .run/<name>; `offset` added to every port; `redisDb` its alone. */
export function makeUpStack({ name, offset, redisDb, env: extra = {} }) {
  const runDir = join(root, '.run', name);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/icp_studio_${name}`;
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_'))),
    STACK_PORT_OFFSET: String(offset),
    STACK_RUN_DIR: runDir,
    STACK_ENV_FILE: join(runDir, 'no.env'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: `${(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/${redisDb}`,
    NATS_URL: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
    NATS_SUBJECT_PREFIX: `${name}${process.pid}.`,
    SESSION_SECRET: `${name}-session-secret-`.padEnd(64, '0'),
    AI_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    // make up's own NATS, with a user per process (deploy/nats/nats.conf), and signed actors.
    ...Object.fromEntries(
      NATS_USERS.map((u) => [natsPasswordVar(u), `pw${randomBytes(12).toString('hex')}`]),
    ),
    ...generateActorKeys(),
    RATE_LIMIT_ENABLED: 'false',
    PDF_POOL_SIZE: '1',
    ...extra,
  };
  // SCALE=2: every service's second instance listens on its ports plus 50 (scripts/stack.mjs).
  const scale = Number(env.SCALE ?? 1) || 1;
  const instancePorts = (ports) => ports.flatMap((p) => [...Array(scale).keys()].map((i) => p + 50 * i));
  const run = (args, more = {}) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...more } });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => resolve({ code, out }));
    });
  return {
    name,
    runDir,
    dbUrl,
    env,
    edge: `http://127.0.0.1:${8080 + offset}`,
    /** Runs a node script of the repository with the stack's environment (plus `more`). */
    run,
    stack: (mode) => run(['scripts/stack.mjs', mode]),
    /** Waits until nothing listens on the stack's ports, then drops its database. */
    async clear() {
      for (let waited = 0; ; waited += 500) {
        const busy = await Promise.all(
          [...instancePorts(SERVICES.map((s) => s.port)), 8080].map((p) => portInUse(p + offset)),
        );
        if (!busy.some(Boolean)) break;
        if (waited > 60_000) throw new Error(`ports at offset ${offset} are in use (another run?)`);
        await new Promise((r) => setTimeout(r, 500));
      }
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "icp_studio_${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
