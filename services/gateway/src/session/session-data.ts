/** What a signed-in session holds in Redis under `auth` (see libs/service-kit/src/session-reader.ts). */
export interface SessionAuth {
  userId: string;
  /** auth's session version at sign-in: a later one (password reset, revocation) ends this session. */
  sessionVersion: number;
  /** Sign-in time (ms since the epoch), for the absolute lifetime. */
  createdAt: number;
}

/**
 * The cookie's attributes as stored beside the session, in express-session's layout (the format the
 * sessions were first written in, which the readers still accept): `originalMaxAge` is the cookie's
 * lifetime in ms for "remember me", null for a browser-session cookie.
 */
export interface StoredCookie {
  originalMaxAge: number | null;
  expires?: string | null;
  secure?: boolean;
  httpOnly?: boolean;
  path?: string;
  sameSite?: string;
}

/** One session as stored in Redis: a JSON string at `<REDIS_KEY_PREFIX>sess:<sid>`. */
export interface SessionData {
  cookie?: StoredCookie;
  auth?: SessionAuth;
}

/** The cookie's name, shared with the session's readers (realtime). */
export { SESSION_COOKIE } from '@icp-studio/service-kit';
