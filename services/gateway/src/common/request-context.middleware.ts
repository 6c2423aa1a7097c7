import type { NextFunction, Request, Response } from 'express';
import { HEADERS } from '@icp-studio/contracts';
import { logger, withCorrelation } from '@icp-studio/service-kit';
import { correlationIdFor } from './correlation.js';
import { requestState } from './request-state.js';

/** Probes and scrapes: logged at debug, so a pod's log is not one line per probe every few seconds. */
const QUIET_PATHS = new Set(['/health', '/api/health', '/live']);

/**
 * First in the chain: gives the request its correlation id (the caller's `X-Correlation-Id` when sane,
 * else the `X-Request-Id` an ingress controller added, else a new one), echoes it in `X-Correlation-Id`,
 * runs the rest inside it, and logs one line when the answer is sent: method, path (no query string),
 * status, ms, and the user id when signed in. Never cookies or bodies.
 */
export function requestContext() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const correlationId = correlationIdFor(req.headers[HEADERS.correlationId] ?? req.headers['x-request-id']);
    const state = requestState(req);
    state.correlationId = correlationId;
    res.setHeader('X-Correlation-Id', correlationId);
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const line = {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(state.actor ? { userId: state.actor.userId } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      const quiet = QUIET_PATHS.has(line.path ?? '') && res.statusCode < 400;
      withCorrelation(correlationId, () =>
        quiet ? logger().debug(line, 'request') : logger().info(line, 'request'),
      );
    };
    // 'close' ends every answer, sent in full (after 'finish') or cut short: one listener, not two.
    res.on('close', log);
    withCorrelation(correlationId, next);
  };
}

/**
 * Re-enters the request's correlation context. Needed after steps that continue from I/O callbacks
 * (the body stream), which run outside the context the request started in.
 */
export function rebindCorrelation() {
  return (req: Request, _res: Response, next: NextFunction) =>
    withCorrelation(requestState(req).correlationId, next);
}
