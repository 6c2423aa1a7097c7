import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { subjectPrefix } from '../nats.js';
import { waitFor } from './wait.js';

/** One event as a subscriber saw it: the subject without the run's prefix, and the payload. */
export interface PublishedEvent<T = unknown> {
  subject: string;
  data: T;
}

/**
 * Every event published under this run's subject prefix (`<prefix>events.>`), in arrival order, as the
 * other services would see it; `waitFor` answers the first that matches.
 */
export class EventLog<T = unknown> {
  readonly events: PublishedEvent<T>[] = [];
  private sub: Subscription | undefined;

  private constructor(private readonly prefix: string) {}

  /** Subscribes on `nc` (and flushes, so no event published after this resolves is missed). */
  static async start<T = unknown>(nc: NatsConnection, prefix = subjectPrefix()): Promise<EventLog<T>> {
    const log = new EventLog<T>(prefix);
    log.sub = nc.subscribe(`${prefix}events.>`, {
      callback: (err, msg: Msg) => {
        if (err) return;
        const packet = msg.json<{ pattern: string; data: T }>();
        log.events.push({ subject: msg.subject.slice(prefix.length), data: packet.data });
      },
    });
    await nc.flush();
    return log;
  }

  /**
   * The first event (logged already or still to come) that `match` accepts, or (a subject and fields)
   * the first on that subject whose payload has every one of the fields.
   */
  waitFor(match: (e: PublishedEvent<T>) => boolean, timeoutMs?: number): Promise<PublishedEvent<T>>;
  waitFor(subject: string, fields?: Record<string, unknown>, timeoutMs?: number): Promise<PublishedEvent<T>>;
  waitFor(
    match: string | ((e: PublishedEvent<T>) => boolean),
    fieldsOrTimeout?: Record<string, unknown> | number,
    timeoutMs?: number,
  ): Promise<PublishedEvent<T>> {
    if (typeof match === 'function') {
      const ms = typeof fieldsOrTimeout === 'number' ? fieldsOrTimeout : 3000;
      return waitFor(() => this.events.find(match), ms, 'an event that was not published in time', 10);
    }
    const fields = (typeof fieldsOrTimeout === 'object' ? fieldsOrTimeout : undefined) ?? {};
    return waitFor(
      () =>
        this.events.find(
          (e) =>
            e.subject === match &&
            Object.entries(fields).every(([k, v]) => (e.data as Record<string, unknown>)[k] === v),
        ),
      timeoutMs ?? 5000,
      `event ${match} ${JSON.stringify(fields)}`,
      10,
    );
  }

  async close(): Promise<void> {
    this.sub?.unsubscribe();
  }
}
