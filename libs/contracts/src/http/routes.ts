import { z } from 'zod';
import { pageQuerySchema } from '../common.js';
import {
  kpiActualParamsSchema,
  kpiActualRequestSchema,
  kpiImportRequestSchema,
  kpiImportResultSchema,
  playbookKpisSchema,
} from '../kpi-actuals.js';
import { errorEnvelopeSchema } from '../errors.js';
import {
  approvalDecisionSchema,
  approvalListQuerySchema,
  approvalRequestSchema,
  approvalSchema,
  approvalSettingsSchema,
  reviewerFlagResponseSchema,
  reviewerFlagSchema,
} from '../approvals.js';
import { adminReportsSchema } from '../reports.js';
import { cockpitQuerySchema, cockpitSchema, signOffRequestSchema } from '../cockpit.js';
import {
  adminClientQuerySchema,
  adminMetricsSchema,
  advisorClientListingSchema,
  advisorClientsRequestSchema,
  advisorSummarySchema,
  assignmentInputSchema,
  assignmentSchema,
  clientListingSchema,
  roleChangeSchema,
  updateMeRequestSchema,
  userListQuerySchema,
  userSchema,
} from '../users.js';
import {
  accountExportSchema,
  authCheckResponseSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  confirmEmailChangeResponseSchema,
  deleteMeRequestSchema,
  emailChangeRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  undoEmailChangeRequestSchema,
  undoEmailChangeResponseSchema,
} from '../auth.js';
import {
  advisorIcpCreateRequestSchema,
  draftRequestSchema,
  draftSchema,
  icpCreateRequestSchema,
  icpUpdateRequestSchema,
  icpListQuerySchema,
  icpSchema,
  icpScoreSchema,
  icpStatusRequestSchema,
  idParamSchema,
} from '../icp.js';
import {
  noteListRpcSchema,
  noteRequestSchema,
  noteAssigneesQuerySchema,
  noteSchema,
  noteUpdateRequestSchema,
  openTaskCountsRequestSchema,
  openTaskCountsResponseSchema,
  taskListQuerySchema,
  taskSchema,
  noteSearchQuerySchema,
  noteSearchResultSchema,
  playbookFieldsSchema,
  playbookListQuerySchema,
  playbookSchema,
  playbookStatusRequestSchema,
  playbookUpdateRequestSchema,
} from '../playbook.js';
import {
  itemVersionParamsSchema,
  versionDetailSchema,
  versionListQuerySchema,
  versionListSchema,
} from '../history.js';
import {
  aiConnectionTestRequestSchema,
  aiConnectionTestResponseSchema,
  aiSettingsOptionsSchema,
  aiSettingsRequestSchema,
  aiSettingsSchema,
  generateMessagingResponseSchema,
  icpDataRequestSchema,
  suggestCampaignsRequestSchema,
  suggestCampaignsResponseSchema,
  suggestDemographicsRequestSchema,
  suggestionsResponseSchema,
} from '../ai.js';
import {
  generatePlaybookRequestSchema,
  generatePlaybookResponseSchema,
  generatePlaybookSectionRequestSchema,
  generatePlaybookSectionResponseSchema,
  playbookReviewAnswerSchema,
  playbookReviewInputSchema,
  playbookReviewSchema,
  playbookSectionParamSchema,
} from '../playbook-generation.js';
import { evidencePreviewSchema, evidenceUploadSchema } from '../evidence.js';
import { icpLedgerSchema } from '../ledger.js';
import {
  evidenceFitCsvQuerySchema,
  evidenceFitRankedListSchema,
  evidenceFitSortedQuerySchema,
  evidenceWithFitSchema,
  prospectScoreRequestSchema,
  prospectScoreResultSchema,
} from '../evidence-fit.js';
import {
  EVIDENCE_UPLOAD_CONTENT_TYPES,
  evidenceImportBodySchema,
  evidenceUploadAcceptedSchema,
  evidenceUploadParamsSchema,
  evidenceUploadStatusSchema,
} from '../evidence-upload.js';
import {
  notificationListQuerySchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSummarySchema,
} from '../notifications.js';
import { ADMIN, AI, AUTH, ICP, PLAYBOOK } from '../subjects.js';
import { saveTemplateRequestSchema, templateListQuerySchema, templateSchema } from '../templates.js';
import {
  shareCreateRequestSchema,
  shareIdParamSchema,
  shareLinkCreatedSchema,
  shareLinkListSchema,
  shareLinkSchema,
  shareRevokeAllResponseSchema,
  shareTokenParamSchema,
  shareUpdateRequestSchema,
  sharedItemSchema,
} from '../shares.js';
import { icpCsvQuerySchema, icpExportQuerySchema, playbookCsvQuerySchema } from '../exports.js';

/**
 * The gateway's HTTP contract, declared once: every route it serves (method, path, the zod schemas of
 * its parts and answer, who may call it, the NATS subject it forwards to). The OpenAPI document at
 * `/api/openapi.json` is generated from it (see openapi.ts), the gateway's `@Forward` routes validate
 * with the very same schema objects, and a gateway test checks both ways that every route it serves is
 * declared here and every route declared here is served.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, as the owning service enforces it: anyone; any signed-in user (401 otherwise);
 * an advisor (stored role `team_member`) or admin; an admin only (403 otherwise). The role's names in each
 * layer: docs/product.md §1, "The advisor role's names".
 */
export type RouteAccess = 'public' | 'signed-in' | 'advisor' | 'admin';

export interface ApiRoute {
  method: HttpMethod;
  /** The full path as the gateway serves it, OpenAPI style: `/api/icps/{id}`. */
  path: string;
  /** Unique; also names the generated request/response components (`<OperationId>Body`, ...). */
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: RouteAccess;
  /**
   * The NATS subject the gateway forwards the request to. A route with a subject is a pure forward: the
   * gateway serves it from this entry alone (validates its parts, refuses a signed-out caller unless
   * `access` is `public`, sends the RPC, answers what the service answers; see forwarded-routes.ts in
   * services/gateway). Routes without one are the gateway's own work (sessions, exports, docs, health).
   */
  subject?: string;
  /**
   * The RPC body built from the validated parts (forwarded routes). Default: params, query and body
   * merged into one object (`{}` when the route has none).
   */
  message?: (parts: RpcParts) => unknown;
  /**
   * `ai`: the service waits for a language model, so the gateway waits the AI's own deadline
   * (AI_TIMEOUT_MS) plus a margin instead of its default NATS deadline.
   */
  deadline?: RpcDeadline;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A body taken as raw bytes (a file) of one of these content types instead of JSON; the gateway's
   * JSON body middleware leaves the route alone and its controller reads the stream.
   */
  accepts?: readonly string[];
  /** HTTP status of success (200 unless said). */
  status?: number;
  /** The JSON answer; absent for non-JSON answers (see `produces`). */
  response?: z.ZodType;
  /** Content type of a non-JSON answer. */
  produces?:
    | 'application/pdf'
    | 'image/png'
    | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    | 'text/csv'
    | 'text/calendar'
    | 'text/html'
    | 'text/plain'
    | 'text/css'
    | 'text/javascript';
  /** Counted by the gateway's rate limits (429). */
  rateLimited?: boolean;
  /**
   * A list: `response` is a JSON array holding one page (`?limit=&offset=`, see paging.ts), the total in
   * `X-Total-Count`, the neighbouring pages in `Link`. `page`: the service answers a page
   * (`{items, total, limit, offset}`, `pageOf`) over NATS; `whole`: the service answers every item and the
   * gateway pages it (short lists: drafts, advisors, an advisor's clients).
   */
  list?: ListKind;
}

