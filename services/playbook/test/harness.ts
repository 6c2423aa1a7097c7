/**
 * Integration harness: a fresh database, the real auth and icp services and the playbook service, all
 * started in-process on the local NATS under this file's own subject prefix; users made through auth's
 * own subjects, profiles through icp's; and a log of every event published under the prefix, read
 * with a raw NATS subscription.
 */
import 'reflect-metadata';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { AUTH, ICP, type Actor, type Icp, type ResolvedActor, type User } from '@icp-studio/contracts';
import { connectNats, RpcClient, type ServiceHandle } from '@icp-studio/service-kit';
import {
  createTestDatabase,
  testEnv,
  uniqueSuffix,
  type TestDatabase,
} from '@icp-studio/service-kit/testing';
import { startAuthService } from '../../auth/src/app.js';
import { authConfigSchema } from '../../auth/src/config.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../src/app.js';
import { playbookConfigSchema } from '../src/config.js';

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
  admin: Person;
  db: TestDatabase;
  /** Every event published under this run's prefix, in arrival order. */
  events: PublishedEvent[];
  register(username: string, firstName: string, lastName: string): Promise<Person>;
  makeAdvisor(username: string, firstName: string, lastName: string): Promise<Person>;
  assign(clientId: string, advisorId: string): Promise<void>;
  unassign(clientId: string): Promise<void>;
  /** A profile owned by `owner`, made through the icp service. */
  createIcp(owner: Person, name: string): Promise<Icp>;
  /** Calls a subject as this person (null: without an actor). */
  call<T>(subject: string, body: unknown, who: Person | null): Promise<T>;
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

export async function startStack(opts: { scopeCacheMs?: number } = {}): Promise<Stack> {
  const prefix = process.env.NATS_SUBJECT_PREFIX;
  if (!prefix) throw new Error('call useOwnSubjectPrefix() first');
  const db = await createTestDatabase('playbook');
  const handles: ServiceHandle[] = [];
  let nc: NatsConnection | undefined;
  let sub: Subscription | undefined;
  try {
    const common = {
      DATABASE_URL: db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      SCOPE_CACHE_MS: String(opts.scopeCacheMs ?? 5000),
    };
    handles.push(
      await startAuthService(authConfigSchema.parse({ ...common, ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD }), {
        handleSignals: false,
      }),
    );
    handles.push(await startIcpService(icpConfigSchema.parse(common), { handleSignals: false }));
    handles.push(await startPlaybookService(playbookConfigSchema.parse(common), { handleSignals: false }));

    nc = await connectNats({ url: testEnv.natsUrl, name: 'playbook-integration-test' });
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

    const signedIn = await rpc.request<ResolvedActor>(AUTH.verifyCredentials, {
      username: ADMIN_EMAIL,
      password: PASSWORD,
    });
    const admin: Person = { actor: { userId: signedIn.user.id, role: 'admin' }, user: signedIn.user };

    const call = <T>(subject: string, body: unknown, who: Person | null) =>
      rpc.request<T>(subject, body, { actor: who?.actor ?? null });

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
      admin,
      db,
      events,
      register,
      call,
      async makeAdvisor(username, firstName, lastName) {
        const p = await register(username, firstName, lastName);
        const user = await call<User>(AUTH.setRole, { id: p.user.id, role: 'team_member' }, admin);
        return { actor: { userId: user.id, role: 'team_member' }, user };
      },
      async assign(clientId, advisorId) {
        await call(AUTH.createAssignment, { clientId, advisorId }, admin);
      },
      async unassign(clientId) {
        await call(AUTH.deleteAssignment, { id: clientId }, admin);
      },
      createIcp(owner, name) {
        return call<Icp>(ICP.create, { name, type: 'b2b', industry: 'Dental practices' }, owner);
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

export interface RpcFailure {
  status: number;
  message: string;
  fields?: Record<string, string[]>;
}

/** The error an RPC rejected with (fails the test when it succeeded). */
export async function rpcError(p: Promise<unknown>): Promise<RpcFailure> {
  try {
    await p;
  } catch (err) {
    return err as RpcFailure;
  }
  throw new Error('expected the request to fail');
}
