import { z } from 'zod';
import { idSchema, roleSchema } from './common.js';
import {
  EVIDENCE_LIMITS,
  columnMappingSchema,
  evidencePreviewSchema,
  evidenceUploadSchema,
  importErrorSchema,
} from './evidence.js';

/**
 * Client lists uploaded as files (docs/evidence.md, "Uploads"): `POST /api/icps/{id}/evidence/uploads`
 * takes the file's bytes (up to 10 MB), the icp service reads them on a queue (QUEUES.evidenceUpload)
 * into a staged upload with its progress, and `PUT /api/icps/{id}/evidence` imports the staged table by
 * its `uploadId`.
 */

/** Content types the upload route takes as the file's bytes (browsers send any of these for a .csv). */
export const EVIDENCE_UPLOAD_CONTENT_TYPES = [
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
  'application/octet-stream',
] as const;

/** How long an upload (its bytes in Redis, its staged table) is kept before it is imported. */
export const EVIDENCE_UPLOAD_TTL_SECONDS = 3600;

export const evidenceUploadStateSchema = z.enum(['queued', 'reading', 'ready', 'failed']);
export type EvidenceUploadState = z.infer<typeof evidenceUploadStateSchema>;

/** `GET .../evidence/uploads/{uploadId}`: where the reading is; the preview once ready, the error once failed. */
export const evidenceUploadStatusSchema = z.object({
  uploadId: idSchema,
  state: evidenceUploadStateSchema,
  /** Percent of the file read (0-100). */
  progress: z.number().int().min(0).max(100),
  /** Client rows read so far (all of them once ready). */
  rowsRead: z.number().int().min(0),
  /** The same as `POST .../evidence/preview` answers, once ready. */
  preview: evidencePreviewSchema.nullable(),
  /** Why the file was refused (names the problem and the row), once failed. */
  error: importErrorSchema.nullable(),
});
export type EvidenceUploadStatus = z.infer<typeof evidenceUploadStatusSchema>;

/** `POST .../evidence/uploads` (202): the upload queued. */
export const evidenceUploadAcceptedSchema = z.object({
  uploadId: idSchema,
  state: evidenceUploadStateSchema,
});
export type EvidenceUploadAccepted = z.infer<typeof evidenceUploadAcceptedSchema>;

export const evidenceUploadParamsSchema = z.object({ id: idSchema, uploadId: idSchema });

/** RPC `ICP.evidenceUploadCreate`: the gateway left the bytes in Redis under `evidenceUploadBytesKey(blobId)`. */
export const evidenceUploadCreateRpcSchema = z.object({
  id: idSchema,
  blobId: idSchema,
  size: z.number().int().min(1).max(EVIDENCE_LIMITS.maxBytes),
});
export const evidenceUploadStatusRpcSchema = evidenceUploadParamsSchema;

/** Where the gateway leaves an upload's bytes for the icp worker (read once, with GETDEL). */
export function evidenceUploadBytesKey(queuePrefix: string, blobId: string): string {
  return `${queuePrefix}:evidence-upload-bytes:${blobId}`;
}

/** A job of QUEUES.evidenceUpload: read the bytes of one upload as the actor who sent them. */
export const evidenceUploadJobSchema = z.object({
  uploadId: idSchema,
  icpId: idSchema,
  blobId: idSchema,
  requestedBy: idSchema,
  role: roleSchema,
  correlationId: z.string().optional(),
});
export type EvidenceUploadJob = z.infer<typeof evidenceUploadJobSchema>;

const both = 'Send either csv or uploadId, not both';

/** `PUT .../evidence` from an upload: its staged table, with an optional mapping. */
export const evidenceFromUploadSchema = z
  .object({
    uploadId: idSchema,
    mapping: columnMappingSchema.optional(),
  })
  .strict();

/** `PUT .../evidence`: the CSV text as before, or `{uploadId, mapping?}` (exactly one of `csv` and `uploadId`). */
export const evidenceImportBodySchema = z.union([
  evidenceFromUploadSchema,
  evidenceUploadSchema.extend({ uploadId: z.undefined({ error: both }).optional() }),
]);
export type EvidenceImportBody = z.infer<typeof evidenceImportBodySchema>;
export const evidenceImportRpcSchema = z.union([
  evidenceFromUploadSchema.extend({ id: idSchema }),
  evidenceUploadSchema.extend({ id: idSchema, uploadId: z.undefined({ error: both }).optional() }),
]);

const formatMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The refusal of a body over the byte limit, as the import words it: `head` is the first `maxBytes`
 * bytes, in which the limit's row is counted (line breaks: LF, CRLF, CR).
 */
export function uploadTooLargeMessage(head: Uint8Array, maxBytes: number = EVIDENCE_LIMITS.maxBytes) {
  let row = 1;
  const end = Math.min(head.length, maxBytes);
  for (let i = 0; i < end; i++) {
    const b = head[i];
    if (b === 0x0a || (b === 0x0d && head[i + 1] !== 0x0a)) row++;
  }
  return {
    code: 'too_large' as const,
    row,
    message: `The file is over the ${formatMb(maxBytes)} limit (reached in row ${row.toLocaleString('en-US')}): split it into smaller files.`,
  };
}

export const EVIDENCE_UPLOAD_EMPTY_MESSAGE = 'The file is empty (0 bytes).';
export const EVIDENCE_UPLOAD_NOT_FOUND = 'Upload not found';
