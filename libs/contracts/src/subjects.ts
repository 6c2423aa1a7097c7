/**
 * NATS subjects. Request/reply subjects are answered by one member of the owning service's queue group;
 * event subjects fan out to every listener. The caller's `RpcClient.request(SUBJECT, body)` and the
 * service's `@RpcHandler(SUBJECT)` import the same constant.
 *
 * Every request carries `RpcRequest<T>` = `{ actor, body }` (see rpc.ts). What a subject takes and
 * answers is said once, in the RPC map (rpc-map.ts), and for a subject an HTTP route forwards to, in
 * its route entry (http/routes.ts); the comments here say only what the types cannot.
 */
export const AUTH = {
  register: 'auth.register',
  verifyCredentials: 'auth.credentials.verify',
  resolveActor: 'auth.actor.resolve',
  /**
   * The account's id when the identifier names one, else the identifier itself, lower-cased. The gateway
   * counts failed sign-ins under this key, so a user name and its e-mail address share one budget.
   */
  loginAccountKey: 'auth.credentials.account-key',
  forgotPassword: 'auth.password.forgot',
  resetPassword: 'auth.password.reset',
  /**
   * The actor's new password; the session version goes up (every session of the user ends but the one the
   * gateway carries over).
   */
  changePassword: 'auth.password.change',
  /** Stores the pending change and mails its link to the new address. */
  requestEmailChange: 'auth.email-change.request',
  /** Applies a pending change (no actor: the link works signed out). */
  confirmEmailChange: 'auth.email-change.confirm',
  /**
   * The link mailed to the old address undoes a confirmed change (no actor): the old address comes back,
   * every session ends and the password must be chosen again.
   */
  undoEmailChange: 'auth.email-change.undo',
  /** Deletes the actor's account; publishes EVENTS.userDeleted. */
  deleteMe: 'auth.users.delete-me',
  /**
   * `{id}` (admin) -> `{message}`: deletes another user's account, as deleting one's own does (the
   * same transaction and EVENTS.userDeleted); the admin's own account 409, an unknown id 404.
   */
  deleteUser: 'auth.users.delete',
  getUser: 'auth.users.get',
  /** The actor changes their own account (profession); publishes userChanged. */
  updateMe: 'auth.users.update-me',
  listUsers: 'auth.users.list',
  usersByIds: 'auth.users.by-ids',
  /**
   * Who may be given a task on an item of that owner, among those the caller sees (the owner, the owner's
   * advisor, the admins, the caller).
   */
  taskAssignees: 'auth.users.task-assignees',
  setRole: 'auth.users.set-role',
  /** Which client ids an actor may see: `{all: true}` for admins, a list for advisors and clients. */
  scope: 'auth.access.scope',
  canSeeUser: 'auth.access.can-see-user',
  /**
   * May one user see another's data now? Asked by a service of its own accord, as no one (a share link's
   * maker, docs/product.md §14): auth reads the viewer afresh; a deleted account sees nothing.
   */
  maySeeUser: 'auth.access.may-see-user',
  advisorClients: 'auth.advisor.clients',
  /**
   * An advisor their own clients (naming another 403); an admin one advisor's, the unassigned ones, or
   * every client; a client 403.
   */
  cockpitClients: 'auth.cockpit.clients',
  listAssignments: 'auth.assignments.list',
  createAssignment: 'auth.assignments.create',
  updateAssignment: 'auth.assignments.update',
  deleteAssignment: 'auth.assignments.delete',
  /** Admin metrics: user counts by role, assignments, unassigned clients (`authStatsSchema`). Admin only. */
  stats: 'auth.stats',
  /** Every advisor with their client count and three most recent clients (`advisorSummarySchema[]`). Admin only. */
  advisorSummaries: 'auth.advisors.summaries',
  /** The actor's own notifications, newest first (§15). */
  listNotifications: 'auth.notifications.list',
  /** How many of the actor's notifications are unread. */
  notificationSummary: 'auth.notifications.summary',
  /** A notification marked read, by its recipient only (404 for anyone else). */
  readNotification: 'auth.notifications.read',
  /** Every notification of the actor read. */
  readAllNotifications: 'auth.notifications.read-all',
  /** How the actor gets notifications by e-mail. */
  getNotificationSettings: 'auth.notifications.settings.get',
  /** The actor's choice (instant, digest, none). */
  updateNotificationSettings: 'auth.notifications.settings.update',
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
  /** Profile counts and last change of the users the actor sees. */
  activityByUser: 'icp.icps.activity-by-user',
  /** Per user the latest profile's roll-up (§18), zeros for users the actor may not see. */
  cockpit: 'icp.icps.cockpit',
  /** The owning client signs off that (current) version (§18). */
  signOff: 'icp.icps.sign-off',
  /** How many profiles there are. Admin only. */
  stats: 'icp.icps.stats',
  /**
   * Profiles created per week (the last `weeks` UTC weeks, Monday first) and the quality-score distribution
   * (docs/product.md §2, Reports). Admin only.
   */
  reportStats: 'icp.icps.report-stats',
  getScore: 'icp.scores.get',
  analyze: 'icp.scores.analyze',
  /**
   * The AI analysis' part of a score, sent by the ai worker as the requester; publishes
   * EVENTS.scoreUpdated when applied.
   */
  applyAiAnalysis: 'icp.scores.apply-ai-analysis',
  listDrafts: 'icp.drafts.list',
  getDraft: 'icp.drafts.get',
  createDraft: 'icp.drafts.create',
  updateDraft: 'icp.drafts.update',
  deleteDraft: 'icp.drafts.delete',
  // ---- customer evidence (docs/evidence.md) ----
  /** The file read and the mapping proposed; stores nothing. */
  evidencePreview: 'icp.evidence.preview',
  /** Replaces the profile's import with every row, or 400 and keeps the old one. */
  evidenceImport: 'icp.evidence.import',
  /** The current import, its report and fit summary (null before any import). */
  evidenceGet: 'icp.evidence.get',
  /** The scored clients, best fit first by default. */
  evidenceFit: 'icp.evidence.fit',
  /** Deletes the import (its rows and mapping). */
  evidenceDelete: 'icp.evidence.delete',
  /** Where each field comes from, observed ones with their client counts. */
  evidenceLedger: 'icp.evidence.ledger',
  /** The scored list written once as CSV to Redis, its key. */
  evidenceFitCsv: 'icp.evidence.fit-csv',
  /** A prospect list scored, best first; stores nothing. */
  evidenceScore: 'icp.evidence.score',
  /** Stages an upload whose bytes the gateway left in Redis and queues its reading. */
  evidenceUploadCreate: 'icp.evidence.upload-create',
  /** An upload's state, progress, preview or error. */
  evidenceUploadStatus: 'icp.evidence.upload-status',
  // ---- duplicates (docs/product.md §11) ----
  /** A copy of a profile the actor may see ("Copy of <name>", in progress, no score). */
  duplicate: 'icp.icps.duplicate',
  // ---- version history (docs/product.md §13) ----
  /** The item's versions, newest first. */
  listVersions: 'icp.versions.list',
  /** The profile's fields as that save left them. */
  getVersion: 'icp.versions.get',
  /** That version's fields saved again as a new version. */
  restoreVersion: 'icp.versions.restore',
  /** Everything of the actor's own (Download my data). */
  exportMine: 'icp.account.export',
  // ---- read-only share links (docs/product.md §14) ----
  /** A new link (its token told only here). */
  createShare: 'icp.shares.create',
  /** The item's live links (not revoked, not expired), newest first. */
  listShares: 'icp.shares.list',
  /** Revokes one link. */
  revokeShare: 'icp.shares.revoke',
  /** Revokes every live link of the item. */
  revokeAllShares: 'icp.shares.revoke-all',
  /** No actor: the item as the link shows it, and the view counted (404 when dead). */
  viewShare: 'icp.shares.view',
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
  /** Playbooks, open tasks and last change of the users the actor sees. */
  activityByUser: 'playbook.playbooks.activity-by-user',
  /** Latest playbook, open and overdue tasks (§18). */
  cockpit: 'playbook.playbooks.cockpit',
  /** The owning client signs off that (current) version (§18). */
  signOff: 'playbook.playbooks.sign-off',
  /** How many playbooks there are. Admin only. */
  stats: 'playbook.playbooks.stats',
  // ---- approval of copy (docs/approvals.md) ----
  /** The current version sent for approval, with its findings. */
  requestApproval: 'playbook.approvals.request',
  /** A playbook's approval records, newest first (whoever may see it). */
  playbookApprovals: 'playbook.approvals.of-playbook',
  /** The records the actor may review (their queue). */
  listApprovals: 'playbook.approvals.list',
  /** One record, for the author's side or a reviewer. */
  getApproval: 'playbook.approvals.get',
  /** A reviewer approves or returns a pending request. */
  decideApproval: 'playbook.approvals.decide',
  /** An admin marks a user as compliance reviewer. Admin only. */
  setComplianceReviewer: 'playbook.approvals.set-reviewer',
  /** Retention of approved copy. Admin only. */
  getApprovalSettings: 'playbook.approvals.get-settings',
  /** Admin only. */
  setApprovalSettings: 'playbook.approvals.set-settings',
  /** Playbooks created per week (the last `weeks` UTC weeks). Admin only. */
  reportStats: 'playbook.playbooks.report-stats',
  listNotes: 'playbook.notes.list',
  openTaskCounts: 'playbook.notes.open-task-counts',
  createNote: 'playbook.notes.create',
  completeNote: 'playbook.notes.complete',
  /** The author edits their note (text; a task's due day or assignee). */
  updateNote: 'playbook.notes.update',
  /** The author (or an admin) deletes a note. */
  deleteNote: 'playbook.notes.delete',
  /** A completed task open again. */
  reopenNote: 'playbook.notes.reopen',
  /** Who a task on that item may be given to. */
  noteAssignees: 'playbook.notes.assignees',
  /** The tasks on what the actor may see, and those given to them. */
  listTasks: 'playbook.tasks.list',
  /** Notes whose text holds the search, newest first. */
  searchNotes: 'playbook.notes.search',
  // ---- duplicates (docs/product.md §11) ----
  /** A copy of a playbook the actor may see ("Copy of <name>", in progress, no notes). */
  duplicate: 'playbook.playbooks.duplicate',
  // ---- version history (docs/product.md §13) ----
  /** The item's versions, newest first. */
  listVersions: 'playbook.versions.list',
  /** The playbook's fields as that save left them. */
  getVersion: 'playbook.versions.get',
  /** That version's fields saved again as a new version. */
  restoreVersion: 'playbook.versions.restore',
  /** The actor's playbooks and every note or task they wrote. */
  exportMine: 'playbook.account.export',
  // ---- templates (docs/product.md §12, Templates) ----
  /** Built-in, installation and the actor's own private templates. */
  listTemplates: 'playbook.templates.list',
  /** A profile the actor may see saved as a template. */
  saveIcpTemplate: 'playbook.templates.save-icp',
  /** A playbook the actor may see saved as a template. */
  savePlaybookTemplate: 'playbook.templates.save-playbook',
  /** The owner deletes a private template, an admin an installation one; never a built-in. */
  deleteTemplate: 'playbook.templates.delete',
  // ---- read-only share links (docs/product.md §14) ----
  /** A new link (its token told only here). */
  createShare: 'playbook.shares.create',
  /** The item's live links (not revoked, not expired), newest first. */
  listShares: 'playbook.shares.list',
  /** Revokes one link. */
  revokeShare: 'playbook.shares.revoke',
  /** Revokes every live link of the item. */
  revokeAllShares: 'playbook.shares.revoke-all',
  /** No actor: the item as the link shows it, and the view counted (404 when dead). */
  viewShare: 'playbook.shares.view',
  // ---- KPI actuals (docs/product.md §17) ----
  /** The KPIs with their actuals, status and trend. */
  listKpis: 'playbook.kpis.list',
  /** One period's value recorded (or changed). */
  putKpiActual: 'playbook.kpis.put-actual',
  /** One period's value removed. */
  deleteKpiActual: 'playbook.kpis.delete-actual',
  /** A CSV of rows kpi,period,value recorded, all or none. */
  importKpiActuals: 'playbook.kpis.import',
  /** Each playbook's overall KPI status (null: none or not visible). */
  kpiStatuses: 'playbook.kpis.statuses',
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
  /** The provider, URL and key as entered (or the saved key): its model list, the smallest request. */
  testSettings: 'ai.settings.test',
  /** The whole playbook from a profile, by the built-in engine (docs/engine.md, "Generating a playbook"). */
  generatePlaybook: 'ai.playbook.generate',
  /** One section of it again (`variant`, and the sections the user holds). */
  generatePlaybookSection: 'ai.playbook.generate-section',
} as const;

