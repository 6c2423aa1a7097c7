/**
 * The gateway's test support, on the test kit (`@icp-studio/service-kit/testing`): the gateway in-process
 * with a Redis key prefix of its own (also used by the other services' harnesses), and the real auth
 * service on a fresh database.
 */
import { randomBytes } from 'node:crypto';
import type { ServiceHandle } from '@icp-studio/service-kit';
import {
  dropRedisKeys,
  MailCatcher,
  TestRun,
  testEnv,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config.js';
import { startGateway, type GatewayHandle, type GatewayOptions } from '../../src/app.js';
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
  options: GatewayOptions = {},
): Promise<GatewayHandle> {
  const config = gatewayConfig(suffix, env);
  const gw = await startGateway(config, options);
  return {
    ...gw,
    async close() {
      await gw.close();
      await dropRedisKeys(config.REDIS_KEY_PREFIX);
    },
  };
}

/** Catches the e-mails auth sends; `linkFor` answers the password-reset link of the latest one. */
export async function startMailCatcher(): Promise<{
  url: string;
  linkFor(to: string): Promise<string>;
  /** The token of the e-mail change link mailed to `to` (waiting for one). */
  confirmTokenFor(to: string): Promise<string>;
  /** The token of the undo link mailed to `to`, the old address, once a change was confirmed. */
  undoTokenFor(to: string): Promise<string>;
  close(): Promise<void>;
}> {
  const mail = await MailCatcher.start();
  return {
    url: mail.url,
    linkFor: (to) => mail.resetLinkFor(to),
    confirmTokenFor: async (to) => {
      const m = await mail.waitFor(to);
      const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1];
      if (!token) throw new Error(`no confirmation link in the mail to ${to}`);
      return token;
    },
    undoTokenFor: async (to) => {
      const m = await mail.waitFor(to);
      const token = /\/undo-email-change\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1];
      if (!token) throw new Error(`no undo link in the mail to ${to}`);
      return token;
    },
    close: () => mail.close(),
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
  const run = await TestRun.start('gw');
  const config = loadAuthConfig(
    run.env({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn', APP_URL: 'http://app.test', ...env }),
  );
  const start = () => startAuthService(config, { handleSignals: false });
  const stack: AuthStack = {
    db: run.db,
    auth: await run.guard(start),
    async restartAuth() {
      stack.auth = await start();
      return stack.auth;
    },
    close: () => run.close(),
  };
  run.defer(() => stack.auth.close().catch(() => undefined));
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
