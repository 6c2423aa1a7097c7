import { createHmac } from 'node:crypto';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gw${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

const OLD = 'old-session-secret-'.padEnd(40, 'o');
const NEW = 'new-session-secret-'.padEnd(40, 'n');

/** Whether `secret` signed the cookie value `s:<sid>.<mac>` (the cookie-signature format). */
function signedBy(value: string, secret: string): boolean {
  const [sid, mac] = [value.slice(2, value.lastIndexOf('.')), value.slice(value.lastIndexOf('.') + 1)];
  return createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '') === mac;
}

/**
 * `SESSION_SECRET` as a rotation list (README, "Configuration"): the first secret signs new cookies and
 * every secret verifies, so sessions signed before a rotation survive it. Three gateways share one Redis
 * prefix: before the rotation (OLD), during it (NEW,OLD) and after it (NEW).
 */
describe('SESSION_SECRET rotation', () => {
  let stack: AuthStack;
  let before: GatewayHandle;
  let during: GatewayHandle;
  let after: GatewayHandle;

  beforeAll(async () => {
    stack = await startAuthStack();
    before = await startTestGateway(suffix, { SESSION_SECRET: OLD });
    during = await startTestGateway(suffix, { SESSION_SECRET: `${NEW},${OLD}` });
    after = await startTestGateway(suffix, { SESSION_SECRET: NEW });
  });
  afterAll(async () => {
    await after?.close();
    await during?.close();
    await before?.close();
    await stack?.close();
  });

  it('keeps a session signed before the rotation, and signs new ones with the first secret', async () => {
    const old = new Client(before.url);
    expect((await old.post('/api/auth/register', newUser('Rowan'))).status).toBe(201);
    expect(signedBy(old.sid!, OLD)).toBe(true);

    // The same cookie, at a gateway whose list names OLD second: still signed in.
    const carried = new Client(during.url);
    carried.sid = old.sid;
    expect((await carried.get('/api/auth/check')).body).toMatchObject({ authenticated: true });

    // A sign-in there is signed with NEW, which the gateway after the rotation accepts.
    const fresh = new Client(during.url);
    expect((await fresh.post('/api/auth/register', newUser('Sasha'))).status).toBe(201);
    expect(signedBy(fresh.sid!, NEW)).toBe(true);
    const later = new Client(after.url);
    later.sid = fresh.sid;
    expect((await later.get('/api/auth/check')).body).toMatchObject({ authenticated: true });

    // Once OLD is dropped from the list, its cookies no longer sign anyone in.
    const dropped = new Client(after.url);
    dropped.sid = old.sid;
    const res = await dropped.get('/api/auth/check');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authenticated: false });
  });

  it('refuses a list with a short secret in it', async () => {
    await expect(startTestGateway(suffix, { SESSION_SECRET: `${NEW},short` })).rejects.toThrow(
      /every secret of the SESSION_SECRET list must be at least 32 characters/,
    );
  });
});
