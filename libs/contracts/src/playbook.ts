import { z } from 'zod';
import { playbookApprovalSchema } from './approvals.js';
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
import { baseVersionSchema, signOffSchema } from './history.js';

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
  /** The current version (docs/product.md §13); a save may send it back as `version`. */
  version: z.number().int().optional(),
  /** The owner's sign-off of a version (docs/product.md §18); null: never signed off. */
  signOff: signOffSchema.nullable().optional(),
  /** Its approval for distribution (docs/approvals.md); null: never sent for approval. */
  approval: playbookApprovalSchema.nullable().optional(),
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

/**
 * A task's due day, YYYY-MM-DD (a calendar day, no time zone: "overdue" is read against the viewer's
 * own today).
 */
export const dueDateSchema = z
  .string({ message: 'Due date must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Due date must be a date (YYYY-MM-DD)')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Due date must be a date (YYYY-MM-DD)')
  .refine((v) => v >= '2000-01-01' && v <= '2100-12-31', 'Due date must be between 2000 and 2100');

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
    /** A task's due day (added after the first release; ignored on a plain note). */
    dueDate: dueDateSchema.optional().nullable(),
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
  /** A task's due day (YYYY-MM-DD) or null. Added after the first release: older clients ignore it. */
  dueDate: z.string().nullable().optional(),
  /** When the author last changed the text (null: never edited): the note shows "edited". */
  editedAt: isoDateSchema.nullable().optional(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Note = z.infer<typeof noteSchema>;

/**
 * `PATCH /api/notes/{id}`: the author changes their note's text, or their task's due day or assignee.
 * At least one of the three.
 */
export const noteUpdateRequestSchema = z
  .object({
    note: z
      .string({ message: 'Note cannot be empty' })
      .trim()
      .min(1, 'Note cannot be empty')
      .max(5000, 'Note must be at most 5000 characters')
      .optional(),
    dueDate: dueDateSchema.nullable().optional(),
    assignedTo: idSchema.nullable().optional(),
  })
  .refine((v) => v.note !== undefined || v.dueDate !== undefined || v.assignedTo !== undefined, {
    message: 'Nothing to change',
    path: ['note'],
  });
export type NoteUpdateRequest = z.infer<typeof noteUpdateRequestSchema>;
/** PLAYBOOK.updateNote: the route's `{id}` with its body. */
export const noteUpdateRpcSchema = z.object({ id: idSchema, changes: noteUpdateRequestSchema });

/** `GET /api/notes/assignees?icpId=|playbookId=`: who a task on that item may be given to. */
export const noteAssigneesQuerySchema = z
  .object({ icpId: idSchema.optional(), playbookId: idSchema.optional() })
  .refine((v) => Boolean(v.icpId) !== Boolean(v.playbookId), {
    message: 'Give icpId or playbookId',
    path: ['icpId'],
  });

export const noteListQuerySchema = z
  .object({ icpId: idSchema.optional(), playbookId: idSchema.optional() })
  .refine((v) => Boolean(v.icpId) !== Boolean(v.playbookId), {
    message: 'Give icpId or playbookId',
    path: ['icpId'],
  });

/* ---- Request bodies of the PLAYBOOK subjects (RpcRequest.body) and their HTTP twins ---- */

/**
 * The orders of the playbook list (docs/product.md §2, My Playbooks): `updated` newest change first (the
 * default), `created` newest first, `name` A to Z.
 */
export const PLAYBOOK_LIST_SORTS = ['updated', 'created', 'name'] as const;
export const playbookListSortSchema = z.enum(PLAYBOOK_LIST_SORTS, {
  message: `Sort must be one of ${PLAYBOOK_LIST_SORTS.join(', ')}`,
});
export type PlaybookListSort = z.infer<typeof playbookListSortSchema>;

export const playbookListQuerySchema = z.object({
  status: statusSchema.optional(),
  search: z.string().max(200).optional(),
  icpId: idSchema.optional(),
  userId: idSchema.optional(),
  /** The order of the page; without it, newest change first. */
  sort: playbookListSortSchema.optional(),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type PlaybookListQuery = z.infer<typeof playbookListQuerySchema>;

/** PLAYBOOK.update: `PUT /api/playbooks/{id}` with the playbook fields. */
export const playbookUpdateRpcSchema = z.object({
  id: idSchema,
  fields: playbookFieldsSchema,
  version: baseVersionSchema.optional(),
});
/**
 * `PUT /api/playbooks/{id}`: the playbook fields and, optionally, the version the edit started from
 * (docs/product.md §13: a stale one answers 409 with both versions; none, last write wins).
 */
export const playbookUpdateRequestSchema = playbookFieldsSchema.extend({
  version: baseVersionSchema.optional(),
});
/** PLAYBOOK.setStatus: `PATCH /api/playbooks/{id}` `{status}`. */
export const playbookSetStatusRpcSchema = z.object({ id: idSchema, status: statusSchema });

/** PLAYBOOK.listNotes: `GET /api/notes?icpId=` or `?playbookId=`, newest first, paged. */
export const noteListRpcSchema = noteListQuerySchema.and(
  z.object({
    limit: z.coerce.number().int().min(1).max(500).default(200),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  }),
);
/** `GET /api/tasks?filter=`: which tasks (docs/product.md §2, Tasks page). Every filter but `done` is open tasks. */
export const taskFilterSchema = z.enum(['mine', 'by-me', 'overdue', 'open', 'done']);
export type TaskFilter = z.infer<typeof taskFilterSchema>;

/**
 * PLAYBOOK.listTasks: the tasks on every item the caller may see (and those given to them), by due
 * day, undated last. `today` is the caller's calendar day (YYYY-MM-DD) for `overdue`; the server's
 * when left out.
 */
export const taskListQuerySchema = z.object({
  filter: taskFilterSchema.default('open'),
  today: dueDateSchema.optional(),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** A `@username` a note mentions, with the name of that person as the reader may see them. */
export const noteMentionSchema = z.object({ username: z.string(), name: z.string() });
export type NoteMention = z.infer<typeof noteMentionSchema>;

/**
 * A task as the Tasks page lists it: the note, the name of its profile or playbook (null when it can
 * no longer be read), the client the item belongs to and the assignee's name (null when the caller may
 * not see that account). `mentions` (added later; older answers lack it) names the people the text
 * mentions as `@username` among those who may be given a task on its item, as the caller sees them
 * (the people a mention notifies); a mention of anyone else is left out and shows as typed.
 */
export const taskSchema = noteSchema.extend({
  itemName: z.string().nullable(),
  clientName: z.string().nullable(),
  assigneeName: z.string().nullable(),
  mentions: z.array(noteMentionSchema).optional(),
});
export type Task = z.infer<typeof taskSchema>;

/**
 * PLAYBOOK.searchNotes: `GET /api/notes/search?search=`: the notes and tasks whose text holds `search`
 * (case-insensitive, `%` and `_` literal) on what the caller may see, newest first (docs/product.md §2,
 * Search).
 */
export const noteSearchQuerySchema = z.object({
  search: z
    .string({ message: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(200, 'Search text must be at most 200 characters'),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type NoteSearchQuery = z.infer<typeof noteSearchQuerySchema>;

/**
 * A note as the search finds it: the note with the name of its profile or playbook and of the client it
 * belongs to (null when they can no longer be read).
 */
export const noteSearchResultSchema = noteSchema.extend({
  itemName: z.string().nullable(),
  clientName: z.string().nullable(),
});
export type NoteSearchResult = z.infer<typeof noteSearchResultSchema>;

/** Open-task counts per item, in one call (team page cards). */
export const openTaskCountsRequestSchema = z.object({
  icpIds: z.array(idSchema).max(500).default([]),
  playbookIds: z.array(idSchema).max(500).default([]),
});
export const openTaskCountsResponseSchema = z.object({
  icps: z.record(z.string(), z.number().int()),
  playbooks: z.record(z.string(), z.number().int()),
});
