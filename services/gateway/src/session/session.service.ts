import { Inject, Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { EVENTS, type ResolvedActor, type SignedOutEvent } from '@icp-studio/contracts';
import { RpcClient, logger } from '@icp-studio/service-kit';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../infra/tokens.js';
import { isSecure, requestState } from '../common/request-state.js';
import { ActorResolver } from './actor-resolver.service.js';
import { clearedSessionCookie, setSessionCookie, type SessionLayer } from './session.middleware.js';

/** Signing in and out: the session's life cycle (session.middleware.ts keeps the sessions). */
@Injectable()
export class SessionService {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly actors: ActorResolver,
    private readonly rpc: RpcClient,
  ) {}

  get idleMs(): number {
    return this.config.SESSION_IDLE_MINUTES * 60_000;
  }

  get absoluteMs(): number {
    return this.config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  }

  /**
   * Starts a signed-in session under a new session id (session-fixation defence: whatever id the
   * browser had is destroyed). "Remember me" keeps the cookie across browser restarts (for the idle
   * timeout, renewed on use); without it the cookie lives for the browser session. The server limits
   * (idle, absolute) are the same either way.
   */
  async signIn(
    req: FastifyRequest,
    res: ServerResponse,
    resolved: ResolvedActor,
    rememberMe: boolean,
  ): Promise<void> {
    await this.layer(req).start(
      req,
      res,
      { userId: resolved.user.id, sessionVersion: resolved.sessionVersion, createdAt: Date.now() },
      rememberMe ? this.idleMs : null,
    );
    const state = requestState(req);
    state.actor = { userId: resolved.user.id, role: resolved.user.role };
    state.user = resolved.user;
    this.actors.remember(resolved);
  }

  /** Carries the request's session over to a new session version (the user changed their password). */
  async moveToVersion(req: FastifyRequest, sessionVersion: number): Promise<void> {
    const auth = requestState(req).session?.data.auth;
    if (!auth) return;
    auth.sessionVersion = sessionVersion;
    await this.layer(req).save(req);
  }

  private layer(req: FastifyRequest): SessionLayer {
    const layer = requestState(req).sessions;
    if (!layer) throw new Error('the session middleware did not run for this request');
    return layer;
  }

  /**
   * Ends the session (removed from Redis) and clears the cookie. The realtime service hears of it
   * (`EVENTS.signedOut`) and closes that session's sockets at once rather than at its next heartbeat.
   */
  async signOut(req: FastifyRequest, res: ServerResponse): Promise<void> {
    const state = requestState(req);
    const userId = state.session?.data.auth?.userId;
    if (state.session) await this.layer(req).destroy(req);
    if (userId) {
      try {
        this.rpc.publish<SignedOutEvent>(EVENTS.signedOut, { userId });
      } catch (err) {
        logger().warn({ err: (err as Error).message }, 'could not publish the sign-out');
      }
    }
    state.actor = undefined;
    state.user = undefined;
    // Replaces a renewal set earlier in this request.
    setSessionCookie(res, clearedSessionCookie(isSecure(req)));
  }
}
