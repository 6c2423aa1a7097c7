import session from 'express-session';
import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { logger, sessionKey, withCorrelation } from '@icp-studio/service-kit';
import { sessionSecret, type GatewayConfig } from '../config.js';
import { requestState } from '../common/request-state.js';
import { RedisSessionStore } from './redis-session-store.js';
import { ActorResolver } from './actor-resolver.service.js';
import { SessionService } from './session.service.js';
import { SESSION_COOKIE } from './session-data.js';

/**
 * express-session with the Redis store: cookie `icp.sid`, HttpOnly, SameSite=Lax, Secure when the
 * request came over TLS (directly or per a trusted proxy's X-Forwarded-Proto), rolling idle timeout.
 * Nothing is stored until someone signs in.
 */
export function sessionMiddleware(config: GatewayConfig, redis: Redis) {
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const store = new RedisSessionStore(redis, {
    // The key layout the readers (realtime) use: `<REDIS_KEY_PREFIX>sess:<sid>`.
    prefix: sessionKey(config.REDIS_KEY_PREFIX, ''),
    idleMs,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
  });
  const handler = session({
    name: SESSION_COOKIE,
    secret: sessionSecret(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    handler(req, res, (err?: unknown) => {
      // express-session reports a store failure at the end of the answer (touch, save) through this
      // callback, after the answer was sent: Express's final handler would then destroy the socket.
      if (res.headersSent) {
        if (err) logger().warn({ err: (err as Error)?.message }, 'session store failed after the answer');
        return;
      }
      // A session that could not be loaded (Redis away: 503) is not an unset one: without its id
      // express-session does not delete it from the store when the answer ends (`unset: 'destroy'`),
      // which would sign the user out over a blip.
      if (err && req.session == null) delete (req as { sessionID?: string }).sessionID;
      next(err);
    });
}

/**
 * Resolves the signed-in caller of every request that has a session: checks the absolute lifetime,
 * asks auth who the user is now (cached), and ends the session when it is too old, the user vanished
 * or the session version moved on (password reset, revocation): such a request goes on signed out.
 */
export function actorMiddleware(config: GatewayConfig, actors: ActorResolver, sessions: SessionService) {
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  return (req: Request, res: Response, next: NextFunction) => {
    const state = requestState(req);
    const proceed = (err?: unknown) => withCorrelation(state.correlationId, () => next(err));
    const auth = req.session?.auth;
    if (!auth) return proceed();
    const resolve = async () => {
      if (Date.now() - auth.createdAt >= absoluteMs) return sessions.signOut(req, res);
      const resolved = await actors.resolve(auth.userId);
      if (!resolved || resolved.sessionVersion !== auth.sessionVersion) return sessions.signOut(req, res);
      state.actor = { userId: resolved.user.id, role: resolved.user.role };
      state.user = resolved.user;
    };
    resolve().then(
      () => proceed(),
      (err: unknown) => proceed(err),
    );
  };
}
