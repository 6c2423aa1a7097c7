import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { STATUS_BY_CODE, type ErrorCode, type ErrorEnvelope } from '@icp-studio/contracts';
import { DomainError, RETRY_AFTER_SECONDS } from '@icp-studio/service-kit';
import { ZodError } from 'zod';

export const BODY_LIMIT_MESSAGE = 'Request body too large (limit 1 MB)';
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';
export const NOT_JSON_MESSAGE = 'Request body must be JSON (Content-Type: application/json)';
export const ENCODING_MESSAGE = 'Unsupported body encoding';
export const INCOMPLETE_MESSAGE = 'Incomplete request body';

export interface HttpErrorAnswer {
  status: number;
  body: ErrorEnvelope & { retryAfter?: number };
  headers: Record<string, string>;
  /** Set for anything unexpected: the id in the answer, to find the logged error. */
  errorId?: string;
}

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][])
    // 400 has two codes; a bare 400 is a bad request.
    .filter(([code]) => code !== 'validation_failed')
    .map(([code, status]) => [status, code]),
);

/** Fastify's own errors (the router, the body parsing) carry a `FST_` code and a status. */
function fastifyError(exception: unknown): { code: string; statusCode: number } | undefined {
  const e = exception as { code?: unknown; statusCode?: unknown } | null | undefined;
  if (typeof e?.code === 'string' && e.code.startsWith('FST_') && typeof e.statusCode === 'number')
    return { code: e.code, statusCode: e.statusCode };
  return undefined;
}

/** The envelope of a framework 4xx: the status's own text (an unknown route: 'Not found', no path). */
function frameworkAnswer(status: number, correlationId?: string): HttpErrorAnswer {
  const code = CODE_BY_STATUS.get(status) ?? 'bad_request';
  const message = status === 404 ? 'Not found' : (STATUS_CODES[status] ?? 'Bad request');
  return {
    status,
    body: { code, status, message, ...(correlationId ? { correlationId } : {}) },
    headers: {},
  };
}

function domainAnswer(error: DomainError, correlationId?: string): HttpErrorAnswer {
  const headers: Record<string, string> = {};
  let retryAfter = error.retryAfter;
  if (error.status === 503 || error.status === 429) {
    retryAfter ??= error.status === 503 ? RETRY_AFTER_SECONDS : 60;
    headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfter)));
  }
  const envelope = error.toEnvelope(correlationId);
  return {
    status: error.status,
    body: retryAfter !== undefined ? { ...envelope, retryAfter } : envelope,
    headers,
  };
}

/**
 * Maps anything a request can throw to the HTTP answer: domain errors as they are (Retry-After on 429 and
 * 503), zod errors to 400 with the field messages, Fastify's body failures to 400/413 with fixed messages,
 * framework 4xx (unknown route, bad URL encoding) to the envelope with the status text, and anything else
 * to a 500 with an error id and no internals.
 */
export function toHttpError(
  exception: unknown,
  correlationId?: string,
  newErrorId: () => string = randomUUID,
): HttpErrorAnswer {
  if (exception instanceof DomainError) return domainAnswer(exception, correlationId);
  if (exception instanceof ZodError) return domainAnswer(DomainError.validation(exception), correlationId);

  const fst = fastifyError(exception);
  if (fst) {
    switch (fst.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return domainAnswer(DomainError.badRequest(NOT_JSON_MESSAGE), correlationId);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return domainAnswer(new DomainError('payload_too_large', BODY_LIMIT_MESSAGE), correlationId);
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return domainAnswer(DomainError.badRequest(INCOMPLETE_MESSAGE), correlationId);
    }
    if (fst.statusCode >= 400 && fst.statusCode < 500) return frameworkAnswer(fst.statusCode, correlationId);
  }

  if (exception instanceof HttpException && exception.getStatus() < 500)
    return frameworkAnswer(exception.getStatus(), correlationId);

  const errorId = newErrorId();
  return {
    status: 500,
    body: {
      code: 'internal',
      status: 500,
      message: `Internal error (id ${errorId})`,
      ...(correlationId ? { correlationId } : {}),
    },
    headers: {},
    errorId,
  };
}
