import { z } from 'zod';
import { idSchema, isoDateSchema, jsonSchema } from './common.js';
import { professionIdSchema } from './professions.js';

export const aiProviderSchema = z.enum(['openai', 'anthropic', 'gemini', 'custom']);
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** docs/product.md §3 and §5, AI settings. customApiKey is write-only: answers carry '' and `hasApiKey`. */
export const aiSettingsRequestSchema = z.object({
  provider: aiProviderSchema,
  model: z.string().max(200).optional().nullable(),
  customApiUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || URL.canParse(v), 'Please enter a valid URL')
    .optional()
    .nullable(),
  customApiKey: z.string().max(500).optional().nullable(),
  useReplitAI: z.boolean(),
});
export type AiSettingsRequest = z.infer<typeof aiSettingsRequestSchema>;

export const aiSettingsSchema = z.object({
  provider: aiProviderSchema,
  model: z.string().nullable(),
  customApiUrl: z.string().nullable(),
  customApiKey: z.literal(''),
  hasApiKey: z.boolean(),
  useReplitAI: z.boolean(),
  /**
   * Only in the answer of a save that was accepted with a reservation: the custom API URL's host could
   * not be resolved at save time (it is resolved and checked again at every call).
   */
  warning: z.string().optional(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

/**
 * `profession` is the user's own trade (a profession id), never the client's: the client's trade is
 * `industry`. Left out, the ai service uses the trade stored on the user's account (docs/engine.md).
 */
export const suggestDemographicsRequestSchema = z.object({
  type: z.enum(['b2b', 'b2c']),
  industry: z.string().max(200).optional().nullable(),
  profession: professionIdSchema.optional(),
  context: z
    .object({
      companySize: z.string().max(200).optional().nullable(),
      ageRange: z.string().max(200).optional().nullable(),
      /** Where the clients are (the profile's geographics): the chips use that country's currency. */
      geographics: z.array(z.string().max(200)).max(20).optional().nullable(),
    })
    .optional(),
});
export const icpDataRequestSchema = z.object({ icpData: z.record(z.string(), jsonSchema) });
export const suggestCampaignsRequestSchema = icpDataRequestSchema.extend({
  channels: z.array(z.string().max(200)).max(50).optional(),
});
/**
 * What the built-in engine asks instead of guessing (docs/engine.md, "Who is who"): the user's trade when
 * no trade is known, the fields to fill when the profile is too sparse to reason about. `field` is an
 * ICP field name (`profession` for the user's trade).
 */
export const aiQuestionSchema = z.object({ field: z.string(), question: z.string() });
export type AiQuestion = z.infer<typeof aiQuestionSchema>;
const questionsField = { questions: z.array(aiQuestionSchema).optional() };

export const suggestionsResponseSchema = z.object({
  suggestions: z.array(z.string()),
  ...questionsField,
});
export const messagingSchema = z.object({
  valueProposition: z.string(),
  keyMessages: z.array(z.string()),
  messagingPillars: z.array(z.string()),
});
export type Messaging = z.infer<typeof messagingSchema>;

/** The operator's installation-wide provider (`AI_PROVIDER`); 'builtin' is the offline engine. */
export const aiOperatorProviderSchema = z.enum(['openai', 'anthropic', 'gemini', 'custom', 'builtin']);
export type AiOperatorProvider = z.infer<typeof aiOperatorProviderSchema>;

/** One idea of `POST /api/ai/suggest-campaigns`. */
export const campaignSuggestionSchema = z.object({
  name: z.string().min(1),
  objective: z.string(),
  timeline: z.string(),
  channel: z.string().optional(),
  /** The journey stage the campaign serves (the built-in engine says it; providers may). */
  stage: z.enum(['awareness', 'consideration', 'decision', 'retention']).optional(),
  /** The KPI it drives, in the trade's units (e.g. "New-patient bookings a month"). */
  kpi: z.string().optional(),
});
export type CampaignSuggestion = z.infer<typeof campaignSuggestionSchema>;
/**
 * The compliance check of an AI answer before it is shown (docs/compliance.md): for a profile of a
 * regulated trade, each phrase of the answer that breaks one of the trade's advertising rules, with the
 * path of the string it is in (`valueProposition`, `keyMessages.1`, `0.objective`). Absent for other
 * trades and for answers with nothing to flag.
 */
export const aiComplianceFindingSchema = z.object({
  path: z.string(),
  ruleId: z.string(),
  regime: z.enum(['investment', 'legal', 'accounting', 'health']),
  phrase: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  title: z.string(),
  source: z.string(),
  why: z.string(),
  rewording: z.string(),
  replacement: z.string().optional(),
});
export type AiComplianceFinding = z.infer<typeof aiComplianceFindingSchema>;
const complianceField = { compliance: z.array(aiComplianceFindingSchema).optional() };

export const suggestCampaignsResponseSchema = z.object({
  suggestions: z.array(campaignSuggestionSchema),
  ...complianceField,
  ...questionsField,
});

/** `POST /api/ai/generate-messaging`: the messaging under `suggestions` and, as docs/product.md §7 allows, at the top level. */
export const generateMessagingResponseSchema = messagingSchema.extend({
  suggestions: messagingSchema,
  ...complianceField,
  ...questionsField,
});
export type GenerateMessagingResponse = z.infer<typeof generateMessagingResponseSchema>;
export type SuggestCampaignsResponse = z.infer<typeof suggestCampaignsResponseSchema>;

/** What the AI analysis of a profile writes: suggestions in words and a persona narrative. */
export const aiAnalysisResultSchema = z.object({
  suggestions: z.array(z.string()),
  personaNarrative: z.string(),
});
export type AiAnalysisResult = z.infer<typeof aiAnalysisResultSchema>;

/**
 * ICP.applyAiAnalysis (sent by the ai worker as the requester). `analyzedAt` names the analysis the job
 * belongs to: when the profile was analysed again since, the answer is `{applied: false}` (a newer job
 * writes). A failed analysis keeps the AI text of an earlier one and records `error`.
 */
export const applyAiAnalysisRequestSchema = z.object({
  icpId: idSchema,
  status: z.enum(['done', 'failed']),
  aiSuggestions: z.array(z.string().max(1000)).max(20).default([]),
  personaNarrative: z.string().max(10_000).default(''),
  error: z.string().max(500).optional().nullable(),
  analyzedAt: isoDateSchema.optional(),
});
export type ApplyAiAnalysisRequest = z.infer<typeof applyAiAnalysisRequestSchema>;
export const applyAiAnalysisResponseSchema = z.object({ applied: z.boolean() });

/** `GET /api/ai-settings/options`: what the settings screen offers. */
export const aiProviderOptionSchema = z.object({
  id: aiProviderSchema,
  label: z.string(),
  models: z.array(z.string()),
  /** The model used when the settings name none (null for custom: the endpoint decides). */
  defaultModel: z.string().nullable(),
  requiresApiKey: z.boolean(),
  requiresUrl: z.boolean(),
});
export const aiSettingsOptionsSchema = z.object({
  providers: z.array(aiProviderOptionSchema),
  /** "Use built-in AI": the operator's provider, or the offline engine ('builtin') when none is configured. */
  builtin: z.object({
    label: z.string(),
    provider: aiOperatorProviderSchema,
    model: z.string().nullable(),
  }),
  operatorConfigured: z.boolean(),
  /**
   * The operator allows API URLs on private, loopback and link-local addresses (AI_ALLOW_PRIVATE_URLS),
   * e.g. an Ollama or LM Studio server on the same machine or network. Optional for older servers.
   */
  allowPrivateUrls: z.boolean().optional(),
});
export type AiSettingsOptions = z.infer<typeof aiSettingsOptionsSchema>;

/**
 * `POST /api/ai-settings/test` (docs/product.md §10): the provider, URL and key as entered. A blank or
 * omitted key means the saved one (only for the saved provider and API URL).
 */
export const aiConnectionTestRequestSchema = aiSettingsRequestSchema.pick({
  provider: true,
  customApiUrl: true,
  customApiKey: true,
});
export type AiConnectionTestRequest = z.infer<typeof aiConnectionTestRequestSchema>;
export const aiConnectionTestResponseSchema = z.object({
  ok: z.literal(true),
  /** The models the provider lists (at most 200), as it names them. */
  models: z.array(z.string()),
});
export type AiConnectionTestResponse = z.infer<typeof aiConnectionTestResponseSchema>;
