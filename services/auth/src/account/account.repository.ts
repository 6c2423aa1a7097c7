import { Injectable } from '@nestjs/common';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { AUTH_SCHEMA } from '../infra/database.js';
import { UserEntity } from '../users/user.entity.js';

const S = AUTH_SCHEMA;

/** The SQL of a user's own account changes: password, e-mail change, deletion. */
@Injectable()
export class AccountRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Sets the password and raises the session version (every session signed in before ends); the
   * account's open reset links are used up. The new session version, or null when the user is gone.
   */
  async setPassword(userId: string, passwordHash: string): Promise<number | null> {
    return this.ds.transaction(async (m) => {
      const row = rowsOf<{ sessionVersion: number }>(
        await m.query(
          `UPDATE ${S}.users SET password_hash = $2, session_version = session_version + 1, updated_at = now()
           WHERE id = $1 RETURNING session_version AS "sessionVersion"`,
          [userId, passwordHash],
        ),
      )[0];
      if (!row) return null;
      await m.query(
        `UPDATE ${S}.password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [userId],
      );
      return row.sessionVersion;
    });
  }

  /** Stores the pending change (replacing any earlier one, whose link stops working). */
  async setPendingEmail(
    userId: string,
    values: { email: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await this.ds.getRepository(UserEntity).update(
      { id: userId },
      {
        pendingEmail: values.email,
        pendingEmailTokenHash: values.tokenHash,
        pendingEmailExpiresAt: values.expiresAt,
      },
    );
  }

  findByPendingToken(tokenHash: string): Promise<UserEntity | null> {
    return this.ds.getRepository(UserEntity).findOneBy({ pendingEmailTokenHash: tokenHash });
  }

  async clearPendingEmail(userId: string): Promise<void> {
    await this.ds
      .getRepository(UserEntity)
      .update(
        { id: userId },
        { pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null },
      );
  }

  /**
   * Applies the pending change the token names, while it is unexpired (only one of two requests with the
   * same link wins). The new address, or null when the token was used or expired meanwhile. A unique
   * violation (the address was taken meanwhile) is thrown.
   */
  async applyPendingEmail(tokenHash: string): Promise<string | null> {
    const row = rowsOf<{ email: string }>(
      await this.ds.query(
        `UPDATE ${S}.users SET email = pending_email, pending_email = NULL, pending_email_token_hash = NULL,
                pending_email_expires_at = NULL, updated_at = now()
         WHERE pending_email_token_hash = $1 AND pending_email_expires_at > now()
         RETURNING email`,
        [tokenHash],
      ),
    )[0];
    return row?.email ?? null;
  }

  /**
   * Deletes the user in one transaction with every admin row locked (two last admins deleting
   * themselves at once cannot both succeed). `check` sees the user and the number of admins and may throw
   * to refuse. Their assignments and reset links go with them (ON DELETE CASCADE). Answers the clients
   * who lost them as their advisor, or null when the user is gone.
   */
  deleteUser(
    userId: string,
    check: (user: UserEntity, adminCount: number) => void,
  ): Promise<{ formerClientIds: string[] } | null> {
    return this.ds.transaction(async (m) => {
      const admins = rowsOf<{ id: string }>(
        await m.query(`SELECT id FROM ${S}.users WHERE role = 'admin' ORDER BY id FOR UPDATE`),
      );
      const user = await m
        .getRepository(UserEntity)
        .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) return null;
      check(user, admins.length);
      const clients = rowsOf<{ clientId: string }>(
        await m.query(
          `DELETE FROM ${S}.advisor_assignments WHERE advisor_id = $1 RETURNING client_id AS "clientId"`,
          [userId],
        ),
      );
      await m.query(`DELETE FROM ${S}.users WHERE id = $1`, [userId]);
      return { formerClientIds: clients.map((c) => c.clientId) };
    });
  }
}
