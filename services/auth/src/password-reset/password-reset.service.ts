import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ForgotPasswordResponse, MessageResponse, ResetPasswordRequest } from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import type { AuthConfig } from '../config.js';
import { PasswordHasher } from '../secrets/password-hasher.js';
import { AuthEvents } from '../events/auth.events.js';
import { AUTH_CONFIG } from '../infra/tokens.js';
import { Mailer } from '../mail/mailer.js';
import { passwordResetEmail } from '../mail/password-reset-email.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import type { PasswordResetTokenEntity } from './reset-token.entity.js';
import { ResetTokensRepository } from './reset-tokens.repository.js';
import {
  RESET_MESSAGES,
  generateResetToken,
  hashResetToken,
  resetExpiry,
  resetLink,
  resetTokenState,
} from '../secrets/reset-token.js';

/** More unused, unexpired links than this per account and no new one is sent (no mail bombing). */
export const MAX_OPEN_RESET_LINKS = 5;

@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly tokens: ResetTokensRepository,
    private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly events: AuthEvents,
  ) {}

  /**
   * Always the same answer, at once: the lookup, the token and the mail happen after it, so neither the
   * words nor the timing tell whether the e-mail has an account.
   */
  forgot(email: string): ForgotPasswordResponse {
    const work = this.sendResetLink(email).catch((err: unknown) =>
      logger().error({ err }, 'password reset e-mail failed'),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    // An install without SMTP says so (whatever the address): no link will come, and the page tells.
    if (!this.mailer.configured) return { message: RESET_MESSAGES.forgot, emailConfigured: false };
    return { message: RESET_MESSAGES.forgot };
  }

  /** Resolves when every reset e-mail in flight is sent (or failed). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  async reset({ token, newPassword }: ResetPasswordRequest): Promise<MessageResponse> {
    const row = await this.tokens.findByHash(hashResetToken(token));
    this.throwUnlessValid(row);
    const passwordHash = await this.hasher.hash(newPassword);
    // Claims the token (only one of two requests with the same link wins); the other links die with it.
    const sessionVersion = await this.tokens.redeem(row!.id, passwordHash);
    if (sessionVersion === null) {
      // Lost a race or crossed the expiry meanwhile: say which.
      this.throwUnlessValid(await this.tokens.findById(row!.id));
      throw DomainError.badRequest(RESET_MESSAGES.invalid);
    }
    const userId = row!.userId;
    this.events.sessionsRevoked({ userId, sessionVersion });
    this.events.userChanged({ userId, reason: 'password' });
    logger().info({ userId }, 'password reset');
    return { message: RESET_MESSAGES.done };
  }

  private throwUnlessValid(row: PasswordResetTokenEntity | null): asserts row is PasswordResetTokenEntity {
    const state = resetTokenState(row, new Date());
    if (state === 'invalid')
      throw DomainError.badRequest(RESET_MESSAGES.invalid, { token: [RESET_MESSAGES.invalid] });
    if (state === 'expired')
      throw DomainError.badRequest(RESET_MESSAGES.expired, { token: [RESET_MESSAGES.expired] });
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      logger().info('password reset asked for an e-mail without an account; nothing sent');
      return;
    }
    const open = await this.tokens.countOpen(user.id, new Date());
    if (open >= MAX_OPEN_RESET_LINKS) {
      logger().warn({ userId: user.id }, 'too many open password reset links; not sending another');
      return;
    }
    const token = generateResetToken();
    await this.tokens.insert({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: resetExpiry(new Date(), this.config.RESET_TOKEN_TTL_MINUTES),
    });
    await this.deliver(user, resetLink(this.config.APP_URL, token));
  }

  private async deliver(user: UserEntity, link: string): Promise<void> {
    if (!this.mailer.configured) {
      if (this.config.NODE_ENV === 'production') {
        // A link in a log is a way into the account for whoever reads the logs: in production, only
        // that a reset was asked for, without the link or the address.
        logger().warn({ userId: user.id }, 'password reset requested, but SMTP_URL is not set: no link sent');
        return;
      }
      // The development fallback: no SMTP server, so the link goes to the log (never in production).
      logger().info({ userId: user.id, resetLink: link }, 'password reset link (SMTP_URL not set)');
      return;
    }
    const mail = passwordResetEmail({
      firstName: user.firstName,
      link,
      ttlMinutes: this.config.RESET_TOKEN_TTL_MINUTES,
    });
    await this.mailer.send(user.email, mail);
    logger().info({ userId: user.id }, 'password reset e-mail sent');
  }
}
