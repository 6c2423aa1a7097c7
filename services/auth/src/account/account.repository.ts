import { Injectable } from '@nestjs/common';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { AUTH_SCHEMA } from '../infra/database.js';
import { CANCEL_PENDING_EMAIL } from '../users/pending-email.js';
import { UserEntity } from '../users/user.entity.js';

const S = AUTH_SCHEMA;

/** A row of `auth.email_change_undo_tokens` (never its token hash). */
export interface UndoTokenRow {
  userId: string;
  oldEmail: string;
  newEmail: string;
  expiresAt: Date;
  usedAt: Date | null;
}

const UNDO_COLUMNS = `user_id AS "userId", old_email AS "oldEmail", new_email AS "newEmail",
  expires_at AS "expiresAt", used_at AS "usedAt"`;

/** The SQL of a user's own account changes: password, e-mail change, deletion. */
@Injectable()
export class AccountRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Sets the password and raises the session version (every session signed in before ends); the
   * account's open reset links are used up and its pending e-mail change is cancelled (someone who knew
   * the old password may have asked for it; docs/product.md §7, "Account recovery"). The new session
   * version, or null when the user is gone.
   */
  async setPassword(userId: string, passwordHash: string): Promise<number | null> {
    return this.ds.transaction(async (m) => {
      const row = rowsOf<{ sessionVersion: number }>(
        await m.query(
          `UPDATE ${S}.users SET password_hash = $2, session_version = session_version + 1, ${CANCEL_PENDING_EMAIL},
                  updated_at = now()
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
   * same link wins), in one transaction with what goes with it: the account's open reset links are used
   * up (they were mailed to the address it leaves) and the undo link for the old address is stored.
   * The new and the old address, or null when the token was used or expired meanwhile. A unique
   * violation (the address was taken meanwhile) is thrown.
   */
  applyPendingEmail(
    tokenHash: string,
    undo: { tokenHash: string; expiresAt: Date },
  ): Promise<{ email: string; oldEmail: string } | null> {
    return this.ds.transaction(async (m) => {
      const current = rowsOf<{ id: string; oldEmail: string }>(
        await m.query(
          `SELECT id, email AS "oldEmail" FROM ${S}.users
           WHERE pending_email_token_hash = $1 AND pending_email_expires_at > now() FOR UPDATE`,
          [tokenHash],
        ),
      )[0];
      if (!current) return null;
      const row = rowsOf<{ email: string }>(
        await m.query(
          `UPDATE ${S}.users SET email = pending_email, ${CANCEL_PENDING_EMAIL}, updated_at = now()
           WHERE id = $1 RETURNING email`,
          [current.id],
        ),
      )[0];
      if (!row) return null;
      await m.query(
        `UPDATE ${S}.password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [current.id],
      );
      await m.query(
        `INSERT INTO ${S}.email_change_undo_tokens (user_id, token_hash, old_email, new_email, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [current.id, undo.tokenHash, current.oldEmail, row.email, undo.expiresAt],
      );
      return { email: row.email, oldEmail: current.oldEmail };
    });
  }

  /** The undo link a token names, used or not (null when there is none). */
  async findUndoToken(tokenHash: string): Promise<UndoTokenRow | null> {
    const row = rowsOf<UndoTokenRow>(
      await this.ds.query(`SELECT ${UNDO_COLUMNS} FROM ${S}.email_change_undo_tokens WHERE token_hash = $1`, [
        tokenHash,
      ]),
    )[0];
    return row ?? null;
  }

  /**
   * Undoes a confirmed e-mail change in one transaction, the undo row locked (of two requests with the
   * same link only one gets it): `check` sees the row and may throw to refuse (used, expired). The
   * account gets its old address back and `passwordHash` (a password nobody knows: the owner chooses a
   * new one through a reset link), its session version goes up, its pending e-mail change is cancelled
   * and every open reset and undo link of it is used up. The restored address and the new session
   * version, or null when the user is gone. A unique violation (another account took the old address
   * meanwhile) is thrown, and nothing changes.
   */
  undoEmailChange(
    tokenHash: string,
    passwordHash: string,
    check: (row: UndoTokenRow | null) => asserts row is UndoTokenRow,
  ): Promise<{ userId: string; email: string; sessionVersion: number } | null> {
    return this.ds.transaction(async (m) => {
      const undo =
        rowsOf<UndoTokenRow>(
          await m.query(
            `SELECT ${UNDO_COLUMNS} FROM ${S}.email_change_undo_tokens WHERE token_hash = $1 FOR UPDATE`,
            [tokenHash],
          ),
        )[0] ?? null;
      check(undo);
      const row = rowsOf<{ email: string; sessionVersion: number }>(
        await m.query(
          `UPDATE ${S}.users SET email = $2, password_hash = $3, session_version = session_version + 1,
                  ${CANCEL_PENDING_EMAIL}, updated_at = now()
           WHERE id = $1 RETURNING email, session_version AS "sessionVersion"`,
          [undo.userId, undo.oldEmail, passwordHash],
        ),
      )[0];
      if (!row) return null;
      await m.query(
        `UPDATE ${S}.email_change_undo_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [undo.userId],
      );
      await m.query(
        `UPDATE ${S}.password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`,
        [undo.userId],
      );
      return { userId: undo.userId, email: row.email, sessionVersion: row.sessionVersion };
    });
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
