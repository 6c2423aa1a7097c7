import { z } from 'zod';
import { professionIdSchema } from './professions.js';
import { fieldSourcesInputSchema, fieldSourcesSchema } from './ledger.js';
import { baseVersionSchema, signOffSchema } from './history.js';
import {
  idSchema,
  isoDateSchema,
  jsonSchema,
  longText,
  pageLimitSchema,
  pageOffsetSchema,
  shortText,
  statusSchema,
  textList,
} from './common.js';

export const icpTypeSchema = z.enum(['b2b', 'b2c'], { message: 'Type must be b2b or b2c' });
export type IcpType = z.infer<typeof icpTypeSchema>;

export const genderSchema = z.enum(['all', 'male', 'female', 'non-binary']);

export const buyerJourneySchema = z.object({
  awareness: longText('Awareness').optional().nullable(),
  consideration: longText('Consideration').optional().nullable(),
  decision: longText('Decision').optional().nullable(),
});
export type BuyerJourney = z.infer<typeof buyerJourneySchema>;

const optionalShort = (label: string) => shortText(label).optional().nullable();

/**
 * The profile fields a wizard sends (docs/product.md §3, ICP). Only name and type are required
 * (docs/product.md §5); the b2b fields (firmographics) and the b2c fields (demographics) are both optional.
 */
export const icpFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Profile name is required')
    .max(200, 'Profile name must be at most 200 characters'),
  type: icpTypeSchema,
  status: statusSchema.optional(),
  // b2b: firmographics
  industry: optionalShort('Industry'),
  companySize: optionalShort('Company size'),
  revenue: optionalShort('Revenue range'),
  technographics: textList('Technology stack').optional(),
  decisionMakerRole: optionalShort('Decision maker role'),
  decisionMakerTitle: optionalShort('Decision maker title'),
  // b2c: demographics
  ageRange: optionalShort('Age range'),
  gender: genderSchema.optional().nullable(),
  education: optionalShort('Education'),
  occupation: optionalShort('Occupation'),
  income: optionalShort('Income range'),
  // both
  geographics: textList('Geography').optional(),
  psychographics: longText('Psychographics').optional().nullable(),
  behavioralTraits: textList('Behavioral traits').optional(),
  painPoints: textList('Pain points').optional(),
  needs: textList('Needs').optional(),
  goals: textList('Goals').optional(),
  preferredChannels: textList('Preferred channels').optional(),
  buyerJourney: buyerJourneySchema.optional().nullable(),
  /**
   * The trade the profile is for (a PROFESSIONS id; the wizard defaults it to the user's own). It picks the
   * examples of the score's tips and the AI's knowledge. Added after the first release: a save that leaves
   * it out keeps the stored one; null clears it.
   */
  profession: professionIdSchema.optional(),
  /**
   * Where the values of the fields it names come from (docs/evidence.md, "Evidence ledger"): 'ai' for a
   * value accepted from an AI suggestion, 'assumed' for a guess, 'stated' for a typed one. Optional: a
   * field the save changes without naming it is 'stated'; one it leaves as it was keeps its origin.
   */
  fieldSources: fieldSourcesInputSchema.optional(),
  /**
   * Not a fit (anti-ICP): who the firm does not want as a client ("fewer than 5 employees", "wants one-off
   * filings only"); a client row that hits one has its fit score capped (docs/evidence.md, Fit score).
   * Added after the first release: a save that leaves it out keeps the stored list; [] clears it.
   */
  disqualifiers: textList('Not a fit').optional(),
});
export type IcpFields = z.infer<typeof icpFieldsSchema>;
export type IcpFieldsInput = z.input<typeof icpFieldsSchema>;

/** `POST /api/advisor/icp`: a team member or admin creating for a client. */
export const advisorIcpRequestSchema = icpFieldsSchema.extend({ clientId: idSchema });
export type AdvisorIcpRequest = z.infer<typeof advisorIcpRequestSchema>;

export const icpStatusRequestSchema = z.object({ status: statusSchema });

