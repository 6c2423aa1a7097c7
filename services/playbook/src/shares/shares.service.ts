import { Inject, Injectable } from '@nestjs/common';
import {
  SHARE_LINK_GONE,
  playbookKpisOf,
  sharedPlaybookSchema,
  type PlaybookKpis,
  type Actor,
  type Playbook,
  type ShareCreateRequest,
  type SharedPlaybook,
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
import { Peers } from '../access/peers.js';
import { PlaybookEvents } from '../events/playbook.events.js';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { toPlaybook } from '../playbooks/playbook.mapper.js';
import { PlaybooksRepository } from '../playbooks/playbooks.repository.js';
import { ShareLinksRepository } from './share-links.repository.js';
import type { PlaybookConfig } from '../config.js';
import { PLAYBOOK_CONFIG } from '../infra/tokens.js';
import { KpiActualsRepository } from '../kpis/kpi-actuals.repository.js';

/**
 * A playbook as its share link shows it: the content only. Owner ids, the profile's id and the client's
 * name are left out (zod drops every key the public schema does not name); notes and tasks are never
 * read here.
 */
export function toSharedPlaybook(playbook: Playbook): SharedPlaybook {
  return sharedPlaybookSchema.parse(playbook);
}

/**
 * Read-only share links of playbooks (docs/product.md §14). Whoever may see a playbook may change it
 * (the owning client, the assigned advisor, an admin), and so may make, list and revoke its links;
 * anyone else gets the playbook's own 404. The public view needs no actor: a live token is the permission,
 * as long as the link's maker may still see the playbook ("A maker's access": ShareLinkAccess).
 */
@Injectable()
export class SharesService {
  private readonly makers: ShareLinkAccess;
  /** The key share tokens are derived with (null: random tokens, shown once). */
  private readonly key: string | null;

  constructor(
    private readonly playbooks: PlaybooksService,
    private readonly playbookRows: PlaybooksRepository,
    private readonly links: ShareLinksRepository,
    private readonly actuals: KpiActualsRepository,
    private readonly peers: Peers,
    rpc: RpcClient,
    events: PlaybookEvents,
    @Inject(PLAYBOOK_CONFIG) config: PlaybookConfig,
  ) {
    this.key = shareLinkKey(config);
    this.makers = new ShareLinkAccess('playbook', links, rpc, (event) => events.sharesRevoked(event));
  }

  async create(actor: Actor, id: string, request: ShareCreateRequest): Promise<ShareLinkCreated> {
    await this.playbooks.findVisible(actor, id);
    const expiresAt = shareExpiry(request.expiresAt, new Date());
    assertShareRoom(await this.links.countLive(id));
    const { id: linkId, token, tokenHash } = newShareLink('playbook', this.key);
    const [maker] = await this.peers.usersByIds(actor, [actor.userId]);
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
    if (!row) throw DomainError.notFound('Playbook not found');
    return toCreatedShareLink('playbook', row, token);
  }

  async list(actor: Actor, id: string): Promise<ShareLink[]> {
    await this.playbooks.findVisible(actor, id);
    const now = new Date();
    return (await this.links.findListed(id)).map((row) =>
      toShareLink('playbook', row, copyableSharePath('playbook', row, this.key, now)),
    );
  }

  async revoke(actor: Actor, id: string, shareId: string): Promise<{ message: string }> {
    await this.playbooks.findVisible(actor, id);
    if (!(await this.links.revoke(id, shareId))) throw DomainError.notFound('Share link not found');
    return { message: 'Link revoked' };
  }

  /** A live link's new label and expiry; whoever may revoke it may change it (docs/product.md §14). */
  async update(actor: Actor, id: string, shareId: string, request: ShareUpdateRequest): Promise<ShareLink> {
    await this.playbooks.findVisible(actor, id);
    return updateShareLink('playbook', this.links, { itemId: id, shareId }, request, this.key);
  }

  async revokeAll(actor: Actor, id: string): Promise<{ message: string; revoked: number }> {
    await this.playbooks.findVisible(actor, id);
    const revoked = await this.links.revokeAll(id);
    return { message: revoked === 1 ? '1 link revoked' : `${revoked} links revoked`, revoked };
  }

  /**
   * The playbook a live token shows, its view counted; 404 "This link is no longer valid" otherwise,
   * also when its maker may no longer see the playbook (the link is then ended and the owner told).
   */
  async view(token: string): Promise<{
    kind: 'playbook';
    item: SharedPlaybook;
    label: string | null;
    expiresAt: string | null;
    kpiActuals: PlaybookKpis;
  }> {
    const hash = hashShareToken(token);
    const found = await this.links.findLiveByToken(hash);
    const row = found ? await this.playbookRows.findById(found.itemId) : null;
    if (!found || !row) throw DomainError.notFound(SHARE_LINK_GONE);
    if (!(await this.makers.makerMaySee(found.createdBy, row.userId))) {
      await this.makers.end(found.createdBy, [{ ...found, ownerId: row.userId, itemName: row.name }]);
      throw DomainError.notFound(SHARE_LINK_GONE);
    }
    // Counted only now that it shows something (revoked in the meantime: gone after all).
    const link = await this.links.recordView(hash);
    if (!link) throw DomainError.notFound(SHARE_LINK_GONE);
    // The KPIs' values as the page shows them (docs/product.md §17); who recorded them stays private.
    const actuals = (await this.actuals.findForPlaybook(row.id)).map((a) => ({ ...a, recordedBy: null }));
    return {
      kind: 'playbook',
      item: toSharedPlaybook(toPlaybook(row)),
      label: link.label,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      kpiActuals: playbookKpisOf(row.id, row.kpis, actuals),
    };
  }

  /**
   * Auth says this user may see less (or their account is gone): their live links on playbooks they no
   * longer see end, and the owners are told. Answers how many ended.
   */
  makerLostAccess(userId: string, deleted: boolean): Promise<number> {
    return this.makers.recheckMaker(userId, deleted);
  }
}
