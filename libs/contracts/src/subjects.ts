/**
 * NATS subjects. Request/reply subjects are answered by one member of the owning service's queue group;
 * event subjects fan out to every listener. The gateway's `send()` and the service's `@MessagePattern`
 * import the same constant.
 *
 * Every request carries `RpcRequest<T>` = `{ actor, body }` (see rpc.ts).
 */
export const AUTH = {
  register: 'auth.register',
  verifyCredentials: 'auth.credentials.verify',
  resolveActor: 'auth.actor.resolve',
  /**
   * `{username}` (a user name or an e-mail address) -> `{accountKey}`: the account's id when the identifier
   * names one, else the identifier itself, lower-cased. The gateway counts failed sign-ins under this key,
   * so a user name and its e-mail address share one budget.
   */
  loginAccountKey: 'auth.credentials.account-key',
  forgotPassword: 'auth.password.forgot',
  resetPassword: 'auth.password.reset',
  getUser: 'auth.users.get',
  listUsers: 'auth.users.list',
  usersByIds: 'auth.users.by-ids',
  setRole: 'auth.users.set-role',
  /** Which client ids an actor may see: `{all: true}` for admins, a list for advisors and clients. */
  scope: 'auth.access.scope',
  canSeeUser: 'auth.access.can-see-user',
  advisorClients: 'auth.advisor.clients',
  listAssignments: 'auth.assignments.list',
  createAssignment: 'auth.assignments.create',
  updateAssignment: 'auth.assignments.update',
  deleteAssignment: 'auth.assignments.delete',
  /** Admin metrics: user counts by role, assignments, unassigned clients (`authStatsSchema`). Admin only. */
  stats: 'auth.stats',
  /** Every advisor with their client count and three most recent clients (`advisorSummarySchema[]`). Admin only. */
  advisorSummaries: 'auth.advisors.summaries',
} as const;

export const ICP = {
  list: 'icp.icps.list',
  get: 'icp.icps.get',
  create: 'icp.icps.create',
  createForClient: 'icp.icps.create-for-client',
  update: 'icp.icps.update',
  setStatus: 'icp.icps.set-status',
  delete: 'icp.icps.delete',
  canSee: 'icp.icps.can-see',
  countsByUser: 'icp.icps.counts-by-user',
  /** `{userIds}` -> `activityByUserResponseSchema` (profile counts, last change) for the users the actor sees. */
  activityByUser: 'icp.icps.activity-by-user',
  /** `{total}` profiles (`totalStatsSchema`). Admin only. */
  stats: 'icp.icps.stats',
  getScore: 'icp.scores.get',
  analyze: 'icp.scores.analyze',
  /**
   * The AI analysis' part of a score (`applyAiAnalysisRequestSchema` -> `{applied}`), sent by the ai worker
   * as the requester; publishes EVENTS.scoreUpdated when applied.
   */
  applyAiAnalysis: 'icp.scores.apply-ai-analysis',
  listDrafts: 'icp.drafts.list',
  getDraft: 'icp.drafts.get',
  createDraft: 'icp.drafts.create',
  updateDraft: 'icp.drafts.update',
  deleteDraft: 'icp.drafts.delete',
} as const;

export const PLAYBOOK = {
  list: 'playbook.playbooks.list',
  get: 'playbook.playbooks.get',
  create: 'playbook.playbooks.create',
  update: 'playbook.playbooks.update',
  setStatus: 'playbook.playbooks.set-status',
  delete: 'playbook.playbooks.delete',
  canSee: 'playbook.playbooks.can-see',
  countsByUser: 'playbook.playbooks.counts-by-user',
  /** `{userIds}` -> `activityByUserResponseSchema` (playbooks, open tasks, last change) for the users the actor sees. */
  activityByUser: 'playbook.playbooks.activity-by-user',
  /** `{total}` playbooks (`totalStatsSchema`). Admin only. */
  stats: 'playbook.playbooks.stats',
  listNotes: 'playbook.notes.list',
  openTaskCounts: 'playbook.notes.open-task-counts',
  createNote: 'playbook.notes.create',
  completeNote: 'playbook.notes.complete',
} as const;

export const AI = {
  suggestDemographics: 'ai.suggest.demographics',
  suggestPainPoints: 'ai.suggest.pain-points',
  suggestChannels: 'ai.suggest.channels',
  generateMessaging: 'ai.generate.messaging',
  suggestCampaigns: 'ai.suggest.campaigns',
  getSettings: 'ai.settings.get',
  putSettings: 'ai.settings.put',
  /** Providers with their labels and models, and whether the operator configured a provider. */
  settingsOptions: 'ai.settings.options',
} as const;

export const ADMIN = {
  metrics: 'admin.metrics',
  clients: 'admin.clients',
  advisors: 'admin.advisors',
  /** `GET /api/advisor/clients`: auth's list of an advisor's clients with counts from icp and playbook. */
  advisorClients: 'admin.advisor-clients',
} as const;

/** Fan-out events (no reply). */
export const EVENTS = {
  userChanged: 'events.user.changed',
  sessionsRevoked: 'events.user.sessions-revoked',
  signedOut: 'events.user.signed-out',
  assignmentChanged: 'events.assignment.changed',
  icpChanged: 'events.icp.changed',
  playbookChanged: 'events.playbook.changed',
  noteAdded: 'events.note.added',
  noteUpdated: 'events.note.updated',
  taskAssigned: 'events.task.assigned',
  taskCompleted: 'events.task.completed',
  scoreUpdated: 'events.score.updated',
} as const;

export type Subject =
  | (typeof AUTH)[keyof typeof AUTH]
  | (typeof ICP)[keyof typeof ICP]
  | (typeof PLAYBOOK)[keyof typeof PLAYBOOK]
  | (typeof AI)[keyof typeof AI]
  | (typeof ADMIN)[keyof typeof ADMIN];
