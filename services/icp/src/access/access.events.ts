import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { EVENTS, assignmentChangedEventSchema, userChangedEventSchema } from '@icp-studio/contracts';
import { NATS_CONNECTION, logger, subjectPrefix } from '@icp-studio/service-kit';
import { AccessService } from './access.service.js';

/**
 * Drops cached advisor scopes when auth announces a change. Every replica must hear every event, so
 * these subscriptions are plain ones, outside the service's queue group (which `@EventPattern`
 * handlers join, and where only one replica would hear it).
 */
@Injectable()
export class AccessEvents implements OnModuleInit, OnModuleDestroy {
  private readonly subscriptions: Subscription[] = [];

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly access: AccessService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.listen(EVENTS.assignmentChanged, (data) => {
      const event = assignmentChangedEventSchema.safeParse(data);
      if (event.success) this.access.invalidate(event.data.advisorId, event.data.previousAdvisorId);
      else this.access.invalidateAll();
    });
    // A role change can add or remove a whole scope: start again.
    this.listen(EVENTS.userChanged, (data) => {
      const event = userChangedEventSchema.safeParse(data);
      if (event.success && event.data.reason !== 'role') this.access.invalidate(event.data.userId);
      else this.access.invalidateAll();
    });
    // The subscriptions are in place at the server before the service answers its first request.
    await this.nc.flush();
  }

  onModuleDestroy(): void {
    for (const sub of this.subscriptions) sub.unsubscribe();
  }

  private listen(subject: string, handle: (data: unknown) => void): void {
    const sub = this.nc.subscribe(subjectPrefix() + subject, {
      callback: (err, msg) => {
        if (err) {
          logger().warn({ subject, err: err.message }, 'event subscription error');
          return;
        }
        try {
          const packet = msg.json<{ data?: unknown }>();
          handle(packet?.data);
        } catch (e) {
          logger().warn(
            { subject, err: (e as Error).message },
            'unreadable event; dropping every cached scope',
          );
          this.access.invalidateAll();
        }
      },
    });
    this.subscriptions.push(sub);
  }
}
