import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Cross-site WebSocket hijacking defence. A browser sends the cookie with a WebSocket handshake whatever
 * page opened it, and WebSockets are not bound by CORS: the `Origin` header is what tells a page of this
 * site from any other. The rule is the gateway's for state-changing requests:
 * - an `Origin` must be the request's own origin or one of `ALLOWED_ORIGINS` ("null" never is);
 * - a handshake without `Origin` (not a browser: browsers always send it) passes, unless
 *   `Sec-Fetch-Site` says it is cross-site; the session cookie is still required.
 * The request's own origin is the scheme and host it was addressed to: `X-Forwarded-Proto` /
 * `X-Forwarded-Host` (set by the edge proxy), else the connection's TLS and `Host`. Trusting those headers
 * is safe here: the defence is against browsers, and a page cannot set them on a handshake.
 */

/** `scheme://host[:port]` (lower case, default port dropped), or undefined when the value has none. */
export function normalizeOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export interface HandshakeOrigin {
  origin?: string;
  secFetchSite?: string;
  /** The origin this request was addressed to, if known. */
  ownOrigin?: string;
}

export function isCrossSiteHandshake(input: HandshakeOrigin, allowedOrigins: ReadonlySet<string>): boolean {
  if (input.origin === undefined) return input.secFetchSite?.trim().toLowerCase() === 'cross-site';
  const origin = normalizeOrigin(input.origin);
  if (!origin) return true;
  if (allowedOrigins.has(origin)) return false;
  return origin !== normalizeOrigin(input.ownOrigin);
}

const first = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim() || undefined;

/** The origin a handshake was addressed to (see above). */
export function ownOriginOf(req: IncomingMessage): string | undefined {
  const host = first(req.headers['x-forwarded-host']) ?? req.headers.host;
  if (!host) return undefined;
  const forwardedProto = first(req.headers['x-forwarded-proto'])?.toLowerCase();
  const tls = (req.socket as TLSSocket).encrypted === true;
  const secure = forwardedProto ? forwardedProto === 'https' || forwardedProto === 'wss' : tls;
  return `${secure ? 'https' : 'http'}://${host}`;
}

export function handshakeOrigin(req: IncomingMessage): HandshakeOrigin {
  return {
    origin: req.headers.origin,
    secFetchSite: first(req.headers['sec-fetch-site']),
    ownOrigin: ownOriginOf(req),
  };
}
