import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client, cookieLine, cookieValue, send } from './support/http.js';
import {
  newUser,
  startAuthStack,
  startMailCatcher,
  startTestGateway,
  type AuthStack,
} from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gw${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

describe('gateway in front of the real auth service', () => {
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let stack: AuthStack;
  let gw: GatewayHandle;

  beforeAll(async () => {
    mail = await startMailCatcher();
    stack = await startAuthStack({ SMTP_URL: mail.url });
    // A short actor cache, so a stopped auth service shows on the next look-up.
    gw = await startTestGateway(suffix, { ACTOR_CACHE_MS: '200' });
  });
  afterAll(async () => {
    await gw?.close();
    await stack?.close();
    await mail?.close();
  });

  const client = () => new Client(gw.url);

  describe('register', () => {
    it('creates the account, answers 201 and signs the user in with an HttpOnly, SameSite=Lax cookie', async () => {
      const c = client();
      const user = newUser('Riley');
      const res = await c.post('/api/auth/register', user);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        message: 'Account created',
        user: { username: user.username, email: user.email, role: 'client' },
      });
      expect(res.body.user).not.toHaveProperty('password');
      expect(res.body.user).not.toHaveProperty('passwordHash');
      const line = cookieLine(res.cookies, 'icp.sid')!;
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/;\s*Secure/i);
      expect(line).not.toMatch(/Expires|Max-Age/i); // a browser-session cookie
      const check = await c.get('/api/auth/check');
      expect(check.body).toEqual({ authenticated: true, user: res.body.user });
    });

    it('marks the cookie Secure when the request came over TLS (X-Forwarded-Proto from a trusted proxy)', async () => {
      const c = new Client(gw.url, { 'x-forwarded-proto': 'https' });
      const res = await c.post('/api/auth/register', newUser());
      expect(res.status).toBe(201);
      expect(cookieLine(res.cookies, 'icp.sid')).toMatch(/;\s*Secure/i);
    });

    it("refuses invalid input with 400 and the spec's messages", async () => {
      const res = await client().post('/api/auth/register', { ...newUser(), username: 'ab', email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        fields: {
          username: ['Username must be at least 3 characters'],
          email: ['Please enter a valid email address'],
        },
      });
      expect(res.cookies).toEqual([]);
    });

    it('answers a taken username with 409', async () => {
      const user = newUser();
      expect((await client().post('/api/auth/register', user)).status).toBe(201);
      const again = await client().post('/api/auth/register', { ...user, email: `other.${user.email}` });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('conflict');
    });
  });

  describe('login and logout', () => {
    it('gives a new session id at login (session fixation), by username or e-mail', async () => {
      const user = newUser();
      const c = client();
      await c.post('/api/auth/register', user);
      const registeredSid = c.sid;
      expect(registeredSid).toBeDefined();

      const res = await c.post('/api/auth/login', { username: user.username, password: user.password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Login successful', user: { username: user.username } });
      expect(c.sid).toBeDefined();
      expect(c.sid).not.toBe(registeredSid);

      // The id the browser had before no longer authenticates.
      const old = new Client(gw.url);
      old.sid = registeredSid;
      expect((await old.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });

      const byEmail = client();
      expect(
        (await byEmail.post('/api/auth/login', { username: user.email, password: user.password })).status,
      ).toBe(200);
      expect((await byEmail.get('/api/auth/check')).body.authenticated).toBe(true);
    });

    it('keeps the cookie across browser restarts only with "remember me"', async () => {
      const user = newUser();
      await client().post('/api/auth/register', user);
      const res = await client().post('/api/auth/login', {
        username: user.username,
        password: user.password,
        rememberMe: true,
      });
      const line = cookieLine(res.cookies, 'icp.sid')!;
      const expires = /Expires=([^;]+)/i.exec(line)?.[1];
      expect(expires).toBeDefined();
      const hours = (Date.parse(expires!) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23); // SESSION_IDLE_MINUTES default: 24 h
      expect(hours).toBeLessThanOrEqual(24);

      // Rolling: each use sends the cookie again, expiring a full idle timeout from then.
      await new Promise((r) => setTimeout(r, 1100));
      const c = new Client(gw.url);
      c.sid = cookieValue(res.cookies, 'icp.sid');
      const later = await c.get('/api/auth/check');
      expect(later.body.authenticated).toBe(true);
      const renewed = /Expires=([^;]+)/i.exec(cookieLine(later.cookies, 'icp.sid') ?? '')?.[1];
      expect(Date.parse(renewed!)).toBeGreaterThan(Date.parse(expires!));
    });

    it('answers a wrong password with 401 and no session', async () => {
      const user = newUser();
      await client().post('/api/auth/register', user);
      const c = client();
      const res = await c.post('/api/auth/login', { username: user.username, password: 'Wr0ng!Password' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'unauthenticated', message: 'Invalid username or password' });
      expect(c.sid).toBeUndefined();
      const unknown = await c.post('/api/auth/login', {
        username: 'nobody_here',
        password: 'Wr0ng!Password',
      });
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe('Invalid username or password');
    });

    it.each([
      [{ password: 'x' }, { username: ['Username or email is required'] }],
      [{ username: '   ', password: 'x' }, { username: ['Username or email is required'] }],
      [{ username: 'jane' }, { password: ['Password is required'] }],
      [{ username: 'jane', password: '' }, { password: ['Password is required'] }],
    ])('refuses the login body %j with 400 and the spec message', async (body, fields) => {
      const res = await client().post('/api/auth/login', body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    });

    it('logout destroys the session: the old cookie no longer authenticates', async () => {
      const c = client();
      await c.post('/api/auth/register', newUser());
      const sid = c.sid;
      const res = await c.post('/api/auth/logout');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Logged out' });
      expect(cookieLine(res.cookies, 'icp.sid')).toMatch(/Expires=Thu, 01 Jan 1970/);
      const replay = new Client(gw.url);
      replay.sid = sid;
      expect((await replay.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
    });

    it('check answers signed out without a cookie, and with a forged one', async () => {
      expect((await client().get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
      const forged = client();
      forged.sid = 's:forged.signature';
      const res = await forged.get('/api/auth/check');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ authenticated: false, user: null });
    });
  });

  describe('password reset', () => {
    it('sets a new password and ends every existing session of the account', async () => {
      const user = newUser();
      const first = client();
      await first.post('/api/auth/register', user);
      const second = client();
      await second.post('/api/auth/login', { username: user.username, password: user.password });
      expect((await first.get('/api/auth/check')).body.authenticated).toBe(true);
      const third = client();
      await third.post('/api/auth/login', { username: user.username, password: user.password });
      const staleSid = third.sid;

      const forgot = await client().post('/api/auth/forgot-password', { email: user.email });
      expect(forgot.status).toBe(200);
      expect(forgot.body.message).toMatch(/If an account exists/);
      const token = new URL(await mail.linkFor(user.email)).pathname.split('/').pop()!;

      const newPassword = 'N3w!Passw0rd';
      const reset = await client().post('/api/auth/reset-password', { token, newPassword });
      expect(reset.status).toBe(200);
      expect(reset.body.message).toMatch(/password has been reset/i);

      // Both sessions are over: the session version moved on (auth's event also drops the cached actor).
      expect((await first.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
      expect((await second.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
      expect(
        (await client().post('/api/auth/login', { username: user.username, password: user.password })).status,
      ).toBe(401);
      expect(
        (await client().post('/api/auth/login', { username: user.email, password: newPassword })).status,
      ).toBe(200);
      // A browser still holding an ended session's cookie signs in afresh (one new cookie, not the cleared one).
      const stale = client();
      stale.sid = staleSid;
      const relogin = await stale.post('/api/auth/login', { username: user.username, password: newPassword });
      expect(relogin.status).toBe(200);
      expect(relogin.cookies.filter((l) => l.startsWith('icp.sid='))).toHaveLength(1);
      expect(stale.sid).not.toBe(staleSid);
      expect((await stale.get('/api/auth/check')).body.authenticated).toBe(true);

      const reused = await client().post('/api/auth/reset-password', { token, newPassword: 'An0ther!Pass' });
      expect(reused.status).toBe(400);
    });

    it('validates the reset body with the spec messages', async () => {
      const res = await client().post('/api/auth/reset-password', { token: 'abc', newPassword: 'short' });
      expect(res.status).toBe(400);
      expect(res.body.fields.newPassword).toContain('Password must be at least 8 characters');
      const forgot = await client().post('/api/auth/forgot-password', { email: 'nope' });
      expect(forgot.status).toBe(400);
      expect(forgot.body.fields).toEqual({ email: ['Please enter a valid email address'] });
    });
  });

  describe('users', () => {
    it('forwards GET /api/users/:id to auth with the actor, and needs a session', async () => {
      const c = client();
      const reg = await c.post('/api/auth/register', newUser());
      const me = await c.get(`/api/users/${reg.body.user.id}`);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: reg.body.user.id, username: reg.body.user.username });
      expect((await client().get(`/api/users/${reg.body.user.id}`)).status).toBe(401);
      const bad = await c.get('/api/users/not-a-uuid');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ id: ['Invalid id'] });
    });
  });

  describe('auth service down', () => {
    it('answers 503 with Retry-After at once, and serves again when auth is back, without a gateway restart', async () => {
      const user = newUser();
      const c = client();
      await c.post('/api/auth/register', user);
      await stack.auth.close();
      try {
        const login = await client().post('/api/auth/login', {
          username: user.username,
          password: user.password,
        });
        expect(login.status).toBe(503);
        expect(login.headers['retry-after']).toBe('2');
        expect(login.body).toMatchObject({ code: 'service_unavailable', status: 503 });
        expect(login.ms).toBeLessThan(100);

        await new Promise((r) => setTimeout(r, 250)); // past ACTOR_CACHE_MS
        const check = await c.get('/api/auth/check');
        expect(check.status).toBe(503);
        expect(check.headers['retry-after']).toBe('2');
        expect(check.ms).toBeLessThan(100);
      } finally {
        await stack.restartAuth();
      }
      const login = await client().post('/api/auth/login', {
        username: user.username,
        password: user.password,
      });
      expect(login.status).toBe(200);
      expect((await c.get('/api/auth/check')).body.authenticated).toBe(true);
    });
  });

  describe('HTTP hygiene', () => {
    it('answers malformed JSON with 400', async () => {
      const res = await send(gw.url, 'POST', '/api/auth/login', { raw: '{"username": "x",', headers: {} });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'bad_request', message: 'Malformed JSON body' });
    });

    it('answers a 1.1 MB body with 413', async () => {
      const res = await send(gw.url, 'POST', '/api/auth/register', {
        body: { username: 'x'.repeat(1.1 * 1024 * 1024) },
      });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        code: 'payload_too_large',
        message: 'Request body too large (limit 1 MB)',
      });
    });

    it('answers a refused body on a connection it keeps, so a proxy still sending it reads the answer', async () => {
      // One keep-alive connection: the 413, then the next request on the same socket.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const ask = (body: string) =>
        new Promise<{ status: number; connection?: string; socket: unknown }>((resolve, reject) => {
          const req = request(`${gw.url}/api/auth/login`, {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          });
          req.on('response', (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection, socket: req.socket }),
            );
          });
          req.on('error', reject);
          req.end(body);
        });
      try {
        const refused = await ask(`{"username":"${'x'.repeat(1.1 * 1024 * 1024)}"}`);
        expect(refused).toMatchObject({ status: 413, connection: 'keep-alive' });
        const malformed = await ask('{"username":');
        expect(malformed).toMatchObject({ status: 400, connection: 'keep-alive' });
        expect(malformed.socket).toBe(refused.socket);
      } finally {
        agent.destroy();
      }
    });

    it('reads off the rest of a compressed body it refused, so the next request on the connection is answered', async () => {
      // The gateway stops decompressing at the first bad byte or past 1 MB; the rest of the body must
      // still be read and dropped, or the kept-alive connection waits behind it for ever.
      const statusesOnOneSocket = (headers: string, body: Buffer) =>
        new Promise<string[]>((resolve) => {
          const { port } = new URL(gw.url);
          const socket = connect(Number(port), '127.0.0.1');
          let got = '';
          const statuses = () => got.match(/HTTP\/1\.1 \d{3}/g) ?? [];
          const timer = setTimeout(() => {
            socket.destroy();
            resolve([...statuses(), 'no answer']);
          }, 5_000);
          socket.on('data', (chunk) => {
            got += chunk;
            if (statuses().length === 2 && got.endsWith('}')) {
              clearTimeout(timer);
              socket.destroy();
              resolve(statuses());
            }
          });
          socket.write(
            `POST /api/auth/login HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\n${headers}Content-Length: ${body.length}\r\n\r\n`,
          );
          socket.write(body);
          socket.write('GET /api/auth/check HTTP/1.1\r\nHost: gateway\r\n\r\n');
        });
      const junk = Buffer.alloc(900_000, 'x');
      expect(await statusesOnOneSocket('Content-Encoding: gzip\r\n', junk)).toEqual([
        'HTTP/1.1 400',
        'HTTP/1.1 200',
      ]);
      expect(await statusesOnOneSocket('Content-Encoding: deflate\r\n', junk)).toEqual([
        'HTTP/1.1 400',
        'HTTP/1.1 200',
      ]);
      // Incompressible: 1.5 MB that passes the 1 MB limit when about a third of it is still unsent.
      const large = gzipSync(randomBytes(1_500_000));
      expect(await statusesOnOneSocket('Content-Encoding: gzip\r\n', large)).toEqual([
        'HTTP/1.1 413',
        'HTTP/1.1 200',
      ]);
    });

    it('reads and checks a JSON body sent with a GET, as before', async () => {
      const malformed = await send(gw.url, 'GET', '/api/auth/check', {
        raw: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x31, 0xff, 0xfe, 0xc3, 0x7d]),
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Malformed JSON body');
      const fine = await send(gw.url, 'GET', '/api/auth/check', {
        raw: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      });
      expect(fine.status).toBe(200);
    });

    it('answers a URL it cannot read with the JSON envelope', async () => {
      for (const path of ['/api/notes/%zz/complete', '/api/%', '/api/icps/%E0%A4%A']) {
        const res = await send(gw.url, 'GET', path);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(res.body).toMatchObject({ code: 'bad_request', status: 400, message: 'Bad Request' });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('takes JSON bodies only', async () => {
      const res = await send(gw.url, 'POST', '/api/auth/login', {
        raw: 'username=a&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/JSON/);
    });

    it('refuses cross-site state changes with 403 and lets same-origin ones through', async () => {
      const user = newUser();
      const crossOrigin = await send(gw.url, 'POST', '/api/auth/register', {
        body: user,
        headers: { origin: 'https://evil.example' },
      });
      expect(crossOrigin.status).toBe(403);
      expect(crossOrigin.body).toMatchObject({ message: 'Cross-site request refused' });
      const crossSite = await send(gw.url, 'POST', '/api/auth/register', {
        body: user,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body.message).toBe('Cross-site request refused');

      const sameOrigin = await send(gw.url, 'POST', '/api/auth/register', {
        body: user,
        headers: { origin: gw.url.replace('127.0.0.1', '127.0.0.1'), 'sec-fetch-site': 'same-origin' },
      });
      expect(sameOrigin.status).toBe(201);
      // Behind the edge: the public origin arrives as X-Forwarded-Host / X-Forwarded-Proto.
      const proxied = await send(gw.url, 'POST', '/api/auth/logout', {
        headers: {
          origin: 'https://icp.example.com',
          'x-forwarded-host': 'icp.example.com',
          'x-forwarded-proto': 'https',
        },
      });
      expect(proxied.status).toBe(200);
      const otherProxied = await send(gw.url, 'POST', '/api/auth/logout', {
        headers: {
          origin: 'https://evil.example',
          'x-forwarded-host': 'icp.example.com',
          'x-forwarded-proto': 'https',
        },
      });
      expect(otherProxied.status).toBe(403);
      // A cross-site GET is harmless and served.
      expect(
        (await send(gw.url, 'GET', '/api/auth/check', { headers: { 'sec-fetch-site': 'cross-site' } }))
          .status,
      ).toBe(200);
    });

    it('sends the security headers on every answer, errors included', async () => {
      for (const res of [
        await send(gw.url, 'GET', '/api/auth/check'),
        await send(gw.url, 'GET', '/api/no-such-route'),
        await send(gw.url, 'POST', '/api/auth/login', { raw: '{' }),
        await send(gw.url, 'GET', '/health'),
      ]) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('same-origin');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['content-security-policy']).toContain("default-src 'none'");
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('echoes a sane X-Correlation-Id and makes one up otherwise', async () => {
      const echoed = await send(gw.url, 'GET', '/api/auth/check', {
        headers: { 'x-correlation-id': 'trace-42' },
      });
      expect(echoed.headers['x-correlation-id']).toBe('trace-42');
      const replaced = await send(gw.url, 'GET', '/api/auth/check', {
        headers: { 'x-correlation-id': 'bad value<script>' },
      });
      expect(replaced.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      const error = await send(gw.url, 'GET', '/api/nope', { headers: { 'x-correlation-id': 'trace-43' } });
      expect(error.headers['x-correlation-id']).toBe('trace-43');
      expect(error.body.correlationId).toBe('trace-43');
    });

    it('answers unknown routes with a JSON 404, inside and outside /api', async () => {
      for (const path of ['/api/no-such-route', '/api/auth/nope', '/nothing-here']) {
        const res = await send(gw.url, 'GET', path);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toMatchObject({ code: 'not_found', status: 404, message: 'Not found' });
      }
      expect((await send(gw.url, 'DELETE', '/api/auth/check')).status).toBe(404);
    });

    it('answers /health and /api/health with NATS and Redis checked', async () => {
      for (const path of ['/health', '/api/health']) {
        const res = await send(gw.url, 'GET', path);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ status: 'ok', service: 'gateway', checks: { nats: 'ok', redis: 'ok' } });
      }
    });
  });
});
