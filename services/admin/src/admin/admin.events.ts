import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { EVENTS } from '@icp-studio/contracts';
import { NATS_CONNECTION, listenToEvents } from '@icp-studio/service-kit';
import { ReadCache } from './read-cache.js';

/**
 * Every event that changes what the admin and advisor pages show: users (registered, changed, deleted,
 * signed out everywhere), assignments, profiles, scores, playbooks, notes and tasks, KPI actuals.
 */
export const READ_CACHE_EVENTS = [
  EVENTS.userCreated,
  EVENTS.userChanged,
  EVENTS.userDeleted,
  EVENTS.sessionsRevoked,
  EVENTS.assignmentChanged,
  EVENTS.icpChanged,
  EVENTS.scoreUpdated,
  EVENTS.playbookChanged,
  EVENTS.noteAdded,
  EVENTS.noteUpdated,
  EVENTS.noteDeleted,
  EVENTS.taskAssigned,
  EVENTS.taskCompleted,
  EVENTS.kpiActualsChanged,
] as const;

/**
 * Drops every cached answer when one of READ_CACHE_EVENTS arrives (or one that cannot be read), on every
 * replica (plain subscriptions, not a queue group). In place before the service answers its first request.
 */
@Injectable()
export class ReadCacheEvents implements OnModuleInit, OnModuleDestroy {
  private subscriptions: Subscription[] = [];

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly cache: ReadCache,
  ) {}

  async onModuleInit(): Promise<void> {
    const clear = () => this.cache.clear();
    this.subscriptions = listenToEvents(
      this.nc,
      Object.fromEntries(READ_CACHE_EVENTS.map((subject) => [subject, clear])),
      clear,
    );
    await this.nc.flush();
  }

  onModuleDestroy(): void {
    for (const sub of this.subscriptions) sub.unsubscribe();
  }
}
