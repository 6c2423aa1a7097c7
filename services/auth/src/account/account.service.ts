import { Inject, Injectable } from '@nestjs/common';
import type {
  ChangePasswordRequest,
  ConfirmEmailChangeResponse,
  EmailChangeRequest,
  MessageResponse,
  ResolvedActor,
  UndoEmailChangeResponse,
  User,
} from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';
import type { AuthConfig } from '../config.js';
import { PasswordHasher } from '../secrets/password-hasher.js';
import { AuthEvents } from '../events/auth.events.js';
import { AUTH_CONFIG } from '../infra/tokens.js';
import { isUniqueViolation } from '../infra/pg-errors.js';
import { emailChangeConfirmEmail, emailChangedNoticeEmail } from '../mail/account-emails.js';
import { Mailer } from '../mail/mailer.js';
import type { ComposedMail } from '../mail/password-reset-email.js';
import { PasswordResetService } from '../password-reset/password-reset.service.js';
import { generateResetToken, hashResetToken, resetExpiry, resetTokenState } from '../secrets/reset-token.js';
import type { UserEntity } from '../users/user.entity.js';
import { toSelf } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountRepository, type UndoTokenRow } from './account.repository.js';

/** The answers of the account routes, verbatim (the web app shows them as they are). */
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Current password is incorrect',
  samePassword: 'The new password must be different from your current one',
  sameEmail: 'This is already your e-mail address',
  emailTaken: 'An account with this email already exists',
  emailTakenMeanwhile: 'This e-mail address now belongs to another account. Please choose another one.',
  linkInvalid: 'This confirmation link is invalid or has already been used.',
  linkExpired: 'This confirmation link has expired. Please ask for a new one in Settings › Account.',
  mailFailed: 'The confirmation e-mail could not be sent. Please try again in a moment.',
  lastAdmin: 'You are the last admin, so your account cannot be deleted. Make another user an admin first.',
  deleted: 'Your account and everything you owned were deleted.',
  notYourself: 'You cannot delete your own account here. Use Settings › Account instead.',
  userNotFound: 'User not found',
  lastAdminOther:
    'This is the last admin, whose account cannot be deleted. Make another user an admin first.',
  passwordChanged: 'Password changed. Every other session of yours was signed out.',
  undoInvalid: 'This undo link is invalid or has already been used.',
  undoExpired:
    'This undo link has expired: it works for one week. If someone else changed your address, contact your administrator.',
  undoTaken:
    'Your old e-mail address now belongs to another account, so it cannot be restored. Contact your administrator.',
} as const;

/** What undoing answers: the address is back, and the password is to be chosen again from it. */
export function undoneMessage(email: string): string {
  return `Your e-mail address is ${email} again. Every session of your account was signed out, and we sent a link to ${email} to choose a new password.`;
}

/** How long an e-mail change's confirmation link works: 24 hours. */
export const EMAIL_CHANGE_TTL_MINUTES = 24 * 60;

/** How long the undo link mailed to the old address works once a change is confirmed: one week. */
export const EMAIL_UNDO_TTL_MINUTES = 7 * 24 * 60;

/** The link of the confirmation e-mail: the web app's confirm route. */
export function confirmEmailLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/confirm-email/${encodeURIComponent(token)}`;
}

/** The link of the notice to the old address: the web app's undo route. */
export function undoEmailLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/undo-email-change/${encodeURIComponent(token)}`;
}

/**
 * A signed-in user's own account (docs/product.md, Account): a new password, a new e-mail address
 * confirmed by a link to it, deletion. Each needs the current password.
 */
