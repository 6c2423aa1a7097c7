import { z } from 'zod';
import {
  aiComplianceFindingSchema,
  aiOperatorProviderSchema,
  aiQuestionSchema,
  icpDataRequestSchema,
} from './ai.js';
import { idSchema, isoDateSchema } from './common.js';

/**
 * A playbook generated from a profile, section by section (docs/engine.md, "Generating a playbook"). Each
 * section can be generated again on its own; `toPlaybookFields` (playbook-fields.ts) turns the sections into
 * the stored playbook fields (playbook.ts).
 */

export const PLAYBOOK_SECTIONS = [
  'positioning',
  'messages',
  'objections',
  'channels',
  'roadmap',
  'kpis',
  'budget',
] as const;
export const playbookSectionNameSchema = z.enum(PLAYBOOK_SECTIONS);
export type PlaybookSectionName = z.infer<typeof playbookSectionNameSchema>;

export const JOURNEY_STAGES = ['awareness', 'consideration', 'decision', 'retention'] as const;
export const journeyStageSchema = z.enum(JOURNEY_STAGES);
export type JourneyStage = z.infer<typeof journeyStageSchema>;

/** How many days the campaign roadmap covers. */
export const ROADMAP_DAYS = 90;

const text = (max = 500) => z.string().trim().min(1).max(max);
const isoDay = z.iso.date();

/** What the user gives besides the profile: the roadmap's first day, a budget, and which alternative to write. */
export const playbookGenerationOptionsSchema = z.object({
  /** The roadmap's day 1 (YYYY-MM-DD); without it the roadmap speaks in day offsets only. */
  startDate: isoDay.optional(),
  /** 0 is the engine's first choice; any other number a different but equally valid alternative. */
  variant: z.number().int().min(0).max(1_000_000).optional(),
  /** The marketing budget for the 90 days, in whole units of its currency. */
  budget: z
    .object({
      amount: z.number().int().positive().max(1_000_000_000),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code')
        .optional(),
    })
    .optional(),
});
export type PlaybookGenerationOptions = z.infer<typeof playbookGenerationOptionsSchema>;

export const positioningSectionSchema = z.object({
  positioning: text(2000),
  valueProposition: text(2000),
  pillars: z.array(text(200)).min(1).max(6),
});
export type PositioningSection = z.infer<typeof positioningSectionSchema>;

const stageMessages = z.array(text()).min(1).max(4);
export const messagesSectionSchema = z.object({
  awareness: stageMessages,
  consideration: stageMessages,
  decision: stageMessages,
  retention: stageMessages,
});
export type MessagesSection = z.infer<typeof messagesSectionSchema>;

export const objectionSchema = z.object({ objection: text(), answer: text(1000) });
export const objectionsSectionSchema = z.array(objectionSchema).min(1).max(8);
export type ObjectionsSection = z.infer<typeof objectionsSectionSchema>;

export const rankedChannelSchema = z.object({
  rank: z.number().int().min(1),
  channel: text(),
  /** The journey stage this channel serves best. */
  stage: journeyStageSchema,
  reason: text(1000),
});
export type RankedChannel = z.infer<typeof rankedChannelSchema>;
export const channelsSectionSchema = z
  .array(rankedChannelSchema)
  .min(1)
  .max(10)
  .refine((list) => list.every((c, i) => c.rank === i + 1), { message: 'Ranks run 1, 2, 3... in order' });
export type ChannelsSection = z.infer<typeof channelsSectionSchema>;

export const roadmapCampaignSchema = z
  .object({
    name: text(200),
    stage: journeyStageSchema,
    channel: text(),
    offer: text(),
    /** The role that runs it ("Practice owner", "Marketing lead"). */
    owner: text(100),
    /** Day offsets within the roadmap, 1 to 90, both included. */
    startDay: z.number().int().min(1).max(ROADMAP_DAYS),
    endDay: z.number().int().min(1).max(ROADMAP_DAYS),
    /** The same days as dates when the roadmap has a start date. */
    startDate: isoDay.nullable(),
    endDate: isoDay.nullable(),
    /** The name of the KPI (kpis section) this campaign drives. */
    kpi: text(),
  })
  .refine((c) => c.startDay <= c.endDay, {
    message: 'A campaign ends on or after its start',
    path: ['endDay'],
  });
