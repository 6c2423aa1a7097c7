/**
 * Integration harness: the real auth service in-process against a fresh PostgreSQL database, the real
 * NATS server (under the test file's NATS_SUBJECT_PREFIX), and an in-process SMTP server that keeps
 * every message. Each test file sets NATS_SUBJECT_PREFIX before it starts anything.
 */
import type { AddressInfo } from 'node:net';
import { AUTH, type Actor } from '@icp-studio/contracts';
import { connectNats, RpcClient, subjectPrefix, type ServiceHandle } from '@icp-studio/service-kit';
import { createTestDatabase, testEnv, type TestDatabase } from '@icp-studio/service-kit/testing';
import type { NatsConnection } from '@nats-io/transport-node';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { startAuthService } from '../src/app.js';
import { authConfigSchema, type AuthConfig } from '../src/config.js';

export const ADMIN = { email: 'root@icp-studio.test', username: 'admin', password: 'Adm1n!initial' };

/* ---------------- mail ---------------- */

export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** A small MIME reader: enough for nodemailer's text + HTML (multipart/alternative) messages. */
export function parseMail(raw: string, to: string[]): CapturedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: CapturedMail = {
    from: headers.from ?? '',
    to,
    subject: headers.subject ?? '',
    text: '',
    html: '',
    raw,
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
        .map(splitHeaders)
    : [{ headers, body }];
  for (const part of parts) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    const content = decodeBody(part.headers, part.body).replace(/\r\n/g, '\n').trimEnd();
    if (type.startsWith('text/plain')) mail.text = content;
    if (type.startsWith('text/html')) mail.html = content;
  }
  return mail;
}

export class MailCatcher {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** Waits for the next message to `to` that arrives after `since` messages. */
  async waitFor(to: string, since = 0, timeoutMs = 10_000): Promise<CapturedMail> {
    const wanted = to.toLowerCase();
    return waitUntil(
      () => this.messages.slice(since).find((m) => m.to.some((t) => t.toLowerCase() === wanted)),
      timeoutMs,
      `a mail to ${to}`,
    );
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/* ---------------- events ---------------- */

export interface ReceivedEvent {
  subject: string;
  data: Record<string, unknown>;
}

/** Listens to every `events.>` subject of this test's namespace, as the other services would. */
export class EventRecorder {
  readonly events: ReceivedEvent[] = [];
  private nc: NatsConnection | undefined;

  async start(): Promise<void> {
    this.nc = await connectNats({ url: testEnv.natsUrl, name: 'auth-test-events' });
    const prefix = subjectPrefix();
    this.nc.subscribe(`${prefix}events.>`, {
      callback: (err, msg) => {
        if (err) return;
        const packet = msg.json<{ pattern: string; data: Record<string, unknown> }>();
        this.events.push({ subject: msg.subject.slice(prefix.length), data: packet.data });
      },
    });
    await this.nc.flush();
  }

  async waitFor(subject: string, match: Record<string, unknown>, timeoutMs = 5000): Promise<ReceivedEvent> {
    return waitUntil(
      () =>
        this.events.find(
          (e) => e.subject === subject && Object.entries(match).every(([k, v]) => e.data[k] === v),
        ),
      timeoutMs,
      `event ${subject} ${JSON.stringify(match)}`,
    );
  }

  async stop(): Promise<void> {
    await this.nc?.drain();
  }
}

export async function waitUntil<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/* ---------------- the service ---------------- */

export interface AuthHarness {
  db: TestDatabase;
  mail: MailCatcher;
  events: EventRecorder;
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
  const db = await createTestDatabase('auth');
  const mail = new MailCatcher();
  await mail.start();
  const events = new EventRecorder();
  await events.start();
  const rpc = new RpcClient(await connectNats({ url: testEnv.natsUrl, name: 'auth-test-client' }), 10_000);
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
      h.service = await startAuthService(h.config, { handleSignals: false });
      h.ds = h.service.app.get(DataSource);
      await waitUntilServing(rpc);
    },
    async stop() {
      await h.service?.close().catch(() => undefined);
      await rpc.connection.drain().catch(() => undefined);
      await events.stop().catch(() => undefined);
      await mail.stop().catch(() => undefined);
      await db.drop();
    },
  };
  try {
    h.service = await startAuthService(h.config, { handleSignals: false });
    h.ds = h.service.app.get(DataSource);
    await waitUntilServing(rpc);
  } catch (err) {
    await h.stop();
    throw err;
  }
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
