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
import { Redis } from 'ioredis';
import { PLAYBOOK, type Actor, type Icp, type Note, type Playbook, type User } from '@icp-studio/contracts';
import type { RpcClient } from '@icp-studio/service-kit';
import {
  MailCatcher,
  People,
  send,
  sessionCookieOf,
  TEST_ADMIN_EMAIL,
  TEST_PASSWORD,
  TestRun,
  testEnv,
  uniqueSuffix,
  type Answer,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startTestAuth } from '../../auth/test/auth-service.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';
import type { GatewayHandle } from '../../gateway/src/app.js';
import { startTestGateway } from '../../gateway/test/support/stack.js';
import { startRealtimeService, type RealtimeHandle } from '../src/app.js';
import { loadRealtimeConfig } from '../src/config.js';

export { eventually, useOwnSubjectPrefix } from '@icp-studio/service-kit/testing';
export const PASSWORD = TEST_PASSWORD;
export const NEW_PASSWORD = 'Passw0rd!newer';
const ADMIN_EMAIL = TEST_ADMIN_EMAIL;

export interface HttpAnswer extends Answer {
  setCookies: string[];
}

/** One HTTP request (JSON in and out). */
export async function http(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const headers = { ...opts.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  const answer = await send(base, method, path, { body: opts.body, headers });
  return { ...answer, setCookies: answer.cookies };
}

/** A person signed in through the gateway: a real session cookie, and the actor for direct calls. */
export interface Person {
  user: User;
  actor: Actor;
  cookie: string;
  email: string;
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
  /** Any PLAYBOOK subject, as this person (edit, reopen, delete a note). */
  playbookCall<T>(subject: string, body: object, who: Person): Promise<T>;
  /** Forgot-password and reset-password through the gateway, the link read from the e-mail. */
  resetPassword(person: Person, newPassword: string): Promise<void>;
  close(): Promise<void>;
}

export async function startStack(opts: { realtimeEnv?: Record<string, string> } = {}): Promise<Stack> {
  const run = await TestRun.start('realtime');
  return run.guard(async () => {
    const mail = await run.start(() => MailCatcher.start());
    // The services drop cached scopes on assignment events: a long cache shows that they do.
    const env = run.env({ SCOPE_CACHE_MS: '60000' });
    await startTestAuth(run, { ...env, SMTP_URL: mail.url });
    await run.start(() => startIcpService(icpConfigSchema.parse(env), { handleSignals: false }));
    await run.start(() => startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }));

    const sessionSecret = randomBytes(32).toString('hex');
    const redisKeyPrefix = `rttest:${uniqueSuffix()}:`;
    const gateway: GatewayHandle = await run.start(() =>
      startTestGateway('rt', {
        LOG_LEVEL: env.LOG_LEVEL!,
        REDIS_KEY_PREFIX: redisKeyPrefix,
        SESSION_SECRET: sessionSecret,
        NATS_REQUEST_TIMEOUT_MS: '5000',
        ACTOR_CACHE_MS: '0',
      }),
    );

    const startRealtime = (extra: Record<string, string> = {}) =>
      run.start(() =>
        startRealtimeService(
          loadRealtimeConfig({
            NODE_ENV: 'test',
            LOG_LEVEL: env.LOG_LEVEL,
            PORT: '0',
            NATS_URL: testEnv.natsUrl,
            NATS_REQUEST_TIMEOUT_MS: '5000',
            REDIS_URL: testEnv.redisUrl,
            REDIS_KEY_PREFIX: redisKeyPrefix,
            SESSION_SECRET: sessionSecret,
            ...opts.realtimeEnv,
            ...extra,
          }),
          { handleSignals: false },
        ),
      );
    const realtime = await startRealtime();

    const rpc = await run.rpc('realtime-integration-test');
    const redis = new Redis(testEnv.redisUrl, { lazyConnect: false });
    run.defer(() => redis.quit().catch(() => redis.disconnect()));
    const people = await People.signIn(rpc, ADMIN_EMAIL, PASSWORD);

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
      db: run.db,
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
        const user = await people.setRole(person.user.id, 'team_member');
        return { ...person, user, actor: { userId: user.id, role: 'team_member' } };
      },
      assign: (client, advisor) => people.assign(client.user.id, advisor.user.id),
      unassign: (client) => people.unassign(client.user.id),
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
        return people.call<Playbook>(PLAYBOOK.create, { icpId: icp.id, name }, owner);
      },
      addNote(author, body) {
        return people.call<Note>(PLAYBOOK.createNote, body, author);
      },
      completeNote(who, id) {
        return people.call<Note>(PLAYBOOK.completeNote, { id }, who);
      },
      playbookCall<T>(subject: string, body: object, who: Person) {
        return people.call<T>(subject, body, who);
      },
      async resetPassword(person, newPassword) {
        const forgot = await http(gateway.url, 'POST', '/api/auth/forgot-password', {
          body: { email: person.email },
        });
        if (forgot.status !== 200) throw new Error(`forgot-password failed: ${forgot.status}`);
        const token = new URL(await mail.resetLinkFor(person.email)).pathname.split('/').pop()!;
        const reset = await http(gateway.url, 'POST', '/api/auth/reset-password', {
          body: { token, newPassword },
        });
        if (reset.status !== 200)
          throw new Error(`reset-password failed: ${reset.status} ${JSON.stringify(reset.body)}`);
      },
      close: () => run.close(),
    };
    return stack;
  });
}
