/**
 * Integration harness: the real auth service in-process against a fresh PostgreSQL database, the real
 * NATS server (under the test file's NATS_SUBJECT_PREFIX), and an in-process SMTP server that keeps
 * every message. Each test file sets NATS_SUBJECT_PREFIX before it starts anything.
 */
import { AUTH, type Actor } from '@icp-studio/contracts';
import { RpcClient, subjectPrefix, type ServiceHandle } from '@icp-studio/service-kit';
import {
  MailCatcher,
  TestRun,
  testEnv,
  type EventLog,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { DataSource } from 'typeorm';
import { startAuthService } from '../src/app.js';
import { authConfigSchema, type AuthConfig } from '../src/config.js';

export { type CapturedMail } from '@icp-studio/service-kit/testing';
export const ADMIN = { email: 'root@icp-studio.test', username: 'admin', password: 'Adm1n!initial' };

/* ---------------- the service ---------------- */

export interface AuthHarness {
  db: TestDatabase;
  mail: MailCatcher;
  /** Every `events.>` message of this test's namespace, as the other services would see them. */
  events: EventLog<Record<string, unknown>>;
  rpc: RpcClient;
  service: ServiceHandle;
  ds: DataSource;
  config: AuthConfig;
  /** Every answer and error the service gave, as JSON: checked for secrets at the end. */
  answers: string[];
  call<T = unknown>(subject: string, body: unknown, actor?: Actor | null): Promise<T>;
  /** The error a call fails with (fails the test when it succeeds). */
  fail(
    subject: string,
    body: unknown,
    actor?: Actor | null,
  ): Promise<{ status: number; message: string; fields?: Record<string, string[]> }>;
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `startMicroservice` resolves once the subscriptions are sent, not once the NATS server has them: a
 * request sent at once over another connection can still meet "no responders". Wait until it answers.
 */
async function waitUntilServing(rpc: RpcClient): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await rpc.request(AUTH.resolveActor, { userId: '00000000-0000-4000-8000-000000000000' });
      return;
    } catch (err) {
      if ((err as { status?: number }).status !== 503 || Date.now() > deadline) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

export function configFor(db: TestDatabase, mail: MailCatcher, env: Record<string, string> = {}): AuthConfig {
  return authConfigSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATABASE_URL: db.url,
    NATS_URL: testEnv.natsUrl,
    HEALTH_PORT: '0',
    APP_URL: 'http://app.test:8080',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    MAIL_FROM: 'ICP Studio Test <no-reply@icp-studio.test>',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
}

export async function startHarness(env: Record<string, string> = {}): Promise<AuthHarness> {
  if (!subjectPrefix()) throw new Error('set NATS_SUBJECT_PREFIX before starting the harness');
  process.env.LOG_LEVEL ??= 'silent';
  const run = await TestRun.start('auth');
  const { mail, events, rpc } = await run.guard(async () => {
    const mail = await run.start(() => MailCatcher.start());
    const events = await run.events<Record<string, unknown>>();
    const rpc = await run.rpc('auth-test-client');
    return { mail, events, rpc };
  });
  const db = run.db;
  const answers: string[] = [];

  const h: AuthHarness = {
    db,
    mail,
    events,
    rpc,
    answers,
    config: configFor(db, mail, env),
    service: undefined as unknown as ServiceHandle,
    ds: undefined as unknown as DataSource,
    async call<T>(subject: string, body: unknown, actor: Actor | null = null): Promise<T> {
      try {
        const res = await rpc.request<T>(subject, body, { actor });
        answers.push(JSON.stringify(res ?? null));
        return res;
      } catch (err) {
        answers.push(JSON.stringify({ ...(err as object), message: (err as Error).message }));
        throw err;
      }
    },
    async fail(subject, body, actor = null) {
      let res: unknown;
      try {
        res = await h.call(subject, body, actor);
      } catch (err) {
        return err as { status: number; message: string; fields?: Record<string, string[]> };
      }
      throw new Error(`${subject} succeeded but should have failed: ${JSON.stringify(res)}`);
    },
    async restart(nextEnv = env) {
      await h.service.close();
      h.config = configFor(db, mail, nextEnv);
      await startService();
    },
    stop: () => run.close(),
  };
  const startService = async () => {
    h.service = await startAuthService(h.config, { handleSignals: false });
    h.ds = h.service.app.get(DataSource);
    await waitUntilServing(rpc);
  };
  run.defer(() => h.service?.close().catch(() => undefined));
  await run.guard(startService);
  return h;
}

/* ---------------- people ---------------- */

let counter = 0;

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  actor: Actor;
}

/** Registers a client (and, with `role`, has the admin change their role). */
export async function createUser(
  h: AuthHarness,
  opts: {
    role?: 'client' | 'team_member' | 'admin';
    firstName?: string;
    lastName?: string;
    username?: string;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const username = opts.username ?? `user_${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const email = `${username.toLowerCase()}@example.com`;
  const password = 'Passw0rd!';
  const user = await h.call<{ id: string }>(AUTH.register, {
    username,
    email,
    firstName: opts.firstName ?? 'Test',
    lastName: opts.lastName ?? `User${counter}`,
    password,
  });
  if (opts.role && opts.role !== 'client') {
    await h.call(AUTH.setRole, { id: user.id, role: opts.role }, await adminActor(h));
  }
  return { id: user.id, username, email, password, actor: { userId: user.id, role: opts.role ?? 'client' } };
}

export async function adminActor(h: AuthHarness): Promise<Actor> {
  const { user } = await h.call<{ user: { id: string } }>(AUTH.verifyCredentials, {
    username: h.config.ADMIN_EMAIL,
    password: h.config.ADMIN_PASSWORD,
  });
  return { userId: user.id, role: 'admin' };
}

/** No answer may ever carry a password hash or a reset token (or its hash). */
export function expectNoSecrets(h: AuthHarness, secrets: string[] = []): void {
  expect(h.answers.length).toBeGreaterThan(0);
  for (const answer of h.answers) {
    expect(answer).not.toMatch(/passwordHash|password_hash|\$argon2|tokenHash|token_hash/);
    for (const s of secrets) expect(answer).not.toContain(s);
  }
}
