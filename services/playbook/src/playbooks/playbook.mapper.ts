import type { Json, Playbook, PlaybookApproval, PlaybookFields, Status } from '@icp-studio/contracts';
import type { PlaybookEntity } from './playbook.entity.js';

/** A playbook as every answer shows it (contract `playbookSchema`). */
export function toPlaybook(e: PlaybookEntity): Playbook {
  return {
    id: e.id,
    name: e.name,
    icpId: e.icpId,
    userId: e.userId,
    createdBy: e.createdBy,
    status: e.status,
    marketingGoals: e.marketingGoals ?? [],
    valueProposition: e.valueProposition,
    keyMessages: e.keyMessages ?? [],
    messagingPillars: e.messagingPillars as Json | null,
    positioning: e.positioning,
    selectedChannels: e.selectedChannels as Playbook['selectedChannels'],
    contentStrategy: e.contentStrategy,
    campaigns: e.campaigns as Playbook['campaigns'],
    kpis: e.kpis as Playbook['kpis'],
    targetMetrics: e.targetMetrics as Playbook['targetMetrics'],
    timeline: e.timeline,
    teamRoles: e.teamRoles as Json | null,
    tonality: e.tonality,
    aiGeneratedCampaigns: e.aiGeneratedCampaigns as Json | null,
    aiContentIdeas: e.aiContentIdeas as Json | null,
    icpName: e.icpName,
    clientName: e.clientName ?? null,
    version: e.version,
    signOff:
      e.signedOffVersion && e.signedOffAt
        ? { version: e.signedOffVersion, signedAt: new Date(e.signedOffAt).toISOString() }
        : null,
    approval: toPlaybookApproval(e),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/**
 * The playbook's approval (docs/approvals.md): the latest request's state, except that approved copy
 * changed since (a version after the approved one) is `not_approved`. Null: never sent for approval.
 */
export function toPlaybookApproval(
  e: Pick<
    PlaybookEntity,
    'version' | 'approvalState' | 'approvalVersion' | 'approvedVersion' | 'approvedAt' | 'approvedByName'
  >,
): PlaybookApproval | null {
  if (!e.approvalState || e.approvalVersion == null) return null;
  const state: PlaybookApproval['state'] =
    e.approvalState === 'approved'
      ? e.approvedVersion === e.version
        ? 'approved'
        : 'not_approved'
      : e.approvalState;
  return {
    state,
    requestedVersion: e.approvalVersion,
    approvedVersion: e.approvedVersion ?? null,
    approvedAt: e.approvedAt ? new Date(e.approvedAt).toISOString() : null,
    approvedBy: e.approvedByName ?? null,
  };
}

/** The columns a set of wizard fields decides (the link, the owner and the status are decided apart). */
export type PlaybookContent = Omit<
  PlaybookEntity,
  | 'id'
  | 'icpId'
  | 'icpName'
  | 'clientName'
  | 'userId'
  | 'createdBy'
  | 'status'
  | 'version'
  | 'signedOffVersion'
  | 'signedOffAt'
  | 'signedOffBy'
  | 'approvalState'
  | 'approvalVersion'
  | 'approvedVersion'
  | 'approvedAt'
  | 'approvedByName'
  | 'createdAt'
  | 'updatedAt'
>;

const text = (v: string | null | undefined): string | null => (v == null || v.trim() === '' ? null : v);
/** The "text or structured" fields are kept exactly as sent; only an absent value becomes null. */
const json = (v: Json | null | undefined): Json | null => (v === undefined ? null : v);

/**
 * The stored columns for a set of playbook fields. PUT semantics: a field the body leaves out is
 * cleared. Blank texts are stored as null; every structured field (channels as names, objects or a
 * map; campaigns and KPIs as objects or free text; target metrics; team roles; the AI fields) is
 * stored as it came.
 */
export function fieldsToContent(f: PlaybookFields): PlaybookContent {
  return {
    name: f.name,
    marketingGoals: f.marketingGoals ?? [],
    valueProposition: text(f.valueProposition),
    keyMessages: f.keyMessages ?? [],
    messagingPillars: json(f.messagingPillars),
    positioning: text(f.positioning),
    selectedChannels: json(f.selectedChannels as Json | null | undefined),
    contentStrategy: text(f.contentStrategy),
    campaigns: json(f.campaigns as Json | null | undefined),
    kpis: json(f.kpis as Json | null | undefined),
    targetMetrics: json(f.targetMetrics),
    timeline: text(f.timeline),
    teamRoles: json(f.teamRoles),
    tonality: text(f.tonality),
    aiGeneratedCampaigns: json(f.aiGeneratedCampaigns),
    aiContentIdeas: json(f.aiContentIdeas),
  };
}

/** A new playbook is in progress unless the body names a status (the wizard's Save Draft says draft). */
export function initialStatus(f: Pick<PlaybookFields, 'status'>): Status {
  return f.status ?? 'in_progress';
}

/** An edit keeps the status unless the body names one (status has its own PATCH). */
export function nextStatus(f: Pick<PlaybookFields, 'status'>, current: Status): Status {
  return f.status ?? current;
}
