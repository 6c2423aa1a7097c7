import pg from 'pg';
import { EVENTS } from '@icp-studio/contracts';
import { RpcClient, connectNats } from '@icp-studio/service-kit';
import { eventually as settles, sleep, testEnv, uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gw${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

const IDLE_MS = 1200; // SESSION_IDLE_MINUTES 0.02
const ABSOLUTE_MS = 4320; // SESSION_ABSOLUTE_HOURS 0.0012

/** True once `fn` is, for effects carried by NATS events (the kit's `eventually` fails the test when it never is). */
const eventually = (fn: () => Promise<boolean>) => settles(fn, 2000).then(() => true);

describe('session limits and the actor cache', () => {
  let stack: AuthStack;
  let gw: GatewayHandle;
  let db: pg.Client;
  let events: RpcClient;

  beforeAll(async () => {
    stack = await startAuthStack();
    gw = await startTestGateway(suffix, {
      SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000),
      SESSION_ABSOLUTE_HOURS: String(ABSOLUTE_MS / 3_600_000),
      // Long enough that only an event can make the gateway ask auth again during a test.
      ACTOR_CACHE_MS: '60000',
    });
    db = new pg.Client({ connectionString: stack.db.url });
    await db.connect();
    events = new RpcClient(await connectNats({ url: testEnv.natsUrl, name: 'gw-test-events' }), 1000);
  });
  afterAll(async () => {
    await events?.connection.drain();
    await db?.end();
    await gw?.close();
    await stack?.close();
  });

  const signedIn = async (c: Client) => (await c.get('/api/auth/check')).body.authenticated === true;

  async function register(): Promise<{ c: Client; userId: string }> {
    const c = new Client(gw.url);
    const res = await c.post('/api/auth/register', newUser());
    expect(res.status).toBe(201);
    return { c, userId: res.body.user.id };
  }

  it('ends a session left idle longer than SESSION_IDLE_MINUTES', async () => {
    const { c } = await register();
    expect(await signedIn(c)).toBe(true);
    await sleep(IDLE_MS + 300);
    expect(await signedIn(c)).toBe(false);
  });

  it('keeps a used session alive past the idle timeout (rolling), until the absolute lifetime', async () => {
    const { c } = await register();
    const started = Date.now();
    while (Date.now() - started < IDLE_MS * 2) {
      await sleep(IDLE_MS / 3);
      expect(await signedIn(c)).toBe(true);
    }
    // Still in use, but the absolute lifetime from sign-in ends it.
    while (Date.now() - started < ABSOLUTE_MS + 300) {
      await sleep(IDLE_MS / 3);
      if (!(await signedIn(c))) break;
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(ABSOLUTE_MS - 200);
    expect(await signedIn(c)).toBe(false);
  });

  it('serves the cached actor, and drops it when auth announces a user change', async () => {
    const { c, userId } = await register();
    expect((await c.get('/api/auth/check')).body.user.role).toBe('client');

    // Changed behind the gateway's back, without an event: the cached actor is still served.
    await db.query(`UPDATE auth.users SET role = 'team_member' WHERE id = $1`, [userId]);
    expect((await c.get('/api/auth/check')).body.user.role).toBe('client');

    events.publish(EVENTS.userChanged, { userId, reason: 'role' });
    expect(
      await eventually(async () => (await c.get('/api/auth/check')).body.user?.role === 'team_member'),
    ).toBe(true);
  });

  it('ends the sessions of a user whose sessions auth revoked', async () => {
    const { c, userId } = await register();
    const other = await register();
    await db.query(`UPDATE auth.users SET session_version = session_version + 1 WHERE id = $1`, [userId]);
    expect(await signedIn(c)).toBe(true); // cached until the event

    events.publish(EVENTS.sessionsRevoked, { userId, sessionVersion: 1 });
    expect(await eventually(async () => !(await signedIn(c)))).toBe(true);
    // Only that user's.
    expect(await signedIn(other.c)).toBe(true);
  });

  it('treats a session whose user vanished as signed out', async () => {
    const { c, userId } = await register();
    await db.query(`DELETE FROM auth.users WHERE id = $1`, [userId]);
    events.publish(EVENTS.userChanged, { userId, reason: 'profile' });
    expect(await eventually(async () => !(await signedIn(c)))).toBe(true);
  });
});
