import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import {
  newUser,
  startAuthStack,
  startMailCatcher,
  startTestGateway,
  type AuthStack,
} from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gwa${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

/** Settings › Account through the gateway: sessions are the gateway's, so these checks live here. */
describe('gateway: a user’s own account', () => {
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let stack: AuthStack;
  let gw: GatewayHandle;

  beforeAll(async () => {
    mail = await startMailCatcher();
    stack = await startAuthStack({ SMTP_URL: mail.url });
    gw = await startTestGateway(suffix, { ACTOR_CACHE_MS: '60000' });
  });
  afterAll(async () => {
    await gw?.close();
    await stack?.close();
    await mail?.close();
  });

  const client = () => new Client(gw.url);

  it('a new password signs out every other session and keeps this one', async () => {
    const user = newUser();
    const here = client();
    expect((await here.post('/api/auth/register', user)).status).toBe(201);
    const elsewhere = client();
    await elsewhere.post('/api/auth/login', { username: user.username, password: user.password });
    const third = client();
    await third.post('/api/auth/login', { username: user.username, password: user.password });
    expect((await elsewhere.get('/api/auth/check')).body.authenticated).toBe(true);

    const wrong = await here.post('/api/auth/password', {
      currentPassword: 'Not-it-1!',
      newPassword: 'N3w!Passw0rd',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { currentPassword: ['Current password is incorrect'] } });
    // A wrong current password ends nothing.
    expect((await here.get('/api/auth/check')).body.authenticated).toBe(true);
    expect((await elsewhere.get('/api/auth/check')).body.authenticated).toBe(true);

    const me = (await here.get('/api/auth/check')).body.user.id as string;
    const sidBefore = here.sid;
    const res = await here.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: 'N3w!Passw0rd',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed. Every other session of yours was signed out.' });
    expect((await here.get('/api/auth/check')).body).toMatchObject({ authenticated: true });
    expect(here.sid).toBe(sidBefore);
    expect((await here.get(`/api/users/${me}`)).status).toBe(200);
    expect((await elsewhere.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
    expect((await third.get(`/api/users/${me}`)).status).toBe(401);
    expect(
      (await client().post('/api/auth/login', { username: user.username, password: 'N3w!Passw0rd' })).status,
    ).toBe(200);
  });

  it('answers 401 when signed out', async () => {
    expect(
      (await client().post('/api/auth/password', { currentPassword: 'x', newPassword: 'N3w!Passw0rd' }))
        .status,
    ).toBe(401);
    expect((await client().delete('/api/auth/me', { body: { currentPassword: 'x' } })).status).toBe(401);
    expect((await client().get('/api/auth/me/export')).status).toBe(401);
  });

  it('an e-mail change waits for the link to the new address, which works signed out', async () => {
    const user = newUser();
    const c = client();
    await c.post('/api/auth/register', user);
    const newEmail = `moved.${user.email}`;
    const asked = await c.post('/api/auth/email-change', { newEmail, currentPassword: user.password });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect((await c.get('/api/auth/check')).body.user).toMatchObject({ pendingEmail: newEmail });
    const token = await mail.confirmTokenFor(newEmail);
    const done = await client().post('/api/auth/email-change/confirm', { token });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: newEmail, message: `Your e-mail address is now ${newEmail}.` });
    expect((await c.get('/api/auth/check')).body.user).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await client().post('/api/auth/email-change/confirm', { token })).status).toBe(400);
  });

  it('the old address undoes a confirmed change: every session ends, the link works once', async () => {
    const user = newUser();
    const owner = client();
    await owner.post('/api/auth/register', user);
    const taker = client();
    await taker.post('/api/auth/login', { username: user.username, password: user.password });
    const newEmail = `taker.${user.email}`;
    await taker.post('/api/auth/email-change', { newEmail, currentPassword: user.password });
    const confirmed = await client().post('/api/auth/email-change/confirm', {
      token: await mail.confirmTokenFor(newEmail),
    });
    expect(confirmed.status).toBe(200);
    const token = await mail.undoTokenFor(user.email);
    expect((await taker.get('/api/auth/check')).body.authenticated).toBe(true);

    const undone = await client().post('/api/auth/email-change/undo', { token });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ email: user.email });
    // The actor cache (60 s here) does not keep an ended session alive: auth announces the new version.
    for (const c of [owner, taker])
      expect((await c.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
    const old = await client().post('/api/auth/login', { username: user.username, password: user.password });
    expect(old.status).toBe(401);
    const again = await client().post('/api/auth/email-change/undo', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'This undo link is invalid or has already been used.' });
    const malformed = await client().post('/api/auth/email-change/undo', { token: 'not a token' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ fields: { token: ['This undo link is invalid'] } });
    expect((await client().post('/api/auth/email-change/undo', {})).status).toBe(400);
  });

  it('deleting the account signs out this session and the others; the account cannot sign in', async () => {
    const user = newUser();
    const here = client();
    await here.post('/api/auth/register', user);
    const elsewhere = client();
    await elsewhere.post('/api/auth/login', { username: user.username, password: user.password });
    const wrong = await here.delete('/api/auth/me', { body: { currentPassword: 'Not-it-1!' } });
    expect(wrong.status).toBe(400);
    const res = await here.delete('/api/auth/me', { body: { currentPassword: user.password } });
    expect(res.status).toBe(200);
    expect((await here.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
    expect((await elsewhere.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
    expect(
      (await client().post('/api/auth/login', { username: user.username, password: user.password })).status,
    ).toBe(401);
  });
});
