import { z } from 'zod';
import { versionConflictSchema } from './history.js';

/**
 * The one error shape. A service throws a domain error with these fields; it crosses NATS as the
 * RPC error and the gateway answers it as the HTTP body with `status` as the HTTP status.
 */
export const errorCodeSchema = z.enum([
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'service_unavailable',
  'deadline_exceeded',
  'upstream_error',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorEnvelopeSchema = z.object({
  code: errorCodeSchema,
  status: z.number().int().min(400).max(599),
  message: z.string(),
  /** Field path -> messages, for bad input. */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /**
   * A 409 to a save started from an older version (docs/product.md §13): the version the save named and
   * the current one with its fields.
   */
  conflict: versionConflictSchema.optional(),
  correlationId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  service_unavailable: 503,
  deadline_exceeded: 504,
  upstream_error: 502,
  internal: 500,
};

/** Turns a zod error into `{path: [messages]}` and a one-line message (the first message). */
export function fieldErrors(error: z.ZodError): { message: string; fields: Record<string, string[]> } {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? 'Invalid input', fields };
}
