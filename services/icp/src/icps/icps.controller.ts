import { Controller } from '@nestjs/common';
import {
  ICP,
  type ActivityByUser,
  type Actor,
  type CanSeeResponse,
  type CountsByUser,
  type Icp,
  type IcpCockpit,
  type IdParam,
  type Page,
  type RpcParsedBody,
  type IcpReportStats,
  type TotalStats,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { IcpsService } from './icps.service.js';

/** The ICP subjects. Every one needs an actor (401) and a body valid for its contract schema (400). */
@Controller()
export class IcpsController {
  constructor(private readonly icps: IcpsService) {}

  /** `IcpListQuery` -> `{items, total, limit, offset}`, newest change first. */
  @RpcHandler(ICP.list)
  list(actor: Actor, query: RpcParsedBody<typeof ICP.list>): Promise<Page<Icp>> {
    return this.icps.list(actor, query);
  }

  /** `{id}` -> Icp; 404 'ICP not found'. */
  @RpcHandler(ICP.get)
  get(actor: Actor, { id }: IdParam): Promise<Icp> {
    return this.icps.get(actor, id);
  }

  /** `IcpCreateRequest` -> Icp, owned and created by the actor. */
  @RpcHandler(ICP.create)
  create(actor: Actor, { draftId, ...fields }: RpcParsedBody<typeof ICP.create>): Promise<Icp> {
    return this.icps.create(actor, fields, draftId);
  }

  /** `AdvisorIcpRequest & {draftId?}` -> Icp owned by the client, created by the actor. */
  @RpcHandler(ICP.createForClient)
  createForClient(
    actor: Actor,
    { clientId, draftId, ...fields }: RpcParsedBody<typeof ICP.createForClient>,
  ): Promise<Icp> {
    return this.icps.createForClient(actor, clientId, fields, draftId);
  }

  /** `{id, fields, version?}` -> Icp; 409 with both versions when `version` is not the current one. */
  @RpcHandler(ICP.update)
  update(actor: Actor, { id, fields, version }: RpcParsedBody<typeof ICP.update>): Promise<Icp> {
    return this.icps.update(actor, id, fields, { baseVersion: version });
  }

  /** `{id, status}` -> Icp; 400 when `completed` is asked for before all five steps hold content. */
  @RpcHandler(ICP.setStatus)
  setStatus(actor: Actor, { id, status }: RpcParsedBody<typeof ICP.setStatus>): Promise<Icp> {
    return this.icps.setStatus(actor, id, status);
  }

  /** `{id}` -> the copy (Icp), docs/product.md §11; 404 'ICP not found'. */
  @RpcHandler(ICP.duplicate)
  duplicate(actor: Actor, { id }: IdParam): Promise<Icp> {
    return this.icps.duplicate(actor, id);
  }

  /** `{id}` -> `{message: 'Deleted'}`. */
  @RpcHandler(ICP.delete)
  delete(actor: Actor, { id }: IdParam): Promise<{ message: string }> {
    return this.icps.delete(actor, id);
  }

  /** `{id}` -> `{allowed, ownerId}` (ownerId null when not allowed). */
  @RpcHandler(ICP.canSee)
  canSee(actor: Actor, { id }: IdParam): Promise<CanSeeResponse> {
    return this.icps.canSee(actor, id);
  }

  /** `{userIds}` -> `{[userId]: {total, completed}}`; admins only (403). */
  @RpcHandler(ICP.countsByUser)
  countsByUser(actor: Actor, { userIds }: RpcParsedBody<typeof ICP.countsByUser>): Promise<CountsByUser> {
    return this.icps.countsByUser(actor, userIds);
  }

  /** `{userIds}` -> `{[userId]: {total, openTasks: 0, lastActivityAt}}`, zeros for users the actor may not see. */
  @RpcHandler(ICP.activityByUser)
  activityByUser(
    actor: Actor,
    { userIds }: RpcParsedBody<typeof ICP.activityByUser>,
  ): Promise<ActivityByUser> {
    return this.icps.activityByUser(actor, userIds);
  }

  /** `{userIds}` -> `{[userId]: {profileCount, profile, lastActivityAt}}` (docs/product.md §18). */
  @RpcHandler(ICP.cockpit)
  cockpit(actor: Actor, { userIds }: RpcParsedBody<typeof ICP.cockpit>): Promise<IcpCockpit> {
    return this.icps.cockpit(actor, userIds);
  }

  /** `{id, version}` -> Icp signed off; 403 not the owner, 409 not the current version. */
  @RpcHandler(ICP.signOff)
  signOff(actor: Actor, { id, version }: RpcParsedBody<typeof ICP.signOff>): Promise<Icp> {
    return this.icps.signOff(actor, id, version);
  }

  /** no body -> `{total}` profiles (admin metrics); admins only (403). */
  @RpcHandler(ICP.stats)
  stats(actor: Actor): Promise<TotalStats> {
    return this.icps.stats(actor);
  }

  /** `{weeks}` -> profiles created per week and the quality-score buckets (admin Reports); admins only (403). */
  @RpcHandler(ICP.reportStats)
  reportStats(actor: Actor, { weeks }: RpcParsedBody<typeof ICP.reportStats>): Promise<IcpReportStats> {
    return this.icps.reportStats(actor, weeks);
  }
}
