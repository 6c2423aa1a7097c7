import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  cookieFromHeader,
  logger,
  sessionKey,
  sessionSecrets,
  signSessionId,
  unsignSessionCookie,
} from '@icp-studio/service-kit';
import { sessionSecret, type GatewayConfig } from '../config.js';
import type { HandlerStep } from '../common/hooks.js';
import { isSecure, requestState } from '../common/request-state.js';
import { RedisSessionStore } from './redis-session-store.js';
import type { ActorResolver } from './actor-resolver.service.js';
import type { SessionService } from './session.service.js';
import { SESSION_COOKIE, type SessionAuth, type SessionData } from './session-data.js';

/** A loaded session: its id and what Redis holds for it. Changes reach Redis through `SessionLayer.save`. */
export interface GatewaySession {
  readonly id: string;
  readonly data: SessionData;
}

declare module '../common/request-state.js' {
  interface RequestState {
    /** The request's session, loaded from Redis by the session step (none: signed out). */
    session?: GatewaySession;
    /** The session layer that served the request (sign-in, sign-out and saves go through it). */
    sessions?: SessionLayer;
  }
}

/** How many verified cookie values (and remember-me cookie lines) an instance keeps. */
const CACHE_CAP = 10_000;

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  if (map.size > CACHE_CAP) map.delete(map.keys().next().value as string);
}

/**
 * The gateway's cookie sessions, in express-session's formats (which it replaced, see
 * docs/benchmark-runs.md, "GET /api/auth/check: where the time went"): the cookie `icp.sid` holds the
 * URL-encoded `s:<sid>.<HMAC-SHA256>` (libs/service-kit/src/session-reader.ts, which realtime and the edge read),
 * HttpOnly, SameSite=Lax, Path=/, Secure when the request came over TLS (directly or per a trusted
 * proxy's X-Forwarded-Proto); the session is the JSON `{cookie, auth}` at `<REDIS_KEY_PREFIX>sess:<sid>`
 * (RedisSessionStore). Nothing is stored until someone signs in.
 *
 * Per request it does only what must be done: a cookie value's signature is verified once and
 * remembered; the session is read from Redis, its idle timeout renewed (throttled by the store); the
 * cookie is sent again only when that changes what the browser holds: a browser-session cookie never
 * (same value, no expiry), a "remember me" cookie when its expiry (to the second) moves on, signed again only then. Sign-in,
 * saves and sign-out write to Redis before the answer.
 */
export class SessionLayer {
  /** `SESSION_SECRET` as a rotation list: the first signs, every one verifies (as realtime reads it). */
  private readonly secrets: string[];
  private readonly store: RedisSessionStore;
  /** Cookie value -> the session id its signature proved. */
  private readonly verified = new Map<string, string>();
  /** Session id -> the expiry (whole seconds since the epoch) of the last remember-me cookie sent for it. */
  private readonly sentExpiries = new Map<string, number>();

  constructor(config: GatewayConfig, redis: Redis) {
    this.secrets = sessionSecrets(sessionSecret(config));
    this.store = new RedisSessionStore(redis, {
      // The key layout the readers (realtime) use: `<REDIS_KEY_PREFIX>sess:<sid>`.
      prefix: sessionKey(config.REDIS_KEY_PREFIX, ''),
      idleMs: config.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
    });
  }

  /** The session id a signed cookie value carries, or null (verified once per value). */
  private sessionIdOf(value: string): string | null {
    const known = this.verified.get(value);
    if (known !== undefined) return known;
    const sid = unsignSessionCookie(value, this.secrets);
    if (sid) remember(this.verified, value, sid);
    return sid;
  }

  /** The request step: loads the request's session (if any) into `requestState(req).session`. */
  readonly load: HandlerStep = (req, res) => {
    const state = requestState(req);
    state.sessions = this;
    const value = cookieFromHeader(req.headers.cookie, SESSION_COOKIE);
    const sid = value ? this.sessionIdOf(value) : null;
    if (!sid) return;
    // Redis away: 503 (the store's error), and the session is kept (it could not be read, not ended).
    return this.store.get(sid).then((data) => {
      if (!data) return;
      state.session = { id: sid, data };
      // Rolling idle timeout (the store renews at most once per tenth of it); a failure here is logged,
      // the answer does not wait for it.
      this.store.touch(sid, data).catch((touchErr: unknown) => {
        logger().warn({ err: (touchErr as Error)?.message }, 'session renewal failed');
      });
      const maxAge = data.cookie?.originalMaxAge;
      if (typeof maxAge === 'number') {
        // The cookie's Expires has whole seconds: it moves on at most once a second.
        const expires = Math.floor((Date.now() + maxAge) / 1000);
        if (this.sentExpiries.get(sid) !== expires) {
          remember(this.sentExpiries, sid, expires);
          setSessionCookie(res, this.cookieLine(sid, expires * 1000, isSecure(req)));
        }
      }
    });
  };

