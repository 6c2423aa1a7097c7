import { Injectable } from '@nestjs/common';
import {
  EVENTS,
  assignmentChangedEventSchema,
  notificationCreatedEventSchema,
  sessionsRevokedEventSchema,
  userChangedEventSchema,
  userCreatedEventSchema,
  userDeletedEventSchema,
  type AssignmentChangedEvent,
  type NotificationCreatedEvent,
  type SessionsRevokedEvent,
  type UserChangedEvent,
  type UserCreatedEvent,
  type UserDeletedEvent,
} from '@icp-studio/contracts';
import { logger, RpcClient } from '@icp-studio/service-kit';
import type { z } from 'zod';

/**
 * The events this service publishes on NATS (fan-out, no reply). Each payload is checked against its
 * contract. Called after the change is committed: a publish failure is logged and never undoes it.
 */
@Injectable()
export class AuthEvents {
  constructor(private readonly rpc: RpcClient) {}

  userChanged(event: UserChangedEvent): void {
    this.publish(EVENTS.userChanged, userChangedEventSchema, event);
  }

  sessionsRevoked(event: SessionsRevokedEvent): void {
    this.publish(EVENTS.sessionsRevoked, sessionsRevokedEventSchema, event);
  }

  userDeleted(event: UserDeletedEvent): void {
    this.publish(EVENTS.userDeleted, userDeletedEventSchema, event);
  }

  userCreated(event: UserCreatedEvent): void {
    this.publish(EVENTS.userCreated, userCreatedEventSchema, event);
  }

  assignmentChanged(event: AssignmentChangedEvent): void {
    this.publish(EVENTS.assignmentChanged, assignmentChangedEventSchema, event);
  }

  notificationCreated(event: NotificationCreatedEvent): void {
    this.publish(EVENTS.notificationCreated, notificationCreatedEventSchema, event);
  }

  private publish<S extends z.ZodType>(subject: string, schema: S, event: z.infer<S>): void {
    try {
      this.rpc.publish(subject, schema.parse(event));
    } catch (err) {
      logger().error({ err, subject }, 'could not publish event');
    }
  }
}
