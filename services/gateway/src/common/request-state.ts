import type { FastifyRequest } from 'fastify';
import type { Actor, User } from '@icp-studio/contracts';

/**
 * What the gateway learns about a request on its way in. The session step adds its own fields
 * (`session`, `sessions`: see the `declare module` in session/session.middleware.ts), so this module
 * imports nothing from the features that use it.
 */
export interface RequestState {
  correlationId?: string;
  /** The signed-in caller, resolved from the session by the actor step. */
  actor?: Actor;
  user?: User;
  /** The body is a file's raw bytes, read by the route's controller (no JSON parsing). */
  rawBody?: boolean;
  /** The request is under `/api` (see `isApiRequest`). */
  api?: boolean;
  /** Why the body was refused (answered by the first handler step, see common/json-body.ts). */
  bodyError?: Error;
}

/** The request decoration that holds the state (declared once on the Fastify instance, see app.ts). */
export const REQUEST_STATE = 'icpState';

/** The gateway's per-request state, kept on the Fastify request (one object per request). */
export function requestState(req: FastifyRequest): RequestState {
  const holder = req as unknown as Record<typeof REQUEST_STATE, RequestState | null | undefined>;
  return (holder[REQUEST_STATE] ??= {});
}

/** The path of a request, without its query string. */
export function pathOf(req: Pick<FastifyRequest, 'url'>): string {
  const url = req.url;
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** The request came over TLS (directly, or per a trusted proxy's X-Forwarded-Proto). */
export function isSecure(req: Pick<FastifyRequest, 'protocol'>): boolean {
  return req.protocol === 'https';
}
