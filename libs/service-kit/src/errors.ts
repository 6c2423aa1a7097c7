import {
  STATUS_BY_CODE,
  fieldErrors,
  type ErrorCode,
  type ErrorEnvelope,
  type VersionConflict,
} from '@icp-studio/contracts';
import type { z } from 'zod';

/**
 * A typed error a service throws for anything the caller did or may not do. It crosses NATS as the
 * RPC error envelope and becomes the HTTP answer at the gateway.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string[]>;
  /** Seconds, for 429 and 503 answers. */
  readonly retryAfter?: number;
  /** A 409 to a save started from an older version: both versions (docs/product.md §13). */
  readonly conflict?: VersionConflict;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { fields?: Record<string, string[]>; retryAfter?: number; conflict?: VersionConflict } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.fields = opts.fields;
    this.retryAfter = opts.retryAfter;
    this.conflict = opts.conflict;
  }

  static badRequest(message: string, fields?: Record<string, string[]>) {
    return new DomainError('bad_request', message, { fields });
  }
  static validation(error: z.ZodError) {
    const { message, fields } = fieldErrors(error);
    return new DomainError('validation_failed', message, { fields });
  }
  static unauthenticated(message = 'Not authenticated') {
    return new DomainError('unauthenticated', message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new DomainError('forbidden', message);
  }
  static notFound(message = 'Not found') {
    return new DomainError('not_found', message);
  }
  static conflict(message: string, fields?: Record<string, string[]>) {
    return new DomainError('conflict', message, { fields });
  }
  /** 409: the save named an older version than the current one; carries both. */
  static staleVersion(message: string, conflict: VersionConflict) {
    return new DomainError('conflict', message, { conflict });
  }
  static rateLimited(message: string, retryAfter: number) {
    return new DomainError('rate_limited', message, { retryAfter });
  }

  toEnvelope(correlationId?: string): ErrorEnvelope & { retryAfter?: number } {
    return {
      code: this.code,
      status: this.status,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.retryAfter !== undefined ? { retryAfter: this.retryAfter } : {}),
      ...(this.conflict ? { conflict: this.conflict } : {}),
      ...(correlationId ? { correlationId } : {}),
    };
  }

  static fromEnvelope(e: Partial<ErrorEnvelope> & { retryAfter?: number }): DomainError {
    const code = (e.code && e.code in STATUS_BY_CODE ? e.code : 'internal') as ErrorCode;
    return new DomainError(code, e.message ?? 'Internal error', {
      fields: e.fields,
      retryAfter: e.retryAfter,
      conflict: e.conflict,
    });
  }
}

/** Parses a payload with its contract schema; bad input becomes a 400 with the field messages. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw DomainError.validation(result.error);
  return result.data;
}

/**
 * Whether a database error is PostgreSQL's foreign-key violation (23503): a row was written for a parent
 * that a concurrent request deleted after it was checked. The caller answers as if it had been gone.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  return e?.driverError?.code === '23503' || e?.code === '23503';
}
