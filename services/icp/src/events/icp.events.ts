import { Injectable } from '@nestjs/common';
import { EVENTS, entityChangedEventSchema, type EntityChangedEvent } from '@icp-studio/contracts';
import { RpcClient, logger } from '@icp-studio/service-kit';

/**
 * `EVENTS.icpChanged` `{id, userId, change}` after a profile change is committed. A failed publish is
 * logged and never undoes the change.
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
}