export const icpSchema = z.object({
  id: idSchema,
  name: z.string(),
  userId: idSchema,
  createdBy: idSchema,
  status: statusSchema,
  type: icpTypeSchema,
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  revenue: z.string().nullable(),
  technographics: z.array(z.string()),
  decisionMakerRole: z.string().nullable(),
  decisionMakerTitle: z.string().nullable(),
  ageRange: z.string().nullable(),
  gender: genderSchema.nullable(),
  education: z.string().nullable(),
  occupation: z.string().nullable(),
  income: z.string().nullable(),
  geographics: z.array(z.string()),
  psychographics: z.string().nullable(),
  behavioralTraits: z.array(z.string()),
  painPoints: z.array(z.string()),
  needs: z.array(z.string()),
  goals: z.array(z.string()),
  preferredChannels: z.array(z.string()),
  buyerJourney: buyerJourneySchema.nullable(),
  personaNarrative: z.string().nullable(),
  /** The trade the profile is for (a PROFESSIONS id), null when not set. */
  profession: z.string().nullable().optional(),
  /** Not a fit (anti-ICP): the disqualifiers, [] when none (docs/evidence.md, Fit score). */
  disqualifiers: z.array(z.string()).optional(),
  /** Written by the AI analysis; absent (null) until a language model has looked at the profile. */
  aiSuggestions: jsonSchema.nullable(),
  /** Denormalised for lists: the owning client's display name and e-mail. */
  clientName: z.string().nullable().optional(),
  clientEmail: z.string().nullable().optional(),
  /**
   * Whether the stored quality score reflects this content (docs/product.md §10, "The score follows the
   * profile"): 'none' no score and none coming, 'updating' a re-score is queued, 'current', 'stale' the
   * profile changed and no re-score is coming (Analyze brings it up to date).
   */
  scoreState: z.enum(['none', 'updating', 'current', 'stale']).optional(),
  /** The origin of every filled content field (docs/evidence.md, "Evidence ledger"). */
  fieldSources: fieldSourcesSchema.optional(),
  /** The current version (docs/product.md §13); a save may send it back as `version`. */
  version: z.number().int().optional(),
  /** The owner's sign-off of a version (docs/product.md §18); null: never signed off. */
  signOff: signOffSchema.nullable().optional(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Icp = z.infer<typeof icpSchema>;
export type ScoreState = NonNullable<Icp['scoreState']>;

/**
 * The orders of the profile list (docs/product.md §2, My ICPs): `updated` newest change first (the
 * default), `created` newest first, `name` A to Z, `score` highest quality score first (unscored last).
 */
export const ICP_LIST_SORTS = ['updated', 'created', 'name', 'score'] as const;
export const icpListSortSchema = z.enum(ICP_LIST_SORTS, {
  message: `Sort must be one of ${ICP_LIST_SORTS.join(', ')}`,
});
export type IcpListSort = z.infer<typeof icpListSortSchema>;

export const icpListQuerySchema = z.object({
  status: statusSchema.optional(),
  type: icpTypeSchema.optional(),
  industry: z.string().max(200).optional(),
  search: z.string().max(200).optional(),
  /** 'me': created by the caller; 'client': created by the owning client. */
  createdBy: z.enum(['me', 'client']).optional(),
  userId: idSchema.optional(),
  /**
   * 'true': only profiles an AI review wrote suggestions for, or with a field the AI suggested (the
   * dashboard's AI Insights); 'false': the rest.
   */
  hasAi: z.enum(['true', 'false']).optional(),
  /** The order of the page; without it, newest change first. */
  sort: icpListSortSchema.optional(),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type IcpListQuery = z.infer<typeof icpListQuerySchema>;

/** docs/product.md §3, Draft. `draftData` is the whole wizard form as the browser holds it. */
export const draftRequestSchema = z.object({
  clientType: z.string().max(20).optional().nullable(),
  name: z.string().max(200, 'Profile name must be at most 200 characters').optional().nullable(),
  industry: z.string().max(200).optional().nullable(),
  draftData: z.record(z.string(), jsonSchema),
  currentStep: z.number().int().min(1).max(5),
  clientId: idSchema.optional().nullable(),
});
export type DraftRequest = z.infer<typeof draftRequestSchema>;

export const draftSchema = z.object({
  id: idSchema,
  userId: idSchema,
  clientType: z.string().nullable(),
  name: z.string().nullable(),
  industry: z.string().nullable(),
  draftData: z.record(z.string(), jsonSchema),
  currentStep: z.number().int(),
  lastSaved: isoDateSchema,
  clientId: idSchema.nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

/** docs/product.md §3, ICP score: the rubric's figures plus what a language model may add on top. */
export const icpScoreSchema = z.object({
  icpId: idSchema,
  overallScore: z.number().int().min(0).max(100),
  demographicsScore: z.number().int().min(0).max(100),
  psychographicsScore: z.number().int().min(0).max(100),
  painPointsScore: z.number().int().min(0).max(100),
  needsScore: z.number().int().min(0).max(100),
  channelsScore: z.number().int().min(0).max(100),
  /** The rubric's concrete suggestions, then any written by a language model. */
  suggestions: z.array(z.string()),
  rubricVersion: z.number().int(),
  /** 'rubric' until the AI analysis adds its part; 'pending' while the job runs. */
  aiStatus: z.enum(['none', 'pending', 'done', 'failed']),
  aiSuggestions: z.array(z.string()).nullable(),
  /** Why the AI review failed, in words for the user (only with aiStatus 'failed'). */
  aiError: z.string().nullable().optional(),
  /** When these figures were computed (by Analyze or by the re-score after a save). */
  analyzedAt: isoDateSchema,
  /**
   * Whether the figures reflect the profile's latest content: 'updating' while the re-score queued by
   * a save runs, 'stale' when none is coming (docs/product.md §10).
   */
  state: z.enum(['current', 'updating', 'stale']).optional(),
  /** The AI part (suggestions, persona narrative) was written for an earlier version of the profile. */
  aiOutdated: z.boolean().optional(),
  /** The Analyze the AI part belongs to (its job carries it); the re-score after a save keeps it. */
  aiRequestedAt: isoDateSchema.nullable().optional(),
});
export type IcpScore = z.infer<typeof icpScoreSchema>;

export function scoreBand(score: number): {
  label: 'Excellent' | 'Good' | 'Needs Work';
  color: 'green' | 'yellow' | 'red';
} {
  if (score >= 76) return { label: 'Excellent', color: 'green' };
  if (score >= 51) return { label: 'Good', color: 'yellow' };
  return { label: 'Needs Work', color: 'red' };
}

/* ---- Request bodies of the ICP subjects (RpcRequest.body) and their HTTP twins ---- */

export const idParamSchema = z.object({ id: idSchema });
export type IdParam = z.infer<typeof idParamSchema>;

/** `POST /api/icps`: the profile fields; `draftId` names the draft to delete once the profile exists. */
export const icpCreateRequestSchema = icpFieldsSchema.extend({ draftId: idSchema.optional().nullable() });
export type IcpCreateRequest = z.infer<typeof icpCreateRequestSchema>;
export const advisorIcpCreateRequestSchema = advisorIcpRequestSchema.extend({
  draftId: idSchema.optional().nullable(),
});

/**
 * `PUT /api/icps/{id}`: the profile fields and, optionally, the version the edit started from
 * (docs/product.md §13: a stale one answers 409 with both versions; none, last write wins).
 */
export const icpUpdateRequestSchema = icpFieldsSchema.extend({ version: baseVersionSchema.optional() });
/** ICP.update: `PUT /api/icps/{id}` with the profile fields (and the version it started from). */
export const icpUpdateRpcSchema = z.object({
  id: idSchema,
  fields: icpFieldsSchema,
  version: baseVersionSchema.optional(),
});
/** ICP.setStatus: `PATCH /api/icps/{id}` `{status}`. */
export const icpSetStatusRpcSchema = z.object({ id: idSchema, status: statusSchema });
/** ICP.updateDraft: `PUT /api/drafts/{id}`. */
export const draftUpdateRpcSchema = z.object({ id: idSchema, draft: draftRequestSchema });

/** Batched counts for many users in one call (admin lists). */
export const countsByUserRequestSchema = z.object({ userIds: z.array(idSchema).max(1000) });
export const countsByUserResponseSchema = z.record(
  z.string(),
  z.object({ total: z.number().int(), completed: z.number().int() }),
);
export type CountsByUser = z.infer<typeof countsByUserResponseSchema>;

/**
 * ICP.activityByUser / PLAYBOOK.activityByUser (an advisor's client list): per user, how many items they
 * own, the open tasks on them (playbook service; 0 from icp) and when anything of theirs last changed.
 * Every asked id answers; ids the actor may not see answer zeros and null.
 */
export const activityByUserRequestSchema = countsByUserRequestSchema;
export const userActivitySchema = z.object({
  total: z.number().int(),
  openTasks: z.number().int(),
  lastActivityAt: isoDateSchema.nullable(),
});
export const activityByUserResponseSchema = z.record(z.string(), userActivitySchema);
export type ActivityByUser = z.infer<typeof activityByUserResponseSchema>;

/** ICP.stats / PLAYBOOK.stats (admin metrics): how many there are in all. */
export const totalStatsSchema = z.object({ total: z.number().int() });
export type TotalStats = z.infer<typeof totalStatsSchema>;

/** ICP.canSee / PLAYBOOK.canSee: may the actor see this item (realtime rooms, notes, exports)? */
export const canSeeResponseSchema = z.object({ allowed: z.boolean(), ownerId: idSchema.nullable() });
export type CanSeeResponse = z.infer<typeof canSeeResponseSchema>;
