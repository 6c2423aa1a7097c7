import {
  checkComplianceOf,
  complianceRegimeOf,
  type ApprovalFinding,
  type ComplianceDisclosure,
  type Role,
} from '@icp-studio/contracts';

/** The findings of the compliance check on a version's copy, as the record keeps them. */
export function findingsOf(content: Record<string, unknown>, profession: string | null): ApprovalFinding[] {
  return checkComplianceOf(content, profession).map((f) => ({
    path: f.path,
    ruleId: f.ruleId,
    phrase: f.phrase,
    title: f.title,
    source: f.source,
    why: f.why,
    rewording: f.rewording,
  }));
}

/** The disclosures the exported copy of this trade carries (none for an unregulated trade). */
export function disclosuresOf(profession: string | null): ComplianceDisclosure[] {
  return (complianceRegimeOf(profession)?.disclosures ?? []).map((d) => ({ text: d.text, source: d.source }));
}

/** Who may decide a request (docs/approvals.md). */
export interface ReviewerStanding {
  role: Role;
  /** An admin marked them as compliance reviewer. */
  flagged: boolean;
  /** They may see the playbook's owner (an advisor's own clients). */
  seesOwner: boolean;
}

/**
 * An admin, an advisor of the playbook's owner, or a user an admin marked as compliance reviewer; never
 * the one who sent the request nor the playbook's owner (nobody approves their own copy).
 */
export function mayReview(
  actorId: string,
  standing: ReviewerStanding,
  record: { requestedBy: string; ownerId: string },
): boolean {
  if (actorId === record.requestedBy || actorId === record.ownerId) return false;
  if (standing.role === 'admin' || standing.flagged) return true;
  return standing.role === 'team_member' && standing.seesOwner;
}

/** The end of retention of copy approved at `at`: `years` whole years later. */
export function retainUntil(at: Date, years: number): Date {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}
