import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, entityChangedEventSchema, userChangedEventSchema } from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { NotesService } from '../notes/notes.service.js';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';

/**
 * Events of other services that change this service's data. These handlers are in the service's queue
 * group: one replica handles each event (scope caches, which every replica keeps, listen apart).
 */
@Controller()
export class InboundEventsController {
  constructor(
    private readonly playbooks: PlaybooksService,
    private readonly notes: NotesService,
    private readonly reviews: ReviewsRepository,
  ) {}

  /**
   * A profile deleted: its playbooks, every note on it or on them and the playbooks under review from it
   * go. Renamed: refresh `icpName`.
   */
  @EventPattern(EVENTS.icpChanged)
  async icpChanged(@Payload() data: unknown): Promise<void> {
    const event = entityChangedEventSchema.safeParse(data);
    if (!event.success) {
      logger().warn({ issues: event.error.issues.slice(0, 3) }, 'unreadable icp event');
      return;
    }
    const { id, change } = event.data;
    try {
      if (change === 'deleted') {
        const removed = await this.playbooks.removeForIcp(id);
        await this.reviews.removeForIcp(id);
        logger().info({ icpId: id, playbooks: removed.length }, 'removed the playbooks of a deleted profile');
      } else if (change === 'updated') {
        await this.playbooks.refreshIcpName(id);
      }
    } catch (err) {
      logger().error({ err, icpId: id, change }, 'could not apply an icp event');
    }
  }

  /** A user's profile changed: their name on the notes they wrote follows. */
  @EventPattern(EVENTS.userChanged)
  async userChanged(@Payload() data: unknown): Promise<void> {
    const event = userChangedEventSchema.safeParse(data);
    if (!event.success || event.data.reason !== 'profile') return;
    try {
      await this.notes.refreshAuthorName(event.data.userId);
    } catch (err) {
      logger().error({ err, userId: event.data.userId }, 'could not refresh an author name');
    }
  }
}
