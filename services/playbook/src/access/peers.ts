import { Injectable } from '@nestjs/common';
import {
  AUTH,
  ICP,
  type AccessScope,
  type Actor,
  type CanSeeResponse,
  type Icp,
  type User,
} from '@icp-studio/contracts';
import { DomainError, RpcClient } from '@icp-studio/service-kit';

/** The part of `ICP.get`'s answer this service reads. */
export type IcpSummary = Pick<Icp, 'id' | 'name' | 'userId' | 'clientName'>;

/**
 * The calls this service makes to auth and icp, each answer checked against its contract by the client.
 * All are reads, so each is asked again when its first asking goes unanswered (`idempotent`): a peer
 * instance that died, froze or is still warming up does not hold up the write that needed the answer.
 */
@Injectable()
export class Peers {
  constructor(private readonly rpc: RpcClient) {}

  /** `AUTH.scope` for this actor. */
  async scope(actor: Actor): Promise<AccessScope> {
    return this.rpc.request(AUTH.scope, {}, { actor, idempotent: true });
  }

  /**
   * `AUTH.maySeeUser`: may `viewerId` see `userId`'s data now? Asked as no one: this service never acts
   * as a user who did not ask (docs/developing.md, "Who is asking: signed actors").
   */
  async maySee(viewerId: string, userId: string): Promise<boolean> {
    return (await this.rpc.request(AUTH.maySeeUser, { viewerId, userId }, { idempotent: true })).allowed;
  }

  /** `AUTH.usersByIds`: the users the actor may see among `ids`. */
  async usersByIds(actor: Actor, ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    return this.rpc.request(AUTH.usersByIds, { ids: [...new Set(ids)] }, { actor, idempotent: true });
  }

  /** `AUTH.taskAssignees`: who a task on an item of `ownerId` may be given to, as the actor sees them. */
  async taskAssignees(actor: Actor, ownerId: string): Promise<User[]> {
    return this.rpc.request(AUTH.taskAssignees, { ownerId }, { actor, idempotent: true });
  }

  /** `ICP.canSee`: may the actor see this profile, and whose is it. */
  async icpCanSee(actor: Actor, id: string): Promise<CanSeeResponse> {
    return this.rpc.request(ICP.canSee, { id }, { actor, idempotent: true });
  }

  /** `ICP.get`: the whole profile as the actor sees it, or null when the actor may not see it. */
  async icpFull(actor: Actor, id: string): Promise<Icp | null> {
    try {
      return await this.rpc.request(ICP.get, { id }, { actor, idempotent: true });
    } catch (err) {
      if (err instanceof DomainError && err.status === 404) return null;
      throw err;
    }
  }

  /** `ICP.get`: the profile's name and owner, or null when the actor may not see it. */
  async icp(actor: Actor, id: string): Promise<IcpSummary | null> {
    try {
      return await this.rpc.request(ICP.get, { id }, { actor, idempotent: true });
    } catch (err) {
      if (err instanceof DomainError && err.status === 404) return null;
      throw err;
    }
  }
}
