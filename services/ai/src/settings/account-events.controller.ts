import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, userDeletedEventSchema } from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { SettingsRepository } from './settings.repository.js';

/** A deleted account (`EVENTS.userDeleted`, docs/product.md "Account"): its AI settings and key go too. */
@Controller()
export class AccountEventsController {
  constructor(private readonly settings: SettingsRepository) {}

  @EventPattern(EVENTS.userDeleted)
  async userDeleted(@Payload() data: unknown): Promise<void> {
    const event = userDeletedEventSchema.safeParse(data);
    if (!event.success) return;
    try {
      await this.settings.deleteForUser(event.data.userId);
      logger().info({ userId: event.data.userId }, 'removed the AI settings of a deleted account');
    } catch (err) {
      logger().error(
        { err, userId: event.data.userId },
        'could not remove the AI settings of a deleted account',
      );
    }
  }
}
