import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { EVENTS, type ResolvedActor, type SignedOutEvent } from '@icp-studio/contracts';
import { RpcClient, logger } from '@icp-studio/service-kit';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../infra/tokens.js';
import { requestState } from '../common/request-state.js';
import { ActorResolver } from './actor-resolver.service.js';
import { SESSION_COOKIE } from './session-data.js';

function promisify(fn: (cb: (err?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));
}

/** Signing in and out: the session's life cycle around express-session. */
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
  async signIn(req: Request, resolved: ResolvedActor, rememberMe: boolean): Promise<void> {
    if (req.session) {
      await promisify((cb) => req.session.regenerate(cb));
    } else {
      // The session was ended earlier in this request (stale cookie): start a fresh one, and drop the
      // clearing of the old cookie so the answer carries the new one only.
      req.sessionStore.generate(req);
      const res = req.res;
      const cookies = res?.getHeader('Set-Cookie');
      if (res && cookies !== undefined) {
        const lines = (Array.isArray(cookies) ? cookies : [String(cookies)]).filter(
          (line) => !line.startsWith(`${SESSION_COOKIE}=`),
        );
        if (lines.length) res.setHeader('Set-Cookie', lines);
        else res.removeHeader('Set-Cookie');
      }
    }
    req.session.auth = {
      userId: resolved.user.id,
      sessionVersion: resolved.sessionVersion,
      createdAt: Date.now(),
    };
    if (rememberMe) req.session.cookie.maxAge = this.idleMs;
    const state = requestState(req);
    state.actor = { userId: resolved.user.id, role: resolved.user.role };
    state.user = resolved.user;
    this.actors.remember(resolved);
  }

  /**
   * Ends the session (removed from Redis) and clears the cookie. The realtime service hears of it
   * (`EVENTS.signedOut`) and closes that session's sockets at once rather than at its next heartbeat.
   */
  async signOut(req: Request, res: Response): Promise<void> {
    const userId = req.session?.auth?.userId;
    if (req.session) await promisify((cb) => req.session.destroy(cb));
    if (userId) {
      try {
        this.rpc.publish<SignedOutEvent>(EVENTS.signedOut, { userId });
      } catch (err) {
        logger().warn({ err: (err as Error).message }, 'could not publish the sign-out');
      }
    }
    const state = requestState(req);
    state.actor = undefined;
    state.user = undefined;
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
  }
}
