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
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: '3',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '5',
      RATE_LIMIT_LOGIN_ACCOUNT_DELAY_MS: '400',
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

  const wrong = (username: string) => ({ username, password: 'Wr0ng!Password' });

  it('refuses an account and address pair past its limit, even with the right password; other addresses still sign in', async () => {
    const user = newUser();
    await fromNewIp().post('/api/auth/register', user);
    const attacker = fromNewIp();
    for (let i = 0; i < 3; i++)
      expect((await attacker.post('/api/auth/login', wrong(user.username))).status).toBe(401);
    // That pair, in any letter case and by e-mail too (one account, one budget).
    expectLimited(
      await attacker.post('/api/auth/login', {
        username: user.username.toUpperCase(),
        password: user.password,
      }),
    );
    expectLimited(await attacker.post('/api/auth/login', { username: user.email, password: user.password }));
    // The owner, from their own address: no refusal.
    expect(
      (await fromNewIp().post('/api/auth/login', { username: user.username, password: user.password }))
        .status,
    ).toBe(200);
  });

  it('counts a user name and its e-mail address as one account', async () => {
    const user = newUser();
    await fromNewIp().post('/api/auth/register', user);
    const c = fromNewIp();
    expect((await c.post('/api/auth/login', wrong(user.username))).status).toBe(401);
    expect((await c.post('/api/auth/login', wrong(user.email))).status).toBe(401);
    expect((await c.post('/api/auth/login', wrong(user.email.toUpperCase()))).status).toBe(401);
    expectLimited(await c.post('/api/auth/login', wrong(user.username)));
  });

  it('past the per-account ceiling, delays every attempt on the account but never refuses the owner', async () => {
    const user = newUser();
    await fromNewIp().post('/api/auth/register', user);
    // An attacker from rotating addresses: each pair stays under its limit, the account passes its ceiling.
    for (let i = 0; i < 6; i++)
      expect((await fromNewIp().post('/api/auth/login', wrong(user.username))).status).toBe(401);
    const started = Date.now();
    const guess = await fromNewIp().post('/api/auth/login', wrong(user.username));
    expect(guess.status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    const ownerStarted = Date.now();
    const owner = await fromNewIp().post('/api/auth/login', {
      username: user.email,
      password: user.password,
    });
    expect(owner.status).toBe(200);
    const ownerMs = Date.now() - ownerStarted;
    expect(ownerMs).toBeGreaterThanOrEqual(300);
    expect(ownerMs).toBeLessThan(3000);
    // The owner's sign-in forgets the account's attempts: the next one is not delayed.
    const after = Date.now();
    expect((await fromNewIp().post('/api/auth/login', wrong(user.username))).status).toBe(401);
    expect(Date.now() - after).toBeLessThan(300);
    // Another account is not affected.
    const other = newUser();
    await fromNewIp().post('/api/auth/register', other);
    expect(
      (await fromNewIp().post('/api/auth/login', { username: other.username, password: other.password }))
        .status,
    ).toBe(200);
  });

  it('forgets a pair’s failed attempts after a successful login', async () => {
    const user = newUser();
    await fromNewIp().post('/api/auth/register', user);
    const c = fromNewIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++)
        expect((await c.post('/api/auth/login', wrong(user.username))).status).toBe(401);
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
