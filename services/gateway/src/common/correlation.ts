import { randomUUID } from 'node:crypto';

/** What we accept from a caller's `X-Correlation-Id`: a short token, no spaces, no control characters. */
const SANE_CORRELATION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The caller's correlation id when it is a sane token, else undefined. */
export function sanitizeCorrelationId(raw: string | string[] | undefined): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return SANE_CORRELATION_ID.test(trimmed) ? trimmed : undefined;
}

/** The correlation id of a request: the caller's when sane, else a new UUID. */
export function correlationIdFor(raw: string | string[] | undefined): string {
  return sanitizeCorrelationId(raw) ?? randomUUID();
}
