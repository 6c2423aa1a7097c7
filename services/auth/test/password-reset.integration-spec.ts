import { jest } from '@jest/globals';
import { AUTH, EVENTS, type User } from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import { createHash } from 'node:crypto';
import { PasswordResetService } from '../src/password-reset/password-reset.service.js';
import { adminActor, expectNoSecrets, startHarness, type AuthHarness, type CapturedMail } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

const FORGOT = { message: "If an account exists with this email, you'll receive a password reset link." };
const INVALID = 'This reset link is invalid or has already been used.';
const EXPIRED = 'This reset link has expired. Please request a new one.';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const LINK = /http:\/\/app\.test:8080\/reset-password\/([A-Za-z0-9_-]{43})/;

describe('auth: forgotten password', () => {
  let h: AuthHarness;
  let user: User;
  const password = 'Original1!';
  const issuedTokens: string[] = [];

  const idle = () => h.service.app.get(PasswordResetService).idle();

  /** Asks for a link and returns the token of the e-mail that arrives. */
  async function requestLink(email = 'reset.me@example.com'): Promise<{ token: string; mail: CapturedMail }> {
    const since = h.mail.messages.length;
    await expect(h.call(AUTH.forgotPassword, { email })).resolves.toEqual(FORGOT);
    const mail = await h.mail.waitFor('reset.me@example.com', since);
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in:\n${mail.text}`);
    issuedTokens.push(token);
    return { token, mail };
  }

  const sessionVersion = async () =>
    (await h.call<{ sessionVersion: number }>(AUTH.resolveActor, { userId: user.id })).sessionVersion;

  beforeAll(async () => {
    h = await startHarness();
    user = await h.call<User>(AUTH.register, {
      username: 'reset_me',
      email: 'Reset.Me@example.com',
      firstName: 'Rita',
      lastName: 'Reset',
      password,
    });
  });
  afterAll(async () => {
    if (h) expectNoSecrets(h, [...issuedTokens, ...issuedTokens.map(sha256)]);
    await h?.stop();
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    await expect(h.call(AUTH.forgotPassword, { email: 'nobody@example.com' })).resolves.toEqual(FORGOT);
    await idle();
    expect(h.mail.messages).toHaveLength(0);
    const [{ n }] = await h.ds.query('SELECT count(*)::int AS n FROM auth.password_reset_tokens');
    expect(n).toBe(0);
  });

  it('refuses a malformed e-mail with the spec message', async () => {
    const err = await h.fail(AUTH.forgotPassword, { email: 'not-an-email' });
    expect(err).toMatchObject({ status: 400, fields: { email: ['Please enter a valid email address'] } });
  });

  it('e-mails a friendly link that the database only knows by its hash', async () => {
    const { token, mail } = await requestLink('RESET.ME@example.com');
    expect(mail.to).toEqual(['Reset.Me@example.com']);
    expect(mail.from).toContain('no-reply@icp-studio.test');
    expect(mail.subject).toBe('Reset your ICP Studio password');
    expect(mail.text).toContain('Hi Rita,');
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="http://app.test:8080/reset-password/${token}"`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await h.ds.query(
      'SELECT token_hash, expires_at, used_at, created_at FROM auth.password_reset_tokens',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttlMs = new Date(rows[0].expires_at).getTime() - new Date(rows[0].created_at).getTime();
    expect(Math.abs(ttlMs - 60 * 60_000)).toBeLessThan(5_000);
    expect(rows[0].used_at).toBeNull();
  });

  it('resets the password with the link: new password works, old fails, sessions end', async () => {
    const { token } = await requestLink();
    const before = await sessionVersion();
    h.events.events.length = 0;

    await expect(h.call(AUTH.resetPassword, { token, newPassword: 'Changed2@' })).resolves.toEqual({
      message: 'Password has been reset',
    });

    expect(await sessionVersion()).toBe(before + 1);
    await expect(
      h.call(AUTH.verifyCredentials, { username: 'reset_me', password: 'Changed2@' }),
    ).resolves.toMatchObject({
      user: { id: user.id },
      sessionVersion: before + 1,
    });
    await expect(h.fail(AUTH.verifyCredentials, { username: 'reset_me', password })).resolves.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
    await h.events.waitFor(EVENTS.sessionsRevoked, { userId: user.id, sessionVersion: before + 1 });
    await h.events.waitFor(EVENTS.userChanged, { userId: user.id, reason: 'password' });
  });

  it('accepts a link only once', async () => {
    const { token } = await requestLink();
    await h.call(AUTH.resetPassword, { token, newPassword: 'Changed3#' });
    const err = await h.fail(AUTH.resetPassword, { token, newPassword: 'Changed4$' });
    expect(err).toMatchObject({ status: 400, message: INVALID });
    await expect(
      h.call(AUTH.verifyCredentials, { username: 'reset_me', password: 'Changed3#' }),
    ).resolves.toBeTruthy();
  });

  it('ends the other open links of the account when one is used', async () => {
    const first = await requestLink();
    const second = await requestLink();
    await h.call(AUTH.resetPassword, { token: second.token, newPassword: 'Changed5%' });
    await expect(
      h.fail(AUTH.resetPassword, { token: first.token, newPassword: 'Changed6^' }),
    ).resolves.toMatchObject({
      status: 400,
      message: INVALID,
    });
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { token } = await requestLink();
    const before = await sessionVersion();
    const results = await Promise.allSettled([
      h.call(AUTH.resetPassword, { token, newPassword: 'Racing1!a' }),
      h.call(AUTH.resetPassword, { token, newPassword: 'Racing1!b' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      message: INVALID,
    });
    expect(await sessionVersion()).toBe(before + 1);
  });

  it('says "expired" for a link past its hour, and changes nothing', async () => {
    const { token } = await requestLink();
    await h.ds.query(
      `UPDATE auth.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [sha256(token)],
    );
    const before = await sessionVersion();
    const err = await h.fail(AUTH.resetPassword, { token, newPassword: 'Expired1!' });
    expect(err).toMatchObject({ status: 400, message: EXPIRED });
    expect(err.message).toContain('expired');
    expect(await sessionVersion()).toBe(before);
    await expect(
      h.fail(AUTH.verifyCredentials, { username: 'reset_me', password: 'Expired1!' }),
    ).resolves.toMatchObject({ status: 401 });
  });

  it('says "invalid" for a token it never issued', async () => {
    const err = await h.fail(AUTH.resetPassword, { token: 'A'.repeat(43), newPassword: 'Whatever1!' });
    expect(err).toMatchObject({ status: 400, message: INVALID });
    expect(err.message).toContain('invalid');
  });

  it('applies the password rules and the token format', async () => {
    const { token } = await requestLink();
    await expect(h.fail(AUTH.resetPassword, { token, newPassword: 'short' })).resolves.toMatchObject({
      status: 400,
      fields: { newPassword: expect.arrayContaining(['Password must be at least 8 characters']) },
    });
    await expect(
      h.fail(AUTH.resetPassword, { token: 'bad token!', newPassword: 'Valid1!pass' }),
    ).resolves.toMatchObject({
      status: 400,
      fields: { token: ['Reset link is invalid'] },
    });
    // The refused attempts did not use the link up.
    await expect(h.call(AUTH.resetPassword, { token, newPassword: 'Final1!pass' })).resolves.toEqual({
      message: 'Password has been reset',
    });
  });

  it('stops sending links once five are open for the account', async () => {
    await h.ds.query('UPDATE auth.password_reset_tokens SET used_at = now() WHERE used_at IS NULL');
    for (let i = 0; i < 5; i++) await requestLink();
    const since = h.mail.messages.length;
    await expect(h.call(AUTH.forgotPassword, { email: 'reset.me@example.com' })).resolves.toEqual(FORGOT);
    await idle();
    expect(h.mail.messages.length).toBe(since);
  });

  it('without SMTP_URL in production logs that a reset was asked for, never the link or the address', async () => {
    await h.restart({ SMTP_URL: '', NODE_ENV: 'production' });
    const NO_MAIL = { ...FORGOT, emailConfigured: false };
    const calls: unknown[][] = [];
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(logger(), level).mockImplementation(((...args: unknown[]) => {
        calls.push(args);
      }) as never),
    );
    try {
      await h.ds.query('UPDATE auth.password_reset_tokens SET used_at = now() WHERE used_at IS NULL');
      const since = h.mail.messages.length;
      // The admin dashboard is told the install sends no e-mail.
      const admin = await adminActor(h);
      expect(await h.call(AUTH.stats, {}, admin)).toMatchObject({ emailConfigured: false });
      // The answer says no e-mail goes out (the page tells the user), for any address.
      await expect(h.call(AUTH.forgotPassword, { email: 'reset.me@example.com' })).resolves.toEqual(NO_MAIL);
      await expect(h.call(AUTH.forgotPassword, { email: 'nobody@example.com' })).resolves.toEqual(NO_MAIL);
      await idle();
      expect(h.mail.messages.length).toBe(since);
      const text = JSON.stringify(calls);
      expect(text).toContain('password reset requested');
      expect(text).not.toMatch(/token=|reset-password|resetLink/);
      expect(text).not.toContain('reset.me@example.com');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('without SMTP_URL outside production writes the link to the log instead (the development fallback)', async () => {
    await h.restart({ SMTP_URL: '', NODE_ENV: 'development' });
    const info = jest.spyOn(logger(), 'info');
    try {
      await h.ds.query('UPDATE auth.password_reset_tokens SET used_at = now() WHERE used_at IS NULL');
      const since = h.mail.messages.length;
      await expect(h.call(AUTH.forgotPassword, { email: 'reset.me@example.com' })).resolves.toEqual({
        ...FORGOT,
        emailConfigured: false,
      });
      await idle();
      expect(h.mail.messages.length).toBe(since);
      const logged = info.mock.calls
        .map(([fields]) => (fields as { resetLink?: string }).resetLink)
        .find((link) => link !== undefined);
      const token = LINK.exec(logged ?? '')?.[1];
      expect(token).toBeDefined();
      issuedTokens.push(token!);
      await expect(h.call(AUTH.resetPassword, { token, newPassword: 'FromLog1!' })).resolves.toEqual({
        message: 'Password has been reset',
      });
    } finally {
      info.mockRestore();
    }
  });
});
