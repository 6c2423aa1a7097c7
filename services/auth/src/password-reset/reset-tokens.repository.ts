import { Injectable } from '@nestjs/common';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { AUTH_SCHEMA } from '../infra/database.js';
import { CANCEL_PENDING_EMAIL } from '../users/pending-email.js';
import { PasswordResetTokenEntity } from './reset-token.entity.js';

const S = AUTH_SCHEMA;

/** The SQL of `auth.password_reset_tokens`, and the password change a token pays for. */
@Injectable()
export class ResetTokensRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(PasswordResetTokenEntity);
  }

  findByHash(tokenHash: string): Promise<PasswordResetTokenEntity | null> {
    return this.repo.findOneBy({ tokenHash });
  }

  findById(id: string): Promise<PasswordResetTokenEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** The user's unused, unexpired links. */
  countOpen(userId: string, now: Date): Promise<number> {
    return this.repo.countBy({ userId, usedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  async insert(values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.repo.insert({ ...values, usedAt: null });
  }

  /**
   * In one transaction: claims the token (of two requests with the same link only one gets it), uses up
   * the account's other links, cancels its pending e-mail change (docs/product.md §7, "Account
   * recovery"), sets the password and bumps the session version. The new session version, or null when
   * the token was taken or expired meanwhile.
   */
  redeem(tokenId: string, passwordHash: string): Promise<number | null> {
    return this.ds.transaction(async (m) => {
      const claimed = rowsOf<{ userId: string }>(
        await m.query(
          `UPDATE ${S}.password_reset_tokens SET used_at = now()
           WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id AS "userId"`,
          [tokenId],
        ),
      )[0];
      if (!claimed) return null;
      await m.query(
        `UPDATE ${S}.password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [claimed.userId],
      );
      const updated = rowsOf<{ sessionVersion: number }>(
        await m.query(
          `UPDATE ${S}.users SET password_hash = $2, session_version = session_version + 1, ${CANCEL_PENDING_EMAIL},
                  updated_at = now()
           WHERE id = $1 RETURNING session_version AS "sessionVersion"`,
          [claimed.userId, passwordHash],
        ),
      )[0];
      return updated ? updated.sessionVersion : null;
    });
  }
}
