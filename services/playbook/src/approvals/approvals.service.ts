import { Injectable } from '@nestjs/common';
import type { Actor, Approval, ApprovalListQuery, ApprovalSettings, Page } from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import { displayName } from '../access/access.rules.js';
import { Peers } from '../access/peers.js';
import { PlaybookEvents } from '../events/playbook.events.js';
import { versionContent } from '../history/history.rules.js';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { toApproval } from './approval.mapper.js';
import { ApprovalsRepository, type ApprovalRow } from './approvals.repository.js';
import { disclosuresOf, findingsOf, mayReview, retainUntil } from './approvals.rules.js';

export const APPROVAL_NOT_FOUND = 'Approval not found';

/**
 * Approval of a playbook's copy (docs/approvals.md). Whoever may see a playbook may send its current
 * version for approval and read its records; an admin, an advisor of its owner or a user an admin marked
 * as compliance reviewer decides (never the author nor the owner); anyone else gets 404 for a record.
 */
@Injectable()
export class ApprovalsService {
  constructor(
    private readonly approvals: ApprovalsRepository,
    private readonly playbooks: PlaybooksService,
    private readonly access: AccessService,
    private readonly peers: Peers,
    private readonly events: PlaybookEvents,
  ) {}

  /**
   * The current version sent for approval with the findings of the compliance check on its copy (the
   * trade is its profile's); 409 when `version` is not the current one or is approved already.
   */
  async request(actor: Actor, id: string, version: number, note?: string): Promise<Approval> {
    const current = await this.playbooks.findVisible(actor, id);
    if (version !== current.version) throw this.notCurrent(version, current.version);
    if (current.approvalState === 'approved' && current.approvedVersion === version) {
      throw DomainError.conflict(`Version ${version} of this playbook is approved already.`);
    }
    const icp = await this.peers.icpFull(actor, current.icpId);
    const profession = icp?.profession ?? null;
    const content = versionContent(current);
    const row = await this.approvals.insertRequest({
      playbookId: id,
      playbookName: current.name,
      ownerId: current.userId,
      version,
      profession,
      requestedBy: actor.userId,
      requestedByName: await this.nameOf(actor),
      note: note?.trim() ? note.trim() : null,
      findings: findingsOf(content, profession),
      disclosures: disclosuresOf(profession),
      content,
    });
    if (!row) {
      const now = (await this.playbooks.findVisible(actor, id)).version ?? version;
      throw this.notCurrent(version, now);
    }
    this.events.playbookChanged({ id, userId: current.userId, change: 'updated' });
    return toApproval(row);
  }

  /** A playbook's records, newest first, for whoever may see it. */
  async ofPlaybook(actor: Actor, id: string): Promise<Approval[]> {
    await this.playbooks.findVisible(actor, id);
    return (await this.approvals.findByPlaybook(id)).map(toApproval);
  }

  /** The records the actor may review: every one for admins and marked reviewers, an advisor's clients'. */
  async list(actor: Actor, query: ApprovalListQuery): Promise<Page<Approval>> {
    const page = { limit: query.limit, offset: query.offset };
    const empty = { items: [], total: 0, ...page };
    const flagged = await this.approvals.isReviewer(actor.userId);
    let scope: { all: boolean; ownerIds: readonly string[] };
    if (actor.role === 'admin' || flagged) scope = { all: true, ownerIds: [] };
    else if (actor.role === 'team_member') {
      const v = await this.access.visibility(actor);
      scope = v.all ? { all: true, ownerIds: [] } : { all: false, ownerIds: v.userIds };
    } else return empty;
    const { rows, total } = await this.approvals.findPage(
      { ...scope, exceptUser: actor.userId },
      query.state,
      page,
    );
    return { items: rows.map(toApproval), total, ...page };
  }

  /** One record, for its reviewers and for whoever may see its playbook's owner; 404 otherwise. */
  async get(actor: Actor, id: string): Promise<Approval> {
    return toApproval((await this.readable(actor, id)).row);
  }

