import express, { type NextFunction, type Request, type Response } from 'express';
import { LIMITS } from '@icp-studio/contracts';
import type { ApiRoute } from '@icp-studio/contracts/http';
import { DomainError } from '@icp-studio/service-kit';

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The deepest nesting of arrays and objects a request may carry (the wizards' data is a few levels deep). */
export const MAX_JSON_DEPTH = 64;
export const NESTING_MESSAGE = `Request is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
export const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';
export const SURROGATE_MESSAGE = 'Text must be valid Unicode (no unpaired surrogate \\uD800-\\uDFFF)';

type Problem = 'nul' | 'surrogate' | 'depth';

/** A high surrogate not followed by a low one, or a low one without a high one before it (UTF-16 units). */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What PostgreSQL cannot store in text or jsonb: NUL, and (in jsonb) an escaped unpaired surrogate. */
function badText(s: string): Problem | undefined {
  if (s.includes('\u0000')) return 'nul';
  if (UNPAIRED_SURROGATE.test(s)) return 'surrogate';
  return undefined;
}

/**
 * What no route can take, found without recursion: a string (value or key) with a NUL character or an
 * unpaired surrogate (legal in JSON, refused by PostgreSQL), or arrays and objects nested past
 * MAX_JSON_DEPTH, which would overflow the stack of the recursive schema validation. Answers the field
 * path of the first one found.
 */
export function inspectJson(value: unknown): { problem: Problem; path: string } | undefined {
  const pending: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: v, depth, path } = item;
    if (typeof v === 'string') {
      const problem = badText(v);
      if (problem) return { problem, path: path || '_' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { problem: 'depth', path: path || '_' };
    for (const [key, child] of Object.entries(v)) {
      const childPath = path ? `${path}.${key}` : key;
      const problem = badText(key);
      if (problem) return { problem, path: childPath };
      pending.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
  return undefined;
}

function refuse(value: unknown): DomainError | undefined {
  const found = inspectJson(value);
  if (!found) return undefined;
  const message = { nul: NUL_MESSAGE, surrogate: SURROGATE_MESSAGE, depth: NESTING_MESSAGE }[found.problem];
  return new DomainError('validation_failed', message, { fields: { [found.path]: [message] } });
}

/**
 * Bodies are JSON only, at most 1 MB (`LIMITS.bodyBytes`): another content type is refused with 400
 * (so an HTML form cannot post here at all), a larger body with 413, malformed JSON with 400. A body or
 * query with text PostgreSQL cannot store or nested past MAX_JSON_DEPTH is refused with 400 (see
 * `inspectJson`).
 */
export function jsonBody(rawRoutes: readonly ApiRoute[] = []) {
  const raw = rawBodyMatcher(rawRoutes);
  const parse = express.json({
    limit: LIMITS.bodyBytes,
    strict: true,
    type: ['application/json', 'application/*+json'],
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const queryError = refuse(req.query);
    if (queryError) return next(queryError);
    if (!hasBody(req) || raw(req)) return next();
    if (!req.is(['application/json', 'application/*+json'])) {
      return next(DomainError.badRequest('Request body must be JSON (Content-Type: application/json)'));
    }
    parse(req, res, (err?: unknown) => next(err ?? refuse(req.body)));
  };
}

/**
 * The requests of routes whose body is a file's raw bytes (`accepts` in the registry, e.g. the client
 * list upload): their own controller reads the stream, so the JSON parser must leave them alone.
 */
export function rawBodyMatcher(routes: readonly ApiRoute[]): (req: Request) => boolean {
  const matchers = routes
    .filter((r) => r.accepts)
    .map((r) => ({
      method: r.method,
      path: new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    }));
  return (req) => matchers.some((m) => m.method === req.method && m.path.test(req.path));
}
