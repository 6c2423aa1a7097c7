/**
 * "The session ended" as the whole app hears it: the API client reports a 401 from a route that needs a
 * session, the realtime socket a close with 4401. The app shows one sign-in dialog over the page
 * (docs/product.md §2, "Sessions that never lose work"), so nothing typed on the page is lost.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(): void {
  for (const listener of [...listeners]) listener();
}

/** The routes whose 401 says something else (wrong credentials, nobody signed in yet). */
export function isSessionRoute(url: string): boolean {
  return /^\/api\/auth\/(login|register|check|logout|forgot-password|reset-password)(\?|$)/.test(url);
}

/** What a failed call says when its session had ended (the dialog offers to sign in again). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to carry on.';

/**
 * Is this tab still signed in? Asked when the realtime socket is closed with 4401: after a password
 * change the caller's own session lives on with a renewed cookie (docs/product.md §2).
 */
export async function sessionIsAlive(): Promise<boolean> {
  const res = await fetch('/api/auth/check', { credentials: 'same-origin' });
  if (!res.ok) return false;
  const body = (await res.json()) as { authenticated?: unknown };
  return body.authenticated === true;
}

/** What every realtime subscriber passes: check the session on 4401, else offer to sign in again. */
export const realtimeSessionHooks = { onSessionEnded: reportSessionExpired, isSessionAlive: sessionIsAlive };
