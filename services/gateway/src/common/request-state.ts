import type { Request } from 'express';
import type { Actor, User } from '@icp-studio/contracts';
import type { GatewaySession, SessionLayer } from '../session/session.middleware.js';

/** What the gateway learns about a request on its way in. */
export interface RequestState {
  correlationId?: string;
  /** The signed-in caller, resolved from the session by the actor middleware. */
  actor?: Actor;
  user?: User;
  /** The request's session, loaded from Redis by the session middleware (none: signed out). */
  session?: GatewaySession;
  /** The session layer that served the request (sign-in, sign-out and saves go through it). */
  sessions?: SessionLayer;
}

const STATE = Symbol('icp.gateway.request');

/** The gateway's per-request state, kept on the request object under a private symbol. */
export function requestState(req: Request): RequestState {
  const holder = req as unknown as { [STATE]?: RequestState };
  return (holder[STATE] ??= {});
}
