import { z } from 'zod';
import { jsonSchema } from './common.js';

export const aiProviderSchema = z.enum(['openai', 'anthropic', 'gemini', 'custom']);
export type AiProvider = z.infer<typeof aiProviderSchema>;

/** Spec section 3 and 5, AI settings. customApiKey is write-only: answers carry '' and `hasApiKey`. */
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
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

export const suggestDemographicsRequestSchema = z.object({
  type: z.enum(['b2b', 'b2c']),
  industry: z.string().max(200).optional().nullable(),
  context: z
    .object({
      companySize: z.string().max(200).optional().nullable(),
      ageRange: z.string().max(200).optional().nullable(),
    })
    .optional(),
});
export const icpDataRequestSchema = z.object({ icpData: z.record(z.string(), jsonSchema) });
export const suggestCampaignsRequestSchema = icpDataRequestSchema.extend({
  channels: z.array(z.string().max(200)).max(50).optional(),
});
export const suggestionsResponseSchema = z.object({ suggestions: z.array(z.string()) });
export const messagingSchema = z.object({
  valueProposition: z.string(),
  keyMessages: z.array(z.string()),
  messagingPillars: z.array(z.string()),
});
export type Messaging = z.infer<typeof messagingSchema>;
