#!/usr/bin/env node
/**
 * Starts the whole product for the end-to-end journeys: a fresh database, the mail catcher, and
 * scripts/stack.mjs on offset ports. Stays in the foreground until Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import pg from 'pg';
import { startMailcatcher } from './mailcatcher.mjs';
import { E2E } from './env.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const pgAdmin = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = new URL(pgAdmin);
dbUrl.pathname = `/${E2E.database}`;

const admin = new pg.Client({ connectionString: pgAdmin });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${E2E.database}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${E2E.database}"`);
await admin.end();

const mail = await startMailcatcher({ smtpPort: E2E.smtpPort, httpPort: E2E.mailHttpPort });

const child = spawn('node', ['scripts/stack.mjs', 'run'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    STACK_ENV_FILE: '/dev/null',
    STACK_RUN_DIR: `.run/e2e-${E2E.portOffset}`,
    STACK_PORT_OFFSET: String(E2E.portOffset),
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? `redis://127.0.0.1:6379/${E2E.redisDb}`,
    NATS_URL: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
    NATS_SUBJECT_PREFIX: `e2e${process.pid}.`,
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
  },
});
const stop = async () => {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await mail.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
child.once('exit', async (code) => {
  await mail.close();
  process.exit(code ?? 1);
});
