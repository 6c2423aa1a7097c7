import { Controller } from '@nestjs/common';
import {
  PLAYBOOK,
  type ActivityByUser,
  type Actor,
  type CanSeeResponse,
  type CountsByUser,
  type IdParam,
  type MessageResponse,
  type Page,
  type Playbook,
  type PlaybookCockpit,
  type PlaybookReportStats,
  type PlaybookFields,
  type RpcParsedBody,
  type TotalStats,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { PlaybooksService } from './playbooks.service.js';

/** The PLAYBOOK subjects of playbooks. Each request is `{actor, body}`; no actor: 401. */
@Controller()
export class PlaybooksController {
  constructor(private readonly playbooks: PlaybooksService) {}

  /** `PlaybookListQuery` -> Page<Playbook>, newest change first, within what the actor sees. */
  @RpcHandler(PLAYBOOK.list)
  list(actor: Actor, query: RpcParsedBody<typeof PLAYBOOK.list>): Promise<Page<Playbook>> {
    return this.playbooks.list(actor, query);
  }

  /** `{id}` -> Playbook; 404 'Playbook not found' when missing or not visible. */
  @RpcHandler(PLAYBOOK.get)
  get(actor: Actor, { id }: IdParam): Promise<Playbook> {
    return this.playbooks.get(actor, id);
  }

  /** `PlaybookFields` -> Playbook; 404 'ICP not found' when the profile is not visible. */
  @RpcHandler(PLAYBOOK.create)
  create(actor: Actor, fields: PlaybookFields): Promise<Playbook> {
    return this.playbooks.create(actor, fields);
  }

  /**
   * `{id, fields, version?}` -> Playbook (PUT: fields left out are cleared; status kept unless given);
   * 409 with both versions when `version` is not the current one.
   */
  @RpcHandler(PLAYBOOK.update)
  update(actor: Actor, { id, fields, version }: RpcParsedBody<typeof PLAYBOOK.update>): Promise<Playbook> {
    return this.playbooks.update(actor, id, fields, { baseVersion: version });
  }

  /** `{id, status}` -> Playbook. */
  @RpcHandler(PLAYBOOK.setStatus)
  setStatus(actor: Actor, { id, status }: RpcParsedBody<typeof PLAYBOOK.setStatus>): Promise<Playbook> {
    return this.playbooks.setStatus(actor, id, status);
  }

  /** `{id}` -> the copy (Playbook), docs/product.md §11; 404 'Playbook not found'. */
  @RpcHandler(PLAYBOOK.duplicate)
  duplicate(actor: Actor, { id }: IdParam): Promise<Playbook> {
    return this.playbooks.duplicate(actor, id);
  }

  /** `{id}` -> `{message: 'Deleted'}`; the playbook's notes go with it. */
  @RpcHandler(PLAYBOOK.delete)
  delete(actor: Actor, { id }: IdParam): Promise<MessageResponse> {
    return this.playbooks.delete(actor, id);
  }

  /** `{id}` -> `{allowed, ownerId}` for any actor (ownerId null when not allowed). */
  @RpcHandler(PLAYBOOK.canSee)
  canSee(actor: Actor, { id }: IdParam): Promise<CanSeeResponse> {
    return this.playbooks.canSee(actor, id);
  }

  /** `{userIds}` -> `{[userId]: {total, openTasks, lastActivityAt}}`; zeros for users the actor may not see. */
  @RpcHandler(PLAYBOOK.activityByUser)
  activityByUser(
    actor: Actor,
    { userIds }: RpcParsedBody<typeof PLAYBOOK.activityByUser>,
  ): Promise<ActivityByUser> {
    return this.playbooks.activityByUser(actor, userIds);
  }

  /** `{userIds, today?}` -> `{[userId]: {playbookCount, playbook, openTasks, overdueTasks, lastActivityAt}}` (§18). */
  @RpcHandler(PLAYBOOK.cockpit)
  cockpit(
    actor: Actor,
    { userIds, today }: RpcParsedBody<typeof PLAYBOOK.cockpit>,
  ): Promise<PlaybookCockpit> {
    return this.playbooks.cockpit(actor, userIds, today);
  }

  /** `{id, version}` -> Playbook signed off; 403 not the owner, 409 not the current version. */
  @RpcHandler(PLAYBOOK.signOff)
  signOff(actor: Actor, { id, version }: RpcParsedBody<typeof PLAYBOOK.signOff>): Promise<Playbook> {
    return this.playbooks.signOff(actor, id, version);
  }

  /** `{userIds}` -> `{[userId]: {total, completed}}` (every asked id named). Admin only: 403. */
  @RpcHandler(PLAYBOOK.countsByUser)
  countsByUser(
    actor: Actor,
    { userIds }: RpcParsedBody<typeof PLAYBOOK.countsByUser>,
  ): Promise<CountsByUser> {
    return this.playbooks.countsByUser(actor, userIds);
  }

  /** no body -> `{total}` playbooks (admin metrics). Admin only: 403. */
  @RpcHandler(PLAYBOOK.stats)
  stats(actor: Actor): Promise<TotalStats> {
    return this.playbooks.stats(actor);
  }

  /** `{weeks}` -> playbooks created per week (admin Reports). Admin only: 403. */
  @RpcHandler(PLAYBOOK.reportStats)
  reportStats(
    actor: Actor,
    { weeks }: RpcParsedBody<typeof PLAYBOOK.reportStats>,
  ): Promise<PlaybookReportStats> {
    return this.playbooks.reportStats(actor, weeks);
  }
}
