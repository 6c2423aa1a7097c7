/** Methods that may change state: the ones the cross-site check applies to. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The serialised origin (`scheme://host[:port]`, lower case, default port dropped) of a URL or
 * origin string, or undefined when it has none ("null", garbage).
 */
export function normalizeOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export interface CrossSiteInput {
  method: string;
  /** The `Sec-Fetch-Site` header, if any. */
  secFetchSite?: string;
  /** The `Origin` header, if any. */
  origin?: string;
  /** This request's own origin: the proto and host it was addressed to (after trusted proxies). */
  ownOrigin?: string;
  /** Normalised origins allowed to send state-changing requests (`ALLOWED_ORIGINS`). */
  allowedOrigins: ReadonlySet<string>;
}

/**
 * Whether a request must be refused as cross-site (CSRF defence; see the README):
 * - safe methods (GET, HEAD, OPTIONS) always pass;
 * - `Sec-Fetch-Site: same-origin` or `none` (set by the browser, not by page scripts) pass;
 * - `Sec-Fetch-Site: cross-site` is refused unless its `Origin` is in `ALLOWED_ORIGINS`;
 * - otherwise a present `Origin` must be the request's own origin or an allowed one ("null" never is);
 * - a request with neither header (curl, server to server) passes: SameSite=Lax is the second layer.
 */
export function isCrossSiteRequest(input: CrossSiteInput): boolean {
  if (!STATE_CHANGING_METHODS.has(input.method.toUpperCase())) return false;
  const site = input.secFetchSite?.trim().toLowerCase();
  const origin = input.origin === undefined ? undefined : (normalizeOrigin(input.origin) ?? 'null');
  const allowed = origin !== undefined && input.allowedOrigins.has(origin);
  if (site === 'same-origin' || site === 'none') return false;
  if (site === 'cross-site') return !allowed;
  if (origin === undefined) return false;
  if (allowed) return false;
  return origin === 'null' || origin !== normalizeOrigin(input.ownOrigin);
}
