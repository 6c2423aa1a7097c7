import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, ICP, userDeletedEventSchema, type Actor, type Draft, type Icp } from '@icp-studio/contracts';
import { RpcHandler, logger } from '@icp-studio/service-kit';
import { toDraft } from '../drafts/draft.mapper.js';
import { IcpEvents } from '../events/icp.events.js';
import { IcpsService } from '../icps/icps.service.js';
import { AccountRepository } from './account.repository.js';

/**
 * A user's own account (docs/product.md, Account): "Download my data" reads their profiles and drafts;
 * a deleted account (`EVENTS.userDeleted`, one replica handles it) takes them along. Each deleted profile
 * is announced (`icpChanged` deleted), so playbook removes the playbooks and notes on it.
 */
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountRepository,
    private readonly icps: IcpsService,
    private readonly events: IcpEvents,
  ) {}

  /** no body -> `{profiles, drafts}`: the profiles the actor owns and the drafts they saved. */
  @RpcHandler(ICP.exportMine)
  async exportMine(actor: Actor): Promise<{ profiles: Icp[]; drafts: Draft[] }> {
    const profiles: Icp[] = [];
    for (const id of await this.account.ownedIcpIds(actor.userId))
      profiles.push(await this.icps.get(actor, id));
    const drafts = await this.account.ownedDrafts(actor.userId);
    return { profiles, drafts: drafts.map(toDraft) };
  }

  @EventPattern(EVENTS.userDeleted)
  async userDeleted(@Payload() data: unknown): Promise<void> {
    const event = userDeletedEventSchema.safeParse(data);
    if (!event.success) return;
    const { userId } = event.data;
    try {
      const removed = await this.account.deleteOwned(userId);
      for (const id of removed) this.events.changed({ id, userId, change: 'deleted' });
      logger().info(
        { userId, profiles: removed.length },
        'removed the profiles and drafts of a deleted account',
      );
    } catch (err) {
      logger().error({ err, userId }, 'could not remove the data of a deleted account');
    }
  }
}
