import { AUTH, EVENTS, type ResolvedActor, type User } from '@icp-studio/contracts';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES, undoneMessage } from '../src/account/account.service.js';
import { PasswordResetService } from '../src/password-reset/password-reset.service.js';
import { createUser, expectNoSecrets, startHarness, type AuthHarness, type TestUser } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

/**
 * Account recovery (docs/product.md §7, "Account recovery"): a pending e-mail change does not survive a
 * new password, a reset link does not survive the address it was sent to, and the old address can undo a
 * confirmed change for a week.
 */
const LINKS = {
  confirm: /http:\/\/app\.test:8080\/confirm-email\/([A-Za-z0-9_-]{43})/,
  reset: /http:\/\/app\.test:8080\/reset-password\/([A-Za-z0-9_-]{43})/,
  undo: /http:\/\/app\.test:8080\/undo-email-change\/([A-Za-z0-9_-]{43})/,
};
const RESET_INVALID = 'This reset link is invalid or has already been used.';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('auth: account recovery (e-mail changes and password resets)', () => {
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
  const signsIn = async (username: string, password: string) => {
    try {
      await h.call(AUTH.verifyCredentials, { username, password });
      return true;
    } catch {
      return false;
    }
  };

  /** Runs `action`, then answers the token of the `kind` link in the next mail to `to`. */
  async function linkAfter(to: string, kind: keyof typeof LINKS, action: () => Promise<unknown>) {
    const since = h.mail.messages.length;
    await action();
    const mail = await h.mail.waitFor(to, since);
    const token = LINKS[kind].exec(mail.text)?.[1];
    if (!token) throw new Error(`no ${kind} link in:\n${mail.text}`);
    tokens.push(token);
    return { token, mail };
  }

  const askChange = (u: TestUser, newEmail: string) =>
    linkAfter(newEmail, 'confirm', () =>
      h.call<User>(AUTH.requestEmailChange, { newEmail, currentPassword: u.password }, u.actor),
    );
  const askReset = (email: string) => linkAfter(email, 'reset', () => h.call(AUTH.forgotPassword, { email }));
  /** Confirms the change; answers the undo link's token mailed to the old address. */
  const confirm = (token: string, oldEmail: string) =>
    linkAfter(oldEmail, 'undo', () => h.call(AUTH.confirmEmailChange, { token }));

  describe('a new password ends the pending e-mail change and the open reset links', () => {
    it('a password change: the change link no longer confirms, reset links no longer reset', async () => {
      const u = await createUser(h);
      const attacker = `taker.${u.username}@example.com`;
      const { token } = await askChange(u, attacker);
      const { token: reset } = await askReset(u.email);
      const answer = await h.call<ResolvedActor>(
        AUTH.changePassword,
        { currentPassword: u.password, newPassword: 'Brand-new1!' },
        u.actor,
      );
      expect(answer.user.pendingEmail).toBeNull();
      expect((await resolve(u.id)).user.pendingEmail).toBeNull();
      const err = await h.fail(AUTH.confirmEmailChange, { token });
      expect(err).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.linkInvalid });
      expect((await resolve(u.id)).user.email).toBe(u.email);
      const late = await h.fail(AUTH.resetPassword, { token: reset, newPassword: 'Other-pass1!' });
      expect(late).toMatchObject({ status: 400, message: RESET_INVALID });
      expect(await signsIn(u.username, 'Brand-new1!')).toBe(true);
    });

    it('a password reset: the change link no longer confirms, the other reset links no longer reset', async () => {
      const u = await createUser(h);
      const { token } = await askChange(u, `taker.${u.username}@example.com`);
      const { token: first } = await askReset(u.email);
      const { token: second } = await askReset(u.email);
      await h.call(AUTH.resetPassword, { token: second, newPassword: 'Reset-pass1!' });
      expect((await resolve(u.id)).user.pendingEmail).toBeNull();
      const err = await h.fail(AUTH.confirmEmailChange, { token });
      expect(err).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.linkInvalid });
      const sibling = await h.fail(AUTH.resetPassword, { token: first, newPassword: 'Other-pass1!' });
      expect(sibling).toMatchObject({ status: 400, message: RESET_INVALID });
      expect((await resolve(u.id)).user.email).toBe(u.email);
    });
  });

  describe('a confirmed e-mail change', () => {
    it('voids the reset links mailed to the old address', async () => {
      const u = await createUser(h);
      const { token: reset } = await askReset(u.email);
      const { token } = await askChange(u, `moved.${u.username}@example.com`);
      await confirm(token, u.email);
      const err = await h.fail(AUTH.resetPassword, { token: reset, newPassword: 'Late-reset1!' });
      expect(err).toMatchObject({ status: 400, message: RESET_INVALID });
      expect(await signsIn(u.username, u.password)).toBe(true);
    });

    it('tells the old address, with an undo link valid one week that only its hash is stored of', async () => {
      const u = await createUser(h, { firstName: 'Olga' });
      const newEmail = `moved.${u.username}@example.com`;
      const { token } = await askChange(u, newEmail);
      const { token: undo, mail } = await confirm(token, u.email);
      expect(mail.subject).toBe('Your ICP Studio e-mail address was changed');
      expect(mail.text).toContain('Hi Olga,');
      expect(mail.text).toContain(newEmail);
      expect(mail.text).toContain('for 1 week');
      expect(mail.html).toContain(`href="http://app.test:8080/undo-email-change/${undo}"`);
      const rows = await h.ds.query(
        `SELECT token_hash, old_email, new_email, expires_at, used_at FROM auth.email_change_undo_tokens
         WHERE user_id = $1`,
        [u.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ token_hash: sha256(undo), old_email: u.email, new_email: newEmail });
      expect(rows[0].used_at).toBeNull();
      const days = (new Date(rows[0].expires_at).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    });
  });

  describe('undoing a confirmed change from the old address', () => {
    it('restores the address, ends every session, voids the password and mails a reset link there', async () => {
      const u = await createUser(h);
      const attacker = `taker.${u.username}@example.com`;
      const { token } = await askChange(u, attacker);
      const { token: undo } = await confirm(token, u.email);
      // The attacker resets the password through the address they now hold; the undo still works.
      const { token: takeover } = await askReset(attacker);
      await h.call(AUTH.resetPassword, { token: takeover, newPassword: 'Attacker-1!' });
      const { token: spare } = await askReset(attacker);
      await askChange({ ...u, password: 'Attacker-1!' }, `again.${u.username}@example.com`);
      const before = (await resolve(u.id)).sessionVersion;

      const { token: fresh, mail } = await linkAfter(u.email, 'reset', async () => {
        const answer = await h.call(AUTH.undoEmailChange, { token: undo });
        expect(answer).toEqual({ email: u.email, message: undoneMessage(u.email) });
      });
      expect(mail.subject).toBe('Reset your ICP Studio password');
      const after = await resolve(u.id);
      expect(after.user).toMatchObject({ email: u.email, pendingEmail: null });
      expect(after.sessionVersion).toBe(before + 1);
      await h.events.waitFor(EVENTS.sessionsRevoked, { userId: u.id, sessionVersion: before + 1 });
      expect(await signsIn(u.username, 'Attacker-1!')).toBe(false);
      expect(await signsIn(u.username, u.password)).toBe(false);
      const stale = await h.fail(AUTH.resetPassword, { token: spare, newPassword: 'Attacker-2!' });
      expect(stale).toMatchObject({ status: 400, message: RESET_INVALID });
      const twice = await h.fail(AUTH.undoEmailChange, { token: undo });
      expect(twice).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.undoInvalid });

      await h.call(AUTH.resetPassword, { token: fresh, newPassword: 'Owner-back1!' });
      expect(await signsIn(u.email, 'Owner-back1!')).toBe(true);
    });

    it('an undo link restores the address even after a second change, and the later links die', async () => {
      const u = await createUser(h);
      const b = `b.${u.username}@example.com`;
      const c = `c.${u.username}@example.com`;
      const { token: first } = await confirm((await askChange(u, b)).token, u.email);
      const { token: second } = await confirm((await askChange(u, c)).token, b);
      await h.call(AUTH.undoEmailChange, { token: first });
      await h.service.app.get(PasswordResetService).idle();
      expect((await resolve(u.id)).user.email).toBe(u.email);
      const err = await h.fail(AUTH.undoEmailChange, { token: second });
      expect(err).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.undoInvalid });
      expect((await resolve(u.id)).user.email).toBe(u.email);
    });

    it('refuses an expired link and changes nothing', async () => {
      const u = await createUser(h);
      const newEmail = `moved.${u.username}@example.com`;
      const { token: undo } = await confirm((await askChange(u, newEmail)).token, u.email);
      await h.ds.query(
        `UPDATE auth.email_change_undo_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
        [u.id],
      );
      const err = await h.fail(AUTH.undoEmailChange, { token: undo });
      expect(err).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.undoExpired });
      expect((await resolve(u.id)).user.email).toBe(newEmail);
      expect(await signsIn(newEmail, u.password)).toBe(true);
    });

    it('409 when another account took the old address meanwhile, and the link stays usable', async () => {
      const u = await createUser(h);
      const newEmail = `moved.${u.username}@example.com`;
      const { token: undo } = await confirm((await askChange(u, newEmail)).token, u.email);
      const squatter = await h.call<User>(AUTH.register, {
        username: `sq${u.username}`.slice(0, 20),
        email: u.email,
        firstName: 'Sam',
        lastName: 'Squatter',
        password: 'Squatter-1!',
      });
      const err = await h.fail(AUTH.undoEmailChange, { token: undo });
      expect(err).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.undoTaken });
      expect((await resolve(u.id)).user.email).toBe(newEmail);
      expect(await signsIn(newEmail, u.password)).toBe(true);
      await h.ds.query('DELETE FROM auth.users WHERE id = $1', [squatter.id]);
      await expect(h.call(AUTH.undoEmailChange, { token: undo })).resolves.toMatchObject({ email: u.email });
      await h.service.app.get(PasswordResetService).idle();
    });

    it('refuses a token that was never issued or is malformed', async () => {
      const never = await h.fail(AUTH.undoEmailChange, { token: 'A'.repeat(43) });
      expect(never).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.undoInvalid });
      const bad = await h.fail(AUTH.undoEmailChange, { token: 'not a token!' });
      expect(bad).toMatchObject({ status: 400, fields: { token: ['This undo link is invalid'] } });
    });
  });
});
