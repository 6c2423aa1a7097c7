import { Injectable } from '@nestjs/common';
import {
  SHARE_LINK_GONE,
  sharedIcpSchema,
  type Actor,
  type Icp,
  type ShareCreateRequest,
  type SharedIcp,
  type ShareLink,
  type ShareLinkCreated,
} from '@icp-studio/contracts';
import {
  DomainError,
  assertShareRoom,
  hashShareToken,
  newShareToken,
  shareExpiry,
  shareLabel,
  toCreatedShareLink,
  toShareLink,
} from '@icp-studio/service-kit';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
import { toIcp } from '../icps/icp.mapper.js';
import { IcpsRepository } from '../icps/icps.repository.js';
import { ShareLinksRepository } from './share-links.repository.js';

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
 * else gets the profile's own 404. The public view needs no actor: a live token is the permission.
 */
@Injectable()
export class SharesService {
  constructor(
    private readonly icps: IcpsService,
    private readonly icpRows: IcpsRepository,
    private readonly links: ShareLinksRepository,
  ) {}

  async create(actor: Actor, id: string, request: ShareCreateRequest): Promise<ShareLinkCreated> {
    await this.icps.findVisible(actor, id);
    const expiresAt = shareExpiry(request.expiresAt, new Date());
    assertShareRoom(await this.links.countLive(id));
    const { token, tokenHash } = newShareToken('icp');
    const row = await this.links.insert({
      itemId: id,
      tokenHash,
      label: shareLabel(request.label),
      expiresAt,
      createdBy: actor.userId,
    });
    // Deleted while the link was being made: as if it had been gone before.
    if (!row) throw DomainError.notFound(ICP_NOT_FOUND);
    return toCreatedShareLink('icp', row, token);
  }

  async list(actor: Actor, id: string): Promise<ShareLink[]> {
    await this.icps.findVisible(actor, id);
    return (await this.links.findLive(id)).map((row) => toShareLink('icp', row));
  }

  async revoke(actor: Actor, id: string, shareId: string): Promise<{ message: string }> {
    await this.icps.findVisible(actor, id);
    if (!(await this.links.revoke(id, shareId))) throw DomainError.notFound('Share link not found');
    return { message: 'Link revoked' };
  }

  async revokeAll(actor: Actor, id: string): Promise<{ message: string; revoked: number }> {
    await this.icps.findVisible(actor, id);
    const revoked = await this.links.revokeAll(id);
    return { message: revoked === 1 ? '1 link revoked' : `${revoked} links revoked`, revoked };
  }

  /** The profile a live token shows, its view counted; 404 "This link is no longer valid" otherwise. */
  async view(
    token: string,
  ): Promise<{ kind: 'icp'; item: SharedIcp; label: string | null; expiresAt: string | null }> {
    const link = await this.links.recordView(hashShareToken(token));
    const row = link ? await this.icpRows.findWithAi(link.itemId) : null;
    if (!link || !row) throw DomainError.notFound(SHARE_LINK_GONE);
    return {
      kind: 'icp',
      item: toSharedIcp(toIcp(row, row)),
      label: link.label,
      expiresAt: link.expiresAt?.toISOString() ?? null,
    };
  }
}
