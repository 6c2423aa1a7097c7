import { Inject, Injectable } from '@nestjs/common';
import {
  kpiReminderExcerpt,
  type KpiReviewDueEvent,
  type Notification,
  type NotificationEmailChoice,
  type NotificationListQuery,
  type NotificationRequestedEvent,
  type NotificationSettings,
  type NotificationSummary,
  type Page,
  type SharesRevokedEvent,
} from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';
import type { AuthConfig } from '../config.js';
import { AuthEvents } from '../events/auth.events.js';
import { AUTH_CONFIG } from '../infra/tokens.js';
import { Mailer } from '../mail/mailer.js';
import { digestEmail, notificationEmail } from '../mail/notification-email.js';
import { toIso } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import {
  NotificationsRepository,
  type NewNotification,
  type NotificationRow,
  type Recipient,
} from './notifications.repository.js';

const NOT_FOUND = 'Notification not found';
/** Read notifications are kept this long, then forgotten; unread ones stay (docs/product.md §15). */
export const NOTIFICATION_READ_RETENTION_DAYS = 90;

export function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    kind: r.kind,
    actorId: r.actorId,
    actorName: r.actorName,
    itemKind: r.itemKind,
    itemId: r.itemId,
    itemName: r.itemName,
    noteId: r.noteId,
    excerpt: r.excerpt,
    createdAt: toIso(r.createdAt),
    readAt: r.readAt ? toIso(r.readAt) : null,
  };
}

