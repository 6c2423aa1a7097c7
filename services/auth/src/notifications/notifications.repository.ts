import { Injectable } from '@nestjs/common';
import type { NotificationEmailChoice, NotificationKind, NotificationItemKind } from '@icp-studio/contracts';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTH_SCHEMA } from '../infra/database.js';

const S = AUTH_SCHEMA;

export interface NotificationRow {
  id: string;
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  actorName: string | null;
  itemKind: NotificationItemKind;
  itemId: string;
  itemName: string | null;
  noteId: string | null;
  excerpt: string | null;
  createdAt: Date;
  readAt: Date | null;
  emailedAt: Date | null;
}

export type NewNotification = Omit<NotificationRow, 'id' | 'createdAt' | 'readAt' | 'emailedAt'>;

/** A recipient as mail needs them. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  choice: NotificationEmailChoice;
}

const COLUMNS = `id, user_id AS "userId", kind, actor_id AS "actorId", actor_name AS "actorName",
  item_kind AS "itemKind", item_id AS "itemId", item_name AS "itemName", note_id AS "noteId", excerpt,
  created_at AS "createdAt", read_at AS "readAt", emailed_at AS "emailedAt"`;

/** The SQL of `auth.notifications` and `auth.notification_settings`. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly ds: DataSource) {}

  /** The ids among these that name a user. */
  async existingUsers(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = rowsOf<{ id: string }>(
      await this.ds.query(`SELECT id FROM ${S}.users WHERE id = ANY($1::uuid[])`, [ids]),
    );
    return rows.map((r) => r.id);
  }

  /** The advisor of a client (null for a user who is no client or has no advisor). */
  async advisorOfClient(userId: string): Promise<string | null> {
    const rows = rowsOf<{ advisor_id: string }>(
      await this.ds.query(
        `SELECT a.advisor_id FROM ${S}.advisor_assignments a JOIN ${S}.users u ON u.id = a.client_id
         WHERE a.client_id = $1 AND u.role = 'client'`,
        [userId],
      ),
    );
    return rows[0]?.advisor_id ?? null;
  }

  /** Inserts one notification per recipient; answers the rows. */
  async insert(
    recipients: readonly string[],
    n: Omit<NewNotification, 'userId'>,
  ): Promise<NotificationRow[]> {
    if (recipients.length === 0) return [];
    return rowsOf<NotificationRow>(
      await this.ds.query(
        `INSERT INTO ${S}.notifications
           (user_id, kind, actor_id, actor_name, item_kind, item_id, item_name, note_id, excerpt)
         SELECT u, $2, $3, $4, $5, $6, $7, $8, $9 FROM unnest($1::uuid[]) AS u
         RETURNING ${COLUMNS}`,
        [recipients, n.kind, n.actorId, n.actorName, n.itemKind, n.itemId, n.itemName, n.noteId, n.excerpt],
      ),
    );
  }

  async page(
    userId: string,
    q: { unread?: 'true' | 'false'; limit: number; offset: number },
  ): Promise<{ rows: NotificationRow[]; total: number }> {
    const unread = q.unread === 'true' ? 'AND read_at IS NULL' : '';
    // The page and its total in one statement, so one snapshot: a notification arriving between two
    // reads would give a total smaller than the page.
    const rows = rowsOf<NotificationRow & { total: number }>(
      await this.ds.query(
        `WITH matching AS (SELECT ${COLUMNS} FROM ${S}.notifications WHERE user_id = $1 ${unread}),
              counted AS (SELECT count(*)::int AS total FROM matching)
         SELECT counted.total, page.* FROM counted
           LEFT JOIN LATERAL (
             SELECT * FROM matching ORDER BY "createdAt" DESC, id DESC LIMIT $2 OFFSET $3
           ) page ON true`,
        [userId, q.limit, q.offset],
      ),
    );
    const total = rows[0]?.total ?? 0;
    const page = rows.filter((r) => r.id !== null).map(({ total: _total, ...row }) => row as NotificationRow);
    return { rows: page, total };
  }

  async unreadCount(userId: string): Promise<number> {
    const rows = rowsOf<{ n: number }>(
      await this.ds.query(
        `SELECT count(*)::int AS n FROM ${S}.notifications WHERE user_id = $1 AND read_at IS NULL`,
        [userId],
      ),
    );
    return rows[0]?.n ?? 0;
  }

  /** Marks the user's own notification read (kept as it was when already read); null when not theirs. */
  async markRead(userId: string, id: string): Promise<NotificationRow | null> {
    await this.ds.query(
      `UPDATE ${S}.notifications SET read_at = now() WHERE id = $1 AND user_id = $2 AND read_at IS NULL`,
      [id, userId],
    );
    const rows = rowsOf<NotificationRow>(
      await this.ds.query(`SELECT ${COLUMNS} FROM ${S}.notifications WHERE id = $1 AND user_id = $2`, [
        id,
        userId,
      ]),
    );
    return rows[0] ?? null;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.ds.query(
      `UPDATE ${S}.notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
  }

  async markEmailed(ids: readonly string[], manager?: EntityManager): Promise<void> {
    if (ids.length === 0) return;
    await (manager ?? this.ds).query(
      `UPDATE ${S}.notifications SET emailed_at = now() WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** The users with their e-mail choice (no settings row: instant). */
  async recipients(ids: readonly string[]): Promise<Recipient[]> {
    if (ids.length === 0) return [];
    return rowsOf<Recipient>(
      await this.ds.query(
        `SELECT u.id, u.email, u.first_name AS "firstName", COALESCE(s.email, 'instant') AS choice
         FROM ${S}.users u LEFT JOIN ${S}.notification_settings s ON s.user_id = u.id
         WHERE u.id = ANY($1::uuid[])`,
        [ids],
      ),
    );
  }

  async emailChoice(userId: string): Promise<NotificationEmailChoice> {
    const rows = rowsOf<{ email: NotificationEmailChoice }>(
      await this.ds.query(`SELECT email FROM ${S}.notification_settings WHERE user_id = $1`, [userId]),
    );
    return rows[0]?.email ?? 'instant';
  }

  async setEmailChoice(userId: string, choice: NotificationEmailChoice): Promise<void> {
    await this.ds.query(
      // Choosing the digest starts its day now (the first digest comes one interval later).
      `INSERT INTO ${S}.notification_settings AS s (user_id, email, last_digest_at)
       VALUES ($1, $2::varchar, CASE WHEN $2::varchar = 'digest' THEN now() END)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email,
         last_digest_at = CASE WHEN s.email <> 'digest' AND EXCLUDED.email = 'digest' THEN now()
                               ELSE s.last_digest_at END`,
      [userId, choice],
    );
  }

  /** Deletes notifications read before `before` (unread ones stay however old); answers how many went. */
  async pruneRead(before: Date): Promise<number> {
    const [, count] = (await this.ds.query(
      `DELETE FROM ${S}.notifications WHERE read_at IS NOT NULL AND read_at < $1`,
      [before],
    )) as [unknown, number];
    return count;
  }

  /**
   * One digest sweep, in a transaction holding the digest advisory lock (another instance sweeping at
   * the same moment skips): hands `send` each digest user whose last digest is older than `since` (or
   * who never had one) with their unmailed notifications, oldest first; what `send` answers true for is
   * marked e-mailed and the user's digest time set. Answers how many users were mailed, or null when
   * another instance holds the lock.
   */
  async sweepDigests(
    since: Date,
    send: (user: Recipient, rows: NotificationRow[]) => Promise<boolean>,
  ): Promise<number | null> {
    return this.ds.transaction(async (m) => {
      const [lock] = rowsOf<{ ok: boolean }>(
        await m.query(`SELECT pg_try_advisory_xact_lock(hashtext('auth.notification-digest')) AS ok`),
      );
      if (!lock?.ok) return null;
      const users = rowsOf<Recipient>(
        await m.query(
          `SELECT u.id, u.email, u.first_name AS "firstName", s.email AS choice
           FROM ${S}.notification_settings s JOIN ${S}.users u ON u.id = s.user_id
           WHERE s.email = 'digest' AND (s.last_digest_at IS NULL OR s.last_digest_at <= $1)
             AND EXISTS (SELECT 1 FROM ${S}.notifications n WHERE n.user_id = u.id AND n.emailed_at IS NULL)`,
          [since],
        ),
      );
      let mailed = 0;
      for (const user of users) {
        const rows = rowsOf<NotificationRow>(
          await m.query(
            `SELECT ${COLUMNS} FROM ${S}.notifications WHERE user_id = $1 AND emailed_at IS NULL
             ORDER BY created_at, id LIMIT 200`,
            [user.id],
          ),
        );
        if (!(await send(user, rows))) continue;
        await this.markEmailed(
          rows.map((r) => r.id),
          m,
        );
        await m.query(`UPDATE ${S}.notification_settings SET last_digest_at = now() WHERE user_id = $1`, [
          user.id,
        ]);
        mailed++;
      }
      return mailed;
    });
  }
}
