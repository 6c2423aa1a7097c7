import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gw${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

describe('rate limits on the account routes (Redis, fixed window)', () => {
  let stack: AuthStack;
  let gw: GatewayHandle;
  let ipCounter = 0;
  /** Each test gets its own client address (X-Forwarded-For from the trusted loopback proxy). */
  const fromNewIp = () => new Client(gw.url, { 'x-forwarded-for': `203.0.113.${++ipCounter}` });

  beforeAll(async () => {
    stack = await startAuthStack();
    gw = await startTestGateway(suffix, {
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_WINDOW_SECONDS: '120',
      RATE_LIMIT_LOGIN_PER_IP: '6',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      RATE_LIMIT_REGISTER_PER_IP: '2',
      RATE_LIMIT_FORGOT_PER_IP: '3',
      RATE_LIMIT_FORGOT_PER_EMAIL: '2',
      RATE_LIMIT_RESET_PER_IP: '2',
    });
  });
  afterAll(async () => {
    await gw?.close();
    await stack?.close();
  });

  const expectLimited = (res: Awaited<ReturnType<Client['get']>>) => {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in 2 minutes.',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
  };

  it('locks an account name after its limit of login attempts, even with the right password', async () => {
    const user = newUser();
    await fromNewIp().post('/api/auth/register', user);
    for (let i = 0; i < 3; i++) {
      expect(
        (await fromNewIp().post('/api/auth/login', { username: user.username, password: 'Wr0ng!Password' }))
          .status,
      ).toBe(401);
    }
    // Per account, whatever the address, and in any letter case.
    expectLimited(
      await fromNewIp().post('/api/auth/login', {
        username: user.username.toUpperCase(),
        password: user.password,
      }),
    );
    // Another account is not affected.
    const other = newUser();
    await fromNewIp().post('/api/auth/register', other);
    expect(
      (await fromNewIp().post('/api/auth/login', { username: other.username, password: other.password }))
        .status,
    ).toBe(200);
  });

  it('forgets an account’s failed attempts after a successful login', async () => {
    const user = newUser();
    await fromNewIp().post('/api/auth/register', user);
    const c = fromNewIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) {
        expect(
          (await c.post('/api/auth/login', { username: user.username, password: 'Wr0ng!Password' })).status,
        ).toBe(401);
      }
      expect(
        (await c.post('/api/auth/login', { username: user.username, password: user.password })).status,
      ).toBe(200);
    }
  });

  it('limits login attempts per IP across account names', async () => {
    const c = fromNewIp();
    for (let i = 0; i < 6; i++) {
      expect(
        (await c.post('/api/auth/login', { username: `nobody_${i}`, password: 'Wr0ng!Password' })).status,
      ).toBe(401);
    }
    expectLimited(await c.post('/api/auth/login', { username: 'nobody_x', password: 'Wr0ng!Password' }));
    // Input is validated before attempts are counted: a malformed one is still a 400.
    expect((await c.post('/api/auth/login', { username: '' })).status).toBe(400);
  });

  it('limits registrations per IP', async () => {
    const c = fromNewIp();
    expect((await c.post('/api/auth/register', newUser())).status).toBe(201);
    expect((await c.post('/api/auth/register', newUser())).status).toBe(201);
    expectLimited(await c.post('/api/auth/register', newUser()));
    expect((await fromNewIp().post('/api/auth/register', newUser())).status).toBe(201);
  });

  it('limits forgot-password per e-mail and per IP', async () => {
    const email = newUser().email;
    expect((await fromNewIp().post('/api/auth/forgot-password', { email })).status).toBe(200);
    expect((await fromNewIp().post('/api/auth/forgot-password', { email: email.toUpperCase() })).status).toBe(
      200,
    );
    expectLimited(await fromNewIp().post('/api/auth/forgot-password', { email }));

    const c = fromNewIp();
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/auth/forgot-password', { email: newUser().email })).status).toBe(200);
    expectLimited(await c.post('/api/auth/forgot-password', { email: newUser().email }));
  });

  it('limits reset-password per IP', async () => {
    const c = fromNewIp();
    const body = { token: 'not-a-real-token', newPassword: 'N3w!Passw0rd' };
    expect((await c.post('/api/auth/reset-password', body)).status).toBe(400);
    expect((await c.post('/api/auth/reset-password', body)).status).toBe(400);
    expectLimited(await c.post('/api/auth/reset-password', body));
  });
});