@Injectable()
export class AccountService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly users: UsersRepository,
    private readonly account: AccountRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly events: AuthEvents,
    private readonly resets: PasswordResetService,
  ) {}

  /** The viewer's row once their password is checked: 400 on `currentPassword` otherwise. */
  private async checked(viewer: Viewer, currentPassword: string): Promise<UserEntity> {
    const user = await this.users.findById(viewer.id);
    const ok = await this.hasher.verify(user?.passwordHash ?? null, currentPassword);
    if (!user) throw DomainError.unauthenticated();
    if (!ok)
      throw DomainError.badRequest(ACCOUNT_MESSAGES.wrongPassword, {
        currentPassword: [ACCOUNT_MESSAGES.wrongPassword],
      });
    return user;
  }

  /**
   * A new password: the session version goes up, so every session of the user ends, and the answer
   * carries the new version for the gateway to keep the caller's own session.
   */
  async changePassword(viewer: Viewer, body: ChangePasswordRequest): Promise<ResolvedActor> {
    const user = await this.checked(viewer, body.currentPassword);
    if (body.newPassword === body.currentPassword)
      throw DomainError.badRequest(ACCOUNT_MESSAGES.samePassword, {
        newPassword: [ACCOUNT_MESSAGES.samePassword],
      });
    // The pending e-mail change (if any) and the open reset links end with the old password.
    const sessionVersion = await this.account.setPassword(user.id, await this.hasher.hash(body.newPassword));
    if (sessionVersion === null) throw DomainError.unauthenticated();
    this.events.sessionsRevoked({ userId: user.id, sessionVersion });
    this.events.userChanged({ userId: user.id, reason: 'password' });
    logger().info({ userId: user.id }, 'password changed');
    return { user: toSelf({ ...user, pendingEmail: null, pendingEmailExpiresAt: null }), sessionVersion };
  }

  /**
   * Stores the change and mails its link to the new address; the account keeps its address until the
   * link is opened. A new request replaces an earlier one.
   */
  async requestEmailChange(viewer: Viewer, body: EmailChangeRequest): Promise<User> {
    const user = await this.checked(viewer, body.currentPassword);
    const newEmail = body.newEmail;
    if (newEmail.toLowerCase() === user.email.toLowerCase())
      throw DomainError.badRequest(ACCOUNT_MESSAGES.sameEmail, { newEmail: [ACCOUNT_MESSAGES.sameEmail] });
    const other = await this.users.findByEmail(newEmail);
    if (other && other.id !== user.id)
      throw DomainError.conflict(ACCOUNT_MESSAGES.emailTaken, { newEmail: [ACCOUNT_MESSAGES.emailTaken] });
    const token = generateResetToken();
    const ttl = EMAIL_CHANGE_TTL_MINUTES;
    await this.account.setPendingEmail(user.id, {
      email: newEmail,
      tokenHash: hashResetToken(token),
      expiresAt: resetExpiry(new Date(), ttl),
    });
    const link = confirmEmailLink(this.config.APP_URL, token);
    try {
      await this.deliver(
        user.id,
        newEmail,
        emailChangeConfirmEmail({ firstName: user.firstName, newEmail, link, ttlMinutes: ttl }),
        link,
      );
    } catch (err) {
      logger().error({ err, userId: user.id }, 'e-mail change confirmation could not be sent');
      await this.account.clearPendingEmail(user.id);
      throw new DomainError('service_unavailable', ACCOUNT_MESSAGES.mailFailed, { retryAfter: 30 });
    }
    this.events.userChanged({ userId: user.id, reason: 'profile' });
    const after = await this.users.findById(user.id);
    if (!after) throw DomainError.unauthenticated();
    return toSelf(after);
  }

  /**
   * The link's token: applies the change (no actor needed) and uses up the open reset links; the old
   * address gets a notice with a link that undoes the change for a week.
   */
  async confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
    const tokenHash = hashResetToken(token);
    const user = await this.account.findByPendingToken(tokenHash);
    if (!user || !user.pendingEmail || !user.pendingEmailExpiresAt)
      throw DomainError.badRequest(ACCOUNT_MESSAGES.linkInvalid, { token: [ACCOUNT_MESSAGES.linkInvalid] });
    if (user.pendingEmailExpiresAt.getTime() <= Date.now()) {
      await this.account.clearPendingEmail(user.id);
      this.events.userChanged({ userId: user.id, reason: 'profile' });
      throw DomainError.badRequest(ACCOUNT_MESSAGES.linkExpired, { token: [ACCOUNT_MESSAGES.linkExpired] });
    }
    const taken = async (): Promise<never> => {
      await this.account.clearPendingEmail(user.id);
      this.events.userChanged({ userId: user.id, reason: 'profile' });
      throw DomainError.conflict(ACCOUNT_MESSAGES.emailTakenMeanwhile, {
        email: [ACCOUNT_MESSAGES.emailTakenMeanwhile],
      });
    };
    const other = await this.users.findByEmail(user.pendingEmail);
    if (other && other.id !== user.id) return taken();
    const undoToken = generateResetToken();
    let applied: { email: string; oldEmail: string } | null;
    try {
      applied = await this.account.applyPendingEmail(tokenHash, {
        tokenHash: hashResetToken(undoToken),
        expiresAt: resetExpiry(new Date(), EMAIL_UNDO_TTL_MINUTES),
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_lower_key')) return taken();
      throw err;
    }
    if (!applied)
      throw DomainError.badRequest(ACCOUNT_MESSAGES.linkInvalid, { token: [ACCOUNT_MESSAGES.linkInvalid] });
    const { email, oldEmail } = applied;
    this.events.userChanged({ userId: user.id, reason: 'profile' });
    logger().info({ userId: user.id }, 'e-mail address changed');
    // The notice to the old address must not hold up (or undo) the change.
    const undoLink = undoEmailLink(this.config.APP_URL, undoToken);
    this.deliver(
      user.id,
      oldEmail,
      emailChangedNoticeEmail({
        firstName: user.firstName,
        newEmail: email,
        undoLink,
        undoTtlMinutes: EMAIL_UNDO_TTL_MINUTES,
      }),
      undoLink,
    ).catch((err: unknown) =>
      logger().error({ err, userId: user.id }, 'e-mail change notice could not be sent'),
    );
    return { message: `Your e-mail address is now ${email}.`, email };
  }

  /**
   * The undo link's token (no actor needed; docs/product.md §7, "Account recovery"): the old address
   * comes back, the pending change and every open reset link are cancelled, every session ends and the
   * password is replaced by one nobody knows (whoever moved the address may know the old one), so the
   * owner chooses a new one through the reset link mailed to the restored address. A password reset
   * made meanwhile (through the new address) does not void the undo link.
   */
  async undoEmailChange(token: string): Promise<UndoEmailChangeResponse> {
    const tokenHash = hashResetToken(token);
    const check: (row: UndoTokenRow | null) => asserts row is UndoTokenRow = (row) => {
      const state = resetTokenState(row, new Date());
      if (state === 'invalid')
        throw DomainError.badRequest(ACCOUNT_MESSAGES.undoInvalid, { token: [ACCOUNT_MESSAGES.undoInvalid] });
      if (state === 'expired')
        throw DomainError.badRequest(ACCOUNT_MESSAGES.undoExpired, { token: [ACCOUNT_MESSAGES.undoExpired] });
    };
    // Refused links cost no password hashing; the transaction checks again under its lock.
    check(await this.account.findUndoToken(tokenHash));
    const unusable = await this.hasher.hash(generateResetToken());
    let undone: { userId: string; email: string; sessionVersion: number } | null;
    try {
      undone = await this.account.undoEmailChange(tokenHash, unusable, check);
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_lower_key'))
        throw DomainError.conflict(ACCOUNT_MESSAGES.undoTaken, { token: [ACCOUNT_MESSAGES.undoTaken] });
      throw err;
    }
    if (!undone)
      throw DomainError.badRequest(ACCOUNT_MESSAGES.undoInvalid, { token: [ACCOUNT_MESSAGES.undoInvalid] });
    const { userId, email, sessionVersion } = undone;
    this.events.sessionsRevoked({ userId, sessionVersion });
    this.events.userChanged({ userId, reason: 'password' });
    logger().info({ userId }, 'e-mail change undone from the old address; sessions ended, password voided');
    // A fresh reset link to the restored address, sent after the answer (as forgot-password does).
    this.resets.forgot(email);
    return { message: undoneMessage(email), email };
  }

  /**
   * Deletes the caller's account. The last admin cannot (409). Announced as EVENTS.userDeleted: icp,
   * playbook and ai delete what the user owned; the advisor's former clients are announced unassigned.
   */
  async deleteMe(viewer: Viewer, currentPassword: string): Promise<MessageResponse> {
    const user = await this.checked(viewer, currentPassword);
    if (!(await this.deleteAccount(user.id, ACCOUNT_MESSAGES.lastAdmin))) throw DomainError.unauthenticated();
    logger().info({ userId: user.id }, 'account deleted by its owner');
    return { message: ACCOUNT_MESSAGES.deleted };
  }

  /**
   * An admin deletes another user's account (docs/product.md, Admin): the same deletion as the user's
   * own (one transaction with the admins locked, EVENTS.userDeleted so icp, playbook and ai delete what
   * they owned and their sessions and sockets end, their former clients announced unassigned). Not the
   * admin's own account (409: that one needs its password, in Settings › Account), never the last admin
   * (409), an unknown id 404.
   */
  async deleteUser(admin: Viewer, userId: string): Promise<MessageResponse> {
    if (userId === admin.id) throw DomainError.conflict(ACCOUNT_MESSAGES.notYourself);
    const target = await this.users.findById(userId);
    if (!target) throw DomainError.notFound(ACCOUNT_MESSAGES.userNotFound);
    if (!(await this.deleteAccount(userId, ACCOUNT_MESSAGES.lastAdminOther)))
      throw DomainError.notFound(ACCOUNT_MESSAGES.userNotFound);
    logger().info({ userId, by: admin.id }, 'account deleted by an admin');
    const name = `${target.firstName} ${target.lastName}`.trim() || target.username;
    return { message: `${name}'s account and everything they owned were deleted.` };
  }

  /** Deletes an account and announces it; false when it was already gone. */
  private async deleteAccount(userId: string, lastAdminMessage: string): Promise<boolean> {
    const result = await this.account.deleteUser(userId, (current, adminCount) => {
      if (current.role === 'admin' && adminCount <= 1) throw DomainError.conflict(lastAdminMessage);
    });
    if (!result) return false;
    this.events.userDeleted({ userId });
    for (const clientId of result.formerClientIds)
      this.events.assignmentChanged({ clientId, advisorId: null, previousAdvisorId: userId });
    return true;
  }

  private async deliver(userId: string, to: string, mail: ComposedMail, link?: string): Promise<void> {
    if (!this.mailer.configured) {
      if (this.config.NODE_ENV === 'production') {
        logger().warn({ userId }, 'account e-mail not sent: SMTP_URL is not set');
        if (link) throw new Error('SMTP_URL is not set');
        return;
      }
      // The development fallback (never in production): the link goes to the log.
      logger().info({ userId, link }, `account e-mail (SMTP_URL not set): ${mail.subject}`);
      return;
    }
    await this.mailer.send(to, mail);
  }
}
