import { AUTH, resolvedActorSchema, userSchema, type ResolvedActor, type User } from '@icp-studio/contracts';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { AddressInfo } from 'node:net';
import { expectNoSecrets, startHarness, type AuthHarness } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

const valid = {
  username: 'jane_doe',
  email: 'Jane.Doe@Example.com',
  firstName: ' Jane ',
  lastName: 'Doe',
  password: 'Secret1!',
};

describe('auth: register, sign-in, actor resolution', () => {
  let h: AuthHarness;
  let jane: User;

  beforeAll(async () => {
    h = await startHarness();
    jane = await h.call<User>(AUTH.register, valid);
  });
  afterAll(async () => {
    if (h) expectNoSecrets(h, [valid.password]);
    await h?.stop();
  });

  describe('register', () => {
    it('creates a client and answers the user without secrets', async () => {
      expect(userSchema.strict().parse(jane)).toEqual(jane);
      expect(jane).toMatchObject({
        username: 'jane_doe',
        email: 'Jane.Doe@Example.com',
        firstName: 'Jane',
        lastName: 'Doe',
        role: 'client',
        profileImageUrl: null,
      });
    });

    it('stores an argon2id hash (m=19456, t=2, p=1) and session version 0', async () => {
      const [row] = await h.ds.query('SELECT password_hash, session_version FROM auth.users WHERE id = $1', [
        jane.id,
      ]);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(row.password_hash).toContain('m=19456');
      expect(row.password_hash).toContain('t=2');
      expect(row.password_hash).toContain('p=1');
      expect(row.password_hash).not.toContain(valid.password);
      expect(row.session_version).toBe(0);
    });

    it.each([
      ['username', 'ab', 'Username must be at least 3 characters'],
      ['username', 'a'.repeat(21), 'Username must be less than 20 characters'],
      ['username', 'jane doe', 'Username can only contain letters, numbers, and underscores'],
      ['username', 'jane@doe', 'Username can only contain letters, numbers, and underscores'],
      ['email', 'nope', 'Please enter a valid email address'],
      ['email', 'jane@', 'Please enter a valid email address'],
      ['firstName', '   ', 'First name is required'],
      ['firstName', 'x'.repeat(51), 'First name must be less than 50 characters'],
      ['lastName', '', 'Last name is required'],
      ['lastName', 'x'.repeat(51), 'Last name must be less than 50 characters'],
      ['password', 'Sh1!', 'Password must be at least 8 characters'],
      ['password', 'SECRET12!', 'Password must contain at least one lowercase letter'],
      ['password', 'secret12!', 'Password must contain at least one uppercase letter'],
      ['password', 'Secretxx!', 'Password must contain at least one number'],
      ['password', 'Secret123', 'Password must contain at least one special character'],
    ])('refuses %s %j with 400 %j', async (field, value, message) => {
      const err = await h.fail(AUTH.register, {
        ...valid,
        username: 'fresh_user',
        email: 'fresh@example.com',
        [field]: value,
      });
      expect(err.status).toBe(400);
      expect(err.fields?.[field]).toContain(message);
    });

    it('refuses missing fields with 400', async () => {
      const err = await h.fail(AUTH.register, {});
      expect(err.status).toBe(400);
      expect(Object.keys(err.fields ?? {}).sort()).toEqual([
        'email',
        'firstName',
        'lastName',
        'password',
        'username',
      ]);
    });

    it('refuses a taken username in any letter case with 409', async () => {
      const err = await h.fail(AUTH.register, { ...valid, username: 'JANE_DOE', email: 'other@example.com' });
      expect(err).toMatchObject({
        status: 409,
        message: 'Username is already taken',
        fields: { username: ['Username is already taken'] },
      });
    });

    it('refuses a taken e-mail in any letter case with 409', async () => {
      const err = await h.fail(AUTH.register, {
        ...valid,
        username: 'someone_else',
        email: 'jane.doe@EXAMPLE.com',
      });
      expect(err).toMatchObject({
        status: 409,
        message: 'An account with this email already exists',
        fields: { email: ['An account with this email already exists'] },
      });
    });

    it('names both when both are taken', async () => {
      const err = await h.fail(AUTH.register, valid);
      expect(err.status).toBe(409);
      expect(Object.keys(err.fields ?? {}).sort()).toEqual(['email', 'username']);
    });

    it('lets exactly one of two simultaneous sign-ups with the same username through', async () => {
      const body = (n: number) => ({ ...valid, username: 'racer', email: `racer${n}@example.com` });
      const results = await Promise.allSettled([
        h.call(AUTH.register, body(1)),
        h.call(AUTH.register, body(2)),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ status: 409, message: 'Username is already taken' });
    });
  });

  describe('verifyCredentials', () => {
    it('signs in with the username, in any letter case', async () => {
      const res = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
        username: 'Jane_Doe',
        password: valid.password,
      });
      // The user as they see themselves: their record and the e-mail change waiting for its link (none).
      expect(resolvedActorSchema.parse(res)).toEqual({
        user: { ...jane, pendingEmail: null },
        sessionVersion: 0,
      });
      expect(userSchema.strict().safeParse(res.user).success).toBe(true);
    });

    it('signs in with the e-mail, in any letter case', async () => {
      const res = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
        username: ' jane.doe@example.COM ',
        password: valid.password,
      });
      expect(res.user.id).toBe(jane.id);
    });

    it('refuses a wrong password with 401', async () => {
      const err = await h.fail(AUTH.verifyCredentials, { username: 'jane_doe', password: 'Secret1?' });
      expect(err).toMatchObject({ status: 401, message: 'Invalid username or password' });
    });

    it('refuses an unknown user with the same 401', async () => {
      const err = await h.fail(AUTH.verifyCredentials, { username: 'nobody_here', password: valid.password });
      expect(err).toMatchObject({ status: 401, message: 'Invalid username or password' });
      const byMail = await h.fail(AUTH.verifyCredentials, {
        username: 'nobody@example.com',
        password: valid.password,
      });
      expect(byMail).toMatchObject({ status: 401, message: 'Invalid username or password' });
    });

    it('refuses an empty form with the spec messages', async () => {
      const err = await h.fail(AUTH.verifyCredentials, { username: ' ', password: '' });
      expect(err.status).toBe(400);
      expect(err.fields).toEqual({
        username: ['Username or email is required'],
        password: ['Password is required'],
      });
    });
  });

  describe('loginAccountKey', () => {
    it('answers one key for a user name and its e-mail address, in any letter case', async () => {
      const keys = await Promise.all(
        ['jane_doe', 'JANE_DOE', 'jane.doe@example.com', ' Jane.Doe@EXAMPLE.com '].map((username) =>
          h.call<{ accountKey: string }>(AUTH.loginAccountKey, { username }),
        ),
      );
      expect(new Set(keys.map((k) => k.accountKey))).toEqual(new Set([`user:${jane.id}`]));
    });

    it('answers an identifier of no account its own lower-cased key', async () => {
      await expect(h.call(AUTH.loginAccountKey, { username: 'Nobody_Here' })).resolves.toEqual({
        accountKey: 'name:nobody_here',
      });
      const err = await h.fail(AUTH.loginAccountKey, { username: ' ' });
      expect(err.status).toBe(400);
    });
  });

  describe('resolveActor', () => {
    it('answers the user and session version by id', async () => {
      await expect(h.call(AUTH.resolveActor, { userId: jane.id })).resolves.toEqual({
        user: { ...jane, pendingEmail: null },
        sessionVersion: 0,
      });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      await expect(
        h.fail(AUTH.resolveActor, { userId: '5b1e4a8e-8c3f-4b5d-9e2a-7f6c5d4b3a21' }),
      ).resolves.toMatchObject({ status: 404 });
      await expect(h.fail(AUTH.resolveActor, { userId: 'x' })).resolves.toMatchObject({ status: 400 });
    });
  });

  describe('the rest needs an actor', () => {
    it.each([
      AUTH.getUser,
      AUTH.listUsers,
      AUTH.usersByIds,
      AUTH.setRole,
      AUTH.scope,
      AUTH.canSeeUser,
      AUTH.advisorClients,
      AUTH.listAssignments,
      AUTH.createAssignment,
      AUTH.updateAssignment,
      AUTH.deleteAssignment,
    ])('%s answers 401 without one', async (subject) => {
      await expect(h.fail(subject, {})).resolves.toMatchObject({ status: 401 });
    });

    it('answers 401 for an actor whose account does not exist', async () => {
      const ghost = { userId: '5b1e4a8e-8c3f-4b5d-9e2a-7f6c5d4b3a21', role: 'admin' as const };
      await expect(h.fail(AUTH.scope, {}, ghost)).resolves.toMatchObject({ status: 401 });
    });
  });

  it('answers /health with NATS and PostgreSQL ok', async () => {
    const { port } = h.service.ops!.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      service: 'auth',
      checks: { nats: 'ok', postgres: 'ok' },
    });
  });
});
