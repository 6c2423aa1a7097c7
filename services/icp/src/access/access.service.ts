import { Inject, Injectable } from '@nestjs/common';
import { AUTH, type Actor, type User } from '@icp-studio/contracts';
import { RpcClient, ScopeCache } from '@icp-studio/service-kit';
import { ICP_CONFIG } from '../infra/tokens.js';
import type { IcpConfig } from '../config.js';

/** Whose profiles an actor sees: everyone's, or those of the listed owners. */
export type Visibility = { all: true } | { all: false; userIds: readonly string[] };

/**
 * The access rules of this service (docs/product.md, "Roles and data access"), enforced here whatever the
 * gateway filtered:
 *   admin        sees everything
 *   team_member  sees the profiles of the clients auth says are assigned to them (`AUTH.scope`,
 *                cached for SCOPE_CACHE_MS and dropped at once on assignment and user events), and
 *                its own
 *   client       sees its own
 * Whoever sees a profile may change it: the owning client, the assigned advisor, an admin.
 */
@Injectable()
export class AccessService {
  private readonly cache: ScopeCache<readonly string[]>;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(ICP_CONFIG) config: IcpConfig,
  ) {
    this.cache = new ScopeCache<readonly string[]>(config.SCOPE_CACHE_MS);
  }

  async visibility(actor: Actor): Promise<Visibility> {
    if (actor.role === 'admin') return { all: true };
    if (actor.role === 'client') return { all: false, userIds: [actor.userId] };
    const clients = await this.cache.get(actor.userId, () => this.fetchScope(actor));
    return { all: false, userIds: clients.includes(actor.userId) ? clients : [...clients, actor.userId] };
  }

  async canSee(actor: Actor, ownerId: string): Promise<boolean> {
    const v = await this.visibility(actor);
    return v.all || v.userIds.includes(ownerId);
  }

  /** Users by id from auth (unknown ids are left out). */
  async users(actor: Actor, ids: string[]): Promise<Map<string, User>> {
    if (ids.length === 0) return new Map();
    const users = await this.rpc.request(AUTH.usersByIds, { ids }, { actor, idempotent: true });
    return new Map(users.map((u) => [u.id, u]));
  }

  /** Drops the cached scopes of these users (an assignment of theirs changed). */
  invalidate(...userIds: (string | null | undefined)[]): void {
    this.cache.invalidate(...userIds);
  }

  /** Drops every cached scope. */
  invalidateAll(): void {
    this.cache.clear();
  }

  private async fetchScope(actor: Actor): Promise<readonly string[]> {
    const scope = await this.rpc.request(AUTH.scope, {}, { actor, idempotent: true });
    // An advisor is never "all"; should auth say so, trust the role the gateway resolved instead.
    return scope.all ? [] : scope.userIds;
  }
}
