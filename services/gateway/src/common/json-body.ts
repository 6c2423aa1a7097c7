import type { IncomingMessage, IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '@icp-studio/contracts';
import type { ApiRoute } from '@icp-studio/contracts/http';
import { DomainError } from '@icp-studio/service-kit';
import {
  BODY_LIMIT_MESSAGE,
  ENCODING_MESSAGE,
  INCOMPLETE_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  NOT_JSON_MESSAGE,
} from './error-mapping.js';
import type { HandlerStep, RequestStep } from './hooks.js';
import { pathOf, requestState } from './request-state.js';

function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
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

/** The media type of a Content-Type value (lower case, no parameters), and its charset if any. */
function mediaType(value: string): { type: string; charset?: string } {
  const [type = '', ...params] = value.split(';');
  let charset: string | undefined;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq !== -1 && param.slice(0, eq).trim().toLowerCase() === 'charset')
      charset = param
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
  }
  return { type: type.trim().toLowerCase(), ...(charset !== undefined ? { charset } : {}) };
}

const JSON_TYPE = /^application\/(?:json|[^/\s]+\+json)$/;

/** `application/json` or `application/*+json` (what the gateway takes as a JSON body). */
export function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && JSON_TYPE.test(mediaType(value).type);
}

/**
 * Bodies are JSON only, at most 1 MB (`LIMITS.bodyBytes`): another content type is refused with 400
 * (so an HTML form cannot post here at all), before anything of the body is read. A query with text
 * PostgreSQL cannot store or nested past MAX_JSON_DEPTH is refused with 400 (see `inspectJson`). The
 * routes whose body is a file (`rawBodyMatcher`) are marked so that their controller reads the stream.
 */
export function jsonBodyGate(rawRoutes: readonly ApiRoute[] = []): RequestStep {
  const raw = rawBodyMatcher(rawRoutes);
  return (req) => {
    const queryError = refuse(req.query);
    if (queryError) return queryError;
    if (!hasBody(req.headers)) return undefined;
    if (raw(req)) {
      requestState(req).rawBody = true;
      return undefined;
    }
    if (!isJsonContentType(req.headers['content-type'])) return DomainError.badRequest(NOT_JSON_MESSAGE);
    return undefined;
  };
}

/** The body stream, decompressed per its Content-Encoding (identity, gzip, deflate, br). */
function decoded(req: IncomingMessage): Readable {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase().trim();
  const inflate =
    encoding === 'identity'
      ? undefined
      : encoding === 'gzip'
        ? createGunzip()
        : encoding === 'deflate'
          ? createInflate()
          : encoding === 'br'
            ? createBrotliDecompress()
            : null;
  if (inflate === null) throw DomainError.badRequest(ENCODING_MESSAGE);
  if (!inflate) return req;
  req.on('aborted', () => inflate.destroy(new Error('aborted')));
  return req.pipe(inflate);
}

/**
 * Reads and parses a JSON body as Express's body-parser did (the contract the fuzz suite checks):
 * UTF-8 (a leading BOM is dropped), at most `LIMITS.bodyBytes` after decompression (413), an object or
 * an array at the top (400), an empty body is `{}`; then `inspectJson` (400).
 */