export type ListKind = 'page' | 'whole';

export type RpcDeadline = 'ai';

/** A forwarded request's validated parts (each undefined when the route declares no schema for it). */
export interface RpcParts {
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
}

/** The Swagger UI files the gateway serves under `/api/docs/` (from the swagger-ui-dist package). */
export const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js'] as const;
export type DocsAsset = (typeof DOCS_ASSETS)[number];

/** `/health` of every process: 200 when every check passes, else 503 with each result. */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), z.string()),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
export const liveReportSchema = z.object({ status: z.literal('ok') });

export const icpListSchema = z.array(icpSchema);
export const playbookListSchema = z.array(playbookSchema);
export const templateListSchema = z.array(templateSchema);
export const noteListSchema = z.array(noteSchema);
export const taskListSchema = z.array(taskSchema);
export const notificationListSchema = z.array(notificationSchema);
export const noteSearchListSchema = z.array(noteSearchResultSchema);
export const draftListSchema = z.array(draftSchema);
export const clientListingListSchema = z.array(clientListingSchema);
export const advisorClientListSchema = z.array(advisorClientListingSchema);
export const advisorSummaryListSchema = z.array(advisorSummarySchema);
/** `GET /api/users`: users; an admin listing clients gets them with their assignment and counts. */
export const userListSchema = z.array(z.union([clientListingSchema, userSchema]));
/** `GET /api/advisor/clients`: the service's filters plus the gateway's paging. */
export const advisorClientsQuerySchema = advisorClientsRequestSchema.extend(pageQuerySchema.shape);
export const docsAssetParamSchema = z.object({ file: z.enum(DOCS_ASSETS) });
export const openApiJsonSchema = z.record(z.string(), z.unknown());

const id = { params: idParamSchema };

