import { EventPattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  EVENTS,
  assignmentChangedEventSchema,
  userChangedEventSchema,
  userDeletedEventSchema,
  type ShareKind,
  type SharesRevokedEvent,
} from '@icp-studio/contracts';
import { logger } from './logger.js';
import type { RpcClient } from './nats.js';
import type { MakersLink, ShareLinkRows } from './share-link-rows.js';
import type { ShareRow } from './share-links.js';

/** What ShareLinkAccess needs of a service's share-link table. */
type MakerRows = Pick<ShareLinkRows<ShareRow>, 'liveOfMakerOnOthers' | 'revokeForLostAccess'>;

/**
 * A share link lives with its maker's access (docs/product.md §14, "A maker's access"): a link made by
 * someone who may no longer see its item (an advisor unassigned from the client or made a client, an
 * account deleted) stops working. The icp and playbook services use this twice: on auth's events
 * (assignment, role change, deleted account) they end the maker's live links of items they no longer
 * see; and at every view of a link made by someone other than the item's owner they ask again, so a
 * missed event shows nothing either. Each ending is announced (EVENTS.sharesRevoked, one per item)
 * and auth tells the item's owner. Owners keep their links; admins keep theirs while they are admins.
 */
export class ShareLinkAccess {
  constructor(
    private readonly kind: ShareKind,
    private readonly rows: MakerRows,
    private readonly rpc: RpcClient,
    private readonly announce: (event: SharesRevokedEvent) => void,
  ) {}

  /**
   * May this maker still see an item of this owner? The owner always; anyone else as auth answers now
   * (`AUTH.maySeeUser`, asked as no one: this service never acts as the maker, docs/developing.md "Who is
   * asking: signed actors"; auth reads the maker afresh, and a deleted account may see nothing). Errors
   * (auth away) are thrown: the caller answers 503 rather than show the item.
   */
  async makerMaySee(makerId: string, ownerId: string): Promise<boolean> {
    if (makerId === ownerId) return true;
    const { allowed } = await this.rpc.request(AUTH.maySeeUser, { viewerId: makerId, userId: ownerId });
    return allowed;
  }

  /**
   * Ends every live link this user made on someone else's item that they may no longer see (every one
   * when `deleted`: the account is gone) and tells the owners. Answers how many ended.
   */
  async recheckMaker(userId: string, deleted = false): Promise<number> {
    const byOwner = new Map<string, MakersLink[]>();
    for (const link of await this.rows.liveOfMakerOnOthers(userId))
      byOwner.set(link.ownerId, [...(byOwner.get(link.ownerId) ?? []), link]);
    const lost: MakersLink[] = [];
    for (const [ownerId, links] of byOwner)
      if (deleted || !(await this.makerMaySee(userId, ownerId))) lost.push(...links);
    return this.end(userId, lost);
  }

  /** Ends these live links of one maker and tells each item's owner once; answers how many ended. */
  async end(makerId: string, links: readonly MakersLink[]): Promise<number> {
    const ended = new Set(await this.rows.revokeForLostAccess(links.map((l) => l.id)));
    const byItem = new Map<string, MakersLink[]>();
    for (const link of links)
      if (ended.has(link.id)) byItem.set(link.itemId, [...(byItem.get(link.itemId) ?? []), link]);
    for (const [itemId, theirs] of byItem) {
      const last = theirs[theirs.length - 1]!;
      this.announce({
        ownerId: last.ownerId,
        itemKind: this.kind,
        itemId,
        itemName: last.itemName,
        creatorId: makerId,
        creatorName: last.createdByName,
        revoked: theirs.length,
      });
    }
    return ended.size;
  }
}

/**
 * The events after which a share link's maker may see less, for a share service's controller to extend
 * (docs/product.md §14, "A maker's access"): the former advisor of a client, a user whose role changed,
 * a deleted account (every link it made on someone else's item ends). The subclass says how its links
 * are rechecked (`makerLostAccess`); the handlers run in the service's queue group, one replica each.
 * The view of a link checks again, so a missed event shows nothing either.
 */
export abstract class MakerAccessEvents {
  /** Ends the links this user made on items they no longer see (all when `deleted`); answers how many. */
  protected abstract makerLostAccess(userId: string, deleted: boolean): Promise<number>;

  @EventPattern(EVENTS.assignmentChanged)
  async assignmentChanged(@Payload() data: unknown): Promise<void> {
    const event = assignmentChangedEventSchema.safeParse(data);
    if (!event.success) return;
    const { previousAdvisorId, advisorId } = event.data;
    if (previousAdvisorId && previousAdvisorId !== advisorId) await this.recheck(previousAdvisorId, false);
  }

  @EventPattern(EVENTS.userChanged)
  async userChanged(@Payload() data: unknown): Promise<void> {
    const event = userChangedEventSchema.safeParse(data);
    if (event.success && event.data.reason === 'role') await this.recheck(event.data.userId, false);
  }

  @EventPattern(EVENTS.userDeleted)
  async userDeleted(@Payload() data: unknown): Promise<void> {
    const event = userDeletedEventSchema.safeParse(data);
    if (event.success) await this.recheck(event.data.userId, true);
  }

  private async recheck(userId: string, deleted: boolean): Promise<void> {
    try {
      const ended = await this.makerLostAccess(userId, deleted);
      if (ended > 0) logger().info({ userId, links: ended }, "ended share links of a maker's lost access");
    } catch (err) {
      logger().error({ err, userId }, "could not check a share link maker's access");
    }
  }
}
