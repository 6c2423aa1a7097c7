import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PLAYBOOK,
  activityByUserRequestSchema,
  countsByUserRequestSchema,
  idParamSchema,
  playbookFieldsSchema,
  playbookListQuerySchema,
  playbookSetStatusRpcSchema,
  playbookUpdateRpcSchema,
  type ActivityByUser,
  type CanSeeResponse,
  type CountsByUser,
  type MessageResponse,
  type Page,
  type Playbook,
  type RpcRequest,
  type TotalStats,
} from '@icp-studio/contracts';
import { parse, requireActor } from '@icp-studio/service-kit';
import { PlaybooksService } from './playbooks.service.js';

/** The PLAYBOOK subjects of playbooks. Each request is `{actor, body}`; no actor: 401. */
@Controller()
export class PlaybooksController {
  constructor(private readonly playbooks: PlaybooksService) {}

  /** `PlaybookListQuery` -> Page<Playbook>, newest change first, within what the actor sees. */
  @MessagePattern(PLAYBOOK.list)
  list(@Payload() req: RpcRequest): Promise<Page<Playbook>> {
    const actor = requireActor(req);
    return this.playbooks.list(actor, parse(playbookListQuerySchema, req.body ?? {}));
  }

  /** `{id}` -> Playbook; 404 'Playbook not found' when missing or not visible. */
  @MessagePattern(PLAYBOOK.get)
  get(@Payload() req: RpcRequest): Promise<Playbook> {
    const actor = requireActor(req);
    return this.playbooks.get(actor, parse(idParamSchema, req.body).id);
  }

  /** `PlaybookFields` -> Playbook; 404 'ICP not found' when the profile is not visible. */
  @MessagePattern(PLAYBOOK.create)
  create(@Payload() req: RpcRequest): Promise<Playbook> {
    const actor = requireActor(req);
    return this.playbooks.create(actor, parse(playbookFieldsSchema, req.body));
  }

  /** `{id, fields}` -> Playbook (PUT: fields left out are cleared; status kept unless given). */
  @MessagePattern(PLAYBOOK.update)
  update(@Payload() req: RpcRequest): Promise<Playbook> {
    const actor = requireActor(req);
    const { id, fields } = parse(playbookUpdateRpcSchema, req.body);
    return this.playbooks.update(actor, id, fields);
  }

  /** `{id, status}` -> Playbook. */
  @MessagePattern(PLAYBOOK.setStatus)
  setStatus(@Payload() req: RpcRequest): Promise<Playbook> {
    const actor = requireActor(req);
    const { id, status } = parse(playbookSetStatusRpcSchema, req.body);
    return this.playbooks.setStatus(actor, id, status);
  }

  /** `{id}` -> `{message: 'Deleted'}`; the playbook's notes go with it. */
  @MessagePattern(PLAYBOOK.delete)
  delete(@Payload() req: RpcRequest): Promise<MessageResponse> {
    const actor = requireActor(req);
    return this.playbooks.delete(actor, parse(idParamSchema, req.body).id);
  }

  /** `{id}` -> `{allowed, ownerId}` for any actor (ownerId null when not allowed). */
  @MessagePattern(PLAYBOOK.canSee)
  canSee(@Payload() req: RpcRequest): Promise<CanSeeResponse> {
    const actor = requireActor(req);
    return this.playbooks.canSee(actor, parse(idParamSchema, req.body).id);
  }

  /** `{userIds}` -> `{[userId]: {total, openTasks, lastActivityAt}}`; zeros for users the actor may not see. */
  @MessagePattern(PLAYBOOK.activityByUser)
  activityByUser(@Payload() req: RpcRequest): Promise<ActivityByUser> {
    const actor = requireActor(req);
    return this.playbooks.activityByUser(actor, parse(activityByUserRequestSchema, req.body).userIds);
  }

  /** `{userIds}` -> `{[userId]: {total, completed}}` (every asked id named). Admin only: 403. */
  @MessagePattern(PLAYBOOK.countsByUser)
  countsByUser(@Payload() req: RpcRequest): Promise<CountsByUser> {
    const actor = requireActor(req);
    return this.playbooks.countsByUser(actor, parse(countsByUserRequestSchema, req.body).userIds);
  }

  /** no body -> `{total}` playbooks (admin metrics). Admin only: 403. */
  @MessagePattern(PLAYBOOK.stats)
  stats(@Payload() req: RpcRequest): Promise<TotalStats> {
    return this.playbooks.stats(requireActor(req));
  }
}
