import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { EVENTS } from '@icp-studio/contracts';
import { logger, subjectPrefix } from '@icp-studio/service-kit';
import type { RealtimeHub } from '../ws/hub.js';
import {
  kpiEventOfPacket,
  noteEventOfPacket,
  notificationEventOfPacket,
  scoreEventOfPacket,
} from '../ws/protocol.js';

/** The note events forwarded to the rooms. */
export const NOTE_EVENTS = [
  EVENTS.noteAdded,
  EVENTS.noteUpdated,
  EVENTS.taskAssigned,
  EVENTS.taskCompleted,
  EVENTS.noteDeleted,
] as const;

function packetOf(msg: Msg): unknown {
  try {
    return msg.json();
  } catch {
    return undefined;
  }
}

/**
 * Listens to the events this service acts on. Plain subscriptions, outside any queue group: every
 * instance hears every event and serves its own sockets. Events are Nest packets `{pattern, data}`.
 * Resolves once the server has the subscriptions.
 */
export async function subscribeToEvents(nc: NatsConnection, hub: RealtimeHub): Promise<Subscription[]> {
  const prefix = subjectPrefix();
  const listen = (subject: string, handle: (packet: unknown) => void) =>
    nc.subscribe(prefix + subject, {
      callback: (err, msg) => {
        if (err) return logger().warn({ subject, err: err.message }, 'subscription error');
        try {
          handle(packetOf(msg));
        } catch (e) {
          logger().error({ subject, err: e }, 'event handling failed');
        }
      },
    });
  const dataOf = (packet: unknown) => (packet as { data?: unknown } | null)?.data;

  const subscriptions = [
    ...NOTE_EVENTS.map((subject) =>
      listen(subject, (packet) => {
        const event = noteEventOfPacket(packet);
        if (!event) return logger().warn({ subject }, 'note event of an unexpected shape: ignored');
        const sent = hub.deliver(event);
        logger().debug({ subject, room: event.room, sent }, 'note event delivered');
      }),
    ),
    // A profile's score changed (its AI review ended): the sockets in the profile's room read it again.
    listen(EVENTS.scoreUpdated, (packet) => {
      const event = scoreEventOfPacket(packet);
      if (!event)
        return logger().warn({ subject: EVENTS.scoreUpdated }, 'score event of an unexpected shape: ignored');
      const sent = hub.deliver(event);
      logger().debug({ room: event.room, sent }, 'score event delivered');
    }),
    // A playbook's KPI actuals changed (docs/product.md §17): the sockets in its room read them again.
    listen(EVENTS.kpiActualsChanged, (packet) => {
      const event = kpiEventOfPacket(packet);
      if (!event)
        return logger().warn(
          { subject: EVENTS.kpiActualsChanged },
          'KPI event of an unexpected shape: ignored',
        );
      const sent = hub.deliver(event);
      logger().debug({ room: event.room, sent }, 'KPI event delivered');
    }),
    // A user's new notification: every socket of theirs gets it.
    listen(EVENTS.notificationCreated, (packet) => {
      const found = notificationEventOfPacket(packet);
      if (!found)
        return logger().warn(
          { subject: EVENTS.notificationCreated },
          'notification of an unexpected shape: ignored',
        );
      const sent = hub.deliverToUser(found.userId, found.event);
      logger().debug({ userId: found.userId, sent }, 'notification delivered');
    }),
    listen(EVENTS.sessionsRevoked, (packet) => hub.onUserEvent('sessionsRevoked', dataOf(packet))),
    listen(EVENTS.userChanged, (packet) => hub.onUserEvent('userChanged', dataOf(packet))),
    listen(EVENTS.signedOut, (packet) => hub.onSignedOut(dataOf(packet))),
    // A deleted account: its sockets are checked against auth at once (and end).
    listen(EVENTS.userDeleted, (packet) => {
      const userId = (dataOf(packet) as { userId?: unknown } | null)?.userId;
      if (typeof userId === 'string') void hub.revalidateUser(userId);
    }),
    listen(EVENTS.assignmentChanged, (packet) => hub.onAssignmentChanged(dataOf(packet))),
    // Who may see an item can change with the item: a deleted one, one moved or changed.
    listen(EVENTS.icpChanged, (packet) => hub.onItemChanged('icp', dataOf(packet))),
    listen(EVENTS.playbookChanged, (packet) => hub.onItemChanged('playbook', dataOf(packet))),
    // Another instance's presence in rooms (its own come back too and are ignored).
    listen(EVENTS.presenceSynced, (packet) => hub.onPresenceSynced(dataOf(packet))),
  ];
  await nc.flush();
  return subscriptions;
}
