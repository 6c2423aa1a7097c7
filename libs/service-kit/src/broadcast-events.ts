import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { EVENTS, assignmentChangedEventSchema, userChangedEventSchema } from '@icp-studio/contracts';
import { logger } from './logger.js';
import { subjectPrefix } from './nats.js';

/**
 * Plain subscriptions to event subjects, so that EVERY replica of a service hears every event (an
 * `@EventPattern` handler joins the service's queue group, where only one replica would). Events are
 * Nest packets `{pattern, data}`; each handler gets `data`. A packet that can't be read calls
 * `onUnreadable` (a cache should then drop everything).
 */
export function listenToEvents(
  nc: NatsConnection,
  handlers: Record<string, (data: unknown) => void>,
  onUnreadable: (subject: string) => void = () => undefined,
): Subscription[] {
  return Object.entries(handlers).map(([subject, handle]) =>
    nc.subscribe(subjectPrefix() + subject, {
      callback: (err, msg) => {
        if (err) {
          logger().warn({ subject, err: err.message }, 'event subscription error');
          return;
        }
        try {
          handle(msg.json<{ data?: unknown }>()?.data);
        } catch (e) {
          logger().warn({ subject, err: (e as Error).message }, 'unreadable event');
          onUnreadable(subject);
        }
      },
    }),
  );
}

/** What a cache of access scopes offers to be kept right. */
export interface ScopeInvalidation {
  invalidate(...userIds: (string | null | undefined)[]): void;
  invalidateAll(): void;
}

/**
 * Keeps cached access scopes right when auth announces a change: an assignment drops the scopes of the
 * advisors it touched; a role change can add or remove a whole scope, so it drops everything.
 * Resolves once the subscriptions are in place at the server.
 */
export async function invalidateScopesOnAuthEvents(
  nc: NatsConnection,
  cache: ScopeInvalidation,
): Promise<Subscription[]> {
  const subs = listenToEvents(
    nc,
    {
      [EVENTS.assignmentChanged]: (data) => {
        const event = assignmentChangedEventSchema.safeParse(data);
        if (event.success) cache.invalidate(event.data.advisorId, event.data.previousAdvisorId);
        else cache.invalidateAll();
      },
      [EVENTS.userChanged]: (data) => {
        const event = userChangedEventSchema.safeParse(data);
        if (event.success && event.data.reason !== 'role') cache.invalidate(event.data.userId);
        else cache.invalidateAll();
      },
    },
    () => cache.invalidateAll(),
  );
  await nc.flush();
  return subs;
}
