import { createHmac, timingSafeEqual } from 'node:crypto';
import { idSchema } from '@icp-studio/contracts';
import { z } from 'zod';

/**
 * The gateway's sessions, readable by any service that receives the browser's cookie (realtime's
 * WebSocket upgrade). One place for the cookie name, the cookie's signature format and the Redis key
 * layout, so the writer (the gateway, services/gateway/src/session/session.middleware.ts) and the readers cannot drift apart.
 *
 * The format is express-session's: the cookie `icp.sid` holds `s:<sid>.<signature>`, URL-encoded, where
 * the signature is the unpadded base64 HMAC-SHA256 of `<sid>` under the session secret (cookie-signature).
 * The session itself is a JSON string at `<REDIS_KEY_PREFIX>sess:<sid>` whose `auth` holds
 * `{userId, sessionVersion, createdAt}`; its TTL is the idle timeout capped by the absolute lifetime.
 */

/** The session cookie's name. */
export const SESSION_COOKIE = 'icp.sid';

/** The default `REDIS_KEY_PREFIX` of the gateway's keys (sessions, rate limits). */
export const DEFAULT_REDIS_KEY_PREFIX = 'icp:gw:';

/** The signing secret outside production when none is configured (production requires one). */
export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

/** The Redis key of session `sid` under a key prefix (`REDIS_KEY_PREFIX`). */
export function sessionKey(prefix: string, sid: string): string {
  return `${prefix}sess:${sid}`;
}

/**
 * `SESSION_SECRET` as a list, for key rotation: a comma list whose first entry signs and every entry
 * verifies (express-session's `secret` array). A value without commas is one secret.
 */
export function sessionSecrets(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * `SESSION_SECRET` in a service's environment: the gateway's cookie-signing secret, or a comma list of
 * them (rotation, see `sessionSecrets`); blank is unset. Each secret at least 32 characters.
 */
export const sessionSecretSchema = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v : undefined))
  .superRefine((v, ctx) => {
    if (v === undefined) return;
    if (v.length < 32)
      ctx.addIssue({ code: 'custom', message: 'SESSION_SECRET must be at least 32 characters' });
    const list = sessionSecrets(v);
    if (list.length > 1 && list.some((s) => s.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        message: 'every secret of the SESSION_SECRET list must be at least 32 characters',
      });
    }
  });

/** What a signed-in session holds, as the readers need it. */
export interface SessionInfo {
  sessionId: string;
  userId: string;
  /** auth's session version at sign-in: a newer one (password reset, revocation) ends the session. */
  sessionVersion: number;
  /** Sign-in time, ms since the epoch. */
  createdAt: number;
}

/** The one Redis command the reader needs (an ioredis client has it). */
export interface SessionStoreReader {
  get(key: string): Promise<string | null>;
}

export interface ReadSessionOptions {
  redis: SessionStoreReader;
  /** The verifying secrets (or one secret). */
  secret: string | readonly string[];
  /** `REDIS_KEY_PREFIX`. */
  keyPrefix: string;
  now?: () => number;
}

/** Session ids are express-session's uid-safe ids; anything far from one is not looked up. */
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

const storedSessionSchema = z.object({
  cookie: z.object({ expires: z.string().nullish() }).loose().nullish(),
  auth: z.object({
    userId: idSchema,
    sessionVersion: z.number().int(),
    createdAt: z.number(),
  }),
});

/** The signature of `value` under `secret`, as cookie-signature makes it (base64 without padding). */
function signature(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
}

/** The cookie value (before URL encoding) that carries session `sid`, signed with `secret`. */
export function signSessionId(sid: string, secret: string): string {
  return `s:${sid}.${signature(sid, secret)}`;
}

/**
 * The session id of a signed cookie value (`s:<sid>.<signature>`), or null when it is unsigned or no
 * secret verifies it. Signatures are compared in constant time.
 */
export function unsignSessionCookie(value: string, secrets: string | readonly string[]): string | null {
  if (!value.startsWith('s:')) return null;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const sid = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  let valid = false;
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    if (!secret) continue;
    const expected = Buffer.from(signature(sid, secret));
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  return valid ? sid : null;
}

/**
 * The value of cookie `name` in a `Cookie` header, read as express-session reads it (the `cookie`
 * package): the first pair of that name wins, surrounding quotes are dropped, `%` escapes decoded.
 */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** A stored session's JSON as `SessionInfo`, or null when it is not a signed-in, unexpired session. */
export function parseStoredSession(sessionId: string, raw: string, now = Date.now()): SessionInfo | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedSessionSchema.safeParse(json);
  if (!parsed.success) return null;
  const expires = parsed.data.cookie?.expires;
  if (expires && !(Date.parse(expires) > now)) return null;
  const { userId, sessionVersion, createdAt } = parsed.data.auth;
  return { sessionId, userId, sessionVersion, createdAt };
}

/**
 * The signed-in session a `Cookie` header carries, or null: no cookie, a bad signature, an unknown or
 * expired session, or one nobody signed in to. Rejects when Redis fails (the caller answers 503, not
 * 401). It does not ask auth whether the session version is still current: the caller does.
 */
export async function readSession(
  cookieHeader: string | undefined,
  opts: ReadSessionOptions,
): Promise<SessionInfo | null> {
  const value = cookieFromHeader(cookieHeader, SESSION_COOKIE);
  if (!value) return null;
  const sid = unsignSessionCookie(value, opts.secret);
  if (!sid || !SESSION_ID.test(sid)) return null;
  const raw = await opts.redis.get(sessionKey(opts.keyPrefix, sid));
  if (raw === null) return null;
  return parseStoredSession(sid, raw, (opts.now ?? Date.now)());
}
