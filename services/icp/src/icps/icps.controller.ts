import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ICP,
  advisorIcpCreateRequestSchema,
  activityByUserRequestSchema,
  countsByUserRequestSchema,
  icpCreateRequestSchema,
  icpListQuerySchema,
  icpSetStatusRpcSchema,
  icpUpdateRpcSchema,
  idParamSchema,
  type ActivityByUser,
  type CanSeeResponse,
  type CountsByUser,
  type Icp,
  type Page,
  type RpcRequest,
  type TotalStats,
} from '@icp-studio/contracts';
import { parse, requireActor } from '@icp-studio/service-kit';
import { IcpsService } from './icps.service.js';

/** The ICP subjects. Every one needs an actor (401) and a body valid for its contract schema (400). */
@Controller()
export class IcpsController {
  constructor(private readonly icps: IcpsService) {}

  /** `IcpListQuery` -> `{items, total, limit, offset}`, newest change first. */
  @MessagePattern(ICP.list)
  list(@Payload() req: RpcRequest): Promise<Page<Icp>> {
    const actor = requireActor(req);
    return this.icps.list(actor, parse(icpListQuerySchema, req.body ?? {}));
  }

  /** `{id}` -> Icp; 404 'ICP not found'. */
  @MessagePattern(ICP.get)
  get(@Payload() req: RpcRequest): Promise<Icp> {
    const actor = requireActor(req);
    return this.icps.get(actor, parse(idParamSchema, req.body).id);
  }

  /** `IcpCreateRequest` -> Icp, owned and created by the actor. */
  @MessagePattern(ICP.create)
  create(@Payload() req: RpcRequest): Promise<Icp> {
    const actor = requireActor(req);
    const { draftId, ...fields } = parse(icpCreateRequestSchema, req.body);
    return this.icps.create(actor, fields, draftId);
  }

  /** `AdvisorIcpRequest & {draftId?}` -> Icp owned by the client, created by the actor. */
  @MessagePattern(ICP.createForClient)
  createForClient(@Payload() req: RpcRequest): Promise<Icp> {
    const actor = requireActor(req);
    const { clientId, draftId, ...fields } = parse(advisorIcpCreateRequestSchema, req.body);
    return this.icps.createForClient(actor, clientId, fields, draftId);
  }

  /** `{id, fields}` -> Icp. */
  @MessagePattern(ICP.update)
  update(@Payload() req: RpcRequest): Promise<Icp> {
    const actor = requireActor(req);
    const { id, fields } = parse(icpUpdateRpcSchema, req.body);
    return this.icps.update(actor, id, fields);
  }

  /** `{id, status}` -> Icp; 400 when `completed` is asked for before all five steps hold content. */
  @MessagePattern(ICP.setStatus)
  setStatus(@Payload() req: RpcRequest): Promise<Icp> {
    const actor = requireActor(req);
    const { id, status } = parse(icpSetStatusRpcSchema, req.body);
    return this.icps.setStatus(actor, id, status);
  }

  /** `{id}` -> `{message: 'Deleted'}`. */
  @MessagePattern(ICP.delete)
  delete(@Payload() req: RpcRequest): Promise<{ message: string }> {
    const actor = requireActor(req);
    return this.icps.delete(actor, parse(idParamSchema, req.body).id);
  }

  /** `{id}` -> `{allowed, ownerId}` (ownerId null when not allowed). */
  @MessagePattern(ICP.canSee)
  canSee(@Payload() req: RpcRequest): Promise<CanSeeResponse> {
    const actor = requireActor(req);
    return this.icps.canSee(actor, parse(idParamSchema, req.body).id);
  }

  /** `{userIds}` -> `{[userId]: {total, completed}}`; admins only (403). */
  @MessagePattern(ICP.countsByUser)
  countsByUser(@Payload() req: RpcRequest): Promise<CountsByUser> {
    const actor = requireActor(req);
    return this.icps.countsByUser(actor, parse(countsByUserRequestSchema, req.body).userIds);
  }

  /** `{userIds}` -> `{[userId]: {total, openTasks: 0, lastActivityAt}}`, zeros for users the actor may not see. */
  @MessagePattern(ICP.activityByUser)
  activityByUser(@Payload() req: RpcRequest): Promise<ActivityByUser> {
    const actor = requireActor(req);
    return this.icps.activityByUser(actor, parse(activityByUserRequestSchema, req.body).userIds);
  }

  /** no body -> `{total}` profiles (admin metrics); admins only (403). */
  @MessagePattern(ICP.stats)
  stats(@Payload() req: RpcRequest): Promise<TotalStats> {
    return this.icps.stats(requireActor(req));
  }
}
