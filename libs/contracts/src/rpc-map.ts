import { z } from 'zod';
import {
  cockpitByUserRequestSchema,
  cockpitClientSchema,
  cockpitClientsRequestSchema,
  cockpitQuerySchema,
  cockpitSchema,
  icpCockpitResponseSchema,
  playbookCockpitResponseSchema,
  signOffRpcSchema,
} from './cockpit.js';
import {
  aiConnectionTestRequestSchema,
  aiConnectionTestResponseSchema,
  aiSettingsOptionsSchema,
  aiSettingsRequestSchema,
  aiSettingsSchema,
  applyAiAnalysisRequestSchema,
  applyAiAnalysisResponseSchema,
  generateMessagingResponseSchema,
  icpDataRequestSchema,
  suggestCampaignsRequestSchema,
  suggestCampaignsResponseSchema,
  suggestDemographicsRequestSchema,
  suggestionsResponseSchema,
} from './ai.js';
import {
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  confirmEmailChangeResponseSchema,
  deleteMeRequestSchema,
  emailChangeRequestSchema,
  forgotPasswordRequestSchema,
  loginAccountKeyRequestSchema,
  loginAccountKeySchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resolvedActorSchema,
  undoEmailChangeRequestSchema,
  undoEmailChangeResponseSchema,
} from './auth.js';
import { pageOf, pageQuerySchema } from './common.js';
import {
  kpiActualsChangedEventSchema,
  kpiActualParamsSchema,
  kpiActualPutRpcSchema,
  kpiImportResultSchema,
  kpiImportRpcSchema,
  kpiStatusesRequestSchema,
  kpiStatusesResponseSchema,
  playbookKpisSchema,
} from './kpi-actuals.js';
import {
  shareIdParamSchema,
  shareLinkCreatedSchema,
  shareLinkSchema,
  shareRevokeAllResponseSchema,
  shareRpcSchema,
  sharedIcpViewSchema,
  sharedPlaybookViewSchema,
  shareViewRpcSchema,
  sharesRevokedEventSchema,
} from './shares.js';
import { evidencePreviewSchema, evidenceUploadRpcSchema } from './evidence.js';
import { icpLedgerSchema } from './ledger.js';
import {
  itemVersionParamsSchema,
  versionDetailSchema,
  versionListRpcSchema,
  versionSummarySchema,
} from './history.js';
import {
  evidenceFitCsvResultSchema,
  evidenceFitCsvRpcSchema,
  evidenceFitRankedItemSchema,
  evidenceFitSortedRpcSchema,
  evidenceWithFitSchema,
  prospectScoreResultSchema,
  prospectScoreRpcSchema,
} from './evidence-fit.js';
import {
  evidenceImportRpcSchema,
  evidenceUploadAcceptedSchema,
  evidenceUploadCreateRpcSchema,
  evidenceUploadStatusRpcSchema,
  evidenceUploadStatusSchema,
} from './evidence-upload.js';
import {
  assignmentChangedEventSchema,
  entityChangedEventSchema,
  noteEventSchema,
  scoreUpdatedEventSchema,
  sessionsRevokedEventSchema,
  signedOutEventSchema,
  userChangedEventSchema,
  userCreatedEventSchema,
  userDeletedEventSchema,
} from './events.js';
import {
  activityByUserRequestSchema,
  activityByUserResponseSchema,
  advisorIcpCreateRequestSchema,
  canSeeResponseSchema,
  countsByUserRequestSchema,
  countsByUserResponseSchema,
  draftRequestSchema,
  draftSchema,
  draftUpdateRpcSchema,
  icpCreateRequestSchema,
  icpListQuerySchema,
  icpSchema,
  icpScoreSchema,
  icpSetStatusRpcSchema,
  icpUpdateRpcSchema,
  idParamSchema,
  totalStatsSchema,
} from './icp.js';
import {
  noteListRpcSchema,
  noteAssigneesQuerySchema,
  taskListQuerySchema,
  taskSchema,
  noteSearchQuerySchema,
  noteSearchResultSchema,
  noteRequestSchema,
  noteUpdateRpcSchema,
  noteSchema,
  openTaskCountsRequestSchema,
  openTaskCountsResponseSchema,
  playbookFieldsSchema,
  playbookListQuerySchema,
  playbookSchema,
  playbookSetStatusRpcSchema,
  playbookUpdateRpcSchema,
} from './playbook.js';
import { saveTemplateRpcSchema, templateListQuerySchema, templateSchema } from './templates.js';
import {
  generatePlaybookRequestSchema,
  generatePlaybookResponseSchema,
  generatePlaybookSectionRequestSchema,
  generatePlaybookSectionResponseSchema,
} from './playbook-generation.js';
import {
  adminReportsSchema,
  icpReportStatsSchema,
  playbookReportStatsSchema,
  reportStatsRequestSchema,
} from './reports.js';
import {
  notificationCreatedEventSchema,
  notificationListQuerySchema,
  notificationRequestedEventSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSummarySchema,
} from './notifications.js';
import { ADMIN, AI, AUTH, EVENTS, ICP, PLAYBOOK, type Subject } from './subjects.js';
import {
  accessScopeSchema,
  adminClientQuerySchema,
  adminMetricsSchema,
  advisorClientListingSchema,
  advisorClientSchema,
  advisorClientsRequestSchema,
  advisorSummarySchema,
  assignmentInputSchema,
  assignmentSchema,
  assignmentUpdateRpcSchema,
  authStatsSchema,
  clientListingSchema,
  setRoleRpcSchema,
  userIdRequestSchema,
  userListQuerySchema,
  userSchema,
  updateMeRequestSchema,
  taskAssigneesRequestSchema,
  usersByIdsRequestSchema,
  maySeeUserRequestSchema,
} from './users.js';

