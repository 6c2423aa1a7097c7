/**
 * Integration harness: a fresh database, the real auth, icp and playbook services and the real gateway,
 * all in-process on the local NATS and Redis under this file's own subject prefix and Redis key prefix,
 * and one or more realtime instances beside them. People sign up and in through the gateway over HTTP,
 * so every socket carries a real `icp.sid` cookie; profiles are made through the gateway too; notes
 * through the playbook service's own subject (the gateway does not route /api/notes yet), which
 * publishes the same events.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { Redis } from 'ioredis';
import {
  AUTH,
  PLAYBOOK,
  type Actor,
  type Icp,
  type Note,
  type Playbook,
  type User,
} from '@icp-studio/contracts';
import { connectNats, RpcClient } from '@icp-studio/service-kit';
import {
  createTestDatabase,
  testEnv,
  uniqueSuffix,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import type { NatsConnection } from '@nats-io/transport-node';
import { startAuthService } from '../../auth/src/app.js';
import { authConfigSchema } from '../../auth/src/config.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';
import { startGateway, type GatewayHandle } from '../../gateway/src/app.js';
import { gatewayConfigSchema } from '../../gateway/src/config.js';
import { startRealtimeService, type RealtimeHandle } from '../src/app.js';
import { loadRealtimeConfig } from '../src/config.js';

export const PASSWORD = 'Passw0rd!long';
export const NEW_PASSWORD = 'Passw0rd!newer';
const ADMIN_EMAIL = 'admin@icp-studio.test';

/** Sets this file's NATS subject prefix; call at the top of a test file, before anything starts. */
export function useOwnSubjectPrefix(): string {
  const prefix = `t${uniqueSuffix()}.`;
  process.env.NATS_SUBJECT_PREFIX = prefix;
  process.env.LOG_LEVEL ??= 'error';
  return prefix;
}

export interface HttpAnswer {
  status: number;
  // Tests read answers freely; the assertions check their shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  setCookies: string[];
}

/** One HTTP request (JSON in and out). */
export function http(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string | number> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = text;
        }
        resolve({ status: res.statusCode ?? 0, body, setCookies: res.headers['set-cookie'] ?? [] });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** The `icp.sid=...` pair of a Set-Cookie answer, as a browser sends it back. */
function sessionCookieOf(answer: HttpAnswer): string {
  const line = answer.setCookies.find((l) => l.startsWith('icp.sid='));
  const pair = line?.split(';')[0];
  if (!pair || pair === 'icp.sid=') throw new Error(`no session cookie in the answer (${answer.status})`);
  return pair;
}

/** A person signed in through the gateway: a real session cookie, and the actor for direct calls. */
export interface Person {
  user: User;
  actor: Actor;
  cookie: string;
  email: string;
}

