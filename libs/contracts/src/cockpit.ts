import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { dueDateSchema } from './playbook.js';
import { signOffSchema, type SignOff } from './history.js';
import { kpiStatusSchema, type KpiStatus } from './kpi-actuals.js';

/**
 * The advisor's cockpit and sign-off (docs/product.md §18): one row per client of an advisor with the
 * roll-up of their profiles, playbooks and tasks, and the rules that say which clients need attention.
 * The rules are pure (no clock: `now` is passed in) so the admin service and the web read them alike.
 */

/** A client with no update for this many days is stale. */
export const COCKPIT_STALE_DAYS = 90;
/** A latest profile scoring below this needs attention. */
export const COCKPIT_LOW_SCORE = 50;
/**
 * The most clients one cockpit answer holds (by name): an admin's "every client" of a large installation
 * stays one answer that fits a NATS message; beyond it the answer says `truncated` (choose an advisor).
 */
export const COCKPIT_MAX_CLIENTS = 500;

// ---- sign-off ----

/** `POST /api/icps/{id}/sign-off` and `POST /api/playbooks/{id}/sign-off`: the version the client read. */
export const signOffRequestSchema = z.object({
  version: z
    .number({ message: 'Version must be a whole number of at least 1' })
    .int({ message: 'Version must be a whole number of at least 1' })
    .min(1, { message: 'Version must be a whole number of at least 1' }),
});
export const signOffRpcSchema = signOffRequestSchema.extend({ id: idSchema });

/** Whether the item changed since it was signed off (null: never signed off). */
export function changedSinceSignOff(item: { version: number; signOff?: SignOff | null }): boolean | null {
  if (!item.signOff) return null;
  return item.version > item.signOff.version;
}

// ---- the per-service roll-ups (one batched request each) ----

/** ICP.cockpit / PLAYBOOK.cockpit: the clients to roll up, and the caller's calendar day for "overdue". */
export const cockpitByUserRequestSchema = z.object({
  userIds: z.array(idSchema).max(1000),
  today: dueDateSchema.optional(),
});

export const cockpitScoreSchema = z.object({
  overall: z.number().int(),
  demographics: z.number().int(),
  psychographics: z.number().int(),
  painPoints: z.number().int(),
  needs: z.number().int(),
  channels: z.number().int(),
});
export type CockpitScore = z.infer<typeof cockpitScoreSchema>;

/** A client's latest-updated profile as the cockpit shows it. */
export const cockpitProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: z.string(),
  version: z.number().int(),
  /** The rubric's figures (null: not scored yet). */
  score: cockpitScoreSchema.nullable(),
  /** Filled ledger fields, and of them those observed in imported client data (docs/evidence.md). */
  evidence: z.object({ filled: z.number().int(), observed: z.number().int() }),
  signOff: signOffSchema.nullable(),
});
export type CockpitProfile = z.infer<typeof cockpitProfileSchema>;

export const icpCockpitEntrySchema = z.object({
  profileCount: z.number().int(),
  profile: cockpitProfileSchema.nullable(),
  lastActivityAt: isoDateSchema.nullable(),
});
export const icpCockpitResponseSchema = z.record(z.string(), icpCockpitEntrySchema);
export type IcpCockpit = z.infer<typeof icpCockpitResponseSchema>;

export const cockpitPlaybookSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: z.string(),
  version: z.number().int(),
  signOff: signOffSchema.nullable(),
  kpiStatus: kpiStatusSchema.nullable(),
});
export type CockpitPlaybook = z.infer<typeof cockpitPlaybookSchema>;

export const playbookCockpitEntrySchema = z.object({
  playbookCount: z.number().int(),
  playbook: cockpitPlaybookSchema.nullable(),
  /** Open tasks on the client's profiles and playbooks, and those of them due before `today`. */
  openTasks: z.number().int(),
  overdueTasks: z.number().int(),
  lastActivityAt: isoDateSchema.nullable(),
});
export const playbookCockpitResponseSchema = z.record(z.string(), playbookCockpitEntrySchema);
export type PlaybookCockpit = z.infer<typeof playbookCockpitResponseSchema>;

// ---- the clients (auth) ----

/** AUTH.cockpitClients: an advisor their own; an admin one advisor's, the unassigned, or every client. */
export const cockpitClientsRequestSchema = z.object({
  advisorId: idSchema.optional(),
  /** At most this many, by name (the admin service asks one more than it shows, to know it cut). */
  limit: z
    .number()
    .int()
    .min(1)
    .max(COCKPIT_MAX_CLIENTS + 1)
    .optional(),
  /** Admins: only the clients without an advisor. */
  unassigned: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});

export const cockpitClientSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  advisorId: idSchema.nullable(),
  advisorName: z.string().nullable(),
});
export type CockpitClient = z.infer<typeof cockpitClientSchema>;

// ---- the cockpit (admin composes) ----

/** `GET /api/advisor/cockpit`. */
export const cockpitQuerySchema = cockpitClientsRequestSchema
  .omit({ limit: true })
  .extend({ today: dueDateSchema.optional() });