/**
 * Each user's notifications (docs/product.md §15): stored here, sent live through realtime
 * (EVENTS.notificationCreated) and by e-mail as the user chose (instant, daily digest, none). Only the
 * recipient reads or marks theirs; the actor is never notified of their own doing.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly notifications: NotificationsRepository,
    private readonly users: UsersRepository,
    private readonly events: AuthEvents,
    private readonly mailer: Mailer,
  ) {}

  async list(viewer: Viewer, query: NotificationListQuery): Promise<Page<Notification>> {
    const { rows, total } = await this.notifications.page(viewer.id, query);
    return { items: rows.map(toNotification), total, limit: query.limit, offset: query.offset };
  }

  async summary(viewer: Viewer): Promise<NotificationSummary> {
    return { unreadCount: await this.notifications.unreadCount(viewer.id) };
  }

  /** Marks one read: only its recipient (404 for everyone else, as if it did not exist). */
  async read(viewer: Viewer, id: string): Promise<Notification> {
    const row = await this.notifications.markRead(viewer.id, id);
    if (!row) throw DomainError.notFound(NOT_FOUND);
    return toNotification(row);
  }

  async readAll(viewer: Viewer): Promise<NotificationSummary> {
    await this.notifications.markAllRead(viewer.id);
    return { unreadCount: 0 };
  }

  async settings(viewer: Viewer): Promise<NotificationSettings> {
    return { email: await this.notifications.emailChoice(viewer.id) };
  }

  async updateSettings(viewer: Viewer, email: NotificationEmailChoice): Promise<NotificationSettings> {
    await this.notifications.setEmailChoice(viewer.id, email);
    return { email };
  }

  /** EVENTS.notificationRequested (from playbook): a mention, a task given or completed. */
  async onRequested(event: NotificationRequestedEvent): Promise<number> {
    return this.notify(event.recipientIds, {
      kind: event.kind,
      actorId: event.actorId,
      actorName: event.actorName,
      itemKind: event.itemKind,
      itemId: event.itemId,
      itemName: event.itemName,
      noteId: event.noteId,
      excerpt: event.excerpt,
    });
  }

  /**
   * EVENTS.sharesRevoked (from icp or playbook): links to the owner's item ended because their maker can
   * no longer see it (docs/product.md §14, "A maker's access"); the owner hears of it. The maker is
   * named as the actor (null once their account is gone, their name as the links kept it).
   */
  async sharesRevoked(event: SharesRevokedEvent): Promise<number> {
    const [maker] = await this.notifications.existingUsers([event.creatorId]);
    const noun = event.itemKind === 'icp' ? 'profile' : 'playbook';
    const links =
      event.revoked === 1 ? '1 share link no longer opens' : `${event.revoked} share links no longer open`;
    return this.notify([event.ownerId], {
      kind: 'shares_revoked',
      actorId: maker ?? null,
      actorName: event.creatorName,
      itemKind: event.itemKind,
      itemId: event.itemId,
      itemName: event.itemName,
      noteId: null,
      excerpt: `${links}: the person who made ${event.revoked === 1 ? 'it' : 'them'} can no longer see this ${noun}.`,
    });
  }

  /**
   * EVENTS.kpiReviewDue (from playbook): a KPI period of a playbook ended without a recorded value
   * (docs/product.md §17, "Review reminders"). The owner hears of it, and their advisor when the owner is
   * a client who has one; no actor.
   */
  async kpiReviewDue(event: KpiReviewDueEvent): Promise<number> {
    const advisor = await this.notifications.advisorOfClient(event.ownerId);
    return this.notify([event.ownerId, ...(advisor ? [advisor] : [])], {
      kind: 'kpi_review',
      actorId: null,
      actorName: null,
      itemKind: 'playbook',
      itemId: event.playbookId,
      itemName: event.playbookName,
      noteId: null,
      excerpt: kpiReminderExcerpt(event.period, event.kpiNames),
    });
  }

  /** An admin gave a client to an advisor: the advisor hears of it (never the admin of their own doing). */
  async clientAssigned(actorId: string | null, clientId: string, advisorId: string): Promise<void> {
    try {
      const people = await this.users
        .repo()
        .find({ where: [{ id: clientId }, ...(actorId ? [{ id: actorId }] : [])] });
      const client = people.find((u) => u.id === clientId);
      const actor = actorId ? people.find((u) => u.id === actorId) : undefined;
      const name = (u?: { firstName: string; lastName: string }) =>
        u ? `${u.firstName} ${u.lastName}`.trim() || null : null;
      await this.notify([advisorId], {
        kind: 'client_assigned',
        actorId,
        actorName: name(actor),
        itemKind: 'user',
        itemId: clientId,
        itemName: name(client),
        noteId: null,
        excerpt: null,
      });
    } catch (err) {
      logger().error({ err, clientId, advisorId }, 'could not notify of a client assignment');
    }
  }

  /**
   * Stores one notification per recipient (the actor and unknown ids left out), tells realtime of each
   * and mails those who chose instant e-mails. Answers how many were stored.
   */
  private async notify(recipientIds: readonly string[], n: Omit<NewNotification, 'userId'>): Promise<number> {
    const wanted = [...new Set(recipientIds.map((id) => id.toLowerCase()))].filter(
      (id) => id !== n.actorId?.toLowerCase(),
    );
    const recipients = await this.notifications.existingUsers(wanted);
    const rows = await this.notifications.insert(recipients, n);
    for (const row of rows) {
      const unreadCount = await this.notifications.unreadCount(row.userId);
      this.events.notificationCreated({ userId: row.userId, notification: toNotification(row), unreadCount });
    }
    await this.mailInstant(rows);
    return rows.length;
  }

  private async mailInstant(rows: readonly NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const people = new Map(
      (await this.notifications.recipients(rows.map((r) => r.userId))).map((p) => [p.id, p]),
    );
    const mailed: string[] = [];
    for (const row of rows) {
      const person = people.get(row.userId);
      if (person?.choice !== 'instant') continue;
      if (
        await this.mail(person, () =>
          notificationEmail({ firstName: person.firstName, appUrl: this.config.APP_URL, notification: row }),
        )
      )
        mailed.push(row.id);
    }
    await this.notifications.markEmailed(mailed);
  }

  /**
   * One digest sweep: each user on the daily digest whose last digest is at least an interval old gets
   * one e-mail of their notifications not yet mailed. Another instance sweeping at once: skipped (null).
   */
  async sendDigests(now = new Date()): Promise<number | null> {
    const since = new Date(now.getTime() - this.config.NOTIFICATION_DIGEST_INTERVAL_MS);
    return this.notifications.sweepDigests(since, (person, rows) =>
      this.mail(person, () =>
        digestEmail({ firstName: person.firstName, appUrl: this.config.APP_URL, notifications: rows }),
      ),
    );
  }

  /** Forgets notifications read more than `NOTIFICATION_READ_RETENTION_DAYS` ago (docs/product.md §15). */
  async pruneRead(now = new Date()): Promise<number> {
    return this.notifications.pruneRead(
      new Date(now.getTime() - NOTIFICATION_READ_RETENTION_DAYS * 86_400_000),
    );
  }

  /** Sends (or, without SMTP_URL, logs that it could not); true when it went or cannot go at all. */
  private async mail(
    person: Recipient,
    compose: () => ReturnType<typeof notificationEmail>,
  ): Promise<boolean> {
    const mail = compose();
    if (!this.mailer.configured) {
      logger().info(
        { userId: person.id, subject: mail.subject },
        'SMTP_URL is not set: notification e-mail not sent',
      );
      return true;
    }
    try {
      await this.mailer.send(person.email, mail);
      return true;
    } catch (err) {
      logger().error({ err, userId: person.id }, 'could not send a notification e-mail');
      return false;
    }
  }
}