/** Catches the e-mails auth sends (password reset links). */
async function startMailCatcher() {
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
    async resetTokenFor(to: string): Promise<string> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const mail = mails.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
        const body = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const token = body && /\/reset-password\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
        if (token) return token;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no reset e-mail reached ${to}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export interface Stack {
  gateway: GatewayHandle;
  /** The first realtime instance. */
  realtime: RealtimeHandle;
  /** The gateway's cookie-signing secret and Redis key prefix (realtime shares them). */
  sessionSecret: string;
  redisKeyPrefix: string;
  redis: Redis;
  rpc: RpcClient;
  admin: Person;
  db: TestDatabase;
  /** Starts one more realtime instance (stopped with the stack), with extra environment. */
  startRealtime(env?: Record<string, string>): Promise<RealtimeHandle>;
  /** Registers through the gateway (which signs the new user in). */
  signUp(firstName: string): Promise<Person>;
  /** Signs in again through the gateway: another session, another cookie. */
  signIn(person: Person, password?: string): Promise<Person>;
  signOut(person: Person): Promise<void>;
  /** Makes a registered person an advisor (admin, over auth's subject). */
  makeAdvisor(person: Person): Promise<Person>;
  assign(client: Person, advisor: Person): Promise<void>;
  unassign(client: Person): Promise<void>;
  /** `POST /api/icps` through the gateway. */
  createIcp(owner: Person, name: string): Promise<Icp>;
  createPlaybook(owner: Person, icp: Icp, name: string): Promise<Playbook>;
  addNote(author: Person, body: object): Promise<Note>;
  completeNote(who: Person, id: string): Promise<Note>;
  /** Forgot-password and reset-password through the gateway, the link read from the e-mail. */
  resetPassword(person: Person, newPassword: string): Promise<void>;
  close(): Promise<void>;
}

export async function startStack(opts: { realtimeEnv?: Record<string, string> } = {}): Promise<Stack> {
  if (!process.env.NATS_SUBJECT_PREFIX) throw new Error('call useOwnSubjectPrefix() first');
  const logLevel = process.env.LOG_LEVEL ?? 'error';
  const db = await createTestDatabase('realtime');
  const handles: { close(): Promise<void> }[] = [];
  let nc: NatsConnection | undefined;
  let redis: Redis | undefined;
  let mail: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
  try {
    mail = await startMailCatcher();
    const common = {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: logLevel,
      // The services drop cached scopes on assignment events: a long cache shows that they do.
      SCOPE_CACHE_MS: '60000',
    };
    handles.push(
      await startAuthService(
        authConfigSchema.parse({
          ...common,
          ADMIN_EMAIL,
          ADMIN_PASSWORD: PASSWORD,
          SMTP_URL: mail.url,
          APP_URL: 'http://app.test',
        }),
        { handleSignals: false },
      ),
    );
    handles.push(await startIcpService(icpConfigSchema.parse(common), { handleSignals: false }));
    handles.push(await startPlaybookService(playbookConfigSchema.parse(common), { handleSignals: false }));

    const sessionSecret = randomBytes(32).toString('hex');
    const redisKeyPrefix = `rttest:${uniqueSuffix()}:`;
    const gateway = await startGateway(
      gatewayConfigSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: logLevel,
        PORT: '0',
        NATS_URL: testEnv.natsUrl,
        REDIS_URL: testEnv.redisUrl,
        REDIS_KEY_PREFIX: redisKeyPrefix,
        SESSION_SECRET: sessionSecret,
        RATE_LIMIT_ENABLED: 'false',
        ACTOR_CACHE_MS: '0',
      }),
    );
    handles.push(gateway);

    const startRealtime = async (env: Record<string, string> = {}) => {
      const handle = await startRealtimeService(
        loadRealtimeConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: logLevel,
          PORT: '0',
          NATS_URL: testEnv.natsUrl,
          NATS_REQUEST_TIMEOUT_MS: '5000',
          REDIS_URL: testEnv.redisUrl,
          REDIS_KEY_PREFIX: redisKeyPrefix,
          SESSION_SECRET: sessionSecret,
          ...opts.realtimeEnv,
          ...env,
        }),
        { handleSignals: false },
      );
      handles.push(handle);
      return handle;
    };
    const realtime = await startRealtime();

    nc = await connectNats({ url: testEnv.natsUrl, name: 'realtime-integration-test' });
    const rpc = new RpcClient(nc, 10_000);
    redis = new Redis(testEnv.redisUrl, { lazyConnect: false });

    const call = <T>(subject: string, body: unknown, who: Person) =>
      rpc.request<T>(subject, body, { actor: who.actor });

    const signInWith = async (username: string, password: string): Promise<Person> => {
      const res = await http(gateway.url, 'POST', '/api/auth/login', { body: { username, password } });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      const user = res.body.user as User;
      return {
        user,
        actor: { userId: user.id, role: user.role },
        cookie: sessionCookieOf(res),
        email: user.email,
      };
    };
    const admin = await signInWith(ADMIN_EMAIL, PASSWORD);

    const stack: Stack = {
      gateway,
      realtime,
      sessionSecret,
      redisKeyPrefix,
      redis,
      rpc,
      admin,
      db,
      startRealtime,
      async signUp(firstName) {
        const tag = `${firstName.toLowerCase()}_${randomBytes(3).toString('hex')}`;
        const email = `${tag}@example.com`;
        const res = await http(gateway.url, 'POST', '/api/auth/register', {
          body: { username: tag, email, firstName, lastName: 'Tester', password: PASSWORD },
        });
        if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
        const user = res.body.user as User;
        return { user, actor: { userId: user.id, role: user.role }, cookie: sessionCookieOf(res), email };
      },
      signIn(person, password = PASSWORD) {
        return signInWith(person.user.username, password);
      },
      async signOut(person) {
        const res = await http(gateway.url, 'POST', '/api/auth/logout', { cookie: person.cookie });
        if (res.status >= 300) throw new Error(`logout failed: ${res.status}`);
      },
      async makeAdvisor(person) {
        const user = await call<User>(AUTH.setRole, { id: person.user.id, role: 'team_member' }, admin);
        return { ...person, user, actor: { userId: user.id, role: 'team_member' } };
      },
      async assign(client, advisor) {
        await call(AUTH.createAssignment, { clientId: client.user.id, advisorId: advisor.user.id }, admin);
      },
      async unassign(client) {
        await call(AUTH.deleteAssignment, { id: client.user.id }, admin);
      },
      async createIcp(owner, name) {
        const res = await http(gateway.url, 'POST', '/api/icps', {
          cookie: owner.cookie,
          body: { name, type: 'b2b', industry: 'Dental practices' },
        });
        if (res.status !== 201)
          throw new Error(`create ICP failed: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body as Icp;
      },
      createPlaybook(owner, icp, name) {
        return call<Playbook>(PLAYBOOK.create, { icpId: icp.id, name }, owner);
      },
      addNote(author, body) {
        return call<Note>(PLAYBOOK.createNote, body, author);
      },
      completeNote(who, id) {
        return call<Note>(PLAYBOOK.completeNote, { id }, who);
      },
      async resetPassword(person, newPassword) {
        const forgot = await http(gateway.url, 'POST', '/api/auth/forgot-password', {
          body: { email: person.email },
        });
        if (forgot.status !== 200) throw new Error(`forgot-password failed: ${forgot.status}`);
        const token = await mail!.resetTokenFor(person.email);
        const reset = await http(gateway.url, 'POST', '/api/auth/reset-password', {
          body: { token, newPassword },
        });
        if (reset.status !== 200)
          throw new Error(`reset-password failed: ${reset.status} ${JSON.stringify(reset.body)}`);
      },
      async close() {
        for (const h of handles.reverse()) await h.close().catch(() => undefined);
        await nc?.drain().catch(() => undefined);
        await redis?.quit().catch(() => undefined);
        await mail?.close();
        await db.drop();
      },
    };
    return stack;
  } catch (err) {
    for (const h of handles.reverse()) await h.close().catch(() => undefined);
    await nc?.drain().catch(() => undefined);
    redis?.disconnect();
    await mail?.close().catch(() => undefined);
    await db.drop().catch(() => undefined);
    throw err;
  }
}

/** Retries `probe` until it is true or the time is up. */
export async function eventually(
  probe: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  everyMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