export type RoadmapCampaign = z.infer<typeof roadmapCampaignSchema>;
/** One 30-day phase of the roadmap: what it is for, and whether the client's busy season falls in it. */
export const roadmapPhaseSchema = z.object({
  name: text(100),
  startDay: z.number().int().min(1).max(ROADMAP_DAYS),
  endDay: z.number().int().min(1).max(ROADMAP_DAYS),
  /** Most of its days fall in the client's busy season: no campaign asks for the client's time then. */
  busy: z.boolean(),
  focus: text(1000),
});
export type RoadmapPhase = z.infer<typeof roadmapPhaseSchema>;
export const roadmapSectionSchema = z.object({
  startDate: isoDay.nullable(),
  days: z.literal(ROADMAP_DAYS),
  campaigns: z.array(roadmapCampaignSchema).min(1).max(8),
  /** The 30/60/90-day phases (added field: absent in roadmaps made before it). */
  phases: z.array(roadmapPhaseSchema).max(3).optional(),
});
export type RoadmapSection = z.infer<typeof roadmapSectionSchema>;

export const KPI_PERIODS = ['week', 'month', 'quarter', 'year', 'season', '90 days'] as const;
export const kpiPeriodSchema = z.enum(KPI_PERIODS);
export const generatedKpiSchema = z.object({
  name: text(),
  stage: journeyStageSchema,
  target: z.number().positive(),
  /** "%" for rates and shares, a currency code for money, otherwise what is counted ("new-patient bookings"). */
  unit: text(200),
  period: kpiPeriodSchema,
  /** Where the target comes from, so the user can adjust it to their own figures. */
  basis: text(1000),
});
export type GeneratedKpi = z.infer<typeof generatedKpiSchema>;
export const kpisSectionSchema = z.array(generatedKpiSchema).min(1).max(8);
export type KpisSection = z.infer<typeof kpisSectionSchema>;

export const budgetLineSchema = z.object({
  channel: text(),
  amount: z.number().int().min(0),
  /** The line's share of the whole budget, in percent (rounded to one decimal). */
  share: z.number().min(0).max(100),
  reason: text(1000),
});
export const budgetSectionSchema = z
  .object({
    amount: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    period: z.literal('90 days'),
    lines: z.array(budgetLineSchema).min(1).max(10),
    /** Held back for the campaign that performs best after the first month. */
    reserve: z.number().int().min(0),
  })
  .refine((b) => b.lines.reduce((s, l) => s + l.amount, 0) + b.reserve === b.amount, {
    message: 'The lines and the reserve add up to the budget',
    path: ['lines'],
  });
export type BudgetSection = z.infer<typeof budgetSectionSchema>;

export const playbookSectionsSchema = z.object({
  positioning: positioningSectionSchema,
  messages: messagesSectionSchema,
  objections: objectionsSectionSchema,
  channels: channelsSectionSchema,
  roadmap: roadmapSectionSchema,
  kpis: kpisSectionSchema,
  /** Only when the options give a budget. */
  budget: budgetSectionSchema.nullable(),
});
export type PlaybookSections = z.infer<typeof playbookSectionsSchema>;

/** Each section's schema by name, to check one regenerated section. */
export const PLAYBOOK_SECTION_SCHEMAS = {
  positioning: positioningSectionSchema,
  messages: messagesSectionSchema,
  objections: objectionsSectionSchema,
  channels: channelsSectionSchema,
  roadmap: roadmapSectionSchema,
  kpis: kpisSectionSchema,
  budget: budgetSectionSchema.nullable(),
} as const satisfies Record<PlaybookSectionName, z.ZodType>;
export type PlaybookSection<N extends PlaybookSectionName> = PlaybookSections[N];

/**
 * `POST /api/ai/generate-playbook`: the whole playbook from a profile's content (`icpData`, as the
 * suggestion routes take it) and the options.
 */
export const generatePlaybookRequestSchema = icpDataRequestSchema.extend({
  options: playbookGenerationOptionsSchema.optional(),
});
export type GeneratePlaybookRequest = z.infer<typeof generatePlaybookRequestSchema>;

/**
 * The sections the user already holds, for a section that depends on them (the roadmap on channels and
 * KPIs, the budget on the roadmap).
 */
export const currentPlaybookSectionsSchema = z.object({
  channels: channelsSectionSchema.optional(),
  kpis: kpisSectionSchema.optional(),
  roadmap: roadmapSectionSchema.optional(),
});

