import { Inject, Injectable } from '@nestjs/common';
import {
  SHARE_LINK_GONE,
  sharedIcpSchema,
  type Actor,
  type Icp,
  type ShareCreateRequest,
  type SharedIcp,
  type ShareLink,
  type ShareLinkCreated,
  type ShareUpdateRequest,
} from '@icp-studio/contracts';
import {
  DomainError,
  RpcClient,
  ShareLinkAccess,
  assertShareRoom,
  hashShareToken,
  copyableSharePath,
  newShareLink,
  shareLinkKey,
  shareExpiry,
  shareLabel,
  shareMakerName,
  toCreatedShareLink,
  toShareLink,
  updateShareLink,
} from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import { IcpEvents } from '../events/icp.events.js';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
import { toIcp } from '../icps/icp.mapper.js';
import { IcpsRepository } from '../icps/icps.repository.js';
import { ShareLinksRepository } from './share-links.repository.js';
import type { IcpConfig } from '../config.js';
import { ICP_CONFIG } from '../infra/tokens.js';

/**
 * A profile as its share link shows it: the content only. Owner ids, the client's name and e-mail, the
 * AI review and the fields' sources are left out (zod drops every key the public schema does not name),
 * and notes, tasks and evidence live elsewhere and are never read here.
 */
export function toSharedIcp(icp: Icp): SharedIcp {
  return sharedIcpSchema.parse(icp);
}

/**
 * Read-only share links of profiles (docs/product.md §14). Whoever may see a profile may change it (the
 * owning client, the assigned advisor, an admin), and so may make, list and revoke its links; anyone
 * else gets the profile's own 404. The public view needs no actor: a live token is the permission, as
 * long as the link's maker may still see the profile ("A maker's access": ShareLinkAccess).
 */
@Injectable()
export class SharesService {
  private readonly makers: ShareLinkAccess;
  /** The key share tokens are derived with (null: random tokens, shown once). */
  private readonly key: string | null;

  constructor(
    private readonly icps: IcpsService,
    private readonly icpRows: IcpsRepository,
    private readonly links: ShareLinksRepository,
    private readonly access: AccessService,
    rpc: RpcClient,
    events: IcpEvents,
    @Inject(ICP_CONFIG) config: IcpConfig,
  ) {
    this.key = shareLinkKey(config);
    this.makers = new ShareLinkAccess('icp', links, rpc, (event) => events.sharesRevoked(event));
  }

  async create(actor: Actor, id: string, request: ShareCreateRequest): Promise<ShareLinkCreated> {
    await this.icps.findVisible(actor, id);
    const expiresAt = shareExpiry(request.expiresAt, new Date());
    assertShareRoom(await this.links.countLive(id));
    const { id: linkId, token, tokenHash } = newShareLink('icp', this.key);
    const maker = (await this.access.users(actor, [actor.userId])).get(actor.userId);
    const row = await this.links.insert({
      id: linkId,
      itemId: id,
      tokenHash,
      label: shareLabel(request.label),
      expiresAt,
      createdBy: actor.userId,
      createdByName: maker ? shareMakerName(maker) : null,
    });
    // Deleted while the link was being made: as if it had been gone before.
    if (!row) throw DomainError.notFound(ICP_NOT_FOUND);
    return toCreatedShareLink('icp', row, token);
  }

  async list(actor: Actor, id: string): Promise<ShareLink[]> {
    await this.icps.findVisible(actor, id);
    const now = new Date();
    return (await this.links.findListed(id)).map((row) =>
      toShareLink('icp', row, copyableSharePath('icp', row, this.key, now)),
    );
  }

  async revoke(actor: Actor, id: string, shareId: string): Promise<{ message: string }> {
    await this.icps.findVisible(actor, id);
    if (!(await this.links.revoke(id, shareId))) throw DomainError.notFound('Share link not found');
    return { message: 'Link revoked' };
  }

  /** A live link's new label and expiry; whoever may revoke it may change it (docs/product.md §14). */
  async update(actor: Actor, id: string, shareId: string, request: ShareUpdateRequest): Promise<ShareLink> {
    await this.icps.findVisible(actor, id);
    return updateShareLink('icp', this.links, { itemId: id, shareId }, request, this.key);
  }

  async revokeAll(actor: Actor, id: string): Promise<{ message: string; revoked: number }> {
    await this.icps.findVisible(actor, id);
    const revoked = await this.links.revokeAll(id);
    return { message: revoked === 1 ? '1 link revoked' : `${revoked} links revoked`, revoked };
  }

  /**
   * The profile a live token shows, its view counted; 404 "This link is no longer valid" otherwise,
   * also when its maker may no longer see the profile (the link is then ended and the owner told).
   */
  async view(
    token: string,
  ): Promise<{ kind: 'icp'; item: SharedIcp; label: string | null; expiresAt: string | null }> {
    const hash = hashShareToken(token);
    const found = await this.links.findLiveByToken(hash);
    const live = found ? await this.icpRows.findWithAi(found.itemId) : null;
    if (!found || !live) throw DomainError.notFound(SHARE_LINK_GONE);
    if (!(await this.makers.makerMaySee(found.createdBy, live.userId))) {
      await this.makers.end(found.createdBy, [{ ...found, ownerId: live.userId, itemName: live.name }]);
      throw DomainError.notFound(SHARE_LINK_GONE);
    }
    // Counted only now that it shows something (revoked in the meantime: gone after all).
    const link = await this.links.recordView(hash);
    if (!link) throw DomainError.notFound(SHARE_LINK_GONE);
    return {
      kind: 'icp',
      item: toSharedIcp(toIcp(live, live)),
      label: link.label,
      expiresAt: link.expiresAt?.toISOString() ?? null,
    };
  }

  /**
   * Auth says this user may see less (or their account is gone): their live links on profiles they no
   * longer see end, and the owners are told. Answers how many ended.
   */
  makerLostAccess(userId: string, deleted: boolean): Promise<number> {
    return this.makers.recheckMaker(userId, deleted);
  }
}
