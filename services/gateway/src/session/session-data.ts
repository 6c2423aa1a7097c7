/** What a signed-in session holds in Redis (besides express-session's cookie data). */
export interface SessionAuth {
  userId: string;
  /** auth's session version at sign-in: a later one (password reset, revocation) ends this session. */
  sessionVersion: number;
  /** Sign-in time (ms since the epoch), for the absolute lifetime. */
  createdAt: number;
}

declare module 'express-session' {
  interface SessionData {
    auth?: SessionAuth;
  }
}

/** The cookie's name, shared with the session's readers (realtime). */
export { SESSION_COOKIE } from '@icp-studio/service-kit';
