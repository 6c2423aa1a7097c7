import type { z } from 'zod';
import { DomainError, parse } from '@icp-studio/service-kit';

/**
 * Parses an account form body with its contract schema. A missing (or null) field counts as an empty one,
 * so it gets the product's own message ('Password is required') rather than a type error.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
  fields: readonly string[],
): z.output<S> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw DomainError.badRequest('Request body must be a JSON object');
  }
  const filled: Record<string, unknown> = { ...(body as Record<string, unknown> | undefined) };
  for (const field of fields) filled[field] ??= '';
  return parse(schema, filled);
}