/** `POST /api/ai/generate-playbook/{section}`: one section again, usually with another `variant`. */
export const generatePlaybookSectionRequestSchema = generatePlaybookRequestSchema.extend({
  section: playbookSectionNameSchema,
  current: currentPlaybookSectionsSchema.optional(),
});
export type GeneratePlaybookSectionRequest = z.infer<typeof generatePlaybookSectionRequestSchema>;
export const playbookSectionParamSchema = z.object({ section: playbookSectionNameSchema });

/**
 * Who wrote the sections. The whole playbook (`POST /api/ai/generate-playbook`) is always the built-in
 * engine's, and `notice` says so when the user's (or the operator's) provider is another one. One section
 * (`POST /api/ai/generate-playbook/{section}`) is written by the user's provider: `engine` names it
 * (`openai`, `anthropic`, `gemini`, `custom` or `builtin`) and `model` the model asked.
 */
const generationAnswer = {
  engine: aiOperatorProviderSchema,
  /** The model that wrote the sections (absent for the built-in engine). */
  model: z.string().optional(),
  notice: z.string().optional(),
  /** What the AI asks instead of guessing: the user's trade, the fields of a sparse profile (docs/engine.md). */
  questions: z.array(aiQuestionSchema).optional(),
  /**
   * For a profile of a regulated trade, each phrase of the sections that breaks one of its advertising
   * rules, with the path of its string (`positioning.valueProposition`, `objections.1.answer`); absent
   * when nothing is flagged (docs/compliance.md, "AI suggestions, before they are shown").
   */
  compliance: z.array(aiComplianceFindingSchema).optional(),
};
export const generatePlaybookResponseSchema = z.object({
  ...generationAnswer,
  sections: playbookSectionsSchema,
});
export type GeneratePlaybookResponse = z.infer<typeof generatePlaybookResponseSchema>;
/** The one regenerated section, under its name (`budget` is null without a budget in the options). */
export const generatePlaybookSectionResponseSchema = z.object({
  ...generationAnswer,
  sections: playbookSectionsSchema.partial(),
});
export type GeneratePlaybookSectionResponse = z.infer<typeof generatePlaybookSectionResponseSchema>;

/** The most a kept review may weigh as JSON (seven sections, edited; a generated playbook is ~20 KB). */
export const PLAYBOOK_REVIEW_MAX_BYTES = 256 * 1024;
export const PLAYBOOK_REVIEW_TOO_LARGE = 'The playbook under review is too large to keep';

/**
 * A generated playbook under review, as the user left it (docs/product.md, "Generating a playbook": kept
 * on the server until it is created or discarded, so a reload, another tab or another device reopens it).
 * The sections are what arrived, with the user's edits and removals: a section may hold fewer items than
 * a freshly written one may (the user removed some), so each is kept as the review had it, bounded in
 * size; they are checked as a playbook when "Create playbook" saves them (`POST /api/playbooks`).
 */
export const playbookReviewInputSchema = z.object({
  name: z.string().max(200, 'Playbook name must be at most 200 characters'),
  options: playbookGenerationOptionsSchema,
  sections: z
    .partialRecord(playbookSectionNameSchema, z.unknown())
    .refine((s) => JSON.stringify(s).length <= PLAYBOOK_REVIEW_MAX_BYTES, PLAYBOOK_REVIEW_TOO_LARGE),
  /** The alternative each regenerated section is at (the next "Regenerate" asks for the one after). */
  variants: z.partialRecord(playbookSectionNameSchema, z.number().int().min(0).max(1_000_000)).optional(),
  writer: z.object({ engine: aiOperatorProviderSchema, model: z.string().max(200).optional() }).optional(),
  notice: z.string().max(2000).optional(),
});
export type PlaybookReviewInput = z.infer<typeof playbookReviewInputSchema>;

/** A kept review: what the user left, for which profile, and when it was last saved. */
export const playbookReviewSchema = z.object({
  icpId: idSchema,
  review: playbookReviewInputSchema,
  updatedAt: isoDateSchema,
});
export type PlaybookReview = z.infer<typeof playbookReviewSchema>;

/** `GET /api/icps/{id}/playbook-review`: the caller's kept review of this profile, or null. */
export const playbookReviewAnswerSchema = z.object({ kept: playbookReviewSchema.nullable() });
export type PlaybookReviewAnswer = z.infer<typeof playbookReviewAnswerSchema>;
