/**
 * Integration harness: a fresh database; the real auth, icp, playbook and admin services and the gateway,
 * all in-process on the local NATS and Redis under this file's own subject prefix and key prefix. Tests
 * speak HTTP to the gateway as browsers do (a session cookie each), and can watch the NATS requests the
 * services send with a raw subscription under the prefix.
 */
import 'reflect-metadata';
import type { Msg } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { EVENTS, type User } from '@icp-studio/contracts';
import {
  Client,
  TEST_ADMIN_EMAIL,
  TEST_PASSWORD,
  TestRun,
  uniqueSuffix,
  useOwnSubjectPrefix as ownSubjectPrefix,
  type Answer,
  type Call,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startTestAuth } from '../../auth/test/auth-service.js';
import type { GatewayHandle } from '../../gateway/src/app.js';
import { startTestGateway } from '../../gateway/test/support/stack.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';
import { startAdminService } from '../src/app.js';
import { adminConfigSchema } from '../src/config.js';

export { eventually, type Answer } from '@icp-studio/service-kit/testing';
export const PASSWORD = TEST_PASSWORD;
export const ADMIN_EMAIL = TEST_ADMIN_EMAIL;

/** Long enough that only auth's events can take an advisor's access away within a test. */
export const SCOPE_CACHE_MS = 60_000;

/** A browser: the kit's client, sending `{}` where a test gives no body. */
export class Browser extends Client {
  override post = (path: string, body?: unknown, call?: Call): Promise<Answer> =>
    this.call('POST', path, { body: body ?? {}, ...call });
  override put = (path: string, body?: unknown, call?: Call): Promise<Answer> =>
    this.call('PUT', path, { body: body ?? {}, ...call });
  override patch = (path: string, body?: unknown, call?: Call): Promise<Answer> =>
    this.call('PATCH', path, { body: body ?? {}, ...call });
}

/** A signed-in person. */
export interface Person {
  http: Browser;
  user: User;
}

/** One NATS message (a request or an event) a process sent, as the raw subscription saw it. */
export interface SeenRequest {
  subject: string;
  /** A request's actor and body (`RpcRequest`); undefined for events. */
  actor: unknown;
  body: unknown;
  /** The packet's data: the `RpcRequest` of a request, the payload of an event. */
  data: unknown;
}

export interface Stack {
  db: TestDatabase;
  gw: GatewayHandle;
  admin: Person;
  /** A browser without a session. */
  anonymous(): Browser;
  /** Registers a client through the gateway (signed in). */
  signUp(firstName: string, lastName: string): Promise<Person>;
  /** Registers, is made a team member by the admin (`PATCH /api/admin/users/:id`), signs in again. */
  makeAdvisor(firstName: string, lastName: string): Promise<Person>;
  signIn(user: User): Promise<Person>;
  /**
   * Runs `fn` and answers every NATS request sent meanwhile on `subjects` (raw subscriptions under the
   * prefix, beside the services' queue groups), in arrival order.
   */
  watch<T>(subjects: string[], fn: () => Promise<T>): Promise<{ result: T; seen: SeenRequest[] }>;
  /**
   * Drops the admin service's read cache (announces a registration nobody made, which only the admin
   * service listens to), so the next read gathers from the owners again.
   */
  freshReads(): Promise<void>;
  close(): Promise<void>;
}

/** Sets this file's NATS subject prefix; call at the top of a test file, before anything starts. */
export const useOwnSubjectPrefix = (): string => ownSubjectPrefix('adm');

export async function startStack(): Promise<Stack> {
  const run = await TestRun.start('admin');
  return run.guard(async () => {
    const env = run.env({ SCOPE_CACHE_MS: String(SCOPE_CACHE_MS) });
    await startTestAuth(run, env);
    // The reports count scored and unscored profiles as the tests analysed them: no re-score after saves.
    await run.start(() =>
      startIcpService(icpConfigSchema.parse({ ...env, SCORE_REFRESH_ENABLED: 'false' }), {
        handleSignals: false,
      }),
    );
    await run.start(() => startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }));
    await run.start(() => startAdminService(adminConfigSchema.parse(env), { handleSignals: false }));
    const gw = await run.start(() =>
      startTestGateway(`adm${uniqueSuffix()}`, {
        LOG_LEVEL: env.LOG_LEVEL!,
        NATS_REQUEST_TIMEOUT_MS: '5000',
      }),
    );
    const raw = await run.nats('admin-integration-test');
    const base = gw.url;

    const signIn = async (user: User): Promise<Person> => {
      const http = new Browser(base);
      const res = await http.post('/api/auth/login', { username: user.username, password: PASSWORD });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { http, user: res.body.user as User };
    };
    const admin = await signIn({ username: ADMIN_EMAIL } as User);

    let counter = 0;
    const signUp = async (firstName: string, lastName: string): Promise<Person> => {
      const http = new Browser(base);
      const username = `${firstName.toLowerCase()}_${uniqueSuffix()}${counter++}`.slice(0, 20);
      const res = await http.post('/api/auth/register', {
        username,
        email: `${username}@example.com`,
        firstName,
        lastName,
        password: PASSWORD,
      });
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { http, user: res.body.user as User };
    };

    return {
      db: run.db,
      gw,
      admin,
      anonymous: () => new Browser(base),
      signUp,
      signIn,
      async makeAdvisor(firstName, lastName) {
        const p = await signUp(firstName, lastName);
        const res = await admin.http.patch(`/api/admin/users/${p.user.id}`, { role: 'team_member' });
        if (res.status !== 200) throw new Error(`role change failed: ${res.status}`);
        return signIn(p.user);
      },
      async watch(subjects, fn) {
        const seen: SeenRequest[] = [];
        const subs = subjects.map((subject) =>
          raw.subscribe(run.prefix + subject, {
            callback: (_err, msg: Msg) => {
              const packet = msg.json<{ data?: { actor?: unknown; body?: unknown } }>();
              seen.push({ subject, actor: packet.data?.actor, body: packet.data?.body, data: packet.data });
            },
          }),
        );
        await raw.flush();
        try {
          const result = await fn();
          await raw.flush(); // every request sent before the answer has reached the subscriptions
          return { result, seen };
        } finally {
          for (const s of subs) s.unsubscribe();
        }
      },
      async freshReads() {
        raw.publish(
          run.prefix + EVENTS.userCreated,
          JSON.stringify({ pattern: EVENTS.userCreated, data: { userId: randomUUID() } }),
        );
        await raw.flush();
        // The event has reached the server; give the admin service's subscription a moment to read it.
        await new Promise((r) => setTimeout(r, 50));
      },
      close: () => run.close(),
    };
  });
}
