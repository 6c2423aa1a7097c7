import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { STATUS_BY_CODE, type ErrorCode, type ErrorEnvelope } from '@icp-studio/contracts';
import { DomainError, RETRY_AFTER_SECONDS } from '@icp-studio/service-kit';
import { ZodError } from 'zod';

export const BODY_LIMIT_MESSAGE = 'Request body too large (limit 1 MB)';
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';

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

/** The `type` body-parser (raw-body, http-errors) sets, on the error or on the cause Nest wrapped it in. */
function bodyParserType(exception: unknown): string | undefined {
  for (const e of [exception, (exception as { cause?: unknown } | null)?.cause]) {
    const type = (e as { type?: unknown } | null | undefined)?.type;
    if (typeof type === 'string') return type;
  }
  return undefined;
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
 * 503), zod errors to 400 with the field messages, body-parser failures to 400/413 with fixed messages,
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

  switch (bodyParserType(exception)) {
    case 'entity.parse.failed':
      return domainAnswer(DomainError.badRequest(MALFORMED_JSON_MESSAGE), correlationId);
    case 'entity.too.large':
      return domainAnswer(new DomainError('payload_too_large', BODY_LIMIT_MESSAGE), correlationId);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return domainAnswer(DomainError.badRequest('Unsupported body encoding'), correlationId);
    case 'request.aborted':
    case 'request.size.invalid':
      return domainAnswer(DomainError.badRequest('Incomplete request body'), correlationId);
  }

  if (exception instanceof HttpException && exception.getStatus() < 500) {
    const status = exception.getStatus();
    const code = CODE_BY_STATUS.get(status) ?? 'bad_request';
    const message = status === 404 ? 'Not found' : (STATUS_CODES[status] ?? 'Bad request');
    return {
      status,
      body: { code, status, message, ...(correlationId ? { correlationId } : {}) },
      headers: {},
    };
  }

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
