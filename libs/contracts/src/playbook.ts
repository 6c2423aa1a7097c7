import { z } from 'zod';
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

/** selectedChannels: a list of names, a list of objects with a channel name, or a map (docs/product.md §3). */
export const selectedChannelsSchema = z.union([
  z.array(z.string().max(500)).max(100),
  z.array(z.object({ channel: z.string().max(500) }).catchall(jsonSchema)).max(100),
  z.record(z.string(), jsonSchema),
]);
export type SelectedChannels = z.infer<typeof selectedChannelsSchema>;

/** campaigns: objects with name, objective, timeline; or free text. */
export const campaignSchema = z
  .object({
    name: z.string().max(500).optional(),
    objective: z.string().max(5000).optional(),
    timeline: z.string().max(500).optional(),
  })
  .catchall(jsonSchema);
export const campaignsSchema = z.union([z.array(campaignSchema).max(100), z.string().max(20000)]);

/** kpis: a list with name or metric, and target; or free text. */
export const kpiSchema = z
  .object({
    name: z.string().max(500).optional(),
    metric: z.string().max(500).optional(),
    target: jsonSchema.optional(),
  })
  .catchall(jsonSchema);
export const kpisSchema = z.union([z.array(kpiSchema).max(100), z.string().max(20000)]);

export const playbookFieldsSchema = z.object({
  icpId: z.string({ message: 'ICP is required' }).min(1, 'ICP is required').pipe(idSchema),
  name: z
    .string({ message: 'Playbook name is required' })
    .trim()
    .min(1, 'Playbook name is required')
    .max(200, 'Playbook name must be at most 200 characters'),
  status: statusSchema.optional(),
  marketingGoals: textList('Goals').optional(),
  valueProposition: longText('Value proposition').optional().nullable(),
  keyMessages: textList('Key messages').optional(),
  messagingPillars: jsonSchema.optional().nullable(),
  positioning: longText('Positioning').optional().nullable(),
  selectedChannels: selectedChannelsSchema.optional().nullable(),
  contentStrategy: longText('Content strategy').optional().nullable(),
  campaigns: campaignsSchema.optional().nullable(),
  kpis: kpisSchema.optional().nullable(),
  targetMetrics: z
    .union([z.record(z.string(), jsonSchema), z.string().max(20000)])
    .optional()
    .nullable(),
  timeline: longText('Timeline').optional().nullable(),
  teamRoles: jsonSchema.optional().nullable(),
  tonality: shortText('Tonality').optional().nullable(),
  aiGeneratedCampaigns: jsonSchema.optional().nullable(),
  aiContentIdeas: jsonSchema.optional().nullable(),
});
export type PlaybookFields = z.infer<typeof playbookFieldsSchema>;

export const playbookStatusRequestSchema = z.object({ status: statusSchema });

export const playbookSchema = z.object({
  id: idSchema,
  name: z.string(),
  icpId: idSchema,
  userId: idSchema,
  createdBy: idSchema,
  status: statusSchema,
  marketingGoals: z.array(z.string()),
  valueProposition: z.string().nullable(),
  keyMessages: z.array(z.string()),
  messagingPillars: jsonSchema.nullable(),
  positioning: z.string().nullable(),
  selectedChannels: selectedChannelsSchema.nullable(),
  contentStrategy: z.string().nullable(),
  campaigns: campaignsSchema.nullable(),
  kpis: kpisSchema.nullable(),
  targetMetrics: z.union([z.record(z.string(), jsonSchema), z.string()]).nullable(),
  timeline: z.string().nullable(),
  teamRoles: jsonSchema.nullable(),
  tonality: z.string().nullable(),
  aiGeneratedCampaigns: jsonSchema.nullable(),
  aiContentIdeas: jsonSchema.nullable(),
  icpName: z.string().nullable().optional(),
  /** The owning client's name, as their profile shows it (lists and the detail page show it). */
  clientName: z.string().nullable().optional(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Playbook = z.infer<typeof playbookSchema>;

/** Count of channels or campaigns: array length or number of object keys (docs/product.md §2). */
export function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return 0;
}

/** Note or task (docs/product.md §3). */
export const noteStatusSchema = z.enum(['open', 'completed']);
export const noteRequestSchema = z
  .object({
    icpId: idSchema.optional().nullable(),
    playbookId: idSchema.optional().nullable(),
    note: z
      .string({ message: 'Note cannot be empty' })
      .trim()
      .min(1, 'Note cannot be empty')
      .max(5000, 'Note must be at most 5000 characters'),
    isTask: z.boolean().default(false),
    assignedTo: idSchema.optional().nullable(),
    status: noteStatusSchema.optional(),
  })
  .refine((v) => Boolean(v.icpId) !== Boolean(v.playbookId), {
    message: 'A note belongs to exactly one profile or playbook',
    path: ['icpId'],
  });
export type NoteRequest = z.infer<typeof noteRequestSchema>;

export const noteSchema = z.object({
  id: idSchema,
  icpId: idSchema.nullable(),
  playbookId: idSchema.nullable(),
  note: z.string(),
  isTask: z.boolean(),
  assignedTo: idSchema.nullable(),
  status: noteStatusSchema,
  userId: idSchema,
  authorName: z.string().nullable().optional(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Note = z.infer<typeof noteSchema>;

export const noteListQuerySchema = z
  .object({ icpId: idSchema.optional(), playbookId: idSchema.optional() })
  .refine((v) => Boolean(v.icpId) !== Boolean(v.playbookId), {
    message: 'Give icpId or playbookId',
    path: ['icpId'],
  });

/* ---- Request bodies of the PLAYBOOK subjects (RpcRequest.body) and their HTTP twins ---- */

export const playbookListQuerySchema = z.object({
  status: statusSchema.optional(),
  search: z.string().max(200).optional(),
  icpId: idSchema.optional(),
  userId: idSchema.optional(),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type PlaybookListQuery = z.infer<typeof playbookListQuerySchema>;

/** PLAYBOOK.update: `PUT /api/playbooks/{id}` with the playbook fields. */
export const playbookUpdateRpcSchema = z.object({ id: idSchema, fields: playbookFieldsSchema });
/** PLAYBOOK.setStatus: `PATCH /api/playbooks/{id}` `{status}`. */
export const playbookSetStatusRpcSchema = z.object({ id: idSchema, status: statusSchema });

/** PLAYBOOK.listNotes: `GET /api/notes?icpId=` or `?playbookId=`, newest first, paged. */
export const noteListRpcSchema = noteListQuerySchema.and(
  z.object({
    limit: z.coerce.number().int().min(1).max(500).default(200),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  }),
);
/** Open-task counts per item, in one call (team page cards). */
export const openTaskCountsRequestSchema = z.object({
  icpIds: z.array(idSchema).max(500).default([]),
  playbookIds: z.array(idSchema).max(500).default([]),
});
export const openTaskCountsResponseSchema = z.object({
  icps: z.record(z.string(), z.number().int()),
  playbooks: z.record(z.string(), z.number().int()),
});
