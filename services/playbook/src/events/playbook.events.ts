import { Injectable } from '@nestjs/common';
import {
  EVENTS,
  entityChangedEventSchema,
  kpiActualsChangedEventSchema,
  kpiReviewDueEventSchema,
  noteEventSchema,
  notificationRequestedEventSchema,
  sharesRevokedEventSchema,
  type KpiReviewDueEvent,
  type NotificationRequestedEvent,
  type SharesRevokedEvent,
  type EntityChangedEvent,
  type RealtimeEventType,
} from '@icp-studio/contracts';
import { RpcClient, logger } from '@icp-studio/service-kit';
import type { z } from 'zod';
import { NOTE_EVENT_SUBJECTS, noteEvent } from './note-event.js';

/**
 * The events this service publishes on NATS (fan-out, no reply), each checked against its contract.
 * Called after the change is committed: a failed publish is logged and never undoes it.
 */
@Injectable()
export class PlaybookEvents {
  constructor(private readonly rpc: RpcClient) {}

  /** `EVENTS.playbookChanged` `{id, userId, change}`. */
  playbookChanged(event: EntityChangedEvent): void {
    this.publish(EVENTS.playbookChanged, entityChangedEventSchema, event);
  }

  /** `EVENTS.noteAdded` / `noteUpdated` / `taskAssigned` / `taskCompleted` `{type, room, noteId, icpId, playbookId}`. */
  note(type: RealtimeEventType, note: { id: string; icpId: string | null; playbookId: string | null }): void {
    this.publish(NOTE_EVENT_SUBJECTS[type], noteEventSchema, noteEvent(type, note));
  }

  /** `EVENTS.notificationRequested`: auth notifies these users about a note (docs/product.md §15). */
  notificationRequested(event: NotificationRequestedEvent): void {
    this.publish(EVENTS.notificationRequested, notificationRequestedEventSchema, event);
  }

  /** `EVENTS.sharesRevoked`: links ended with their maker's access; auth tells the owner (docs/product.md §14). */
  sharesRevoked(event: SharesRevokedEvent): void {
    this.publish(EVENTS.sharesRevoked, sharesRevokedEventSchema, event);
  }

  /** `EVENTS.kpiActualsChanged` `{playbookId}`: the playbook's room reads its KPIs again (§17). */
  kpiActualsChanged(event: { playbookId: string }): void {
    this.publish(EVENTS.kpiActualsChanged, kpiActualsChangedEventSchema, event);
  }

  /** `EVENTS.kpiReviewDue`: a KPI period ended without a value; auth tells the owner and advisor (§17). */
  kpiReviewDue(event: KpiReviewDueEvent): void {
    this.publish(EVENTS.kpiReviewDue, kpiReviewDueEventSchema, event);
  }

  private publish<S extends z.ZodType>(subject: string, schema: S, event: z.infer<S>): void {
    try {
      this.rpc.publish(subject, schema.parse(event));
    } catch (err) {
      logger().error({ err, subject }, 'could not publish event');
    }
  }
}
