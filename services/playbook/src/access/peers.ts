import { Injectable } from '@nestjs/common';
import {
  AUTH,
  ICP,
  accessScopeSchema,
  canSeeResponseSchema,
  userSchema,
  type AccessScope,
  type Actor,
  type CanSeeResponse,
  type User,
} from '@icp-studio/contracts';
import { DomainError, RpcClient } from '@icp-studio/service-kit';
import { z } from 'zod';
import { upstream } from '../infra/upstream.js';

const usersSchema = z.array(userSchema);
/** The part of `ICP.get`'s answer this service reads. */
const icpSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string(),
  clientName: z.string().nullable().optional(),
});
export type IcpSummary = z.infer<typeof icpSummarySchema>;

/** The calls this service makes to auth and icp, each answer checked against its contract. */
@Injectable()
export class Peers {
  constructor(private readonly rpc: RpcClient) {}

  /** `AUTH.scope` for this actor. */
  async scope(actor: Actor): Promise<AccessScope> {
    return upstream(accessScopeSchema, await this.rpc.request(AUTH.scope, {}, { actor }), AUTH.scope);
  }

  /** `AUTH.usersByIds`: the users the actor may see among `ids`. */
  async usersByIds(actor: Actor, ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const answer = await this.rpc.request(AUTH.usersByIds, { ids: [...new Set(ids)] }, { actor });
    return upstream(usersSchema, answer, AUTH.usersByIds);
  }

  /** `ICP.canSee`: may the actor see this profile, and whose is it. */
  async icpCanSee(actor: Actor, id: string): Promise<CanSeeResponse> {
    return upstream(canSeeResponseSchema, await this.rpc.request(ICP.canSee, { id }, { actor }), ICP.canSee);
  }

  /** `ICP.get`: the profile's name and owner, or null when the actor may not see it. */
  async icp(actor: Actor, id: string): Promise<IcpSummary | null> {
    try {
      return upstream(icpSummarySchema, await this.rpc.request(ICP.get, { id }, { actor }), ICP.get);
    } catch (err) {
      if (err instanceof DomainError && err.status === 404) return null;
      throw err;
    }
  }
}
