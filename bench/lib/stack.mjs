/**
 * The whole product for a benchmark (test/support/stack.mjs): a fresh database, ports offset by 20000,
 * its own NATS namespace and Redis DB, logs at warn, rate limits off. `stop()` ends it.
 */
import { startStack as start, signIn, signUp } from '../../test/support/stack.mjs';

export { signIn, signUp };

// BENCH_OFFSET and BENCH_REDIS_DB let two benchmark runs (two checkouts) share the machine without
// sharing ports, a database or a Redis DB; the defaults are those of `make bench`.
const offset = Number(process.env.BENCH_OFFSET ?? 20000);
const redisDb = Number(process.env.BENCH_REDIS_DB ?? 8);

export const BENCH = {
  name: offset === 20000 ? 'bench' : `bench${offset}`,
  offset,
  baseURL: `http://127.0.0.1:${8080 + offset}`,
  gatewayURL: `http://127.0.0.1:${3000 + offset}`,
  redisDb,
  redisUrl: `${(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/${redisDb}`,
  sessionSecret: 'bench-session-secret-bench-session-secret-0123',
  admin: { email: 'admin@bench.test', username: 'admin', password: 'Adm1n!bench-Secret' },
};

export function startStack({ env = {}, root } = {}) {
  return start({
    name: BENCH.name,
    root,
    offset: BENCH.offset,
    redisDb: BENCH.redisDb,
    redisUrl: BENCH.redisUrl,
    env: {
      LOG_LEVEL: 'warn',
      SESSION_SECRET: BENCH.sessionSecret,
      ADMIN_EMAIL: BENCH.admin.email,
      ADMIN_USERNAME: BENCH.admin.username,
      ADMIN_PASSWORD: BENCH.admin.password,
      AI_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
      RATE_LIMIT_ENABLED: 'false',
      ...env,
    },
  });
}