/**
 * One request/reply subject's contract: what the requester sends as `body`, what the handler answers,
 * and whether the request must carry an actor (`required`: no actor is a 401 before the body is read;
 * `none`: the subject is called before there is a session, e.g. sign-in).
 *
 * `emptyBody`: a missing body reads as `{}` (list queries whose every field has a default).
 */
export interface RpcContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  request: Req;
  response: Res;
  actor: 'required' | 'none';
  emptyBody?: true;
}

/** A subject whose handler reads no body: anything is accepted (and ignored). */
const noBody = z.unknown();
const allowedSchema = z.object({ allowed: z.boolean() });

const rpc = <Req extends z.ZodType, Res extends z.ZodType, A extends 'required' | 'none' = 'required'>(
  request: Req,
  response: Res,
  opts: { actor?: A; emptyBody?: true } = {},
): { request: Req; response: Res; actor: A; emptyBody?: true } => ({
  request,
  response,
  actor: opts.actor ?? ('required' as A),
  ...(opts.emptyBody ? { emptyBody: true as const } : {}),
});

const signedOut = { actor: 'none' } as const;
const orEmpty = { emptyBody: true } as const;

/**
 * Every request/reply subject with its request and response schemas. `RpcClient.request` types the body
 * and the answer from it and refuses an answer that does not fit (502); `@RpcHandler` requires the actor
 * and parses the body with it. The subject names themselves are in subjects.ts.
 */
