import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '@icp-studio/service-kit';
import { STATE_CHANGING_METHODS, isCrossSiteRequest } from './origin-check.js';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/** Refuses cross-site state-changing requests with 403 (see `isCrossSiteRequest` and the README). */
export function crossSiteGuard(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, _res: Response, next: NextFunction) => {
    // Safe methods always pass: skip working out the request's own origin (trusted proxies) for them.
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    const refused = isCrossSiteRequest({
      method: req.method,
      secFetchSite: req.get('sec-fetch-site'),
      origin: req.get('origin'),
      // Express derives both from X-Forwarded-Proto / X-Forwarded-Host when the proxy is trusted.
      ownOrigin: req.host ? `${req.protocol}://${req.host}` : undefined,
      allowedOrigins: allowed,
    });
    next(refused ? DomainError.forbidden(CROSS_SITE_MESSAGE) : undefined);
  };
}
