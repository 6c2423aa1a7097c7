import { z } from 'zod';
import { professionIdSchema } from './professions.js';
import { idSchema, isoDateSchema, pageLimitSchema, pageOffsetSchema, roleSchema } from './common.js';

/** A user as every API answer shows it: never a hash, never a token. */
export const userSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  role: roleSchema,
  profileImageUrl: z.string().nullable(),
  createdAt: isoDateSchema,
  /**
   * The user's trade (a PROFESSIONS id; docs/product.md, Account), the default of each profile they start;
   * null until they choose. Added after the first release: older clients ignore it.
   */
  profession: z.string().nullable().optional(),
  /** Whether the user has answered (or skipped) the first sign-in question about their trade. */
  professionAsked: z.boolean().optional(),
  /**
   * The new e-mail address the user asked to change to, until they open the link sent to it
   * (docs/product.md, Account). Only in answers about the caller themselves; null when none is pending.
   */
  pendingEmail: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** A client as the admin and advisor listings show it (docs/product.md §3, User "for client listings"). */
export const clientListingSchema = userSchema.extend({
  assignedAt: isoDateSchema.nullable(),
  notes: z.string().nullable(),
  advisorId: idSchema.nullable(),
  advisor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  icpCount: z.number().int(),
  playbookCount: z.number().int(),
});
export type ClientListing = z.infer<typeof clientListingSchema>;

/** An advisor's client as `GET /api/advisor/clients` answers it. */
export const advisorClientSchema = userSchema.extend({
  assignedAt: isoDateSchema,
  notes: z.string().nullable(),
});
export type AdvisorClient = z.infer<typeof advisorClientSchema>;

/**
 * An item of `GET /api/advisor/clients`: the client with their assignment, and their profile and
 * playbook counts, their open tasks (on their profiles and playbooks) and when anything of theirs
 * (a profile, a playbook, a note or task) last changed (null: nothing yet).
 */
export const advisorClientListingSchema = advisorClientSchema.extend({
  icpCount: z.number().int(),
  playbookCount: z.number().int(),
  openTasks: z.number().int(),
  lastActivityAt: isoDateSchema.nullable(),
});
export type AdvisorClientListing = z.infer<typeof advisorClientListingSchema>;

/** How many recent clients an advisor card shows; `clientCount - clients.length` more are "+n more". */
export const ADVISOR_RECENT_CLIENTS = 3;

/**
 * An advisor card of the admin page (`GET /api/admin/advisors`, every advisor, by name): `clientCount`
 * assigned clients, of which `clients` are the most recent (at most ADVISOR_RECENT_CLIENTS, newest first).
 */
export const advisorSummarySchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  clientCount: z.number().int(),
  clients: z.array(
    z.object({
      id: idSchema,
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      assignedAt: isoDateSchema,
    }),
  ),
});
export type AdvisorSummary = z.infer<typeof advisorSummarySchema>;

export const adminMetricsSchema = z.object({
  totalUsers: z.number().int(),
  totalICPs: z.number().int(),
  totalPlaybooks: z.number().int(),
  activeAssignments: z.number().int(),
  unassignedClients: z.number().int(),
  advisorCount: z.number().int(),
  /**
   * Added with the no-SMTP notice: whether the install can send e-mail (auth has SMTP_URL). false: no
   * password reset or e-mail change link reaches anyone; the admin dashboard says so.
   */
  emailConfigured: z.boolean().optional(),
});
export type AdminMetrics = z.infer<typeof adminMetricsSchema>;

/**
 * AUTH.stats: the user side of the admin metrics. `activeAssignments` counts the assignments of users
 * who are clients (the admin list's "assigned" filter), `unassignedClients` the clients without one
 * (its "unassigned" filter), so the cards and the filtered totals agree.
 */
export const authStatsSchema = z.object({
  totalUsers: z.number().int(),
  clientCount: z.number().int(),
  advisorCount: z.number().int(),
  adminCount: z.number().int(),
  activeAssignments: z.number().int(),
  unassignedClients: z.number().int(),
  /** Whether auth can send e-mail (SMTP_URL set). */
  emailConfigured: z.boolean().optional(),
});
export type AuthStats = z.infer<typeof authStatsSchema>;

