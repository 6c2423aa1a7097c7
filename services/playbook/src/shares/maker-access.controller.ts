import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  EVENTS,
  assignmentChangedEventSchema,
  userChangedEventSchema,
  userDeletedEventSchema,
} from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { SharesService } from './shares.service.js';

/**
 * Share links follow their maker's access (docs/product.md §14, "A maker's access"): when auth announces
 * that someone may see less (a client unassigned from or moved away from their advisor, a role
 * changed, an account deleted), the live links they made on playbooks they no longer see end, and the
 * owners are told. In the service's queue group: one replica handles each event. The view of a link
 * checks again, so a missed event shows nothing either.
 */
@Controller()
export class MakerAccessController {
  constructor(private readonly shares: SharesService) {}

  /** The former advisor of the client (if any, and not the new one) may have lost the client's playbooks. */
  @EventPattern(EVENTS.assignmentChanged)
  async assignmentChanged(@Payload() data: unknown): Promise<void> {
    const event = assignmentChangedEventSchema.safeParse(data);
    if (!event.success) return;
    const { previousAdvisorId, advisorId } = event.data;
    if (previousAdvisorId && previousAdvisorId !== advisorId) await this.recheck(previousAdvisorId, false);
  }

  /** A role changed: the user may see fewer owners (an advisor or admin made a client, ...). */
  @EventPattern(EVENTS.userChanged)
  async userChanged(@Payload() data: unknown): Promise<void> {
    const event = userChangedEventSchema.safeParse(data);
    if (event.success && event.data.reason === 'role') await this.recheck(event.data.userId, false);
  }

  /** An account deleted: every link it made on someone else's playbook ends. */
  @EventPattern(EVENTS.userDeleted)
  async userDeleted(@Payload() data: unknown): Promise<void> {
    const event = userDeletedEventSchema.safeParse(data);
    if (event.success) await this.recheck(event.data.userId, true);
  }

  private async recheck(userId: string, deleted: boolean): Promise<void> {
    try {
      const ended = await this.shares.makerLostAccess(userId, deleted);
      if (ended > 0) logger().info({ userId, links: ended }, "ended share links of a maker's lost access");
    } catch (err) {
      logger().error({ err, userId }, "could not check a share link maker's access");
    }
  }
}
