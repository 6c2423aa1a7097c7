import { Inject, Injectable } from '@nestjs/common';
import type { AccessScope, Actor } from '@icp-studio/contracts';
import { DomainError, ScopeCache } from '@icp-studio/service-kit';
import type { PlaybookConfig } from '../config.js';
import { PLAYBOOK_CONFIG } from '../infra/tokens.js';
import { Peers } from './peers.js';
import { mayBeAssigned, visibilityAllows, visibilityOf, type Visibility } from './access.rules.js';

/**
 * The access rules of this service, enforced here whatever the gateway filtered (see `rules.ts`). An
 * advisor's clients come from auth (`AUTH.scope`), cached for SCOPE_CACHE_MS and dropped at once on
 * assignment and user events (`AccessEvents`).
 */
@Injectable()
export class AccessService {
  private readonly cache: ScopeCache<AccessScope>;

  constructor(
    private readonly peers: Peers,
    @Inject(PLAYBOOK_CONFIG) config: PlaybookConfig,
  ) {
    this.cache = new ScopeCache(config.SCOPE_CACHE_MS);
  }

  async visibility(actor: Actor): Promise<Visibility> {
    if (actor.role !== 'team_member') return visibilityOf(actor);
    const scope = await this.cache.get(actor.userId, () => this.peers.scope(actor));
    return visibilityOf(actor, scope);
  }

  async canSee(actor: Actor, ownerId: string): Promise<boolean> {
    return visibilityAllows(await this.visibility(actor), ownerId);
  }

  /**
   * May `caller` give `assigneeId` a task on an item owned by `ownerId`, which the caller can see? Only
   * someone the caller may see themselves (auth answers `AUTH.usersByIds` as the caller: an admin sees
   * everyone, an advisor their clients and themselves, a client themselves and their advisor) and who
   * can see the item. Anyone else, whether the id exists or not and whatever their role, is the same
   * `false`: the answer tells the caller nothing about accounts they may not see.
   */
  async mayBeAssigned(caller: Actor, assigneeId: string, ownerId: string): Promise<boolean> {
    if (assigneeId === ownerId || assigneeId === caller.userId) return true;
    let user;
    try {
      [user] = await this.peers.usersByIds(caller, [assigneeId]);
    } catch (err) {
      if (err instanceof DomainError && err.status === 404) return false;
      throw err;
    }
    if (!user || user.id !== assigneeId) return false;
    // Whether an advisor sees the owner is asked of auth as no one, never by acting as the assignee.
    const sees = user.role === 'team_member' && (await this.peers.maySee(user.id, ownerId));
    const assigneeVisibility = { all: false as const, userIds: sees ? [ownerId] : [] };
    return mayBeAssigned({ id: user.id, role: user.role }, ownerId, assigneeVisibility);
  }

  /** Drops the cached scopes of these users (an assignment of theirs changed). */
  invalidate(...userIds: (string | null | undefined)[]): void {
    this.cache.invalidate(...userIds);
  }

  /** Drops every cached scope. */
  invalidateAll(): void {
    this.cache.clear();
  }
}
