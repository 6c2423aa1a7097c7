import { z } from 'zod';
import { idSchema, isoDateSchema, pageLimitSchema, pageOffsetSchema } from './common.js';

/**
 * Approval of a playbook's copy (docs/approvals.md): the author sends one version to a reviewer (an
 * advisor who may see the playbook, an admin, or a user an admin marked as compliance reviewer); the
 * reviewer sees the findings of the compliance check and approves it or returns it with comments. The
 * record keeps who, when, which version, its copy and the findings at that time.
 */

/** A record's state: waiting for a reviewer, approved, or returned to the author with comments. */
export const approvalDecisionStateSchema = z.enum(['pending', 'approved', 'returned']);
export type ApprovalDecisionState = z.infer<typeof approvalDecisionStateSchema>;

/**
 * A playbook's approval as its page and its exports show it: `approved` only while the current version
 * is the approved one; `not_approved` once approved copy changed (or was never approved).
 */
export const playbookApprovalStateSchema = z.enum(['pending', 'returned', 'approved', 'not_approved']);
export type PlaybookApprovalState = z.infer<typeof playbookApprovalStateSchema>;

export const playbookApprovalSchema = z.object({
  state: playbookApprovalStateSchema,
  /** The version of the latest request. */
  requestedVersion: z.number().int(),
  /** The version last approved (null: never), when and by whom. */
  approvedVersion: z.number().int().nullable(),
  approvedAt: isoDateSchema.nullable(),
  approvedBy: z.string().nullable(),
});
export type PlaybookApproval = z.infer<typeof playbookApprovalSchema>;

/** One finding of the compliance check as the record keeps it. */
export const approvalFindingSchema = z.object({
  path: z.string(),
  ruleId: z.string(),
  phrase: z.string(),
  title: z.string(),
  source: z.string(),
  why: z.string(),
  rewording: z.string(),
});
export type ApprovalFinding = z.infer<typeof approvalFindingSchema>;

export const approvalSchema = z.object({
  id: idSchema,
  playbookId: idSchema,
  playbookName: z.string(),
  /** The playbook's owner (the client). */
  ownerId: idSchema,
  version: z.number().int(),
  state: approvalDecisionStateSchema,
  profession: z.string().nullable(),
  requestedBy: idSchema,
  requestedByName: z.string(),
  requestedAt: isoDateSchema,
  /** The note the author sent with the request. */
  note: z.string().nullable(),
  decidedBy: idSchema.nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: isoDateSchema.nullable(),
  /** The reviewer's comments (required to return copy). */
  comment: z.string().nullable(),
  /** The findings of the compliance check on this version's copy when it was sent. */
  findings: z.array(approvalFindingSchema),
  /** The disclosures the findings' regime requires in the exported copy. */
  disclosures: z.array(z.object({ text: z.string(), source: z.string() })),
  /** Approved copy is kept until then (null while not approved). */
  retainUntil: isoDateSchema.nullable(),
  /** The version's copy as it was sent (its versioned fields). */
  content: z.record(z.string(), z.unknown()),
});
export type Approval = z.infer<typeof approvalSchema>;

const comment = z
  .string({ message: 'Comment must be text' })
  .trim()
  .max(2000, 'Comment must be at most 2000 characters');

/** POST /api/playbooks/{id}/approvals: the version to send, as the author read it. */
export const approvalRequestSchema = z.object({
  version: z
    .number({ message: 'Version must be a whole number of at least 1' })
    .int({ message: 'Version must be a whole number of at least 1' })
    .min(1, { message: 'Version must be a whole number of at least 1' })
    .max(2_147_483_647, 'Version is too large'),
  note: comment.optional(),
});
export const approvalRequestRpcSchema = approvalRequestSchema.extend({ id: idSchema });

/** POST /api/approvals/{id}/decision (a comment is required to return copy: 400 without one). */
export const approvalDecisionSchema = z.object({
  decision: z.enum(['approve', 'return'], { message: "Decision must be 'approve' or 'return'" }),
  comment: comment.optional(),
});
export const approvalDecisionRpcSchema = approvalDecisionSchema.extend({ id: idSchema });

/** GET /api/approvals: the reviewer's queue (pending by default) or every record they may review. */
export const approvalListQuerySchema = z.object({
  state: z
    .enum(['pending', 'approved', 'returned', 'all'], {
      message: "State must be 'pending', 'approved', 'returned' or 'all'",
    })
    .default('pending'),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

/** PUT /api/admin/compliance-reviewers/{id}: whether the user reviews copy for compliance. */
export const reviewerFlagSchema = z.object({
  reviewer: z.boolean({ message: 'Reviewer must be true or false' }),
});
export const reviewerFlagRpcSchema = reviewerFlagSchema.extend({ id: idSchema });
export const reviewerFlagResponseSchema = z.object({ userId: idSchema, reviewer: z.boolean() });

/** Retention of approved copy (docs/approvals.md): set by an admin, 5 years unless they say otherwise. */
export const DEFAULT_APPROVAL_RETENTION_YEARS = 5;
export const approvalSettingsSchema = z.object({
  retentionYears: z
    .number({ message: 'Retention must be a whole number of years' })
    .int({ message: 'Retention must be a whole number of years' })
    .min(1, 'Retention must be at least 1 year')
    .max(30, 'Retention must be at most 30 years'),
});
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

/** The record as a CSV for an examiner: one line per finding (or one line without a finding). */
export function approvalRecordCsv(records: readonly Approval[]): string {
  const cell = (v: unknown): string => {
    const s = v == null ? '' : String(v);
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const head = [
    'approval_id',
    'playbook',
    'version',
    'state',
    'requested_by',
    'requested_at',
    'decided_by',
    'decided_at',
    'comment',
    'retain_until',
    'finding_rule',
    'finding_phrase',
    'finding_field',
    'finding_source',
  ];
  const lines = [head.join(',')];
  for (const r of records) {
    const base = [
      r.id,
      r.playbookName,
      r.version,
      r.state,
      r.requestedByName,
      r.requestedAt,
      r.decidedByName,
      r.decidedAt,
      r.comment,
      r.retainUntil,
    ];
    const rows = r.findings.length
      ? r.findings.map((f) => [...base, f.ruleId, f.phrase, f.path, f.source])
      : [[...base, '', '', '', '']];
    for (const row of rows) lines.push(row.map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
