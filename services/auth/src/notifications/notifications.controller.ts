import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  EVENTS,
  kpiReviewDueEventSchema,
  notificationRequestedEventSchema,
  sharesRevokedEventSchema,
  type Notification,
  type NotificationSettings,
  type NotificationSummary,
  type Page,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { logger, RpcHandler } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';
import { AccessService } from '../access/access.service.js';
import { asViewer } from '../access/authorize.js';
import { NotificationsService } from './notifications.service.js';

/**
 * The signed-in user's own notifications (docs/product.md §15), and the requests for new ones other
 * services publish (handled in the service's queue group: one instance stores each).
 */
@Controller()
export class NotificationsController {
  constructor(
    readonly access: AccessService,
    private readonly notifications: NotificationsService,
  ) {}

  /** `{unread?, limit, offset}` -> Page<Notification>, newest first. */
  @RpcHandler(AUTH.listNotifications, { authorize: asViewer })
  list(viewer: Viewer, query: RpcParsedBody<typeof AUTH.listNotifications>): Promise<Page<Notification>> {
    return this.notifications.list(viewer, query);
  }

  /** no body -> `{unreadCount}`. */
  @RpcHandler(AUTH.notificationSummary, { authorize: asViewer })
  summary(viewer: Viewer): Promise<NotificationSummary> {
    return this.notifications.summary(viewer);
  }

  /** `{id}` -> Notification, read. Someone else's: 404. */
  @RpcHandler(AUTH.readNotification, { authorize: asViewer })
  read(viewer: Viewer, { id }: RpcParsedBody<typeof AUTH.readNotification>): Promise<Notification> {
    return this.notifications.read(viewer, id);
  }

  /** no body -> `{unreadCount: 0}`. */
  @RpcHandler(AUTH.readAllNotifications, { authorize: asViewer })
  readAll(viewer: Viewer): Promise<NotificationSummary> {
    return this.notifications.readAll(viewer);
  }

  /** no body -> `{email}`. */
  @RpcHandler(AUTH.getNotificationSettings, { authorize: asViewer })
  settings(viewer: Viewer): Promise<NotificationSettings> {
    return this.notifications.settings(viewer);
  }

  /** `{email}` -> `{email}`. */
  @RpcHandler(AUTH.updateNotificationSettings, { authorize: asViewer })
  updateSettings(
    viewer: Viewer,
    { email }: RpcParsedBody<typeof AUTH.updateNotificationSettings>,
  ): Promise<NotificationSettings> {
    return this.notifications.updateSettings(viewer, email);
  }

  /** EVENTS.notificationRequested: store, deliver and mail the notifications it asks for. */
  @EventPattern(EVENTS.notificationRequested)
  async requested(@Payload() data: unknown): Promise<void> {
    const event = notificationRequestedEventSchema.safeParse(data);
    if (!event.success) {
      logger().warn({ issues: event.error.issues.slice(0, 3) }, 'unreadable notification request');
      return;
    }
    try {
      await this.notifications.onRequested(event.data);
    } catch (err) {
      logger().error({ err, noteId: event.data.noteId }, 'could not store notifications');
    }
  }

  /** EVENTS.sharesRevoked: the item's owner hears that links to it ended with their maker's access. */
  @EventPattern(EVENTS.sharesRevoked)
  async sharesRevoked(@Payload() data: unknown): Promise<void> {
    const event = sharesRevokedEventSchema.safeParse(data);
    if (!event.success) {
      logger().warn({ issues: event.error.issues.slice(0, 3) }, 'unreadable shares-revoked event');
      return;
    }
    try {
      await this.notifications.sharesRevoked(event.data);
    } catch (err) {
      logger().error({ err, itemId: event.data.itemId }, 'could not notify of revoked share links');
    }
  }

  /** EVENTS.kpiReviewDue: a playbook's owner (and their advisor) is reminded to record a KPI period. */
  @EventPattern(EVENTS.kpiReviewDue)
  async kpiReviewDue(@Payload() data: unknown): Promise<void> {
    const event = kpiReviewDueEventSchema.safeParse(data);
    if (!event.success) {
      logger().warn({ issues: event.error.issues.slice(0, 3) }, 'unreadable KPI review reminder');
      return;
    }
    try {
      await this.notifications.kpiReviewDue(event.data);
    } catch (err) {
      logger().error({ err, playbookId: event.data.playbookId }, 'could not notify of a KPI review');
    }
  }
}