export const ADMIN = {
  metrics: 'admin.metrics',
  clients: 'admin.clients',
  advisors: 'admin.advisors',
  /** `GET /api/admin/reports`: figures per week, score buckets (icp, playbook) and advisor workload (auth). */
  reports: 'admin.reports',
  /** `GET /api/advisor/clients`: auth's list of an advisor's clients with counts from icp and playbook. */
  advisorClients: 'admin.advisor-clients',
  /** `GET /api/advisor/cockpit`: auth's clients with icp's and playbook's roll-ups (docs/product.md §18). */
  cockpit: 'admin.cockpit',
} as const;

/** Fan-out events (no reply). */
export const EVENTS = {
  userChanged: 'events.user.changed',
  sessionsRevoked: 'events.user.sessions-revoked',
  signedOut: 'events.user.signed-out',
  userDeleted: 'events.user.deleted',
  /** auth: an account was registered (the admin service's read cache drops its answers). */
  userCreated: 'events.user.created',
  assignmentChanged: 'events.assignment.changed',
  icpChanged: 'events.icp.changed',
  playbookChanged: 'events.playbook.changed',
  noteAdded: 'events.note.added',
  noteUpdated: 'events.note.updated',
  taskAssigned: 'events.task.assigned',
  taskCompleted: 'events.task.completed',
  noteDeleted: 'events.note.deleted',
  scoreUpdated: 'events.score.updated',
  /** playbook -> auth: notify users about a note (a mention, a task given or completed; §15). */
  notificationRequested: 'events.note.notification-requested',
  /** icp, playbook -> auth: links ended because their maker lost access (the owner is notified; §14). */
  sharesRevoked: 'events.shares.revoked',
  /** auth -> realtime: a user has a new notification (their sockets get it). */
  notificationCreated: 'events.notification.created',
  /** playbook -> realtime: a playbook's KPI actuals changed (its room reads them again; §17). */
  kpiActualsChanged: 'events.playbook.kpi-actuals-changed',
  /** realtime -> realtime: one instance's presence in rooms (every instance keeps the union; §4). */
  presenceSynced: 'events.realtime.presence',
  /** playbook -> auth: a KPI period ended without a value (owner and advisor are notified; §17). */
  kpiReviewDue: 'events.playbook.kpi-review-due',
} as const;

export type Subject =
  | (typeof AUTH)[keyof typeof AUTH]
  | (typeof ICP)[keyof typeof ICP]
  | (typeof PLAYBOOK)[keyof typeof PLAYBOOK]
  | (typeof AI)[keyof typeof AI]
  | (typeof ADMIN)[keyof typeof ADMIN];