export const assignmentSchema = z.object({
  id: idSchema,
  clientId: idSchema,
  advisorId: idSchema,
  notes: z.string().nullable(),
  assignedAt: isoDateSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** Assignment body (docs/product.md §5: advisor required; notes trimmed and omitted when empty). */
export const assignmentInputSchema = z.object({
  clientId: idSchema,
  advisorId: idSchema.or(z.literal('')).refine((v) => v !== '', 'Advisor is required'),
  notes: z
    .string()
    .max(1000, 'Notes must be at most 1000 characters')
    .optional()
    .nullable()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim())),
});
export type AssignmentInput = z.infer<typeof assignmentInputSchema>;

export const roleChangeSchema = z.object({ role: roleSchema });
export type RoleChange = z.infer<typeof roleChangeSchema>;

/**
 * Role labels as the header shows them; `team_member` is "Advisor" (docs/product.md §1, "The advisor
 * role's names").
 */
export function roleLabel(role: string | undefined | null): string {
  switch (role) {
    case 'admin':
      return 'Admin';
    case 'team_member':
      return 'Advisor';
    case 'client':
      return 'Client';
    default:
      return 'User';
  }
}

/* ---- Request bodies of the AUTH subjects ---- */

/** AUTH.scope answer: which owners' data the actor may see. */
export const accessScopeSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ all: z.literal(false), userIds: z.array(idSchema) }),
]);
export type AccessScope = z.infer<typeof accessScopeSchema>;

export const userListQuerySchema = z.object({
  role: roleSchema.optional(),
  search: z.string().max(200).optional(),
  /** Admin client lists: 'assigned' | 'unassigned' clients, or those of one advisor. */
  assignment: z.enum(['assigned', 'unassigned']).optional(),
  advisorId: idSchema.optional(),
  /**
   * The order (docs/product.md §2, All Clients): by name (first, then last), e-mail, sign-up date or the
   * advisor's name (clients without one last); newest sign-up first when absent. `order` defaults to
   * ascending for a named field.
   */
  sort: z.enum(['name', 'email', 'createdAt', 'advisor']).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type UserListSort = NonNullable<z.infer<typeof userListQuerySchema>['sort']>;
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** `GET /api/admin/clients` (ADMIN.clients): the user list's filters; the role is always client. */
export const adminClientQuerySchema = userListQuerySchema.omit({ role: true });
export type AdminClientQuery = z.infer<typeof adminClientQuerySchema>;

export const usersByIdsRequestSchema = z.object({ ids: z.array(idSchema).max(1000) });
/** AUTH.taskAssignees: the owner of the item a task is on. */
export const taskAssigneesRequestSchema = z.object({ ownerId: idSchema });
export const setRoleRpcSchema = z.object({ id: idSchema, role: roleSchema });
export const assignmentUpdateRpcSchema = z.object({ clientId: idSchema, input: assignmentInputSchema });
/** AUTH.resolveActor and AUTH.canSeeUser: one user by id. */
export const userIdRequestSchema = z.object({ userId: idSchema });
/** AUTH.maySeeUser: may `viewerId` see `userId`'s data? */
export const maySeeUserRequestSchema = z.object({ viewerId: idSchema, userId: idSchema });
/** AUTH.advisorClients: a team member asks for their own clients; an admin may name an advisor. */
export const advisorClientsRequestSchema = z.object({ advisorId: idSchema.optional() });

/**
 * `PATCH /api/auth/me`: what a signed-in user may change about themselves. `profession` (an id or null)
 * also marks the first sign-in question as answered; an empty body just marks it (the "Skip" answer).
 * Names alone leave the question as it was.
 */
const personNameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(50, `${label} must be less than 50 characters`);

export const updateMeRequestSchema = z.object({
  profession: professionIdSchema.optional(),
  /** The user's own name (Settings › Account); each, when given, is trimmed and 1–50 characters. */
  firstName: personNameSchema('First name').optional(),
  lastName: personNameSchema('Last name').optional(),
});
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
