import { z } from 'zod';
import { idSchema, isoDateSchema, roleSchema } from './common.js';

export const QUEUES = {
  pdf: 'pdf',
  aiAnalysis: 'ai-analysis',
  scoreRefresh: 'score-refresh',
  /** Uploaded client lists read by the icp service (docs/evidence.md, "Uploads"; job: evidenceUploadJobSchema). */
  evidenceUpload: 'evidence-upload',
} as const;

export const pdfJobSchema = z.object({
  kind: z.enum(['icp', 'playbook']),
  id: idSchema,
  requestedBy: idSchema,
  correlationId: z.string().optional(),
  /**
   * The requester's role as the gateway resolved it (as on every NATS request); without it the worker
   * asks auth for the requester's current role.
   */
  role: roleSchema.optional(),
  /**
   * The requester's actor as the gateway signed it for this export (docs/developing.md, "Who is asking:
   * signed actors"): the worker reads the item as them; without it the services answer 401.
   */
  actorProof: z.string().max(2048).optional(),
  /**
   * What to render: the whole document as PDF (the default), a profile's persona card as a PNG image
   * (`GET /api/icps/{id}/export/persona.png`, kind `icp` only), or the document as a Word file (`docx`,
   * docs/product.md §11).
   */
  format: z.enum(['pdf', 'persona-png', 'docx']).optional(),
  /**
   * A profile's PDF closes with an Evidence page of the client list's aggregate figures
   * (`GET /api/icps/{id}/export?evidence=true`, docs/evidence.md "In the documents").
   */
  evidence: z.boolean().optional(),
});
export type PdfJob = z.infer<typeof pdfJobSchema>;

export const aiAnalysisJobSchema = z.object({
  icpId: idSchema,
  requestedBy: idSchema,
  correlationId: z.string().optional(),
  /** The requester's role when they asked: the worker reads the profile as them. */
  role: roleSchema.optional(),
  /**
   * The requester's signed actor, carried on from the request that queued the job: the worker's reads
   * of the profile are made as them (docs/developing.md, "Who is asking: signed actors").
   */
  actorProof: z.string().max(2048).optional(),
  /** The analysis this job belongs to (the score's aiRequestedAt); a newer analysis makes it stale. */
  analyzedAt: isoDateSchema.optional(),
});
export type AiAnalysisJob = z.infer<typeof aiAnalysisJobSchema>;

/**
 * BullMQ options of every ai-analysis job: 3 attempts with exponential backoff, and retention capped by
 * count and age (the producer may lower the counts and the delay from its configuration).
 */
export const AI_ANALYSIS_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { count: 1000, age: 24 * 3600 },
  removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
} as const;

/**
 * The job id of one analysis, so a re-delivered or re-sent request never runs twice: the profile and the
 * analysis time in ms (BullMQ refuses ':' in custom ids).
 */
export function aiAnalysisJobId(icpId: string, analyzedAt: string): string {
  return `${icpId}.${Date.parse(analyzedAt)}`;
}

/**
 * What a pdf job answers: the Redis key under which the worker left the PDF's bytes (for a short
 * while; the gateway reads and deletes them), and the document's name for the file name.
 */
export const pdfJobResultSchema = z.object({
  resultKey: z.string().min(1),
  name: z.string(),
  bytes: z.number().int().min(0),
});
export type PdfJobResult = z.infer<typeof pdfJobResultSchema>;

/** The Redis key of a finished PDF (under the queue prefix, so installations sharing Redis stay apart). */
export function pdfResultKey(queuePrefix: string, jobId: string): string {
  return `${queuePrefix}:pdf:result:${jobId}`;
}

/**
 * Defaults of every pdf job: three attempts with backoff (a worker killed mid-job is covered by the
 * stalled-job check, a failed render by these retries) and capped retention.
 */
export const PDF_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { count: 200, age: 3600 },
  removeOnFail: { count: 1000, age: 24 * 3600 },
} as const;

/**
 * A pdf job that failed for a reason retrying cannot change (the item is gone, the requester may not see
 * it) fails with this reason, so the gateway can answer the same error the service gave.
 */
const PDF_FAILURE_MARK = 'pdf-failure:';

export function encodePdfFailure(error: { code: string; status: number; message: string }): string {
  return (
    PDF_FAILURE_MARK + JSON.stringify({ code: error.code, status: error.status, message: error.message })
  );
}

export function decodePdfFailure(
  reason: string | undefined,
): { code: string; status: number; message: string } | null {
  if (!reason?.startsWith(PDF_FAILURE_MARK)) return null;
  try {
    const parsed = z
      .object({ code: z.string(), status: z.number().int(), message: z.string() })
      .safeParse(JSON.parse(reason.slice(PDF_FAILURE_MARK.length)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether PDF export can work right now. Each pdf worker keeps a heartbeat in Redis: its id in the set
 * `pdfWorkersKey`, and under `pdfWorkerKey` (expiring after PDF_HEARTBEAT.ttlMs, rewritten every
 * PDF_HEARTBEAT.everyMs) whether it takes jobs and, if not, why (`reason`, words for a user). The gateway
 * reads them before it queues an export, so an export answers 503 at once when no worker runs, or none
 * can render, instead of waiting for the export deadline.
 */
export const PDF_HEARTBEAT = { everyMs: 1000, ttlMs: 5000 } as const;

export const pdfWorkerStatusSchema = z.object({
  ready: z.boolean(),
  /** When not ready: why, in words a user understands ("the PDF renderer (Chromium) could not start"). */
  reason: z.string().optional(),
});
export type PdfWorkerStatus = z.infer<typeof pdfWorkerStatusSchema>;

export function pdfWorkersKey(queuePrefix: string): string {
  return `${queuePrefix}:pdf:workers`;
}

export function pdfWorkerKey(queuePrefix: string, workerId: string): string {
  return `${queuePrefix}:pdf:worker:${workerId}`;
}

/**
 * The verdict from the heartbeats of the workers in the set (`null` for one whose heartbeat expired):
 * ready when any worker is; otherwise the reason of a live worker that cannot render, or that none runs.
 */
export function pdfAvailability(
  heartbeats: (string | null)[],
): { ready: true } | { ready: false; reason: string; workers: boolean } {
  let reason: string | undefined;
  for (const raw of heartbeats) {
    if (!raw) continue;
    let status: PdfWorkerStatus | undefined;
    try {
      const parsed = pdfWorkerStatusSchema.safeParse(JSON.parse(raw));
      status = parsed.success ? parsed.data : undefined;
    } catch {
      status = undefined;
    }
    if (!status) continue;
    if (status.ready) return { ready: true };
    reason ??= status.reason ?? 'the PDF worker cannot render documents';
  }
  return { ready: false, reason: reason ?? 'no PDF worker is running', workers: reason !== undefined };
}

/**
 * A re-score of one profile after a save (QUEUES.scoreRefresh, run by the icp service): `requestedAt` is
 * the save's `score_requested_at`; the worker scores the profile as it then is and writes only over an
 * older score, so a late or repeated job never undoes a newer one.
 */
export const scoreRefreshJobSchema = z.object({
  icpId: idSchema,
  requestedAt: isoDateSchema,
  correlationId: z.string().optional(),
});
export type ScoreRefreshJob = z.infer<typeof scoreRefreshJobSchema>;

/** One job per profile and save (BullMQ refuses ':' in custom ids). */
export function scoreRefreshJobId(icpId: string, requestedAt: string): string {
  return `score.${icpId}.${Date.parse(requestedAt)}`;
}
