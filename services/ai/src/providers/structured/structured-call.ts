import type { z } from 'zod';
import { failure } from '../errors.js';
import { extractJson } from './json-repair.js';

export interface StructuredCall<T> {
  /** The contract the answer must meet. */
  schema: z.ZodType<T>;
  /** Adjusts near misses before the check (a bare list where an object was asked...). */
  coerce?: (raw: unknown) => unknown;
  /**
   * Asks the model; on the second call `retry` holds the unusable answer and why it failed, to be sent
   * back so the model corrects itself.
   */
  ask: (retry?: { previous: string; problem: string }) => Promise<string>;
}

/** One answer read and checked: the value, or why it cannot be used. */
export function readAnswer<T>(
  text: string,
  schema: z.ZodType<T>,
  coerce?: (raw: unknown) => unknown,
): { ok: true; value: T } | { ok: false; problem: string } {
  let raw: unknown;
  try {
    raw = extractJson(text);
  } catch {
    return { ok: false, problem: 'it was not valid JSON' };
  }
  const parsed = schema.safeParse(coerce ? coerce(raw) : raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at "${issue.path.join('.')}"` : '';
  return {
    ok: false,
    problem: `it did not match the requested shape${where}: ${issue?.message ?? 'invalid'}`,
  };
}

/**
 * Asks for JSON that `schema` accepts: the answer is repaired when it can be (code fences, text around
 * the JSON, trailing commas), asked for once more when it cannot, and then refused with 502 'The AI
 * provider returned an answer that could not be used'.
 */
export async function structuredCall<T>(call: StructuredCall<T>): Promise<T> {
  const first = await call.ask();
  const read = readAnswer(first, call.schema, call.coerce);
  if (read.ok) return read.value;
  const second = await call.ask({ previous: first, problem: read.problem });
  const reread = readAnswer(second, call.schema, call.coerce);
  if (reread.ok) return reread.value;
  throw failure('invalid_output');
}