export function readJsonBody(req: IncomingMessage, limit: number = LIMITS.bodyBytes): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const { charset } = mediaType(req.headers['content-type'] ?? '');
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
      return reject(DomainError.badRequest(ENCODING_MESSAGE));
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit)
      return reject(new DomainError('payload_too_large', BODY_LIMIT_MESSAGE));
    let stream: Readable;
    try {
      stream = decoded(req);
    } catch (err) {
      return reject(err as Error);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      fn();
    };
    /** Refuses the body, and reads off what is left of it (see `discardRest`). */
    const refuseBody = (err: DomainError) =>
      settle(() => {
        discardRest(req, stream);
        reject(err);
      });
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return refuseBody(new DomainError('payload_too_large', BODY_LIMIT_MESSAGE));
      chunks.push(chunk);
    };
    stream.on('data', onData);
    stream.on('error', (err: Error & { code?: string }) =>
      refuseBody(
        err.code?.startsWith('Z_') || err.code === 'ERR__ERROR_FORMAT_PADDING_1'
          ? DomainError.badRequest(MALFORMED_JSON_MESSAGE)
          : DomainError.badRequest(INCOMPLETE_MESSAGE),
      ),
    );
    req.on('aborted', () => settle(() => reject(DomainError.badRequest(INCOMPLETE_MESSAGE))));
    stream.on('end', () =>
      settle(() => {
        try {
          resolve(parseJsonText(Buffer.concat(chunks, size).toString('utf8')));
        } catch (err) {
          reject(err as Error);
        }
      }),
    );
  });
}

/**
 * Reads off and drops the rest of a refused body, so that the connection serves its next request.
 * Node's server drops an unread body by itself only if nothing ever read from it: a body this reader
 * has begun (or piped into a decompressor, which `pipe` leaves paused when the decompressor stops) would
 * otherwise stay unread, and the kept-alive connection would wait for ever behind it. body-parser did the
 * same (`stream.resume()` after an error).
 */
function discardRest(req: IncomingMessage, stream: Readable): void {
  if (stream !== req) {
    req.unpipe();
    stream.destroy();
  }
  req.resume();
}

/** body-parser's strict JSON: `{}` when empty, else an object or array at the top, then `inspectJson`. */
export function parseJsonText(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.length === 0) return {};
  const first = /^[ \t\n\r]*(.)/.exec(body)?.[1];
  if (first !== '{' && first !== '[') throw DomainError.badRequest(MALFORMED_JSON_MESSAGE);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw DomainError.badRequest(MALFORMED_JSON_MESSAGE);
  }
  const problem = refuse(value);
  if (problem) throw problem;
  return value;
}

/**
 * The gateway's only body parser: JSON (`readJsonBody`) for every content type the gate let through;
 * a file route's body is left unread for its controller. Fastify's own parsers are removed.
 */
export function installJsonBody(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (req: FastifyRequest, payload: IncomingMessage, done) => {
    // No body (Fastify asks whenever there is a Content-Type), or a file the controller reads itself.
    if (!hasBody(req.headers) || requestState(req).rawBody) return done(null, undefined);
    // A refused body is answered from the handler steps (`bodyStep`), not as a parser error: Fastify
    // closes the connection after a parser error, so a proxy still sending the body would get a reset
    // instead of the 413 or 400 (Express kept the connection and discarded the rest of the body).
    readJsonBody(payload).then(
      (body) => done(null, body),
      (err: Error) => {
        requestState(req).bodyError = err;
        done(null, undefined);
      },
    );
  });
}

/**
 * First of the handler steps: answers the error of a refused body (see `installJsonBody`), and reads
 * the body of a GET or HEAD, which Fastify leaves alone; Express read it, so a JSON body there is still
 * read and checked (its errors as before), though no such route uses one.
 */
export const bodyStep: HandlerStep = (req) => {
  const state = requestState(req);
  if (state.bodyError) throw state.bodyError;
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !hasBody(req.headers) || state.rawBody) return;
  return readJsonBody(req.raw).then((body) => {
    req.body = body;
  });
};

/**
 * The requests of routes whose body is a file's raw bytes (`accepts` in the registry, e.g. the client
 * list upload): their own controller reads the stream, so the JSON parser must leave them alone.
 */
export function rawBodyMatcher(routes: readonly ApiRoute[]): (req: FastifyRequest) => boolean {
  const matchers = routes
    .filter((r) => r.accepts)
    .map((r) => ({
      method: r.method,
      path: new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
    }));
  return (req) => matchers.some((m) => m.method === req.method && m.path.test(pathOf(req)));
}
