import { z } from 'zod';
import {
  approvalDecisionRpcSchema,
  approvalListQuerySchema,
  approvalRequestRpcSchema,
  approvalSchema,
  approvalSettingsSchema,
  reviewerFlagResponseSchema,
  reviewerFlagRpcSchema,
} from './approvals.js';
import {
  cockpitByUserRequestSchema,
  cockpitClientSchema,
  cockpitClientsRequestSchema,
  icpCockpitResponseSchema,
  playbookCockpitResponseSchema,
  signOffRpcSchema,
} from './cockpit.js';
import {
  aiSettingsOptionsSchema,
  aiSettingsSchema,
  applyAiAnalysisRequestSchema,
  applyAiAnalysisResponseSchema,
} from './ai.js';
import {
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  confirmEmailChangeResponseSchema,
  deleteMeRequestSchema,
  emailChangeRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
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
import { pageOf } from './common.js';
import {
  kpiActualsChangedEventSchema,
  kpiActualPutRpcSchema,
  kpiImportResultSchema,
  kpiImportRpcSchema,
  kpiStatusesRequestSchema,
  kpiStatusesResponseSchema,
  playbookKpisSchema,
} from './kpi-actuals.js';
import {
  shareLinkCreatedSchema,
  shareLinkSchema,
  shareRpcSchema,
  sharedIcpViewSchema,
  sharedPlaybookViewSchema,
  shareViewRpcSchema,
  sharesRevokedEventSchema,
} from './shares.js';
import { evidencePreviewSchema, evidenceUploadRpcSchema } from './evidence.js';

import { versionListRpcSchema, versionSummarySchema } from './history.js';
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
} from './evidence-upload.js';
import {
  assignmentChangedEventSchema,
  entityChangedEventSchema,
  noteEventSchema,
  presenceSyncEventSchema,
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
  canSeeResponseSchema,
  countsByUserRequestSchema,
  countsByUserResponseSchema,
  draftSchema,
  draftUpdateRpcSchema,
  icpSchema,
  icpSetStatusRpcSchema,
  icpUpdateRpcSchema,
  idParamSchema,
  totalStatsSchema,
} from './icp.js';
import {
  noteUpdateRpcSchema,
  noteSchema,
  openTaskCountsRequestSchema,
  openTaskCountsResponseSchema,
  playbookSchema,
  playbookSetStatusRpcSchema,
  playbookUpdateRpcSchema,
} from './playbook.js';
import { saveTemplateRpcSchema, templateSchema } from './templates.js';
import {
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
  kpiReviewDueEventSchema,
  notificationCreatedEventSchema,
  notificationRequestedEventSchema,
  notificationSettingsSchema,
  notificationSummarySchema,
} from './notifications.js';
import { ADMIN, AI, AUTH, EVENTS, ICP, PLAYBOOK, type Subject } from './subjects.js';
import { API_ROUTES, type ApiRoute, type DeclaredRoute } from './http/routes.js';
import {
  accessScopeSchema,
  adminMetricsSchema,
  advisorClientListingSchema,
  advisorClientSchema,
  advisorClientsRequestSchema,
  advisorSummarySchema,
  assignmentSchema,
  assignmentUpdateRpcSchema,
  authStatsSchema,
  setRoleRpcSchema,
  userIdRequestSchema,
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
 * The subjects with a line of their own: those no route forwards to (service to service), those whose
 * RPC body is not simply the route's parts (`message`, or parts merged under a schema of their own), and
 * those whose schemas differ from their route's. Every other subject a route forwards to takes its
 * contract from the route entry (`routeContract` below). The subject names are in subjects.ts.
 */
const RPC_LINES = {
  [AUTH.register]: rpc(registerRequestSchema, userSchema, signedOut),
  [AUTH.verifyCredentials]: rpc(loginRequestSchema, resolvedActorSchema, signedOut),
  [AUTH.resolveActor]: rpc(userIdRequestSchema, resolvedActorSchema, signedOut),
  [AUTH.loginAccountKey]: rpc(loginAccountKeyRequestSchema, loginAccountKeySchema, signedOut),
  [AUTH.forgotPassword]: rpc(forgotPasswordRequestSchema, forgotPasswordResponseSchema, signedOut),
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
  [AUTH.deleteUser]: rpc(idParamSchema, messageResponseSchema),
  [AUTH.notificationSummary]: rpc(noBody, notificationSummarySchema),
  [AUTH.readAllNotifications]: rpc(noBody, notificationSummarySchema),
  [AUTH.getNotificationSettings]: rpc(noBody, notificationSettingsSchema),
  [AUTH.updateMe]: rpc(updateMeRequestSchema, userSchema, orEmpty),
  [AUTH.usersByIds]: rpc(usersByIdsRequestSchema, z.array(userSchema)),
  [AUTH.taskAssignees]: rpc(taskAssigneesRequestSchema, z.array(userSchema)),
  [AUTH.setRole]: rpc(setRoleRpcSchema, userSchema),
  [AUTH.scope]: rpc(noBody, accessScopeSchema),
  [AUTH.canSeeUser]: rpc(userIdRequestSchema, allowedSchema),
  [AUTH.maySeeUser]: rpc(maySeeUserRequestSchema, allowedSchema, signedOut),
  [AUTH.advisorClients]: rpc(advisorClientsRequestSchema, z.array(advisorClientSchema), orEmpty),
  [AUTH.cockpitClients]: rpc(cockpitClientsRequestSchema, z.array(cockpitClientSchema), orEmpty),
  [AUTH.listAssignments]: rpc(noBody, z.array(assignmentSchema)),
  [AUTH.updateAssignment]: rpc(assignmentUpdateRpcSchema, assignmentSchema),
  [AUTH.stats]: rpc(noBody, authStatsSchema),
  [AUTH.advisorSummaries]: rpc(noBody, z.array(advisorSummarySchema)),

  [ICP.update]: rpc(icpUpdateRpcSchema, icpSchema),
  [ICP.setStatus]: rpc(icpSetStatusRpcSchema, icpSchema),
  [ICP.canSee]: rpc(idParamSchema, canSeeResponseSchema),
  [ICP.countsByUser]: rpc(countsByUserRequestSchema, countsByUserResponseSchema),
  [ICP.activityByUser]: rpc(activityByUserRequestSchema, activityByUserResponseSchema),
  [ICP.cockpit]: rpc(cockpitByUserRequestSchema, icpCockpitResponseSchema),
  [ICP.signOff]: rpc(signOffRpcSchema, icpSchema),
  [ICP.stats]: rpc(noBody, totalStatsSchema),
  [ICP.reportStats]: rpc(reportStatsRequestSchema, icpReportStatsSchema, orEmpty),
  [ICP.applyAiAnalysis]: rpc(applyAiAnalysisRequestSchema, applyAiAnalysisResponseSchema),
  [ICP.listDrafts]: rpc(noBody, z.array(draftSchema)),
  [ICP.updateDraft]: rpc(draftUpdateRpcSchema, draftSchema),
  // ---- customer evidence ----
  [ICP.evidencePreview]: rpc(evidenceUploadRpcSchema, evidencePreviewSchema),
  [ICP.evidenceImport]: rpc(evidenceImportRpcSchema, evidenceWithFitSchema),
  [ICP.evidenceFit]: rpc(evidenceFitSortedRpcSchema, pageOf(evidenceFitRankedItemSchema)),
  [ICP.evidenceFitCsv]: rpc(evidenceFitCsvRpcSchema, evidenceFitCsvResultSchema),
  [ICP.evidenceScore]: rpc(prospectScoreRpcSchema, prospectScoreResultSchema),
  [ICP.evidenceUploadCreate]: rpc(evidenceUploadCreateRpcSchema, evidenceUploadAcceptedSchema),
  // ---- duplicates (docs/product.md §11) ----
  [ICP.listVersions]: rpc(versionListRpcSchema, pageOf(versionSummarySchema)),
  [ICP.createShare]: rpc(shareRpcSchema, shareLinkCreatedSchema),
  [ICP.listShares]: rpc(idParamSchema, z.array(shareLinkSchema)),
  [ICP.viewShare]: rpc(shareViewRpcSchema, sharedIcpViewSchema, signedOut),
  [ICP.exportMine]: rpc(noBody, z.object({ profiles: z.array(icpSchema), drafts: z.array(draftSchema) })),

  [PLAYBOOK.update]: rpc(playbookUpdateRpcSchema, playbookSchema),
  [PLAYBOOK.setStatus]: rpc(playbookSetStatusRpcSchema, playbookSchema),
  [PLAYBOOK.canSee]: rpc(idParamSchema, canSeeResponseSchema),
  [PLAYBOOK.countsByUser]: rpc(countsByUserRequestSchema, countsByUserResponseSchema),
  [PLAYBOOK.activityByUser]: rpc(activityByUserRequestSchema, activityByUserResponseSchema),
  [PLAYBOOK.cockpit]: rpc(cockpitByUserRequestSchema, playbookCockpitResponseSchema),
  [PLAYBOOK.signOff]: rpc(signOffRpcSchema, playbookSchema),
  [PLAYBOOK.stats]: rpc(noBody, totalStatsSchema),
  [PLAYBOOK.requestApproval]: rpc(approvalRequestRpcSchema, approvalSchema),
  [PLAYBOOK.playbookApprovals]: rpc(idParamSchema, z.array(approvalSchema)),
  [PLAYBOOK.listApprovals]: rpc(approvalListQuerySchema, pageOf(approvalSchema), orEmpty),
  [PLAYBOOK.getApproval]: rpc(idParamSchema, approvalSchema),
  [PLAYBOOK.decideApproval]: rpc(approvalDecisionRpcSchema, approvalSchema),
  [PLAYBOOK.setComplianceReviewer]: rpc(reviewerFlagRpcSchema, reviewerFlagResponseSchema),
  [PLAYBOOK.getApprovalSettings]: rpc(noBody, approvalSettingsSchema),
  [PLAYBOOK.setApprovalSettings]: rpc(approvalSettingsSchema, approvalSettingsSchema),
  [PLAYBOOK.reportStats]: rpc(reportStatsRequestSchema, playbookReportStatsSchema, orEmpty),
  [PLAYBOOK.openTaskCounts]: rpc(openTaskCountsRequestSchema, openTaskCountsResponseSchema, orEmpty),
  [PLAYBOOK.updateNote]: rpc(noteUpdateRpcSchema, noteSchema),
  // ---- duplicates (docs/product.md §11) ----
  [PLAYBOOK.listVersions]: rpc(versionListRpcSchema, pageOf(versionSummarySchema)),
  [PLAYBOOK.createShare]: rpc(shareRpcSchema, shareLinkCreatedSchema),
  [PLAYBOOK.listShares]: rpc(idParamSchema, z.array(shareLinkSchema)),
  [PLAYBOOK.viewShare]: rpc(shareViewRpcSchema, sharedPlaybookViewSchema, signedOut),
  [PLAYBOOK.exportMine]: rpc(
    noBody,
    z.object({ playbooks: z.array(playbookSchema), notes: z.array(noteSchema) }),
  ),
  // ---- templates (docs/product.md §12, Templates) ----
  [PLAYBOOK.saveIcpTemplate]: rpc(saveTemplateRpcSchema, templateSchema),
  [PLAYBOOK.savePlaybookTemplate]: rpc(saveTemplateRpcSchema, templateSchema),
  // ---- KPI actuals (docs/product.md §17) ----
  [PLAYBOOK.putKpiActual]: rpc(kpiActualPutRpcSchema, playbookKpisSchema),
  [PLAYBOOK.importKpiActuals]: rpc(kpiImportRpcSchema, kpiImportResultSchema),
  [PLAYBOOK.kpiStatuses]: rpc(kpiStatusesRequestSchema, kpiStatusesResponseSchema),

  [AI.getSettings]: rpc(noBody, aiSettingsSchema),
  [AI.settingsOptions]: rpc(noBody, aiSettingsOptionsSchema),
  [AI.generatePlaybookSection]: rpc(
    generatePlaybookSectionRequestSchema,
    generatePlaybookSectionResponseSchema,
  ),

  [ADMIN.metrics]: rpc(noBody, adminMetricsSchema),
  [ADMIN.reports]: rpc(noBody, adminReportsSchema),
  [ADMIN.advisorClients]: rpc(advisorClientsRequestSchema, z.array(advisorClientListingSchema), orEmpty),
} satisfies Partial<Record<Subject, RpcContract>>;

/** A route part's schema, or nothing. */
type PartOf<R, K extends 'params' | 'query' | 'body'> = R extends { readonly [P in K]: infer S } ? S : never;
type Out<S> = [S] extends [never] ? unknown : S extends z.ZodType ? z.output<S> : unknown;
type In<S> = [S] extends [never] ? unknown : S extends z.ZodType ? z.input<S> : unknown;
/** The RPC body of a forwarded route: its params, query and body merged (as the gateway sends it). */
type RouteRequest<R> = z.ZodType<
  Out<PartOf<R, 'params'>> & Out<PartOf<R, 'query'>> & Out<PartOf<R, 'body'>>,
  In<PartOf<R, 'params'>> & In<PartOf<R, 'query'>> & In<PartOf<R, 'body'>>
>;
/** What the service answers: the route's answer, or for a paged list a page of its items. */
type RouteResponse<R> = R extends {
  readonly list: 'page';
  readonly response: z.ZodArray<infer E extends z.ZodType>;
}
  ? ReturnType<typeof pageOf<E>>
  : R extends { readonly response: infer S extends z.ZodType }
    ? S
    : z.ZodUnknown;
type RouteContract<R> = {
  request: RouteRequest<R>;
  response: RouteResponse<R>;
  actor: R extends { readonly access: 'public' } ? 'none' : 'required';
  emptyBody?: true;
};
/** The subjects routes forward to that have no line in RPC_LINES: the route entry is their contract. */
type RouteSubject = Exclude<
  Extract<DeclaredRoute, { readonly subject: string }>['subject'],
  keyof typeof RPC_LINES
>;
type RouteContracts = {
  [S in RouteSubject]: RouteContract<Extract<DeclaredRoute, { readonly subject: S }>>;
};
/** Every subject of subjects.ts has a contract: a line, or the route that forwards to it. */
type Uncontracted = Exclude<Subject, keyof typeof RPC_LINES | RouteSubject>;
type Holds<T extends true> = T;
/** Fails to compile while a subject of subjects.ts has neither a line nor a route. */
export type EverySubjectContracted = Holds<[Uncontracted] extends [never] ? true : false>;

/**
 * The RPC contract of a forwarded route whose subject has no line in RPC_LINES, from its entry: the
 * request is its one part's schema (params, query or body), or its parts merged (plain zod objects);
 * the answer its response (a page of its items for a `list: 'page'` route); an actor required unless the
 * route is public; no body read as `{}` for a list. A route that maps its RPC body (`message`) needs a
 * line in RPC_LINES instead.
 */
export function routeContract(route: ApiRoute): RpcContract {
  if (route.message)
    throw new Error(`${route.operationId}: a route that maps its RPC body needs its subject's line in RPC`);
  const parts = [route.params, route.query, route.body].filter((p) => p !== undefined);
  let request: z.ZodType;
  if (parts.length === 1) request = parts[0]!;
  else {
    const shape: z.ZodRawShape = {};
    for (const part of parts) {
      // Merging keeps the fields only: a part with checks of its own would lose them.
      if (!(part instanceof z.ZodObject) || (part._zod.def.checks ?? []).length > 0)
        throw new Error(`${route.operationId}: merging its parts needs plain object schemas`);
      Object.assign(shape, part.shape);
    }
    request = z.object(shape);
  }
  const response =
    route.list === 'page' && route.response instanceof z.ZodArray
      ? pageOf(route.response.element as z.ZodType)
      : (route.response ?? z.unknown());
  return {
    request,
    response,
    actor: route.access === 'public' ? 'none' : 'required',
    // A list's query has a default for every field: a caller may send no body at all.
    ...(route.list ? { emptyBody: true as const } : {}),
  };
}

const lines: Record<string, RpcContract> = RPC_LINES;
const fromRoutes: Record<string, RpcContract> = {};
for (const route of API_ROUTES)
  if (route.subject && !Object.hasOwn(lines, route.subject)) fromRoutes[route.subject] = routeContract(route);

/**
 * Every request/reply subject with its request and response schemas: RPC_LINES, and the subjects of
 * the forwarded routes declared only in their route entry (libs/contracts/src/http/routes.ts).
 * `RpcClient.request` types the body and the answer from it and refuses an answer that does not fit
 * (502); `@RpcHandler` requires the actor and parses the body with it.
 */
export const RPC = { ...RPC_LINES, ...fromRoutes } as typeof RPC_LINES & RouteContracts;

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
  [EVENTS.presenceSynced]: presenceSyncEventSchema,
  [EVENTS.kpiReviewDue]: kpiReviewDueEventSchema,
} satisfies Record<(typeof EVENTS)[keyof typeof EVENTS], z.ZodType>;

export type EventSubject = keyof typeof EVENT_PAYLOADS;
/** The payload of the event `E`. */
export type EventPayload<E extends EventSubject> = z.infer<(typeof EVENT_PAYLOADS)[E]>;