  /**
   * A reviewer approves the pending request (kept for the admin's retention from now) or returns it
   * with comments (400 without). 403 for someone who may read it but not decide; 409 when decided.
   */
  async decide(
    actor: Actor,
    id: string,
    decision: 'approve' | 'return',
    comment?: string,
  ): Promise<Approval> {
    const { row, reviewer } = await this.readable(actor, id);
    if (!reviewer) {
      throw DomainError.forbidden(
        'Only a reviewer (an admin, the owner’s advisor or a compliance reviewer) other than its author can decide on this copy',
      );
    }
    const text = comment?.trim() ? comment.trim() : null;
    if (decision === 'return' && !text) {
      throw DomainError.badRequest('Say what to change: a comment is required to return copy', {
        comment: ['A comment is required to return copy'],
      });
    }
    if (row.state !== 'pending') throw this.decided(row);
    const years = decision === 'approve' ? await this.approvals.retentionYears() : 0;
    const decided = await this.approvals.decide(id, {
      state: decision === 'approve' ? 'approved' : 'returned',
      by: actor.userId,
      byName: await this.nameOf(actor),
      comment: text,
      retainUntil: decision === 'approve' ? retainUntil(new Date(), years) : null,
    });
    if (!decided) throw this.decided((await this.approvals.findById(id)) ?? row);
    this.events.playbookChanged({ id: decided.playbook_id, userId: decided.owner_id, change: 'updated' });
    return toApproval(decided);
  }

  /** An admin marks a user as compliance reviewer (or no longer). Admin only. */
  async setReviewer(actor: Actor, userId: string, reviewer: boolean) {
    if (actor.role !== 'admin') throw DomainError.forbidden();
    await this.approvals.setReviewer(userId, reviewer, actor.userId);
    return { userId, reviewer };
  }

  async settings(actor: Actor): Promise<ApprovalSettings> {
    if (actor.role !== 'admin') throw DomainError.forbidden();
    return { retentionYears: await this.approvals.retentionYears() };
  }

  /** How long approved copy is kept from its approval on (records approved before keep their date). */
  async setSettings(actor: Actor, settings: ApprovalSettings): Promise<ApprovalSettings> {
    if (actor.role !== 'admin') throw DomainError.forbidden();
    await this.approvals.setRetentionYears(settings.retentionYears);
    return { retentionYears: await this.approvals.retentionYears() };
  }

  /** The record and whether the actor may decide it; 404 when they may neither decide nor see its owner. */
  private async readable(actor: Actor, id: string): Promise<{ row: ApprovalRow; reviewer: boolean }> {
    const row = await this.approvals.findById(id);
    if (!row) throw DomainError.notFound(APPROVAL_NOT_FOUND);
    const [flagged, seesOwner] = await Promise.all([
      this.approvals.isReviewer(actor.userId),
      this.access.canSee(actor, row.owner_id),
    ]);
    const reviewer = mayReview(
      actor.userId,
      { role: actor.role, flagged, seesOwner },
      {
        requestedBy: row.requested_by,
        ownerId: row.owner_id,
      },
    );
    if (!reviewer && !seesOwner) throw DomainError.notFound(APPROVAL_NOT_FOUND);
    return { row, reviewer };
  }

  private notCurrent(version: number, now: number): DomainError {
    return DomainError.conflict(
      `Version ${version} is not the current version of this playbook (version ${now}). Reload it and send what you read.`,
    );
  }

  private decided(row: ApprovalRow): DomainError {
    return DomainError.conflict(`This request was ${row.state} already.`);
  }

  private async nameOf(actor: Actor): Promise<string> {
    const [me] = await this.peers.usersByIds(actor, [actor.userId]).catch((err: unknown) => {
      logger().warn({ err }, 'could not read the name of an approval’s author or reviewer');
      return [];
    });
    return me ? displayName(me) : actor.userId;
  }
}
