import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { NATS_CONNECTION, invalidateScopesOnAuthEvents } from '@icp-studio/service-kit';
import { AccessService } from './access.service.js';

/**
 * Drops cached advisor scopes when auth announces an assignment or user change, on every replica
 * (see `invalidateScopesOnAuthEvents`). In place before the service answers its first request.
 */
@Injectable()
export class AccessEvents implements OnModuleInit, OnModuleDestroy {
  private subscriptions: Subscription[] = [];

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly access: AccessService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.subscriptions = await invalidateScopesOnAuthEvents(this.nc, this.access);
  }

  onModuleDestroy(): void {
    for (const sub of this.subscriptions) sub.unsubscribe();
  }
}
