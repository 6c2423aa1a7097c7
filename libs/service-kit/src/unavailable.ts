/**
 * Whether an error means a backing server (PostgreSQL, Redis) is unreachable for the moment, rather
 * than a bug: a refused or dropped connection, a server shutting down or starting up. Such an error is
 * answered 503 with Retry-After (the caller may retry once the server is back), never a bare 500.
 */

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (admin
 * or crash shutdown, cannot connect now: starting up or recovering), 53300 (too many connections).
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** Messages of node-postgres and ioredis for a connection that is gone (they carry no code). */
const MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /^Connection is closed\.?$/i,
  /Stream isn't writeable and enableOfflineQueue options is false/i,
  /Reached the max retries per request limit/i,
];

export function isUnavailableError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE.test(e.code))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // TypeORM wraps the driver's error; AggregateError (several addresses refused) lists them.
  const nested = [e.driverError, e.cause, ...((err as { errors?: unknown[] }).errors ?? [])];
  return nested.some((n) => n !== err && isUnavailableError(n, depth + 1));
}