  /** The `Set-Cookie` line of session `sid` (express-session's attributes and order); `expires` in ms. */
  private cookieLine(sid: string, expires: number | null, secure: boolean): string {
    let line = `${SESSION_COOKIE}=${encodeURIComponent(signSessionId(sid, this.secrets[0]!))}; Path=/`;
    if (expires !== null) line += `; Expires=${new Date(expires).toUTCString()}`;
    line += '; HttpOnly';
    if (secure) line += '; Secure';
    return `${line}; SameSite=Lax`;
  }

  /**
   * A new signed-in session under a new id (session-fixation defence: the request's old session, if
   * any, is destroyed), stored before the answer, and its cookie on the answer (replacing any other
   * `icp.sid` line of it). `maxAge`: the cookie's lifetime ("remember me"), null for a browser session.
   */
  async start(
    req: FastifyRequest,
    res: ServerResponse,
    auth: SessionAuth,
    maxAge: number | null,
  ): Promise<GatewaySession> {
    const state = requestState(req);
    if (state.session) await this.destroy(req);
    const id = randomBytes(24).toString('base64url');
    const now = Date.now();
    const data: SessionData = {
      cookie: {
        originalMaxAge: maxAge,
        expires: maxAge === null ? null : new Date(now + maxAge).toISOString(),
        secure: isSecure(req),
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
      },
      auth,
    };
    await this.store.set(id, data);
    const expires = maxAge === null ? null : now + maxAge;
    if (expires !== null) remember(this.sentExpiries, id, Math.floor(expires / 1000));
    setSessionCookie(res, this.cookieLine(id, expires, isSecure(req)));
    state.session = { id, data };
    return state.session;
  }

  /** Writes the request's session back to Redis (after a change to its data). */
  async save(req: FastifyRequest): Promise<void> {
    const session = requestState(req).session;
    if (session) await this.store.set(session.id, session.data);
  }

  /** Ends the request's session in Redis; the caller clears the cookie. */
  async destroy(req: FastifyRequest): Promise<void> {
    const state = requestState(req);
    const session = state.session;
    if (!session) return;
    state.session = undefined;
    this.sentExpiries.delete(session.id);
    await this.store.destroy(session.id);
  }
}

/** Puts `line` on the answer as its only `icp.sid` cookie (undefined: none), keeping other cookies. */
export function setSessionCookie(res: ServerResponse, line: string | undefined): void {
  const current = res.getHeader('Set-Cookie');
  const others =
    current === undefined
      ? []
      : (Array.isArray(current) ? current : [String(current)]).filter(
          (l) => !l.startsWith(`${SESSION_COOKIE}=`),
        );
  const lines = line === undefined ? others : [...others, line];
  if (lines.length) res.setHeader('Set-Cookie', lines);
  else res.removeHeader('Set-Cookie');
}

/** The `Set-Cookie` line that removes the session cookie from the browser (Express's `clearCookie`). */
export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`;
}

/** The session step of `config` over `redis` (see `SessionLayer`). */
export function sessionStep(config: GatewayConfig, redis: Redis): HandlerStep {
  return new SessionLayer(config, redis).load;
}

/**
 * Resolves the signed-in caller of every request that has a session: checks the absolute lifetime,
 * asks auth who the user is now (cached), and ends the session when it is too old, the user vanished
 * or the session version moved on (password reset, revocation): such a request goes on signed out.
 */
export function actorStep(
  config: GatewayConfig,
  actors: ActorResolver,
  sessions: SessionService,
): HandlerStep {
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  const resolve = async (req: FastifyRequest, res: ServerResponse, auth: SessionAuth) => {
    if (Date.now() - auth.createdAt >= absoluteMs) return sessions.signOut(req, res);
    const resolved = await actors.resolve(auth.userId);
    if (!resolved || resolved.sessionVersion !== auth.sessionVersion) return sessions.signOut(req, res);
    const state = requestState(req);
    state.actor = { userId: resolved.user.id, role: resolved.user.role };
    state.user = resolved.user;
  };
  // Signed out: nothing to wait for (no promise).
  return (req, res) => {
    const auth = requestState(req).session?.data.auth;
    return auth ? resolve(req, res, auth) : undefined;
  };
}
