import { Controller } from '@nestjs/common';
import {
  PLAYBOOK,
  type Actor,
  type Approval,
  type ApprovalSettings,
  type IdParam,
  type Page,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { DomainError, RpcHandler } from '@icp-studio/service-kit';
import { ApprovalsService } from './approvals.service.js';

/** Admin only: a 403 before the body is read. */
function asAdmin(actor: Actor): Actor {
  if (actor.role !== 'admin') throw DomainError.forbidden();
  return actor;
}

/** The approval subjects of playbooks (docs/approvals.md). */
@Controller()
export class ApprovalsController {
  constructor(private readonly approvals: ApprovalsService) {}

  /** `{id, version, note?}` -> Approval; 404 not visible, 409 not the current version or approved. */
  @RpcHandler(PLAYBOOK.requestApproval)
  request(
    actor: Actor,
    { id, version, note }: RpcParsedBody<typeof PLAYBOOK.requestApproval>,
  ): Promise<Approval> {
    return this.approvals.request(actor, id, version, note);
  }

  /** `{id}` -> the playbook's records, newest first; 404 'Playbook not found'. */
  @RpcHandler(PLAYBOOK.playbookApprovals)
  ofPlaybook(actor: Actor, { id }: IdParam): Promise<Approval[]> {
    return this.approvals.ofPlaybook(actor, id);
  }

  /** `{state, limit, offset}` -> the records the actor may review. */
  @RpcHandler(PLAYBOOK.listApprovals)
  list(actor: Actor, query: RpcParsedBody<typeof PLAYBOOK.listApprovals>): Promise<Page<Approval>> {
    return this.approvals.list(actor, query);
  }

  /** `{id}` -> Approval; 404 'Approval not found'. */
  @RpcHandler(PLAYBOOK.getApproval)
  get(actor: Actor, { id }: IdParam): Promise<Approval> {
    return this.approvals.get(actor, id);
  }

  /** `{id, decision, comment?}` -> Approval; 403 not a reviewer, 409 decided already. */
  @RpcHandler(PLAYBOOK.decideApproval)
  decide(
    actor: Actor,
    { id, decision, comment }: RpcParsedBody<typeof PLAYBOOK.decideApproval>,
  ): Promise<Approval> {
    return this.approvals.decide(actor, id, decision, comment);
  }

  /** `{id, reviewer}` -> `{userId, reviewer}`. Admin only: 403. */
  @RpcHandler(PLAYBOOK.setComplianceReviewer, { authorize: asAdmin })
  setReviewer(
    actor: Actor,
    { id, reviewer }: RpcParsedBody<typeof PLAYBOOK.setComplianceReviewer>,
  ): Promise<{ userId: string; reviewer: boolean }> {
    return this.approvals.setReviewer(actor, id, reviewer);
  }

  /** no body -> ApprovalSettings. Admin only: 403. */
  @RpcHandler(PLAYBOOK.getApprovalSettings, { authorize: asAdmin })
  settings(actor: Actor): Promise<ApprovalSettings> {
    return this.approvals.settings(actor);
  }

  /** ApprovalSettings -> ApprovalSettings. Admin only: 403. */
  @RpcHandler(PLAYBOOK.setApprovalSettings, { authorize: asAdmin })
  setSettings(
    actor: Actor,
    body: RpcParsedBody<typeof PLAYBOOK.setApprovalSettings>,
  ): Promise<ApprovalSettings> {
    return this.approvals.setSettings(actor, body);
  }
}