export const RPC = {
  [AUTH.register]: rpc(registerRequestSchema, userSchema, signedOut),
  [AUTH.verifyCredentials]: rpc(loginRequestSchema, resolvedActorSchema, signedOut),
  [AUTH.resolveActor]: rpc(userIdRequestSchema, resolvedActorSchema, signedOut),
  [AUTH.loginAccountKey]: rpc(loginAccountKeyRequestSchema, loginAccountKeySchema, signedOut),
  [AUTH.forgotPassword]: rpc(forgotPasswordRequestSchema, messageResponseSchema, signedOut),
  [AUTH.resetPassword]: rpc(resetPasswordRequestSchema, messageResponseSchema, signedOut),
  [AUTH.changePassword]: rpc(changePasswordRequestSchema, resolvedActorSchema),
  [AUTH.requestEmailChange]: rpc(emailChangeRequestSchema, userSchema),
  [AUTH.confirmEmailChange]: rpc(
    confirmEmailChangeRequestSchema,
    confirmEmailChangeResponseSchema,
    signedOut,
  ),
  [AUTH.undoEmailChange]: rpc(undoEmailChangeRequestSchema, undoEmailChangeResponseSchema, signedOut),
  [AUTH.deleteMe]: rpc(deleteMeRequestSchema, messageResponseSchema),
  [AUTH.getUser]: rpc(idParamSchema, userSchema),
  [AUTH.listNotifications]: rpc(notificationListQuerySchema, pageOf(notificationSchema), orEmpty),
  [AUTH.notificationSummary]: rpc(noBody, notificationSummarySchema),
  [AUTH.readNotification]: rpc(idParamSchema, notificationSchema),
  [AUTH.readAllNotifications]: rpc(noBody, notificationSummarySchema),
  [AUTH.getNotificationSettings]: rpc(noBody, notificationSettingsSchema),
  [AUTH.updateNotificationSettings]: rpc(notificationSettingsSchema, notificationSettingsSchema),
  [AUTH.updateMe]: rpc(updateMeRequestSchema, userSchema, orEmpty),
  [AUTH.listUsers]: rpc(userListQuerySchema, pageOf(z.union([clientListingSchema, userSchema])), orEmpty),
  [AUTH.usersByIds]: rpc(usersByIdsRequestSchema, z.array(userSchema)),
  [AUTH.taskAssignees]: rpc(taskAssigneesRequestSchema, z.array(userSchema)),
  [AUTH.setRole]: rpc(setRoleRpcSchema, userSchema),
  [AUTH.scope]: rpc(noBody, accessScopeSchema),
  [AUTH.canSeeUser]: rpc(userIdRequestSchema, allowedSchema),
  [AUTH.maySeeUser]: rpc(maySeeUserRequestSchema, allowedSchema, signedOut),
  [AUTH.advisorClients]: rpc(advisorClientsRequestSchema, z.array(advisorClientSchema), orEmpty),
  [AUTH.cockpitClients]: rpc(cockpitClientsRequestSchema, z.array(cockpitClientSchema), orEmpty),
  [AUTH.listAssignments]: rpc(noBody, z.array(assignmentSchema)),
  [AUTH.createAssignment]: rpc(assignmentInputSchema, assignmentSchema),
  [AUTH.updateAssignment]: rpc(assignmentUpdateRpcSchema, assignmentSchema),
  [AUTH.deleteAssignment]: rpc(idParamSchema, messageResponseSchema),
  [AUTH.stats]: rpc(noBody, authStatsSchema),
  [AUTH.advisorSummaries]: rpc(noBody, z.array(advisorSummarySchema)),

  [ICP.list]: rpc(icpListQuerySchema, pageOf(icpSchema), orEmpty),
  [ICP.get]: rpc(idParamSchema, icpSchema),
  [ICP.create]: rpc(icpCreateRequestSchema, icpSchema),
  [ICP.createForClient]: rpc(advisorIcpCreateRequestSchema, icpSchema),
  [ICP.update]: rpc(icpUpdateRpcSchema, icpSchema),
  [ICP.setStatus]: rpc(icpSetStatusRpcSchema, icpSchema),
  [ICP.delete]: rpc(idParamSchema, messageResponseSchema),
  [ICP.canSee]: rpc(idParamSchema, canSeeResponseSchema),
  [ICP.countsByUser]: rpc(countsByUserRequestSchema, countsByUserResponseSchema),
  [ICP.activityByUser]: rpc(activityByUserRequestSchema, activityByUserResponseSchema),
  [ICP.cockpit]: rpc(cockpitByUserRequestSchema, icpCockpitResponseSchema),
  [ICP.signOff]: rpc(signOffRpcSchema, icpSchema),
  [ICP.stats]: rpc(noBody, totalStatsSchema),
  [ICP.reportStats]: rpc(reportStatsRequestSchema, icpReportStatsSchema, orEmpty),
  [ICP.getScore]: rpc(idParamSchema, icpScoreSchema),
  [ICP.analyze]: rpc(idParamSchema, icpScoreSchema),
  [ICP.applyAiAnalysis]: rpc(applyAiAnalysisRequestSchema, applyAiAnalysisResponseSchema),
  [ICP.listDrafts]: rpc(noBody, z.array(draftSchema)),
  [ICP.getDraft]: rpc(idParamSchema, draftSchema),
  [ICP.createDraft]: rpc(draftRequestSchema, draftSchema),
  [ICP.updateDraft]: rpc(draftUpdateRpcSchema, draftSchema),
  [ICP.deleteDraft]: rpc(idParamSchema, messageResponseSchema),
  // ---- customer evidence ----
  [ICP.evidencePreview]: rpc(evidenceUploadRpcSchema, evidencePreviewSchema),
  [ICP.evidenceImport]: rpc(evidenceImportRpcSchema, evidenceWithFitSchema),
  [ICP.evidenceGet]: rpc(idParamSchema, evidenceWithFitSchema),
  [ICP.evidenceFit]: rpc(evidenceFitSortedRpcSchema, pageOf(evidenceFitRankedItemSchema)),
  [ICP.evidenceDelete]: rpc(idParamSchema, messageResponseSchema),
  [ICP.evidenceLedger]: rpc(idParamSchema, icpLedgerSchema),
  [ICP.evidenceFitCsv]: rpc(evidenceFitCsvRpcSchema, evidenceFitCsvResultSchema),
  [ICP.evidenceScore]: rpc(prospectScoreRpcSchema, prospectScoreResultSchema),
  [ICP.evidenceUploadCreate]: rpc(evidenceUploadCreateRpcSchema, evidenceUploadAcceptedSchema),
  [ICP.evidenceUploadStatus]: rpc(evidenceUploadStatusRpcSchema, evidenceUploadStatusSchema),
  // ---- duplicates (docs/product.md §11) ----
  [ICP.duplicate]: rpc(idParamSchema, icpSchema),
  [ICP.listVersions]: rpc(versionListRpcSchema, pageOf(versionSummarySchema)),
  [ICP.getVersion]: rpc(itemVersionParamsSchema, versionDetailSchema),
  [ICP.restoreVersion]: rpc(itemVersionParamsSchema, icpSchema),
  [ICP.createShare]: rpc(shareRpcSchema, shareLinkCreatedSchema),
  [ICP.listShares]: rpc(idParamSchema, z.array(shareLinkSchema)),
  [ICP.revokeShare]: rpc(shareIdParamSchema, messageResponseSchema),
  [ICP.revokeAllShares]: rpc(idParamSchema, shareRevokeAllResponseSchema),
  [ICP.viewShare]: rpc(shareViewRpcSchema, sharedIcpViewSchema, signedOut),
  [ICP.exportMine]: rpc(noBody, z.object({ profiles: z.array(icpSchema), drafts: z.array(draftSchema) })),

  [PLAYBOOK.list]: rpc(playbookListQuerySchema, pageOf(playbookSchema), orEmpty),
  [PLAYBOOK.get]: rpc(idParamSchema, playbookSchema),
  [PLAYBOOK.create]: rpc(playbookFieldsSchema, playbookSchema),
  [PLAYBOOK.update]: rpc(playbookUpdateRpcSchema, playbookSchema),
  [PLAYBOOK.setStatus]: rpc(playbookSetStatusRpcSchema, playbookSchema),
  [PLAYBOOK.delete]: rpc(idParamSchema, messageResponseSchema),
  [PLAYBOOK.canSee]: rpc(idParamSchema, canSeeResponseSchema),
  [PLAYBOOK.countsByUser]: rpc(countsByUserRequestSchema, countsByUserResponseSchema),
  [PLAYBOOK.activityByUser]: rpc(activityByUserRequestSchema, activityByUserResponseSchema),
  [PLAYBOOK.cockpit]: rpc(cockpitByUserRequestSchema, playbookCockpitResponseSchema),
  [PLAYBOOK.signOff]: rpc(signOffRpcSchema, playbookSchema),
  [PLAYBOOK.stats]: rpc(noBody, totalStatsSchema),
  [PLAYBOOK.reportStats]: rpc(reportStatsRequestSchema, playbookReportStatsSchema, orEmpty),
  [PLAYBOOK.listNotes]: rpc(noteListRpcSchema, pageOf(noteSchema), orEmpty),
  [PLAYBOOK.openTaskCounts]: rpc(openTaskCountsRequestSchema, openTaskCountsResponseSchema, orEmpty),
  [PLAYBOOK.createNote]: rpc(noteRequestSchema, noteSchema),
  [PLAYBOOK.completeNote]: rpc(idParamSchema, noteSchema),
  [PLAYBOOK.updateNote]: rpc(noteUpdateRpcSchema, noteSchema),
  [PLAYBOOK.deleteNote]: rpc(idParamSchema, messageResponseSchema),
  [PLAYBOOK.reopenNote]: rpc(idParamSchema, noteSchema),
  [PLAYBOOK.noteAssignees]: rpc(noteAssigneesQuerySchema, z.array(userSchema)),
  [PLAYBOOK.listTasks]: rpc(taskListQuerySchema, pageOf(taskSchema), orEmpty),
  [PLAYBOOK.searchNotes]: rpc(noteSearchQuerySchema, pageOf(noteSearchResultSchema), orEmpty),
  // ---- duplicates (docs/product.md §11) ----
  [PLAYBOOK.duplicate]: rpc(idParamSchema, playbookSchema),
  [PLAYBOOK.listVersions]: rpc(versionListRpcSchema, pageOf(versionSummarySchema)),
  [PLAYBOOK.getVersion]: rpc(itemVersionParamsSchema, versionDetailSchema),
  [PLAYBOOK.restoreVersion]: rpc(itemVersionParamsSchema, playbookSchema),
  [PLAYBOOK.createShare]: rpc(shareRpcSchema, shareLinkCreatedSchema),
  [PLAYBOOK.listShares]: rpc(idParamSchema, z.array(shareLinkSchema)),
  [PLAYBOOK.revokeShare]: rpc(shareIdParamSchema, messageResponseSchema),
  [PLAYBOOK.revokeAllShares]: rpc(idParamSchema, shareRevokeAllResponseSchema),
  [PLAYBOOK.viewShare]: rpc(shareViewRpcSchema, sharedPlaybookViewSchema, signedOut),
  [PLAYBOOK.exportMine]: rpc(
    noBody,
    z.object({ playbooks: z.array(playbookSchema), notes: z.array(noteSchema) }),
  ),
  // ---- templates (docs/product.md §12, Templates) ----
  [PLAYBOOK.listTemplates]: rpc(templateListQuerySchema, pageOf(templateSchema), orEmpty),
  [PLAYBOOK.saveIcpTemplate]: rpc(saveTemplateRpcSchema, templateSchema),
  [PLAYBOOK.savePlaybookTemplate]: rpc(saveTemplateRpcSchema, templateSchema),
  [PLAYBOOK.deleteTemplate]: rpc(idParamSchema, messageResponseSchema),
  // ---- KPI actuals (docs/product.md §17) ----
  [PLAYBOOK.listKpis]: rpc(idParamSchema, playbookKpisSchema),
  [PLAYBOOK.putKpiActual]: rpc(kpiActualPutRpcSchema, playbookKpisSchema),
  [PLAYBOOK.deleteKpiActual]: rpc(kpiActualParamsSchema, playbookKpisSchema),
  [PLAYBOOK.importKpiActuals]: rpc(kpiImportRpcSchema, kpiImportResultSchema),
  [PLAYBOOK.kpiStatuses]: rpc(kpiStatusesRequestSchema, kpiStatusesResponseSchema),

  [AI.suggestDemographics]: rpc(suggestDemographicsRequestSchema, suggestionsResponseSchema),
  [AI.suggestPainPoints]: rpc(icpDataRequestSchema, suggestionsResponseSchema),
  [AI.suggestChannels]: rpc(icpDataRequestSchema, suggestionsResponseSchema),
  [AI.generateMessaging]: rpc(icpDataRequestSchema, generateMessagingResponseSchema),
  [AI.suggestCampaigns]: rpc(suggestCampaignsRequestSchema, suggestCampaignsResponseSchema),
  [AI.getSettings]: rpc(noBody, aiSettingsSchema),
  [AI.putSettings]: rpc(aiSettingsRequestSchema, aiSettingsSchema),
  [AI.settingsOptions]: rpc(noBody, aiSettingsOptionsSchema),
  [AI.testSettings]: rpc(aiConnectionTestRequestSchema, aiConnectionTestResponseSchema),
  [AI.generatePlaybook]: rpc(generatePlaybookRequestSchema, generatePlaybookResponseSchema),
  [AI.generatePlaybookSection]: rpc(
    generatePlaybookSectionRequestSchema,
    generatePlaybookSectionResponseSchema,
  ),

  [ADMIN.metrics]: rpc(noBody, adminMetricsSchema),
  [ADMIN.clients]: rpc(adminClientQuerySchema, pageOf(clientListingSchema), orEmpty),
  [ADMIN.advisors]: rpc(pageQuerySchema, pageOf(advisorSummarySchema), orEmpty),
  [ADMIN.reports]: rpc(noBody, adminReportsSchema),
  [ADMIN.advisorClients]: rpc(advisorClientsRequestSchema, z.array(advisorClientListingSchema), orEmpty),
  [ADMIN.cockpit]: rpc(cockpitQuerySchema, cockpitSchema),
} satisfies Record<Subject, RpcContract>;

