/** Pure arithmetic of the fixed-window rate limits (the Redis side is in rate-limiter.service.ts). */

export interface WindowDecision {
  allowed: boolean;
  /** Seconds until the window ends, when refused. */
  retryAfterSeconds: number;
}

/**
 * `count` is this attempt's number in the current window (1 for the first), `ttlMs` the time left in
 * the window. The attempt passes while count <= limit.
 */
export function decide(count: number, limit: number, ttlMs: number, windowMs: number): WindowDecision {
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
  const left = ttlMs > 0 ? Math.min(ttlMs, windowMs) : windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
}

/** 'Too many attempts. Please try again in N minutes.' (at least 1 minute, rounded up). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
