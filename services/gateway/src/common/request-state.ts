import type { Request } from 'express';
import type { Actor, User } from '@icp-studio/contracts';

/** What the gateway learns about a request on its way in. */
export interface RequestState {
  correlationId?: string;
  /** The signed-in caller, resolved from the session by the actor middleware. */
  actor?: Actor;
  user?: User;
}

const STATE = Symbol('icp.gateway.request');

/** The gateway's per-request state, kept on the request object under a private symbol. */
export function requestState(req: Request): RequestState {
  const holder = req as unknown as { [STATE]?: RequestState };
  return (holder[STATE] ??= {});
}
