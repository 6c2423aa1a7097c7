import { Injectable } from '@nestjs/common';
import {
  EVENTS,
  entityChangedEventSchema,
  sharesRevokedEventSchema,
  type EntityChangedEvent,
  type SharesRevokedEvent,
} from '@icp-studio/contracts';
import { RpcClient, logger } from '@icp-studio/service-kit';

/**
 * `EVENTS.icpChanged` `{id, userId, change}` after a profile change is committed, and
 * `EVENTS.sharesRevoked` after links ended with their maker's access (docs/product.md §14). A failed
 * publish is logged and never undoes the change.
 */
@Injectable()
export class IcpEvents {
  constructor(private readonly rpc: RpcClient) {}

  changed(event: EntityChangedEvent): void {
    try {
      this.rpc.publish(EVENTS.icpChanged, entityChangedEventSchema.parse(event));
    } catch (err) {
      logger().error({ err, subject: EVENTS.icpChanged }, 'could not publish event');
    }
  }

  sharesRevoked(event: SharesRevokedEvent): void {
    try {
      this.rpc.publish(EVENTS.sharesRevoked, sharesRevokedEventSchema.parse(event));
    } catch (err) {
      logger().error({ err, subject: EVENTS.sharesRevoked }, 'could not publish event');
    }
  }
}
