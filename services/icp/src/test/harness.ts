/**
 * Integration harness: a fresh database, the real auth service and the icp service started in-process
 * on the local NATS under a subject prefix of their own, users made through auth's own subjects, and
 * a log of every event published under the prefix.
 */
import 'reflect-metadata';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { AUTH, type Actor, type User, type ResolvedActor } from '@icp-studio/contracts';
import { connectNats, RpcClient, type ServiceHandle } from '@icp-studio/service-kit';
import {
  createTestDatabase,
  testEnv,
  uniqueSuffix,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startAuthService } from '../../../auth/src/app.js';
import { authConfigSchema } from '../../../auth/src/config.js';
import { startIcpService } from '../app.js';
import { icpConfigSchema } from '../config.js';

export const PASSWORD = 'Passw0rd!long';
const ADMIN_EMAIL = 'admin@icp-studio.test';

export interface Person {
  actor: Actor;
  user: User;
}

export interface PublishedEvent {
  subject: string;
  data: unknown;
}

export interface Stack {
  rpc: RpcClient;
  /** The icp service under test. */
  icp: ServiceHandle;
  admin: Person;
  db: TestDatabase;
  /** Every event published under this run's prefix, in arrival order. */
  events: PublishedEvent[];
  register(username: string, firstName: string, lastName: string): Promise<Person>;
  makeAdvisor(username: string, firstName: string, lastName: string): Promise<Person>;
  assign(clientId: string, advisorId: string): Promise<void>;
  unassign(clientId: string): Promise<void>;
  waitForEvent(match: (e: PublishedEvent) => boolean, timeoutMs?: number): Promise<PublishedEvent>;
  close(): Promise<void>;
}

/** Sets this file's NATS subject prefix; call at the top of a test file, before anything starts. */
export function useOwnSubjectPrefix(): string {
  const prefix = `t${uniqueSuffix()}.`;
  process.env.NATS_SUBJECT_PREFIX = prefix;
  process.env.LOG_LEVEL ??= 'error';
  return prefix;
}

/**
 * `aiQueuePrefix`: queue the AI analysis under this BullMQ prefix (each file its own); without it the
 * AI analysis is off and scores keep aiStatus 'none'.
 */
export async function startStack(
  opts: { scopeCacheMs?: number; aiQueuePrefix?: string; aiBackoffMs?: number } = {},
): Promise<Stack> {
  const prefix = process.env.NATS_SUBJECT_PREFIX;
  if (!prefix) throw new Error('call useOwnSubjectPrefix() first');
  const db = await createTestDatabase('icp');
  const handles: ServiceHandle[] = [];
  let nc: NatsConnection | undefined;
  let sub: Subscription | undefined;
  try {
    const common = {
      DATABASE_URL: db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    };
    handles.push(
      await startAuthService(
        authConfigSchema.parse({
          ...common,
          ADMIN_EMAIL,
          ADMIN_PASSWORD: PASSWORD,
          APP_URL: 'http://localhost:8080',
        }),
        { handleSignals: false },
      ),
    );
    const icp = await startIcpService(
      icpConfigSchema.parse({
        ...common,
        SCOPE_CACHE_MS: String(opts.scopeCacheMs ?? 5000),
        REDIS_URL: testEnv.redisUrl,
        AI_ANALYSIS_ENABLED: opts.aiQueuePrefix ? 'true' : 'false',
        QUEUE_PREFIX: opts.aiQueuePrefix ?? 'icp-test-unused',
        AI_ANALYSIS_BACKOFF_MS: String(opts.aiBackoffMs ?? 5000),
      }),
      { handleSignals: false },
    );
    handles.push(icp);
    nc = await connectNats({ url: testEnv.natsUrl, name: 'icp-integration-test' });
    const rpc = new RpcClient(nc, 10_000);

    const events: PublishedEvent[] = [];
    const waiters = new Set<() => void>();
    sub = nc.subscribe(`${prefix}events.>`, {
      callback: (_err, msg: Msg) => {
        const packet = msg.json<{ pattern: string; data: unknown }>();
        events.push({ subject: msg.subject.slice(prefix.length), data: packet.data });
        for (const w of waiters) w();
      },
    });
    await nc.flush();

    const admin = await rpc.request<ResolvedActor>(AUTH.verifyCredentials, {
      username: ADMIN_EMAIL,
      password: PASSWORD,
    });
    const adminPerson: Person = { actor: { userId: admin.user.id, role: 'admin' }, user: admin.user };

    const register = async (username: string, firstName: string, lastName: string): Promise<Person> => {
      const user = await rpc.request<User>(AUTH.register, {
        username,
        email: `${username}@example.com`,
        firstName,
        lastName,
        password: PASSWORD,
      });
      return { actor: { userId: user.id, role: user.role }, user };
    };

    return {
      rpc,
      icp,
      admin: adminPerson,
      db,
      events,
      register,
      async makeAdvisor(username, firstName, lastName) {
        const p = await register(username, firstName, lastName);
        const user = await rpc.request<User>(
          AUTH.setRole,
          { id: p.user.id, role: 'team_member' },
          { actor: adminPerson.actor },
        );
        return { actor: { userId: user.id, role: 'team_member' }, user };
      },
      async assign(clientId, advisorId) {
        await rpc.request(AUTH.createAssignment, { clientId, advisorId }, { actor: adminPerson.actor });
      },
      async unassign(clientId) {
        await rpc.request(AUTH.deleteAssignment, { id: clientId }, { actor: adminPerson.actor });
      },
      waitForEvent(match, timeoutMs = 3000) {
        return new Promise((resolve, reject) => {
          const check = () => {
            const found = events.find(match);
            if (found) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(found);
            }
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error('event not published in time'));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      },
      async close() {
        sub?.unsubscribe();
        await nc?.drain().catch(() => undefined);
        for (const h of handles.reverse()) await h.close();
        await db.drop();
      },
    };
  } catch (err) {
    sub?.unsubscribe();
    await nc?.drain().catch(() => undefined);
    for (const h of handles.reverse()) await h.close().catch(() => undefined);
    await db.drop().catch(() => undefined);
    throw err;
  }
}

/** Retries `probe` until it resolves true or the time is up; answers how long it took. */
export async function eventually(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 25,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The error an RPC rejected with (fails the test when it succeeded). */
export async function rpcError(
  p: Promise<unknown>,
): Promise<{ status: number; message: string; fields?: Record<string, string[]> }> {
  try {
    await p;
  } catch (err) {
    return err as { status: number; message: string; fields?: Record<string, string[]> };
  }
  throw new Error('expected the request to fail');
}
