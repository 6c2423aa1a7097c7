#!/usr/bin/env node
/**
 * Starts the whole product for the end-to-end journeys (test/support/stack.mjs: a fresh database, its
 * own ports, Redis DB and NATS namespace) and the mail catcher. Stays in the foreground until
 * Playwright stops it.
 */
import { startStack } from '../../test/support/stack.mjs';
import { startMailcatcher } from './mailcatcher.mjs';
import { E2E } from './env.mjs';

const mail = await startMailcatcher({ smtpPort: E2E.smtpPort, httpPort: E2E.mailHttpPort });
let stack;
try {
  stack = await startStack({
    name: E2E.stackName,
    offset: E2E.portOffset,
    redisDb: E2E.redisDb,
    env: {
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      APP_URL: E2E.baseURL,
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123456789',
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      ADMIN_EMAIL: E2E.admin.email,
      ADMIN_USERNAME: E2E.admin.username,
      ADMIN_PASSWORD: E2E.admin.password,
      AI_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      AI_ALLOW_PRIVATE_URLS: 'true',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      RATE_LIMIT_FORGOT_PER_IP: '1000',
      RATE_LIMIT_RESET_PER_IP: '1000',
      RATE_LIMIT_SHARED_PER_IP: '1000',
    },
  });
} catch (err) {
  console.error(err.message);
  await mail.close();
  process.exit(1);
}
console.error(`e2e stack running at ${E2E.baseURL} (logs in .run/${stack.name}/logs)`);

const stop = async () => {
  await stack.stop();
  await mail.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
