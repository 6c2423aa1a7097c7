import { AUTH, EVENTS, type ResolvedActor, type User } from '@icp-studio/contracts';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../src/account/account.service.js';
import { adminActor, createUser, expectNoSecrets, startHarness, type AuthHarness } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

const LINK = /http:\/\/app\.test:8080\/confirm-email\/([A-Za-z0-9_-]{43})/;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('auth: a user’s own account (name, password, e-mail change, deletion)', () => {
  let h: AuthHarness;
  const tokens: string[] = [];

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    if (h) expectNoSecrets(h, [...tokens, ...tokens.map(sha256)]);
    await h?.stop();
  });

  const resolve = (userId: string) => h.call<ResolvedActor>(AUTH.resolveActor, { userId });

  /** Asks for the change and returns the token of the link mailed to the new address. */
  async function requestChange(
    u: { actor: import('@icp-studio/contracts').Actor; password: string },
    newEmail: string,
  ) {
    const since = h.mail.messages.length;
    const user = await h.call<User>(
      AUTH.requestEmailChange,
      { newEmail, currentPassword: u.password },
      u.actor,
    );
    const mail = await h.mail.waitFor(newEmail, since);
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no confirmation link in:\n${mail.text}`);
    tokens.push(token);
    return { user, mail, token };
  }

  describe('name', () => {
    it('changes first and last name, trimmed, without answering the profession question', async () => {
      const u = await createUser(h);
      const me = await h.call<User>(AUTH.updateMe, { firstName: '  Ada ', lastName: 'Lovelace' }, u.actor);
      expect(me).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', professionAsked: false });
      await h.events.waitFor(EVENTS.userChanged, { userId: u.id, reason: 'profile' });
      expect((await resolve(u.id)).user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });

    it('refuses an empty or too long name with the registration messages', async () => {
      const u = await createUser(h);
      const err = await h.fail(AUTH.updateMe, { firstName: '  ', lastName: 'x'.repeat(51) }, u.actor);
      expect(err.status).toBe(400);
      expect(err.fields).toMatchObject({
        firstName: ['First name is required'],
        lastName: ['Last name must be less than 50 characters'],
      });
    });
  });

  describe('password', () => {
    it('needs the right current password (400 on the field) and changes nothing otherwise', async () => {
      const u = await createUser(h);
      const before = (await resolve(u.id)).sessionVersion;
      const err = await h.fail(
        AUTH.changePassword,
        { currentPassword: 'Wrong1!pass', newPassword: 'Brand-new1!' },
        u.actor,
      );
      expect(err).toMatchObject({
        status: 400,
        message: ACCOUNT_MESSAGES.wrongPassword,
        fields: { currentPassword: [ACCOUNT_MESSAGES.wrongPassword] },
      });
      expect((await resolve(u.id)).sessionVersion).toBe(before);
      await expect(
        h.call(AUTH.verifyCredentials, { username: u.username, password: u.password }),
      ).resolves.toBeTruthy();
    });

    it('applies the registration rules to the new password and refuses the same one', async () => {
      const u = await createUser(h);
      const weak = await h.fail(
        AUTH.changePassword,
        { currentPassword: u.password, newPassword: 'short' },
        u.actor,
      );
      expect(weak.status).toBe(400);
      expect(weak.fields?.newPassword?.[0]).toBe('Password must be at least 8 characters');
      const same = await h.fail(
        AUTH.changePassword,
        { currentPassword: u.password, newPassword: u.password },
        u.actor,
      );
      expect(same.fields?.newPassword).toEqual([ACCOUNT_MESSAGES.samePassword]);
    });

    it('sets the new password and raises the session version, announced so other sessions end', async () => {
      const u = await createUser(h);
      const before = (await resolve(u.id)).sessionVersion;
      const answer = await h.call<ResolvedActor>(
        AUTH.changePassword,
        { currentPassword: u.password, newPassword: 'Brand-new1!' },
        u.actor,
      );
      expect(answer.sessionVersion).toBe(before + 1);
      expect(answer.user.id).toBe(u.id);
      await h.events.waitFor(EVENTS.sessionsRevoked, { userId: u.id, sessionVersion: before + 1 });
      await h.events.waitFor(EVENTS.userChanged, { userId: u.id, reason: 'password' });
      expect((await resolve(u.id)).sessionVersion).toBe(before + 1);
      const old = await h.fail(AUTH.verifyCredentials, { username: u.username, password: u.password });
      expect(old.status).toBe(401);
      await expect(
        h.call(AUTH.verifyCredentials, { username: u.username, password: 'Brand-new1!' }),
      ).resolves.toMatchObject({ sessionVersion: before + 1 });
    });

    it('needs a signed-in caller', async () => {
      const err = await h.fail(
        AUTH.changePassword,
        { currentPassword: 'x', newPassword: 'Brand-new1!' },
        null,
      );
      expect(err.status).toBe(401);
    });
  });

  describe('e-mail change', () => {
    it('mails a link to the new address, keeps the old one until it is opened, and shows it as pending', async () => {
      const u = await createUser(h, { firstName: 'Eve' });
      const { user, mail, token } = await requestChange(u, `new.${u.username}@example.com`);
      expect(user).toMatchObject({ email: u.email, pendingEmail: `new.${u.username}@example.com` });
      expect(mail.subject).toBe('Confirm your new ICP Studio e-mail address');
      expect(mail.text).toContain('Hi Eve,');
      expect(mail.text).toContain('expires in 24 hours');
      const [row] = await h.ds.query(
        'SELECT email, pending_email_token_hash AS hash, pending_email_expires_at AS exp FROM auth.users WHERE id = $1',
        [u.id],
      );
      expect(row.email).toBe(u.email);
      expect(row.hash).toBe(sha256(token));
      const hours = (new Date(row.exp).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect((await resolve(u.id)).user.pendingEmail).toBe(`new.${u.username}@example.com`);
      // Another user does not see it.
      const admin = await adminActor(h);
      expect((await h.call<User>(AUTH.getUser, { id: u.id }, admin)).pendingEmail).toBeUndefined();
    });

    it('confirms once (no actor needed), e-mails the old address, and the link then fails', async () => {
      const u = await createUser(h, { firstName: 'Finn' });
      const newEmail = `moved.${u.username}@example.com`;
      const { token } = await requestChange(u, newEmail);
      const since = h.mail.messages.length;
      const done = await h.call<{ message: string; email: string }>(AUTH.confirmEmailChange, { token });
      expect(done).toEqual({ email: newEmail, message: `Your e-mail address is now ${newEmail}.` });
      const notice = await h.mail.waitFor(u.email, since);
      expect(notice.subject).toBe('Your ICP Studio e-mail address was changed');
      expect(notice.text).toContain(newEmail);
      const me = (await resolve(u.id)).user;
      expect(me).toMatchObject({ email: newEmail, pendingEmail: null });
      await expect(
        h.call(AUTH.verifyCredentials, { username: newEmail, password: u.password }),
      ).resolves.toBeTruthy();
      const again = await h.fail(AUTH.confirmEmailChange, { token });
      expect(again).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.linkInvalid });
    });

    it('a second request replaces the first link', async () => {
      const u = await createUser(h);
      const first = await requestChange(u, `a.${u.username}@example.com`);
      await requestChange(u, `b.${u.username}@example.com`);
      const err = await h.fail(AUTH.confirmEmailChange, { token: first.token });
      expect(err.status).toBe(400);
    });

    it('refuses an expired link (and drops the pending change)', async () => {
      const u = await createUser(h);
      const { token } = await requestChange(u, `late.${u.username}@example.com`);
      await h.ds.query(
        `UPDATE auth.users SET pending_email_expires_at = now() - interval '1 minute' WHERE id = $1`,
        [u.id],
      );
      const err = await h.fail(AUTH.confirmEmailChange, { token });
      expect(err).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.linkExpired });
      expect((await resolve(u.id)).user.pendingEmail).toBeNull();
    });

    it('409 when the address is taken at request time or meanwhile', async () => {
      const u = await createUser(h);
      const other = await createUser(h);
      const taken = await h.fail(
        AUTH.requestEmailChange,
        { newEmail: other.email.toUpperCase(), currentPassword: u.password },
        u.actor,
      );
      expect(taken).toMatchObject({ status: 409, fields: { newEmail: [ACCOUNT_MESSAGES.emailTaken] } });

      const wanted = `wanted.${u.username}@example.com`;
      const { token } = await requestChange(u, wanted);
      await h.ds.query('UPDATE auth.users SET email = $2 WHERE id = $1', [other.id, wanted]);
      const err = await h.fail(AUTH.confirmEmailChange, { token });
      expect(err).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.emailTakenMeanwhile });
      expect((await resolve(u.id)).user).toMatchObject({ email: u.email, pendingEmail: null });
    });

    it('needs the current password, and refuses the address the account already has', async () => {
      const u = await createUser(h);
      const wrong = await h.fail(
        AUTH.requestEmailChange,
        { newEmail: 'x@example.com', currentPassword: 'Nope1!nope' },
        u.actor,
      );
      expect(wrong).toMatchObject({
        status: 400,
        fields: { currentPassword: [ACCOUNT_MESSAGES.wrongPassword] },
      });
      const same = await h.fail(
        AUTH.requestEmailChange,
        { newEmail: u.email, currentPassword: u.password },
        u.actor,
      );
      expect(same).toMatchObject({ status: 400, fields: { newEmail: [ACCOUNT_MESSAGES.sameEmail] } });
      const bad = await h.fail(AUTH.confirmEmailChange, { token: 'not-a-token' });
      expect(bad.status).toBe(400);
    });
  });

  describe('deletion', () => {
    it('needs the current password', async () => {
      const u = await createUser(h);
      const err = await h.fail(AUTH.deleteMe, { currentPassword: 'Wrong1!pass' }, u.actor);
      expect(err).toMatchObject({
        status: 400,
        fields: { currentPassword: [ACCOUNT_MESSAGES.wrongPassword] },
      });
      expect((await resolve(u.id)).user.id).toBe(u.id);
    });

    it('deletes the account, announces it, and unassigns an advisor’s clients', async () => {
      const advisor = await createUser(h, { role: 'team_member' });
      const client = await createUser(h);
      const admin = await adminActor(h);
      await h.call(AUTH.createAssignment, { clientId: client.id, advisorId: advisor.id }, admin);
      const answer = await h.call(AUTH.deleteMe, { currentPassword: advisor.password }, advisor.actor);
      expect(answer).toEqual({ message: ACCOUNT_MESSAGES.deleted });
      await h.events.waitFor(EVENTS.userDeleted, { userId: advisor.id });
      await h.events.waitFor(EVENTS.assignmentChanged, {
        clientId: client.id,
        advisorId: null,
        previousAdvisorId: advisor.id,
      });
      expect((await h.fail(AUTH.resolveActor, { userId: advisor.id })).status).toBe(404);
      expect(
        (await h.fail(AUTH.verifyCredentials, { username: advisor.username, password: advisor.password }))
          .status,
      ).toBe(401);
      const [{ n }] = await h.ds.query(
        'SELECT count(*)::int AS n FROM auth.advisor_assignments WHERE client_id = $1',
        [client.id],
      );
      expect(n).toBe(0);
    });

    it('the last admin cannot delete themselves (409); with a second admin they can', async () => {
      const admin = await adminActor(h);
      const err = await h.fail(AUTH.deleteMe, { currentPassword: h.config.ADMIN_PASSWORD! }, admin);
      expect(err).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.lastAdmin });
      const second = await createUser(h, { role: 'admin' });
      await expect(
        h.call(AUTH.deleteMe, { currentPassword: second.password }, second.actor),
      ).resolves.toEqual({ message: ACCOUNT_MESSAGES.deleted });
    });
  });

  describe('an admin deletes a user', () => {
    it('deletes as the user would: announced, signed out everywhere, their clients unassigned', async () => {
      const admin = await adminActor(h);
      const advisor = await createUser(h, { role: 'team_member' });
      const client = await createUser(h);
      await h.call(AUTH.createAssignment, { clientId: client.id, advisorId: advisor.id }, admin);
      const answer = await h.call<{ message: string }>(AUTH.deleteUser, { id: advisor.id }, admin);
      expect(answer.message).toMatch(/account and everything they owned were deleted\.$/);
      await h.events.waitFor(EVENTS.userDeleted, { userId: advisor.id });
      await h.events.waitFor(EVENTS.assignmentChanged, {
        clientId: client.id,
        advisorId: null,
        previousAdvisorId: advisor.id,
      });
      expect((await h.fail(AUTH.resolveActor, { userId: advisor.id })).status).toBe(404);
      expect(
        (await h.fail(AUTH.verifyCredentials, { username: advisor.username, password: advisor.password }))
          .status,
      ).toBe(401);
      // Gone: a second delete is 404.
      expect(await h.fail(AUTH.deleteUser, { id: advisor.id }, admin)).toMatchObject({
        status: 404,
        message: ACCOUNT_MESSAGES.userNotFound,
      });
    });

    it("refuses the admin's own account (409), and anyone but an admin (403)", async () => {
      const admin = await adminActor(h);
      const err = await h.fail(AUTH.deleteUser, { id: admin.userId }, admin);
      expect(err).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.notYourself });
      expect((await resolve(admin.userId)).user.id).toBe(admin.userId);
      const advisor = await createUser(h, { role: 'team_member' });
      const client = await createUser(h);
      expect((await h.fail(AUTH.deleteUser, { id: client.id }, advisor.actor)).status).toBe(403);
      expect((await h.fail(AUTH.deleteUser, { id: advisor.id }, client.actor)).status).toBe(403);
      expect((await resolve(client.id)).user.id).toBe(client.id);
    });

    it('deletes another admin while one stays', async () => {
      const admin = await adminActor(h);
      const second = await createUser(h, { role: 'admin' });
      await expect(h.call(AUTH.deleteUser, { id: second.id }, admin)).resolves.toMatchObject({
        message: expect.any(String),
      });
      await h.events.waitFor(EVENTS.userDeleted, { userId: second.id });
    });
  });
});
