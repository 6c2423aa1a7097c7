import { DomainError } from '@icp-studio/service-kit';
import { UrlBlockedError } from '../ssrf/url-guard.js';

export type ProviderFailure =
  | 'timeout'
  | 'rate_limited'
  | 'unavailable'
  | 'auth'
  | 'invalid_output'
  | 'not_found'
  | 'refused'
  | 'blocked_url'
  | 'not_configured';

/** The messages callers see (the AI issue's catalogue). */
export const AI_MESSAGES = {
  timeout: 'The AI provider did not answer in time',
  rate_limited: 'The AI provider is rate limiting requests. Please try again shortly.',
  unavailable: 'The AI provider is unavailable',
  auth: 'The AI provider rejected the API key',
  invalid_output: 'The AI provider returned an answer that could not be used',
  not_found: 'The AI provider does not know this model or endpoint. Check the model and the API URL.',
  refused: 'The AI provider refused the request',
  userRateLimited: 'Too many AI requests. Please try again in a minute.',
} as const;

/** A provider call that failed, classified; never carries the provider's raw text (it may echo a key). */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    readonly details: { status?: number; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** Worth another attempt later (the analysis queue retries these). */
  get retryable(): boolean {
    return ['timeout', 'rate_limited', 'unavailable', 'invalid_output'].includes(this.kind);
  }

  toDomainError(): DomainError {
    switch (this.kind) {
      case 'timeout':
        return new DomainError('deadline_exceeded', this.message);
      case 'rate_limited':
        return new DomainError('rate_limited', this.message, { retryAfter: this.details.retryAfter ?? 30 });
      case 'auth':
      case 'not_found':
      case 'blocked_url':
      case 'not_configured':
        return DomainError.badRequest(this.message);
      default:
        return new DomainError('upstream_error', this.message);
    }
  }
}

export function failure(kind: Exclude<ProviderFailure, 'blocked_url' | 'not_configured'>, details = {}) {
  return new ProviderError(kind, AI_MESSAGES[kind], details);
}

/** The provider's wait: a Retry-After header (OpenAI, Anthropic) or Gemini's RetryInfo detail ("7s"). */
function retryAfterSeconds(err: { headers?: unknown; errorDetails?: unknown }): number | undefined {
  const get = (err.headers as { get?: (k: string) => string | null } | undefined)?.get;
  let raw = typeof get === 'function' ? get.call(err.headers, 'retry-after') : undefined;
  if (!raw && Array.isArray(err.errorDetails)) {
    const info = err.errorDetails.find((d: { retryDelay?: unknown }) => typeof d?.retryDelay === 'string') as
      { retryDelay: string } | undefined;
    raw = info?.retryDelay.replace(/s$/, '');
  }
  const seconds = raw ? Number(raw) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(Math.ceil(seconds), 3600) : undefined;
}

/**
 * Classifies whatever an SDK call threw. `timedOut`: our own deadline fired (the SDKs report it as an
 * abort or a connection error).
 */
export function classifyError(err: unknown, timedOut: boolean): ProviderError {
  if (err instanceof ProviderError) return err;
  const blocked = findCause(err, (e) => e instanceof UrlBlockedError) as UrlBlockedError | undefined;
  if (blocked) return new ProviderError('blocked_url', blocked.message);
  if (timedOut) return failure('timeout');
  const e = err as { status?: unknown; headers?: unknown; errorDetails?: unknown; name?: string };
  const status = typeof e?.status === 'number' ? e.status : undefined;
  if (status !== undefined) {
    if (status === 401 || status === 403) return failure('auth', { status });
    if (status === 429) return failure('rate_limited', { status, retryAfter: retryAfterSeconds(e) });
    if (status === 408 || status === 504) return failure('timeout', { status });
    if (status >= 500) return failure('unavailable', { status });
    if (status === 404) return failure('not_found', { status });
    return failure('refused', { status });
  }
  if (/timeout/i.test(e?.name ?? '')) return failure('timeout');
  // Connection refused or reset, DNS failure, TLS failure: the provider cannot be reached.
  return failure('unavailable');
}

function findCause(err: unknown, match: (e: unknown) => boolean): unknown {
  let cur: unknown = err;
  for (let i = 0; i < 6 && cur; i++) {
    if (match(cur)) return cur;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A short, key-free description of a failure for the logs. */
export function describeFailure(err: unknown): Record<string, unknown> {
  if (err instanceof ProviderError) return { kind: err.kind, status: err.details.status };
  return { error: (err as Error)?.name ?? 'unknown' };
}
