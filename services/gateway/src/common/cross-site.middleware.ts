import { DomainError } from '@icp-studio/service-kit';
import type { RequestStep } from './hooks.js';
import { STATE_CHANGING_METHODS, isCrossSiteRequest } from './origin-check.js';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/** Refuses cross-site state-changing requests with 403 (see `isCrossSiteRequest` and the README). */
export function crossSiteGuard(allowedOrigins: readonly string[]): RequestStep {
  const allowed = new Set(allowedOrigins);
  return (req) => {
    // Safe methods always pass: skip working out the request's own origin (trusted proxies) for them.
    if (!STATE_CHANGING_METHODS.has(req.method)) return undefined;
    const refused = isCrossSiteRequest({
      method: req.method,
      secFetchSite: header(req.headers['sec-fetch-site']),
      origin: header(req.headers.origin),
      // Fastify derives both from X-Forwarded-Proto / X-Forwarded-Host when the proxy is trusted.
      ownOrigin: req.host ? `${req.protocol}://${req.host}` : undefined,
      allowedOrigins: allowed,
    });
    return refused ? DomainError.forbidden(CROSS_SITE_MESSAGE) : undefined;
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