const DECLARED_ROUTES = [
  // ---- operations (outside the contract proper; the gateway's own) ----
  {
    method: 'GET',
    path: '/health',
    operationId: 'health',
    summary: 'Readiness: NATS and Redis answer (503 with each check otherwise)',
    tag: 'Operations',
    access: 'public',
    response: healthReportSchema,
  },
  {
    method: 'GET',
    path: '/api/health',
    operationId: 'apiHealth',
    summary: 'Readiness, under /api (through the edge)',
    tag: 'Operations',
    access: 'public',
    response: healthReportSchema,
  },
  {
    method: 'GET',
    path: '/live',
    operationId: 'live',
    summary: 'Liveness: the process answers',
    tag: 'Operations',
    access: 'public',
    response: liveReportSchema,
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    operationId: 'openApi',
    summary: 'This document',
    tag: 'Operations',
    access: 'public',
    response: openApiJsonSchema,
  },
  {
    method: 'GET',
    path: '/api/docs',
    operationId: 'docs',
    summary: 'The interactive API reference (Swagger UI)',
    tag: 'Operations',
    access: 'public',
    produces: 'text/html',
  },
  {
    method: 'GET',
    path: '/api/docs/{file}',
    operationId: 'docsAsset',
    summary: "The API reference's script and style sheet",
    tag: 'Operations',
    access: 'public',
    params: docsAssetParamSchema,
    produces: 'text/javascript',
  },

  // ---- auth ----
  {
    method: 'POST',
    path: '/api/auth/register',
    operationId: 'register',
    summary: 'Create an account (a client) and sign in',
    tag: 'Auth',
    access: 'public',
    body: registerRequestSchema,
    status: 201,
    response: loginResponseSchema,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    operationId: 'login',
    summary: 'Sign in with user name or e-mail and password; sets the session cookie',
    tag: 'Auth',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    rateLimited: true,
  },
  {
    method: 'GET',
    path: '/api/auth/check',
    operationId: 'authCheck',
    summary: 'Who is signed in (authenticated: false when nobody is)',
    tag: 'Auth',
    access: 'public',
    response: authCheckResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    operationId: 'logout',
    summary: 'Sign out: ends the session on the server',
    tag: 'Auth',
    access: 'public',
    response: messageResponseSchema,
  },
  {
    method: 'PATCH',
    path: '/api/auth/me',
    operationId: 'updateMe',
    summary:
      "Change the signed-in user's own account: their first and last name, their profession (the default trade of new profiles)",
    description:
      'An empty body marks the first sign-in question about the profession as answered without choosing one.',
    tag: 'Auth',
    access: 'signed-in',
    subject: AUTH.updateMe,
    body: updateMeRequestSchema,
    response: userSchema,
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    operationId: 'forgotPassword',
    summary: 'E-mail a password reset link (the same answer whether the account exists or not)',
    tag: 'Auth',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: forgotPasswordResponseSchema,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    operationId: 'resetPassword',
    summary: "Set a new password with a reset link's token; ends every session of the account",
    tag: 'Auth',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    rateLimited: true,
  },

  {
    method: 'POST',
    path: '/api/auth/password',
    operationId: 'changePassword',
    summary:
      "Change the signed-in user's password (the current one is required); every other session of theirs ends",
    description:
      'The new password follows the registration rules. A wrong current password answers 400 with `fields.currentPassword`. Counted like sign-in attempts (429).',
    tag: 'Auth',
    access: 'signed-in',
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/auth/email-change',
    operationId: 'requestEmailChange',
    summary: 'Ask to change the e-mail address: a confirmation link goes to the new address (valid 24 hours)',
    description:
      'The account keeps its address until the link is opened; the answer is the user with `pendingEmail`. 409 when the address belongs to another account. Counted like sign-in attempts (429).',
    tag: 'Auth',
    access: 'signed-in',
    body: emailChangeRequestSchema,
    response: userSchema,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/auth/email-change/confirm',
    operationId: 'confirmEmailChange',
    summary: "Confirm an e-mail change with the link's token (works signed in or out)",
    description:
      '400 when the link is invalid, used or expired; 409 when another account took the address meanwhile. The old address gets a notice.',
    tag: 'Auth',
    access: 'public',
    body: confirmEmailChangeRequestSchema,
    response: confirmEmailChangeResponseSchema,
    rateLimited: true,
  },
  {
    method: 'POST',
    path: '/api/auth/email-change/undo',
    operationId: 'undoEmailChange',
    summary:
      'Undo a confirmed e-mail change with the token of the link sent to the old address (valid one week; works signed in or out)',
    description:
      'Restores the old address, cancels the pending e-mail change and every open reset link, ends every session of the account and voids its password: a reset link goes to the restored address. 400 when the link is invalid, used or expired; 409 when another account took the old address meanwhile. Counted like reset links (429).',
    tag: 'Auth',
    access: 'public',
    body: undoEmailChangeRequestSchema,
    response: undoEmailChangeResponseSchema,
    rateLimited: true,
  },
  {
    method: 'GET',
    path: '/api/auth/me/export',
    operationId: 'exportMe',
    summary:
      "Download my data: the signed-in user's record, profiles, drafts, playbooks and notes as a JSON attachment",
    tag: 'Auth',
    access: 'signed-in',
    response: accountExportSchema,
  },
  {
    method: 'DELETE',
    path: '/api/auth/me',
    operationId: 'deleteMe',
    summary:
      "Delete the signed-in user's account and everything they own (the current password is required); signs out",
    description:
      'Their profiles, drafts, playbooks, every note and task they wrote (tasks they gave others too) and their AI settings are deleted; tasks others gave them stay, unassigned. The last admin cannot delete themselves (409). Counted like sign-in attempts (429).',
    tag: 'Auth',
    access: 'signed-in',
    body: deleteMeRequestSchema,
    response: messageResponseSchema,
    rateLimited: true,
  },

  // ---- users ----
  {
    method: 'GET',
    path: '/api/users',
    operationId: 'listUsers',
    summary: 'Users the caller may see',
    tag: 'Users',
    access: 'signed-in',
    subject: AUTH.listUsers,
    query: userListQuerySchema,
    response: userListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/users/{id}',
    operationId: 'getUser',
    summary: 'One user the caller may see',
    tag: 'Users',
    access: 'signed-in',
    subject: AUTH.getUser,
    ...id,
    response: userSchema,
  },

  // ---- ideal client profiles ----
  {
    method: 'GET',
    path: '/api/icps',
    operationId: 'listIcps',
    summary: 'Profiles the caller may see, newest first, paged',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.list,
    query: icpListQuerySchema,
    response: icpListSchema,
    list: 'page',
  },
  // ---- the profiles as CSV (docs/product.md §11); declared before /api/icps/{id}, which matches its path too ----
  {
    method: 'GET',
    path: '/api/icps/export.csv',
    operationId: 'exportIcpsCsv',
    summary: 'Every profile the caller may see, with the filters of GET /api/icps, as CSV (UTF-8 with BOM)',
    tag: 'Exports',
    access: 'signed-in',
    query: icpCsvQuerySchema,
    produces: 'text/csv',
  },
  {
    method: 'GET',
    path: '/api/icps/{id}',
    operationId: 'getIcp',
    summary: 'One profile',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.get,
    ...id,
    response: icpSchema,
  },
  {
    method: 'POST',
    path: '/api/icps',
    operationId: 'createIcp',
    summary: "Create a profile (the caller's own); deletes the named draft",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.create,
    body: icpCreateRequestSchema,
    status: 201,
    response: icpSchema,
  },
  {
    method: 'POST',
    path: '/api/advisor/icp',
    operationId: 'createIcpForClient',
    summary: 'Create a profile for a client (advisors and admins)',
    tag: 'Profiles',
    access: 'advisor',
    subject: ICP.createForClient,
    body: advisorIcpCreateRequestSchema,
    status: 201,
    response: icpSchema,
  },
  {
    method: 'PUT',
    path: '/api/icps/{id}',
    operationId: 'updateIcp',
    summary: "Replace a profile's fields",
    tag: 'Profiles',
    access: 'signed-in',
    description:
      'With `version` (the version the edit started from, docs/product.md §13) a save made after someone ' +
      "else's answers 409 with `conflict`: that version and the current one with its fields. Without it, " +
      'the save is written whatever the current version.',
    subject: ICP.update,
    ...id,
    body: icpUpdateRequestSchema,
    response: icpSchema,
    message: ({ params, body }) => versionedSave(params.id, body),
  },
  {
    method: 'PATCH',
    path: '/api/icps/{id}',
    operationId: 'setIcpStatus',
    summary: "Change a profile's status",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.setStatus,
    ...id,
    body: icpStatusRequestSchema,
    response: icpSchema,
  },
  {
    method: 'DELETE',
    path: '/api/icps/{id}',
    operationId: 'deleteIcp',
    summary: 'Delete a profile',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.delete,
    ...id,
    response: messageResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/score',
    operationId: 'getIcpScore',
    summary: "A profile's quality score (the rubric, plus the AI analysis when done)",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.getScore,
    ...id,
    response: icpScoreSchema,
  },
  {
    method: 'POST',
    path: '/api/icps/{id}/analyze',
    operationId: 'analyzeIcp',
    summary: 'Score a profile again and queue its AI analysis (aiStatus pending until the worker is done)',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.analyze,
    ...id,
    response: icpScoreSchema,
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/export',
    operationId: 'exportIcp',
    summary:
      'A profile as PDF (rendered by the pdf worker; 504 past PDF_EXPORT_TIMEOUT_MS); evidence=true adds the Evidence page',
    tag: 'Exports',
    access: 'signed-in',
    ...id,
    query: icpExportQuerySchema,
    produces: 'application/pdf',
  },
  // ---- the persona card as an image (docs/product.md §2, "Persona card") ----
  {
    method: 'GET',
    path: '/api/icps/{id}/export/persona.png',
    operationId: 'exportIcpPersonaCard',
    summary:
      "A profile's persona card as a PNG image (drawn by the pdf worker; 504 past PDF_EXPORT_TIMEOUT_MS)",
    tag: 'Exports',
    access: 'signed-in',
    ...id,
    produces: 'image/png',
  },

  // ---- customer evidence (docs/evidence.md) ----
  {
    method: 'POST',
    path: '/api/icps/{id}/evidence/preview',
    operationId: 'previewIcpEvidence',
    summary:
      'Read a client list (CSV text or a paste, about 1 MB at most) and propose a column mapping; stores nothing',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.evidencePreview,
    ...id,
    body: evidenceUploadSchema,
    response: evidencePreviewSchema,
  },
  {
    method: 'PUT',
    path: '/api/icps/{id}/evidence',
    operationId: 'importIcpEvidence',
    summary:
      "Replace the profile's client list (CSV text, or an upload by its uploadId): every row, or 400 naming the problem and the row",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.evidenceImport,
    ...id,
    body: evidenceImportBodySchema,
    response: evidenceWithFitSchema,
  },
  {
    method: 'POST',
    path: '/api/icps/{id}/evidence/uploads',
    operationId: 'uploadIcpEvidence',
    summary:
      'Upload a client list as a file (its bytes, up to 10 MB); it is read on a queue: poll its status, then import it by uploadId',
    tag: 'Profiles',
    access: 'signed-in',
    ...id,
    accepts: EVIDENCE_UPLOAD_CONTENT_TYPES,
    status: 202,
    response: evidenceUploadAcceptedSchema,
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/evidence/uploads/{uploadId}',
    operationId: 'getIcpEvidenceUpload',
    summary: "An upload's state and progress; its preview once read, or the reason it was refused",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.evidenceUploadStatus,
    params: evidenceUploadParamsSchema,
    response: evidenceUploadStatusSchema,
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/evidence',
    operationId: 'getIcpEvidence',
    summary: "The profile's client list and its evidence report (null before any import)",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.evidenceGet,
    ...id,
    response: evidenceWithFitSchema,
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/evidence/fit',
    operationId: 'listIcpEvidenceFit',
    summary:
      'Each imported client with its fit score, reasons and previous score, best fit first (or by value), paged',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.evidenceFit,
    ...id,
    query: evidenceFitSortedQuerySchema,
    response: evidenceFitRankedListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/evidence/fit.csv',
    operationId: 'exportIcpEvidenceFitCsv',
    summary:
      "Every imported client with its fit score, tier and reasons, in the file's order, as CSV (UTF-8 with BOM); layout=hubspot for HubSpot's importer",
    tag: 'Exports',
    access: 'signed-in',
    ...id,
    query: evidenceFitCsvQuerySchema,
    produces: 'text/csv',
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/ledger',
    operationId: 'getIcpLedger',
    summary:
      'Where each field of the profile comes from: observed in the imported clients (with the count), stated, AI-suggested or assumed',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.evidenceLedger,
    ...id,
    response: icpLedgerSchema,
  },
  {
    method: 'POST',
    path: '/api/icps/{id}/evidence/score',
    operationId: 'scoreIcpProspects',
    summary:
      'Score a prospect list (CSV text or a paste, about 1 MB at most) against the profile, best first; stores nothing',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.evidenceScore,
    ...id,
    body: prospectScoreRequestSchema,
    response: prospectScoreResultSchema,
  },
  {
    method: 'DELETE',
    path: '/api/icps/{id}/evidence',
    operationId: 'deleteIcpEvidence',
    summary: "Delete the profile's client list (its rows and mapping)",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.evidenceDelete,
    ...id,
    response: messageResponseSchema,
  },

  // ---- drafts ----
  {
    method: 'GET',
    path: '/api/drafts',
    operationId: 'listDrafts',
    summary: "The caller's wizard drafts",
    tag: 'Drafts',
    access: 'signed-in',
    subject: ICP.listDrafts,
    query: pageQuerySchema,
    response: draftListSchema,
    list: 'whole',
  },
  {
    method: 'GET',
    path: '/api/drafts/{id}',
    operationId: 'getDraft',
    summary: 'One draft',
    tag: 'Drafts',
    access: 'signed-in',
    subject: ICP.getDraft,
    ...id,
    response: draftSchema,
  },
  {
    method: 'POST',
    path: '/api/drafts',
    operationId: 'createDraft',
    summary: 'Save a new draft',
    tag: 'Drafts',
    access: 'signed-in',
    subject: ICP.createDraft,
    body: draftRequestSchema,
    status: 201,
    response: draftSchema,
  },
  {
    method: 'PUT',
    path: '/api/drafts/{id}',
    operationId: 'updateDraft',
    summary: 'Save a draft again',
    tag: 'Drafts',
    access: 'signed-in',
    subject: ICP.updateDraft,
    ...id,
    body: draftRequestSchema,
    response: draftSchema,
    message: ({ params, body }) => ({ id: params.id, draft: body }),
  },
  {
    method: 'DELETE',
    path: '/api/drafts/{id}',
    operationId: 'deleteDraft',
    summary: 'Delete a draft',
    tag: 'Drafts',
    access: 'signed-in',
    subject: ICP.deleteDraft,
    ...id,
    response: messageResponseSchema,
  },

  // ---- playbooks ----
  {
    method: 'GET',
    path: '/api/playbooks',
    operationId: 'listPlaybooks',
    summary: 'Playbooks the caller may see, newest first, paged',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.list,
    query: playbookListQuerySchema,
    response: playbookListSchema,
    list: 'page',
  },
  // ---- the playbooks as CSV (docs/product.md §11); declared before /api/playbooks/{id}, which matches its path too ----
  {
    method: 'GET',
    path: '/api/playbooks/export.csv',
    operationId: 'exportPlaybooksCsv',
    summary:
      'Every playbook the caller may see, with the filters of GET /api/playbooks, as CSV (UTF-8 with BOM)',
    tag: 'Exports',
    access: 'signed-in',
    query: playbookCsvQuerySchema,
    produces: 'text/csv',
  },
  {
    method: 'GET',
    path: '/api/playbooks/{id}',
    operationId: 'getPlaybook',
    summary: 'One playbook',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.get,
    ...id,
    response: playbookSchema,
  },
  {
    method: 'POST',
    path: '/api/playbooks',
    operationId: 'createPlaybook',
    summary: 'Create a playbook for a profile',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.create,
    body: playbookFieldsSchema,
    status: 201,
    response: playbookSchema,
  },
  {
    method: 'PUT',
    path: '/api/playbooks/{id}',
    operationId: 'updatePlaybook',
    summary: "Replace a playbook's fields",
    description:
      "A playbook stays with its client: `icpId` may name another of that client's profiles (the notes " +
      "follow), never another client's (409, with a message to create a new playbook there instead). " +
      'With `version` (the version the edit started from, docs/product.md §13) a save made after ' +
      "someone else's answers 409 with `conflict`: that version and the current one with its fields.",
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.update,
    ...id,
    body: playbookUpdateRequestSchema,
    response: playbookSchema,
    message: ({ params, body }) => versionedSave(params.id, body),
  },
  {
    method: 'PATCH',
    path: '/api/playbooks/{id}',
    operationId: 'setPlaybookStatus',
    summary: "Change a playbook's status",
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.setStatus,
    ...id,
    body: playbookStatusRequestSchema,
    response: playbookSchema,
  },
  {
    method: 'DELETE',
    path: '/api/playbooks/{id}',
    operationId: 'deletePlaybook',
    summary: 'Delete a playbook',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.delete,
    ...id,
    response: messageResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/playbooks/{id}/export',
    operationId: 'exportPlaybook',
    summary: 'A playbook as PDF (rendered by the pdf worker; 504 past PDF_EXPORT_TIMEOUT_MS)',
    tag: 'Exports',
    access: 'signed-in',
    ...id,
    produces: 'application/pdf',
  },
  {
    method: 'GET',
    path: '/api/playbooks/{id}/roadmap.ics',
    operationId: 'exportPlaybookRoadmapIcs',
    summary:
      "The playbook's roadmap as an iCalendar file: one all-day event per campaign with dates (its own, else the roadmap's start date plus its day offsets)",
    description:
      'Campaigns without dates are left out and counted in the calendar property ' +
      '`X-ICP-STUDIO-UNDATED-CAMPAIGNS`. Each event has a stable `UID` (the playbook and the campaign name), ' +
      'so importing the file again updates the events instead of adding copies. Saved as ' +
      '`<playbook-name>-roadmap.ics`.',
    tag: 'Exports',
    access: 'signed-in',
    ...id,
    produces: 'text/calendar',
  },

  // ---- KPI actuals (docs/product.md §17) ----
  {
    method: 'GET',
    path: '/api/playbooks/{id}/kpis',
    operationId: 'getPlaybookKpis',
    summary: "A playbook's KPIs with their recorded actuals per period, status and trend",
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.listKpis,
    ...id,
    response: playbookKpisSchema,
  },
  {
    method: 'PUT',
    path: '/api/playbooks/{id}/kpis/{kpiKey}/actuals/{period}',
    operationId: 'putKpiActual',
    summary: "Record (or change) a KPI's value for one period (live through /ws)",
    description:
      "`kpiKey`: the KPI's key (its name in lower case, words joined by `-`, docs/product.md §17). " +
      '`period`: `2026-03` (month), `2026-Q1` (quarter), `2026-W05` (week) or any day in the period.',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.putKpiActual,
    params: kpiActualParamsSchema,
    body: kpiActualRequestSchema,
    response: playbookKpisSchema,
  },
  {
    method: 'DELETE',
    path: '/api/playbooks/{id}/kpis/{kpiKey}/actuals/{period}',
    operationId: 'deleteKpiActual',
    summary: "Remove a KPI's value for one period (live through /ws)",
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.deleteKpiActual,
    params: kpiActualParamsSchema,
    response: playbookKpisSchema,
  },
  {
    method: 'POST',
    path: '/api/playbooks/{id}/kpis/import',
    operationId: 'importKpiActuals',
    summary: 'Record many KPI values from CSV text (columns kpi, period, value): all rows or none',
    description:
      'A bad row answers 400 with `details` naming each bad line (`line 3: ...`); nothing is recorded then.',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.importKpiActuals,
    ...id,
    body: kpiImportRequestSchema,
    response: kpiImportResultSchema,
  },

  // ---- notes and tasks ----
  {
    method: 'GET',
    path: '/api/notes',
    operationId: 'listNotes',
    summary: 'Notes and tasks of one profile or playbook, newest first',
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.listNotes,
    query: noteListRpcSchema,
    response: noteListSchema,
    list: 'page',
  },
  {
    method: 'POST',
    path: '/api/notes',
    operationId: 'createNote',
    summary: 'Add a note or a task (live to everyone on the page through /ws)',
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.createNote,
    body: noteRequestSchema,
    status: 201,
    response: noteSchema,
  },
  {
    method: 'POST',
    path: '/api/notes/{id}/complete',
    operationId: 'completeNote',
    summary: 'Complete a task',
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.completeNote,
    ...id,
    response: noteSchema,
  },
  {
    method: 'POST',
    path: '/api/notes/{id}/reopen',
    operationId: 'reopenNote',
    summary: 'Open a completed task again (anyone who sees its item; live through /ws)',
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.reopenNote,
    ...id,
    response: noteSchema,
  },
  {
    method: 'PATCH',
    path: '/api/notes/{id}',
    operationId: 'updateNote',
    summary:
      "Edit one's own note: its text, or a task's due date or assignee (marked edited; live through /ws)",
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.updateNote,
    ...id,
    body: noteUpdateRequestSchema,
    response: noteSchema,
    message: ({ params, body }) => ({ id: params.id, changes: body }),
  },
  {
    method: 'DELETE',
    path: '/api/notes/{id}',
    operationId: 'deleteNote',
    summary: "Delete one's own note or task (an admin may delete any; live through /ws)",
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.deleteNote,
    ...id,
    response: messageResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/notes/assignees',
    operationId: 'noteAssignees',
    summary:
      'Who a task on a profile or playbook may be given to (the owner, their advisor, admins, oneself)',
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.noteAssignees,
    query: noteAssigneesQuerySchema,
    response: z.array(userSchema),
  },
  {
    method: 'POST',
    path: '/api/notes/open-task-counts',
    operationId: 'openTaskCounts',
    summary: 'Open tasks per profile and playbook, for many at once',
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.openTaskCounts,
    body: openTaskCountsRequestSchema,
    response: openTaskCountsResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/tasks',
    operationId: 'listTasks',
    summary:
      'Tasks on everything the caller may see and tasks given to them (filter mine, by-me, overdue, open, done), by due date',
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.listTasks,
    query: taskListQuerySchema,
    response: taskListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/notes/search',
    operationId: 'searchNotes',
    summary:
      'Notes and tasks whose text holds the search (case-insensitive) on everything the caller may see, newest first, each with its item named',
    tag: 'Notes',
    access: 'signed-in',
    subject: PLAYBOOK.searchNotes,
    query: noteSearchQuerySchema,
    response: noteSearchListSchema,
    list: 'page',
  },

  // ---- AI ----
  {
    method: 'POST',
    path: '/api/ai/suggest-demographics',
    operationId: 'suggestDemographics',
    summary: 'Demographic or firmographic suggestions',
    tag: 'AI',
    access: 'signed-in',
    subject: AI.suggestDemographics,
    deadline: 'ai',
    body: suggestDemographicsRequestSchema,
    response: suggestionsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/ai/suggest-pain-points',
    operationId: 'suggestPainPoints',
    summary: 'Pain point suggestions for a profile',
    tag: 'AI',
    access: 'signed-in',
    subject: AI.suggestPainPoints,
    deadline: 'ai',
    body: icpDataRequestSchema,
    response: suggestionsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/ai/suggest-channels',
    operationId: 'suggestChannels',
    summary: 'Channel suggestions for a profile',
    tag: 'AI',
    access: 'signed-in',
    subject: AI.suggestChannels,
    deadline: 'ai',
    body: icpDataRequestSchema,
    response: suggestionsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/ai/generate-messaging',
    operationId: 'generateMessaging',
    summary: 'Value proposition, key messages and messaging pillars for a profile',
    tag: 'AI',
    access: 'signed-in',
    subject: AI.generateMessaging,
    deadline: 'ai',
    body: icpDataRequestSchema,
    response: generateMessagingResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/ai/suggest-campaigns',
    operationId: 'suggestCampaigns',
    summary: 'Campaign ideas for a profile and channels',
    tag: 'AI',
    access: 'signed-in',
    subject: AI.suggestCampaigns,
    deadline: 'ai',
    body: suggestCampaignsRequestSchema,
    response: suggestCampaignsResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/ai/generate-playbook',
    operationId: 'generatePlaybook',
    summary: 'A whole playbook generated from a profile, section by section',
    tag: 'AI',
    access: 'signed-in',
    subject: AI.generatePlaybook,
    deadline: 'ai',
    body: generatePlaybookRequestSchema,
    response: generatePlaybookResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/ai/generate-playbook/{section}',
    operationId: 'generatePlaybookSection',
    summary: "One section of a generated playbook again (another variant, on the user's sections)",
    tag: 'AI',
    access: 'signed-in',
    subject: AI.generatePlaybookSection,
    deadline: 'ai',
    params: playbookSectionParamSchema,
    body: generatePlaybookSectionRequestSchema.omit({ section: true }),
    response: generatePlaybookSectionResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/ai-settings',
    operationId: 'getAiSettings',
    summary: "The caller's AI settings (the key is never sent back)",
    tag: 'AI',
    access: 'signed-in',
    subject: AI.getSettings,
    response: aiSettingsSchema,
  },
  {
    method: 'PUT',
    path: '/api/ai-settings',
    operationId: 'putAiSettings',
    summary: "Save the caller's AI settings",
    tag: 'AI',
    access: 'signed-in',
    subject: AI.putSettings,
    body: aiSettingsRequestSchema,
    response: aiSettingsSchema,
  },
  {
    method: 'GET',
    path: '/api/ai-settings/options',
    operationId: 'aiSettingsOptions',
    summary: 'Providers and models the settings screen offers',
    tag: 'AI',
    access: 'signed-in',
    subject: AI.settingsOptions,
    response: aiSettingsOptionsSchema,
  },
  {
    method: 'POST',
    path: '/api/ai-settings/test',
    operationId: 'testAiSettings',
    summary: "Test a provider's connection as entered: lists its models (the key is never sent back)",
    tag: 'AI',
    access: 'signed-in',
    subject: AI.testSettings,
    deadline: 'ai',
    body: aiConnectionTestRequestSchema,
    response: aiConnectionTestResponseSchema,
  },

  // ---- advisors ----
  {
    method: 'GET',
    path: '/api/advisor/clients',
    operationId: 'advisorClients',
    summary: "An advisor's clients (an admin may name the advisor)",
    tag: 'Advisors',
    access: 'advisor',
    subject: ADMIN.advisorClients,
    query: advisorClientsQuerySchema,
    response: advisorClientListSchema,
    list: 'whole',
  },
  {
    method: 'GET',
    path: '/api/advisor/cockpit',
    operationId: 'advisorCockpit',
    summary:
      "The client portfolio: one row per client of the advisor with their latest profile's score, evidence, sign-off, playbook, tasks and activity (an admin may name the advisor or ask for the unassigned)",
    tag: 'Advisors',
    access: 'advisor',
    subject: ADMIN.cockpit,
    query: cockpitQuerySchema,
    response: cockpitSchema,
  },

  // ---- admin ----
  {
    method: 'GET',
    path: '/api/admin/metrics',
    operationId: 'adminMetrics',
    summary: 'Counts for the admin dashboard',
    tag: 'Admin',
    access: 'admin',
    subject: ADMIN.metrics,
    response: adminMetricsSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/clients',
    operationId: 'adminClients',
    summary: 'Every client with their advisor and counts',
    tag: 'Admin',
    access: 'admin',
    subject: ADMIN.clients,
    query: adminClientQuerySchema,
    response: clientListingListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/admin/advisors',
    operationId: 'adminAdvisors',
    summary: 'Every advisor with their client count and most recent clients',
    tag: 'Admin',
    access: 'admin',
    subject: ADMIN.advisors,
    query: pageQuerySchema,
    response: advisorSummaryListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/admin/reports',
    operationId: 'getAdminReports',
    summary: 'Reports: profiles and playbooks created per week, quality scores, advisor workload',
    tag: 'Admin',
    access: 'admin',
    subject: ADMIN.reports,
    response: adminReportsSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/assignments',
    operationId: 'createAssignment',
    summary: 'Assign a client to an advisor',
    tag: 'Admin',
    access: 'admin',
    subject: AUTH.createAssignment,
    body: assignmentInputSchema,
    status: 201,
    response: assignmentSchema,
  },
  {
    method: 'PUT',
    path: '/api/admin/assignments/{id}',
    operationId: 'updateAssignment',
    summary: "Change a client's advisor or notes (the id is the client's)",
    tag: 'Admin',
    access: 'admin',
    subject: AUTH.updateAssignment,
    ...id,
    body: assignmentInputSchema,
    response: assignmentSchema,
    message: ({ params, body }) => ({ clientId: params.id, input: body }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/assignments/{id}',
    operationId: 'deleteAssignment',
    summary: "Unassign a client (the id is the client's)",
    tag: 'Admin',
    access: 'admin',
    subject: AUTH.deleteAssignment,
    ...id,
    response: messageResponseSchema,
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/{id}',
    operationId: 'setUserRole',
    summary: "Change a user's role",
    tag: 'Admin',
    access: 'admin',
    subject: AUTH.setRole,
    ...id,
    body: roleChangeSchema,
    response: userSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    operationId: 'deleteUser',
    summary:
      "Delete a user's account and everything they owned, as deleting one's own does (not the admin's own: 409)",
    tag: 'Admin',
    access: 'admin',
    subject: AUTH.deleteUser,
    ...id,
    response: messageResponseSchema,
  },

  // ---- duplicates and DOCX exports (docs/product.md §11) ----
  {
    method: 'POST',
    path: '/api/icps/{id}/duplicate',
    operationId: 'duplicateIcp',
    summary:
      'Copy a profile: "Copy of <name>", in progress, no score, notes or tasks; it stays with its client',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.duplicate,
    ...id,
    status: 201,
    response: icpSchema,
  },
  {
    method: 'POST',
    path: '/api/playbooks/{id}/duplicate',
    operationId: 'duplicatePlaybook',
    summary: 'Copy a playbook: "Copy of <name>", in progress, no notes or tasks; same profile and client',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.duplicate,
    ...id,
    status: 201,
    response: playbookSchema,
  },
  // ---- templates (docs/product.md §12, Templates) ----
  {
    method: 'GET',
    path: '/api/templates',
    operationId: 'listTemplates',
    summary: "Starting profiles and playbooks: the built-in ones, the installation's and the caller's own",
    tag: 'Templates',
    access: 'signed-in',
    subject: PLAYBOOK.listTemplates,
    query: templateListQuerySchema,
    response: templateListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/templates/{id}',
    operationId: 'getTemplate',
    summary: "One template: a built-in or installation one, or the caller's own private one (404 otherwise)",
    tag: 'Templates',
    access: 'signed-in',
    // A subject declared here only: its RPC contract is this entry's (RPC in rpc-map.ts derives it).
    subject: 'playbook.templates.get',
    ...id,
    response: templateSchema,
  },
  {
    method: 'POST',
    path: '/api/icps/{id}/template',
    operationId: 'saveIcpAsTemplate',
    summary:
      'Save a profile as a template: private to the caller, or for the whole installation (admins only)',
    tag: 'Templates',
    access: 'signed-in',
    subject: PLAYBOOK.saveIcpTemplate,
    ...id,
    body: saveTemplateRequestSchema,
    status: 201,
    response: templateSchema,
    message: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/playbook-review',
    operationId: 'getPlaybookReview',
    summary:
      "The caller's generated playbook under review for this profile, as they left it (`kept` is null when none)",
    tag: 'Playbooks',
    access: 'signed-in',
    // Subjects declared here only: their RPC contracts are these entries' (rpc-map.ts derives them).
    subject: 'playbook.reviews.get',
    ...id,
    response: playbookReviewAnswerSchema,
  },
  {
    method: 'PUT',
    path: '/api/icps/{id}/playbook-review',
    operationId: 'savePlaybookReview',
    summary:
      'Keep the generated playbook under review (the sections with their edits, the options and the name) until it is created or discarded',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: 'playbook.reviews.save',
    ...id,
    body: playbookReviewInputSchema,
    response: playbookReviewSchema,
  },
  {
    method: 'DELETE',
    path: '/api/icps/{id}/playbook-review',
    operationId: 'discardPlaybookReview',
    summary: 'Discard the generated playbook under review for this profile (nothing kept: still 200)',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: 'playbook.reviews.discard',
    ...id,
    response: messageResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/playbooks/{id}/template',
    operationId: 'savePlaybookAsTemplate',
    summary:
      'Save a playbook as a template: private to the caller, or for the whole installation (admins only)',
    tag: 'Templates',
    access: 'signed-in',
    subject: PLAYBOOK.savePlaybookTemplate,
    ...id,
    body: saveTemplateRequestSchema,
    status: 201,
    response: templateSchema,
    message: ({ params, body }) => ({ ...(body as object), id: params.id }),
  },
  {
    method: 'DELETE',
    path: '/api/templates/{id}',
    operationId: 'deleteTemplate',
    summary: 'Delete a template: the owner a private one, an admin an installation one; never a built-in one',
    tag: 'Templates',
    access: 'signed-in',
    subject: PLAYBOOK.deleteTemplate,
    ...id,
    response: messageResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/export/docx',
    operationId: 'exportIcpDocx',
    summary: 'A profile as a Word document (rendered by the pdf worker; 504 past PDF_EXPORT_TIMEOUT_MS)',
    tag: 'Exports',
    access: 'signed-in',
    ...id,
    produces: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    method: 'GET',
    path: '/api/playbooks/{id}/export/docx',
    operationId: 'exportPlaybookDocx',
    summary: 'A playbook as a Word document (rendered by the pdf worker; 504 past PDF_EXPORT_TIMEOUT_MS)',
    tag: 'Exports',
    access: 'signed-in',
    ...id,
    produces: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },

  // ---- version history (docs/product.md §13) ----
  {
    method: 'GET',
    path: '/api/icps/{id}/versions',
    operationId: 'listIcpVersions',
    summary: "A profile's versions, newest first: who saved each, when and which fields changed; paged",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.listVersions,
    ...id,
    query: versionListQuerySchema,
    response: versionListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/versions/{version}',
    operationId: 'getIcpVersion',
    summary: 'One version of a profile with its fields as that save left them',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.getVersion,
    params: itemVersionParamsSchema,
    response: versionDetailSchema,
  },
  {
    method: 'POST',
    path: '/api/icps/{id}/versions/{version}/restore',
    operationId: 'restoreIcpVersion',
    summary: 'Make a version of a profile current again: its fields are saved as a new version',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.restoreVersion,
    params: itemVersionParamsSchema,
    response: icpSchema,
  },
  {
    method: 'POST',
    path: '/api/icps/{id}/sign-off',
    operationId: 'signOffIcp',
    summary:
      'The owning client signs off the current version of their profile (409 when the version named is not the current one)',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.signOff,
    ...id,
    body: signOffRequestSchema,
    response: icpSchema,
  },
  {
    method: 'GET',
    path: '/api/playbooks/{id}/versions',
    operationId: 'listPlaybookVersions',
    summary: "A playbook's versions, newest first: who saved each, when and which fields changed; paged",
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.listVersions,
    ...id,
    query: versionListQuerySchema,
    response: versionListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/playbooks/{id}/versions/{version}',
    operationId: 'getPlaybookVersion',
    summary: 'One version of a playbook with its fields as that save left them',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.getVersion,
    params: itemVersionParamsSchema,
    response: versionDetailSchema,
  },
  {
    method: 'POST',
    path: '/api/playbooks/{id}/versions/{version}/restore',
    operationId: 'restorePlaybookVersion',
    summary: 'Make a version of a playbook current again: its fields are saved as a new version',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.restoreVersion,
    params: itemVersionParamsSchema,
    response: playbookSchema,
  },
  {
    method: 'POST',
    path: '/api/playbooks/{id}/sign-off',
    operationId: 'signOffPlaybook',
    summary:
      'The owning client signs off the current version of their playbook (409 when the version named is not the current one)',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.signOff,
    ...id,
    body: signOffRequestSchema,
    response: playbookSchema,
  },
  // ---- approval of copy (docs/approvals.md) ----
  {
    method: 'POST',
    path: '/api/playbooks/{id}/approvals',
    operationId: 'requestPlaybookApproval',
    summary:
      'Send the current version of a playbook for approval, with the findings of the compliance check (409 when the version named is not the current one)',
    tag: 'Approvals',
    access: 'signed-in',
    subject: PLAYBOOK.requestApproval,
    ...id,
    body: approvalRequestSchema,
    status: 201,
    response: approvalSchema,
  },
  {
    method: 'GET',
    path: '/api/playbooks/{id}/approvals',
    operationId: 'listPlaybookApprovals',
    summary: "A playbook's approval records, newest first: who, when, which version and the findings",
    tag: 'Approvals',
    access: 'signed-in',
    subject: PLAYBOOK.playbookApprovals,
    ...id,
    response: z.array(approvalSchema),
  },
  {
    method: 'GET',
    path: '/api/approvals',
    operationId: 'listApprovals',
    summary: "The approval records the caller may review: a reviewer's queue (pending by default); paged",
    tag: 'Approvals',
    access: 'signed-in',
    subject: PLAYBOOK.listApprovals,
    query: approvalListQuerySchema,
    response: z.array(approvalSchema),
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/approvals/{id}',
    operationId: 'getApproval',
    summary: 'One approval record with the copy as sent and its findings',
    tag: 'Approvals',
    access: 'signed-in',
    subject: PLAYBOOK.getApproval,
    ...id,
    response: approvalSchema,
  },
  {
    method: 'POST',
    path: '/api/approvals/{id}/decision',
    operationId: 'decideApproval',
    summary: 'A reviewer approves a pending request or returns it with comments',
    tag: 'Approvals',
    access: 'signed-in',
    subject: PLAYBOOK.decideApproval,
    ...id,
    body: approvalDecisionSchema,
    response: approvalSchema,
  },
  {
    method: 'PUT',
    path: '/api/admin/compliance-reviewers/{id}',
    operationId: 'setComplianceReviewer',
    summary: 'Mark a user as compliance reviewer (or no longer)',
    tag: 'Admin',
    access: 'admin',
    subject: PLAYBOOK.setComplianceReviewer,
    ...id,
    body: reviewerFlagSchema,
    response: reviewerFlagResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/approval-settings',
    operationId: 'getApprovalSettings',
    summary: 'How long approved copy is kept',
    tag: 'Admin',
    access: 'admin',
    subject: PLAYBOOK.getApprovalSettings,
    response: approvalSettingsSchema,
  },
  {
    method: 'PUT',
    path: '/api/admin/approval-settings',
    operationId: 'setApprovalSettings',
    summary: 'Set how long approved copy is kept (whole years, 1 to 30)',
    tag: 'Admin',
    access: 'admin',
    subject: PLAYBOOK.setApprovalSettings,
    body: approvalSettingsSchema,
    response: approvalSettingsSchema,
  },
  // ---- read-only share links of profiles (docs/product.md §14) ----
  {
    method: 'POST',
    path: '/api/icps/{id}/shares',
    operationId: 'createIcpShare',
    summary: 'A read-only link to a profile: its token and page are answered here only, never again',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.createShare,
    ...id,
    body: shareCreateRequestSchema,
    status: 201,
    response: shareLinkCreatedSchema,
  },
  {
    method: 'GET',
    path: '/api/icps/{id}/shares',
    operationId: 'listIcpShares',
    summary: "A profile's live share links (not revoked, not expired), newest first, with their views",
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.listShares,
    ...id,
    query: pageQuerySchema,
    response: shareLinkListSchema,
    list: 'whole',
  },
  {
    method: 'DELETE',
    path: '/api/icps/{id}/shares/{shareId}',
    operationId: 'revokeIcpShare',
    summary: 'Revoke one share link of a profile: it answers 404 from now on',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.revokeShare,
    params: shareIdParamSchema,
    response: messageResponseSchema,
  },
  {
    method: 'PATCH',
    path: '/api/icps/{id}/shares/{shareId}',
    operationId: 'updateIcpShare',
    summary: 'Change a live share link of a profile: its label and its expiry (null: never)',
    description:
      'Absent fields stay as they are. An expiry must lie in the future (400). A revoked or expired link answers 409 "This link was revoked or has expired, so it can no longer be changed"; one that is not a link of this profile, 404.',
    tag: 'Profiles',
    access: 'signed-in',
    // A subject declared here only: its RPC contract is this entry's (rpc-map.ts derives it).
    subject: 'icp.shares.update',
    params: shareIdParamSchema,
    body: shareUpdateRequestSchema,
    response: shareLinkSchema,
  },
  {
    method: 'DELETE',
    path: '/api/icps/{id}/shares',
    operationId: 'revokeAllIcpShares',
    summary: 'Revoke every live share link of a profile',
    tag: 'Profiles',
    access: 'signed-in',
    subject: ICP.revokeAllShares,
    ...id,
    response: shareRevokeAllResponseSchema,
  },
  // ---- read-only share links of playbooks (docs/product.md §14) ----
  {
    method: 'POST',
    path: '/api/playbooks/{id}/shares',
    operationId: 'createPlaybookShare',
    summary: 'A read-only link to a playbook: its token and page are answered here only, never again',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.createShare,
    ...id,
    body: shareCreateRequestSchema,
    status: 201,
    response: shareLinkCreatedSchema,
  },
  {
    method: 'GET',
    path: '/api/playbooks/{id}/shares',
    operationId: 'listPlaybookShares',
    summary: "A playbook's live share links (not revoked, not expired), newest first, with their views",
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.listShares,
    ...id,
    query: pageQuerySchema,
    response: shareLinkListSchema,
    list: 'whole',
  },
  {
    method: 'DELETE',
    path: '/api/playbooks/{id}/shares/{shareId}',
    operationId: 'revokePlaybookShare',
    summary: 'Revoke one share link of a playbook: it answers 404 from now on',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.revokeShare,
    params: shareIdParamSchema,
    response: messageResponseSchema,
  },
  {
    method: 'PATCH',
    path: '/api/playbooks/{id}/shares/{shareId}',
    operationId: 'updatePlaybookShare',
    summary: 'Change a live share link of a playbook: its label and its expiry (null: never)',
    description:
      'Absent fields stay as they are. An expiry must lie in the future (400). A revoked or expired link answers 409 "This link was revoked or has expired, so it can no longer be changed"; one that is not a link of this playbook, 404.',
    tag: 'Playbooks',
    access: 'signed-in',
    // A subject declared here only: its RPC contract is this entry's (rpc-map.ts derives it).
    subject: 'playbook.shares.update',
    params: shareIdParamSchema,
    body: shareUpdateRequestSchema,
    response: shareLinkSchema,
  },
  {
    method: 'DELETE',
    path: '/api/playbooks/{id}/shares',
    operationId: 'revokeAllPlaybookShares',
    summary: 'Revoke every live share link of a playbook',
    tag: 'Playbooks',
    access: 'signed-in',
    subject: PLAYBOOK.revokeAllShares,
    ...id,
    response: shareRevokeAllResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/shared/{token}',
    operationId: 'getSharedItem',
    summary: 'The profile or playbook a share link shows, read-only, without signing in',
    description:
      'No notes, tasks, evidence or owner e-mail. Counts a view. A revoked, expired or unknown link answers 404 "This link is no longer valid". Answers carry `X-Robots-Tag: noindex`; rate limited per address.',
    tag: 'Sharing',
    access: 'public',
    params: shareTokenParamSchema,
    response: sharedItemSchema,
    rateLimited: true,
  },
  // ---- notifications (docs/product.md §15) ----
  {
    method: 'GET',
    path: '/api/notifications',
    operationId: 'listNotifications',
    summary:
      "The signed-in user's notifications (mentions, tasks given to them, their tasks completed, clients given to them), newest first",
    description:
      '`unread=true` lists only the unread ones. New ones also arrive over `/ws` as `{type: "notification"}`.',
    tag: 'Notifications',
    access: 'signed-in',
    subject: AUTH.listNotifications,
    query: notificationListQuerySchema,
    response: notificationListSchema,
    list: 'page',
  },
  {
    method: 'GET',
    path: '/api/notifications/summary',
    operationId: 'notificationSummary',
    summary: "How many of the signed-in user's notifications are unread",
    tag: 'Notifications',
    access: 'signed-in',
    subject: AUTH.notificationSummary,
    response: notificationSummarySchema,
  },
  {
    method: 'POST',
    path: '/api/notifications/{id}/read',
    operationId: 'readNotification',
    summary: 'Mark one of your notifications as read (404 for anyone else’s)',
    tag: 'Notifications',
    access: 'signed-in',
    subject: AUTH.readNotification,
    ...id,
    response: notificationSchema,
  },
  {
    method: 'POST',
    path: '/api/notifications/read-all',
    operationId: 'readAllNotifications',
    summary: 'Mark every one of your notifications as read',
    tag: 'Notifications',
    access: 'signed-in',
    subject: AUTH.readAllNotifications,
    response: notificationSummarySchema,
  },
  {
    method: 'GET',
    path: '/api/account/notifications',
    operationId: 'getNotificationSettings',
    summary: 'How the signed-in user gets notifications by e-mail: instant, daily digest or none',
    tag: 'Notifications',
    access: 'signed-in',
    subject: AUTH.getNotificationSettings,
    response: notificationSettingsSchema,
  },
  {
    method: 'PUT',
    path: '/api/account/notifications',
    operationId: 'updateNotificationSettings',
    summary: 'Choose how notifications come by e-mail: instant, daily digest or none',
    tag: 'Notifications',
    access: 'signed-in',
    subject: AUTH.updateNotificationSettings,
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
  },
] as const satisfies readonly ApiRoute[];

/** Every declared route (see `ApiRoute`). */
export const API_ROUTES: readonly ApiRoute[] = DECLARED_ROUTES;

/** One declared route with its own literal type (its path, method and schemas as written above). */
export type DeclaredRoute = (typeof DECLARED_ROUTES)[number];
export type OperationId = DeclaredRoute['operationId'];
export type RouteOf<K extends OperationId> = Extract<DeclaredRoute, { readonly operationId: K }>;

/** The registry by `operationId`, each entry typed as declared (for typed clients: web/src/lib/api-client.ts). */
export const ROUTES_BY_ID = Object.fromEntries(DECLARED_ROUTES.map((r) => [r.operationId, r])) as {
  readonly [K in OperationId]: RouteOf<K>;
};

/**
 * The subject a route forwards to, by its operationId: what a handler of a subject declared only in its
 * route entry names (`@RpcHandler(routeSubject('getTemplate'))`).
 */
export function routeSubject<K extends OperationId>(
  operationId: K,
): RouteOf<K> extends { readonly subject: infer S extends string } ? S : never {
  const subject = (ROUTES_BY_ID[operationId] as ApiRoute).subject;
  if (!subject) throw new Error(`${operationId} forwards to no subject`);
  return subject as never;
}

/** The error envelope every failure answers with (re-exported here for the document's components). */
export { errorEnvelopeSchema };

/**
 * A save's RPC body (`PUT /api/icps/{id}`, `PUT /api/playbooks/{id}`): the fields, and the version the
 * edit started from when the body names one.
 */
function versionedSave(id: unknown, body: unknown): { id: unknown; fields: unknown; version?: number } {
  const { version, ...fields } = body as { version?: number };
  return { id, fields, ...(version !== undefined && { version }) };
}

/** `/api/icps/{id}` -> `/api/icps/:id` (Express / Nest path syntax). */
export function expressPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** `/api/icps/:id` -> `/api/icps/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The declared route of a request, for metrics labels: its path pattern (`/api/icps/{id}`), or
 * undefined when no declared route matches.
 */
export function matchRoute(method: string, path: string): ApiRoute | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const known = staticMatches().get(`${m} ${path}`);
  if (known) return known;
  return API_ROUTES.find((r) => r.method === m && routePattern(r.path).test(path));
}

/**
 * The answer of the scan above for every parameterless path (with and without a trailing slash),
 * computed once: the gateway labels every request's metrics with its route, and most requests
 * (GET /api/auth/check above all) have such a path. Any other path is scanned as before.
 */
let staticIndex: Map<string, ApiRoute> | undefined;
function staticMatches(): Map<string, ApiRoute> {
  if (staticIndex) return staticIndex;
  const index = new Map<string, ApiRoute>();
  for (const r of API_ROUTES) {
    if (r.path.includes('{')) continue;
    for (const path of [r.path, `${r.path}/`]) {
      const found = API_ROUTES.find((c) => c.method === r.method && routePattern(c.path).test(path));
      if (found) index.set(`${r.method} ${path}`, found);
    }
  }
  return (staticIndex = index);
}

const patterns = new Map<string, RegExp>();
function routePattern(path: string): RegExp {
  let re = patterns.get(path);
  if (!re) {
    const source = path
      .split(/(\{[A-Za-z0-9_]+\})/)
      .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    re = new RegExp(`^${source}/?$`);
    patterns.set(path, re);
  }
  return re;
}