export const attentionKindSchema = z.enum(['overdue', 'stale', 'kpi_behind', 'low_score']);
export type AttentionKind = z.infer<typeof attentionKindSchema>;
export const attentionReasonSchema = z.object({ kind: attentionKindSchema, text: z.string() });
export type AttentionReason = z.infer<typeof attentionReasonSchema>;

export const cockpitRowSchema = cockpitClientSchema.extend({
  name: z.string(),
  profileCount: z.number().int(),
  playbookCount: z.number().int(),
  profile: cockpitProfileSchema.nullable(),
  playbook: cockpitPlaybookSchema.nullable(),
  kpiStatus: kpiStatusSchema.nullable(),
  openTasks: z.number().int(),
  overdueTasks: z.number().int(),
  lastActivityAt: isoDateSchema.nullable(),
  stale: z.boolean(),
  /** The latest profile or playbook is not signed off, or changed since. */
  needsSignOff: z.boolean(),
  attention: z.array(attentionReasonSchema),
});
export type CockpitRow = z.infer<typeof cockpitRowSchema>;

export const cockpitSchema = z.object({
  clients: z.array(cockpitRowSchema),
  /** More clients matched than COCKPIT_MAX_CLIENTS: the first ones by name are shown. */
  truncated: z.boolean(),
  staleAfterDays: z.number().int(),
  lowScoreBelow: z.number().int(),
});
export type Cockpit = z.infer<typeof cockpitSchema>;

// ---- rules ----

const DAY_MS = 24 * 60 * 60 * 1000;

/** No update for COCKPIT_STALE_DAYS days (a client with nothing at all counts from never: stale). */
export function isStale(lastActivityAt: string | null, now: Date): boolean {
  if (!lastActivityAt) return true;
  return now.getTime() - new Date(lastActivityAt).getTime() >= COCKPIT_STALE_DAYS * DAY_MS;
}

/** The latest of some times (ISO strings), null when none. */
export function latestOf(...times: (string | null | undefined)[]): string | null {
  let best: string | null = null;
  for (const t of times) if (t && (!best || new Date(t) > new Date(best))) best = t;
  return best;
}

/** Share of the filled fields backed by evidence, 0..1 (null when nothing is filled). */
export function evidenceShare(p: CockpitProfile | null): number | null {
  if (!p || p.evidence.filled === 0) return null;
  return p.evidence.observed / p.evidence.filled;
}

/** Why a client needs attention, most urgent first (empty: nothing to do). */
export function attentionReasons(row: {
  overdueTasks: number;
  stale: boolean;
  lastActivityAt: string | null;
  kpiStatus: KpiStatus | null;
  profile: CockpitProfile | null;
}): AttentionReason[] {
  const out: AttentionReason[] = [];
  if (row.overdueTasks > 0)
    out.push({
      kind: 'overdue',
      text: `${row.overdueTasks} overdue ${row.overdueTasks === 1 ? 'task' : 'tasks'}`,
    });
  if (row.kpiStatus === 'behind') out.push({ kind: 'kpi_behind', text: 'KPIs behind target' });
  if (row.profile?.score && row.profile.score.overall < COCKPIT_LOW_SCORE)
    out.push({
      kind: 'low_score',
      text: `Profile score ${row.profile.score.overall} (below ${COCKPIT_LOW_SCORE})`,
    });
  if (row.stale)
    out.push({
      kind: 'stale',
      text: row.lastActivityAt ? `No update in ${COCKPIT_STALE_DAYS} days` : 'No activity yet',
    });
  return out;
}

/** The latest profile or playbook waits for the client's sign-off (never signed, or changed since). */
export function needsSignOff(row: {
  profile: CockpitProfile | null;
  playbook: CockpitPlaybook | null;
}): boolean {
  return [row.profile, row.playbook].some((item) => item !== null && changedSinceSignOff(item) !== false);
}

/**
 * One client's row from the three services' answers (docs/product.md §18, "Roll-up"): the latest-updated
 * profile and playbook with the counts, open and overdue tasks over all of them, the latest change of any.
 */
export function cockpitRow(
  client: CockpitClient,
  icp: z.infer<typeof icpCockpitEntrySchema> | undefined,
  playbook: z.infer<typeof playbookCockpitEntrySchema> | undefined,
  now: Date,
): CockpitRow {
  const lastActivityAt = latestOf(icp?.lastActivityAt, playbook?.lastActivityAt);
  const base = {
    ...client,
    name: `${client.firstName} ${client.lastName}`.trim() || client.email,
    profileCount: icp?.profileCount ?? 0,
    playbookCount: playbook?.playbookCount ?? 0,
    profile: icp?.profile ?? null,
    playbook: playbook?.playbook ?? null,
    kpiStatus: playbook?.playbook?.kpiStatus ?? null,
    openTasks: playbook?.openTasks ?? 0,
    overdueTasks: playbook?.overdueTasks ?? 0,
    lastActivityAt,
    stale: isStale(lastActivityAt, now),
  };
  return { ...base, needsSignOff: needsSignOff(base), attention: attentionReasons(base) };
}
