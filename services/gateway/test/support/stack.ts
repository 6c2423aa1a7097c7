import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { createTestDatabase, testEnv, type TestDatabase } from '@icp-studio/service-kit/testing';
import type { ServiceHandle } from '@icp-studio/service-kit';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config.js';
import { startGateway, type GatewayHandle } from '../../src/app.js';
import { loadAuthConfig } from '../../../auth/src/config.js';
import { startAuthService } from '../../../auth/src/app.js';

/** The gateway's configuration for a test run: real NATS and Redis, a Redis key prefix of its own. */
export function gatewayConfig(suffix: string, env: Record<string, string> = {}): GatewayConfig {
  return loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    PORT: '0',
    NATS_URL: testEnv.natsUrl,
    REDIS_URL: testEnv.redisUrl,
    REDIS_KEY_PREFIX: `gwtest:${suffix}:`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_ENABLED: 'false',
    NATS_REQUEST_TIMEOUT_MS: '3000',
    ...env,
  });
}

/** Starts the gateway in-process on a random port; `close()` also deletes the Redis keys it wrote. */
export async function startTestGateway(
  suffix: string,
  env: Record<string, string> = {},
): Promise<GatewayHandle> {
  const config = gatewayConfig(suffix, env);
  const gw = await startGateway(config);
  return {
    ...gw,
    async close() {
      await gw.close();
      const redis = new Redis(config.REDIS_URL);
      try {
        const keys = await redis.keys(`${config.REDIS_KEY_PREFIX}*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** Catches the e-mails auth sends (password reset links). */
export async function startMailCatcher(): Promise<{
  url: string;
  linkFor(to: string): Promise<string>;
  close(): Promise<void>;
}> {
  const mails: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async linkFor(to: string) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const mail = mails.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
        const body = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const link = body && /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(body)?.[0];
        if (link) return link;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no reset e-mail reached ${to}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export interface AuthStack {
  db: TestDatabase;
  auth: ServiceHandle;
  /** Starts auth again (after `auth.close()`), on the same database. */
  restartAuth(): Promise<ServiceHandle>;
  close(): Promise<void>;
}

/** The real auth service on a fresh database. */
export async function startAuthStack(env: Record<string, string> = {}): Promise<AuthStack> {
  const db = await createTestDatabase('gw');
  const config = loadAuthConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: db.url,
    NATS_URL: testEnv.natsUrl,
    HEALTH_PORT: '0',
    APP_URL: 'http://app.test',
    ...env,
  });
  const stack: AuthStack = {
    db,
    auth: await startAuthService(config, { handleSignals: false }),
    async restartAuth() {
      stack.auth = await startAuthService(config, { handleSignals: false });
      return stack.auth;
    },
    async close() {
      await stack.auth.close().catch(() => undefined);
      await db.drop();
    },
  };
  return stack;
}

let counter = 0;
/** A registration body with unique names. */
export function newUser(first = 'Test') {
  const tag = `${randomBytes(3).toString('hex')}${counter++}`;
  return {
    username: `u_${tag}`,
    email: `u_${tag}@example.com`,
    firstName: first,
    lastName: 'Tester',
    password: 'Secret1!pass',
  };
}