/** A request/reply subject of the map. */
export type RpcSubject = keyof typeof RPC;
/** What a requester sends as the body of `S` (before the handler's defaults). */
export type RpcBody<S extends RpcSubject> = z.input<(typeof RPC)[S]['request']>;
/** The body a handler of `S` receives, parsed. */
export type RpcParsedBody<S extends RpcSubject> = z.output<(typeof RPC)[S]['request']>;
/** Does `S` need an actor (`required`) or is it called signed out (`none`)? */
export type RpcActorRule<S extends RpcSubject> = (typeof RPC)[S]['actor'];
/** The answer to `S`. */
export type RpcAnswer<S extends RpcSubject> = z.output<(typeof RPC)[S]['response']>;

/** Is this subject in the map? */
export function isRpcSubject(subject: string): subject is RpcSubject {
  return Object.prototype.hasOwnProperty.call(RPC, subject);
}

/** Every fan-out event subject with the schema of its payload (publishers check it before sending). */
export const EVENT_PAYLOADS = {
  [EVENTS.userChanged]: userChangedEventSchema,
  [EVENTS.sessionsRevoked]: sessionsRevokedEventSchema,
  [EVENTS.signedOut]: signedOutEventSchema,
  [EVENTS.userDeleted]: userDeletedEventSchema,
  [EVENTS.userCreated]: userCreatedEventSchema,
  [EVENTS.assignmentChanged]: assignmentChangedEventSchema,
  [EVENTS.icpChanged]: entityChangedEventSchema,
  [EVENTS.playbookChanged]: entityChangedEventSchema,
  [EVENTS.noteAdded]: noteEventSchema,
  [EVENTS.noteUpdated]: noteEventSchema,
  [EVENTS.taskAssigned]: noteEventSchema,
  [EVENTS.taskCompleted]: noteEventSchema,
  [EVENTS.noteDeleted]: noteEventSchema,
  [EVENTS.scoreUpdated]: scoreUpdatedEventSchema,
  [EVENTS.notificationRequested]: notificationRequestedEventSchema,
  [EVENTS.notificationCreated]: notificationCreatedEventSchema,
  [EVENTS.kpiActualsChanged]: kpiActualsChangedEventSchema,
  [EVENTS.sharesRevoked]: sharesRevokedEventSchema,
} satisfies Record<(typeof EVENTS)[keyof typeof EVENTS], z.ZodType>;

export type EventSubject = keyof typeof EVENT_PAYLOADS;
/** The payload of the event `E`. */
export type EventPayload<E extends EventSubject> = z.infer<(typeof EVENT_PAYLOADS)[E]>;
