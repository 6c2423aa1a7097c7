import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation, optionally on one named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const driverError = err.driverError as { code?: string; constraint?: string } | undefined;
  if (driverError?.code !== '23505') return false;
  return constraint === undefined || driverError.constraint === constraint;
}
