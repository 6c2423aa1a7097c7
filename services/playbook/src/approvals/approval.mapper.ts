import type { Approval } from '@icp-studio/contracts';
import type { ApprovalRow } from './approvals.repository.js';

const iso = (d: Date | string | null): string | null => (d == null ? null : new Date(d).toISOString());

/** A record as every answer shows it (contract `approvalSchema`). */
export function toApproval(r: ApprovalRow): Approval {
  return {
    id: r.id,
    playbookId: r.playbook_id,
    playbookName: r.playbook_name,
    ownerId: r.owner_id,
    version: r.version,
    state: r.state,
    profession: r.profession,
    requestedBy: r.requested_by,
    requestedByName: r.requested_by_name,
    requestedAt: new Date(r.requested_at).toISOString(),
    note: r.note,
    decidedBy: r.decided_by,
    decidedByName: r.decided_by_name,
    decidedAt: iso(r.decided_at),
    comment: r.comment,
    findings: r.findings ?? [],
    disclosures: r.disclosures ?? [],
    retainUntil: iso(r.retain_until),
    content: r.content ?? {},
  };
}
