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
  /**
   * `{currentPassword, newPassword}` -> `{user, sessionVersion}`: the actor's new password; the session
   * version goes up (every session of the user ends but the one the gateway carries over).
   */
  changePassword: 'auth.password.change',
  /** `{newEmail, currentPassword}` -> User: stores the pending change and mails its link to the new address. */
  requestEmailChange: 'auth.email-change.request',
  /** `{token}` -> `{message, email}`: applies a pending change (no actor: the link works signed out). */
  confirmEmailChange: 'auth.email-change.confirm',
  /**
   * `{token}` -> `{message, email}`: the link mailed to the old address undoes a confirmed change (no
   * actor): the old address comes back, every session ends and the password must be chosen again.
   */
  undoEmailChange: 'auth.email-change.undo',
  /** `{currentPassword}` -> `{message}`: deletes the actor's account; publishes EVENTS.userDeleted. */
  deleteMe: 'auth.users.delete-me',
  getUser: 'auth.users.get',
  /** `UpdateMeRequest` -> User: the actor changes their own account (profession); publishes userChanged. */
  updateMe: 'auth.users.update-me',
  listUsers: 'auth.users.list',
  usersByIds: 'auth.users.by-ids',
  /**
   * `{ownerId}` -> User[]: who may be given a task on an item of that owner, among those the caller sees
   * (the owner, the owner's advisor, the admins, the caller).
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
   * `{advisorId?, unassigned?}` -> CockpitClient[] (docs/product.md §18): an advisor their own clients
   * (naming another 403); an admin one advisor's, the unassigned ones, or every client; a client 403.
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
  /** `{unread?, limit, offset}` -> Page<Notification>: the actor's own notifications, newest first (§15). */
  listNotifications: 'auth.notifications.list',
  /** `{}` -> `{unreadCount}`: how many of the actor's notifications are unread. */
  notificationSummary: 'auth.notifications.summary',
  /** `{id}` -> Notification, read: only its recipient (404 for anyone else). */
  readNotification: 'auth.notifications.read',
  /** `{}` -> `{unreadCount: 0}`: every notification of the actor read. */
  readAllNotifications: 'auth.notifications.read-all',
  /** `{}` -> `{email}`: how the actor gets notifications by e-mail. */
  getNotificationSettings: 'auth.notifications.settings.get',
  /** `{email}` -> `{email}`: the actor's choice (instant, digest, none). */
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
  /** `{userIds}` -> `activityByUserResponseSchema` (profile counts, last change) for the users the actor sees. */
  activityByUser: 'icp.icps.activity-by-user',
  /** `{userIds}` -> `icpCockpitResponseSchema`: per user the latest profile's roll-up (§18), zeros for users the actor may not see. */
  cockpit: 'icp.icps.cockpit',
  /** `{id, version}` -> Icp: the owning client signs off that (current) version (§18). */
  signOff: 'icp.icps.sign-off',
  /** `{total}` profiles (`totalStatsSchema`). Admin only. */
  stats: 'icp.icps.stats',
  /**
   * `{weeks}` -> `icpReportStatsSchema`: profiles created per week (the last `weeks` UTC weeks, Monday
   * first) and the quality-score distribution (docs/product.md §2, Reports). Admin only.
   */
  reportStats: 'icp.icps.report-stats',
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
  // ---- customer evidence (docs/evidence.md) ----
  /** `{id, csv, mapping?}` -> `evidencePreviewSchema`: the file read and the mapping proposed; stores nothing. */
  evidencePreview: 'icp.evidence.preview',
  /** `{id, csv | uploadId, mapping?}` -> `evidenceWithFitSchema`: replaces the profile's import with every row, or 400 and keeps the old one. */
  evidenceImport: 'icp.evidence.import',
  /** `{id}` -> `evidenceWithFitSchema`: the current import, its report and fit summary (null before any import). */
  evidenceGet: 'icp.evidence.get',
  /** `{id, limit, offset, sort, order}` -> a page of `evidenceFitRankedItemSchema`, best fit first by default. */
  evidenceFit: 'icp.evidence.fit',
  /** `{id}` -> `{message}`: deletes the import (its rows and mapping). */
  evidenceDelete: 'icp.evidence.delete',
  /** `{id}` -> `icpLedgerSchema`: where each field comes from, observed ones with their client counts. */
  evidenceLedger: 'icp.evidence.ledger',
  /** `{id, layout}` -> `evidenceFitCsvResultSchema`: the scored list written once as CSV to Redis, its key. */
  evidenceFitCsv: 'icp.evidence.fit-csv',
  /** `{id, csv, mapping?, limit?}` -> `prospectScoreResultSchema`: a prospect list scored, best first; stores nothing. */
  evidenceScore: 'icp.evidence.score',
  /** `{id, blobId, size}` -> `{uploadId, state}`: stages an upload whose bytes the gateway left in Redis and queues its reading. */
  evidenceUploadCreate: 'icp.evidence.upload-create',
  /** `{id, uploadId}` -> `evidenceUploadStatusSchema`: an upload's state, progress, preview or error. */
  evidenceUploadStatus: 'icp.evidence.upload-status',
  // ---- duplicates (docs/product.md §11) ----
  /** `{id}` -> Icp: a copy of a profile the actor may see ("Copy of <name>", in progress, no score). */
  duplicate: 'icp.icps.duplicate',
  // ---- version history (docs/product.md §13) ----
  /** `{id, limit, offset}` -> a page of `versionSummarySchema`, newest first. */
  listVersions: 'icp.versions.list',
  /** `{id, version}` -> `versionDetailSchema`: the profile's fields as that save left them. */
  getVersion: 'icp.versions.get',
  /** `{id, version}` -> Icp: that version's fields saved again as a new version. */
  restoreVersion: 'icp.versions.restore',
  /** no body -> `{profiles, drafts}`: everything of the actor's own (Download my data). */
  exportMine: 'icp.account.export',
  // ---- read-only share links (docs/product.md §14) ----
  /** `{id, label?, expiresAt?}` -> ShareLinkCreated: a new link (its token told only here). */
  createShare: 'icp.shares.create',
  /** `{id}` -> ShareLink[]: the item's live links (not revoked, not expired), newest first. */
  listShares: 'icp.shares.list',
  /** `{id, shareId}` -> message: revokes one link. */
  revokeShare: 'icp.shares.revoke',
  /** `{id}` -> `{message, revoked}`: revokes every live link of the item. */
  revokeAllShares: 'icp.shares.revoke-all',
  /** `{token}` -> SharedItem, no actor: the item as the link shows it, and the view counted (404 when dead). */
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
  /** `{userIds}` -> `activityByUserResponseSchema` (playbooks, open tasks, last change) for the users the actor sees. */
  activityByUser: 'playbook.playbooks.activity-by-user',
  /** `{userIds, today?}` -> `playbookCockpitResponseSchema`: latest playbook, open and overdue tasks (§18). */
  cockpit: 'playbook.playbooks.cockpit',
  /** `{id, version}` -> Playbook: the owning client signs off that (current) version (§18). */
  signOff: 'playbook.playbooks.sign-off',
  /** `{total}` playbooks (`totalStatsSchema`). Admin only. */
  stats: 'playbook.playbooks.stats',
  /** `{weeks}` -> `playbookReportStatsSchema`: playbooks created per week (the last `weeks` UTC weeks). Admin only. */
  reportStats: 'playbook.playbooks.report-stats',
  listNotes: 'playbook.notes.list',
  openTaskCounts: 'playbook.notes.open-task-counts',
  createNote: 'playbook.notes.create',
  completeNote: 'playbook.notes.complete',
  /** `{id, changes}` -> Note: the author edits their note (text; a task's due day or assignee). */
  updateNote: 'playbook.notes.update',
  /** `{id}` -> message: the author (or an admin) deletes a note. */
  deleteNote: 'playbook.notes.delete',
  /** `{id}` -> Note: a completed task open again. */
  reopenNote: 'playbook.notes.reopen',
  /** `{icpId} | {playbookId}` -> User[]: who a task on that item may be given to. */
  noteAssignees: 'playbook.notes.assignees',
  /** `TaskListQuery` -> Page<Task>: the tasks on what the actor may see, and those given to them. */
  listTasks: 'playbook.tasks.list',
  /** `NoteSearchQuery` -> Page<NoteSearchResult>: notes whose text holds the search, newest first. */
  searchNotes: 'playbook.notes.search',
  // ---- duplicates (docs/product.md §11) ----
  /** `{id}` -> Playbook: a copy of a playbook the actor may see ("Copy of <name>", in progress, no notes). */
  duplicate: 'playbook.playbooks.duplicate',
  // ---- version history (docs/product.md §13) ----
  /** `{id, limit, offset}` -> a page of `versionSummarySchema`, newest first. */
  listVersions: 'playbook.versions.list',
  /** `{id, version}` -> `versionDetailSchema`: the playbook's fields as that save left them. */
  getVersion: 'playbook.versions.get',
  /** `{id, version}` -> Playbook: that version's fields saved again as a new version. */
  restoreVersion: 'playbook.versions.restore',
  /** no body -> `{playbooks, notes}`: the actor's playbooks and every note or task they wrote. */
  exportMine: 'playbook.account.export',
  // ---- templates (docs/product.md §12, Templates) ----
  /** `TemplateListQuery` -> Page<Template>: built-in, installation and the actor's own private templates. */
  listTemplates: 'playbook.templates.list',
  /** `{id, name, description?, scope?}` -> Template: a profile the actor may see saved as a template. */
  saveIcpTemplate: 'playbook.templates.save-icp',
  /** `{id, name, description?, scope?}` -> Template: a playbook the actor may see saved as a template. */
  savePlaybookTemplate: 'playbook.templates.save-playbook',
  /** `{id}` -> message: the owner deletes a private template, an admin an installation one; never a built-in. */
  deleteTemplate: 'playbook.templates.delete',
  // ---- read-only share links (docs/product.md §14) ----
  /** `{id, label?, expiresAt?}` -> ShareLinkCreated: a new link (its token told only here). */
  createShare: 'playbook.shares.create',
  /** `{id}` -> ShareLink[]: the item's live links (not revoked, not expired), newest first. */
  listShares: 'playbook.shares.list',
  /** `{id, shareId}` -> message: revokes one link. */
  revokeShare: 'playbook.shares.revoke',
  /** `{id}` -> `{message, revoked}`: revokes every live link of the item. */
  revokeAllShares: 'playbook.shares.revoke-all',
  /** `{token}` -> SharedItem, no actor: the item as the link shows it, and the view counted (404 when dead). */
  viewShare: 'playbook.shares.view',
  // ---- KPI actuals (docs/product.md §17) ----
  /** `{id}` -> PlaybookKpis: the KPIs with their actuals, status and trend. */
  listKpis: 'playbook.kpis.list',
  /** `{id, kpiKey, period, value}` -> PlaybookKpis: one period's value recorded (or changed). */
  putKpiActual: 'playbook.kpis.put-actual',
  /** `{id, kpiKey, period}` -> PlaybookKpis: one period's value removed. */
  deleteKpiActual: 'playbook.kpis.delete-actual',
  /** `{id, csv}` -> `{imported, kpis}`: rows kpi,period,value, all or none. */
  importKpiActuals: 'playbook.kpis.import',
  /** `{ids}` -> `{[id]: status | null}`: each playbook's overall KPI status (null: none or not visible). */
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
} as const;

export type Subject =
  | (typeof AUTH)[keyof typeof AUTH]
  | (typeof ICP)[keyof typeof ICP]
  | (typeof PLAYBOOK)[keyof typeof PLAYBOOK]
  | (typeof AI)[keyof typeof AI]
  | (typeof ADMIN)[keyof typeof ADMIN];
