import { HEADERS } from '@icp-studio/contracts';
import { logger, withCorrelation } from '@icp-studio/service-kit';
import type { RequestStep } from './hooks.js';
import { correlationIdFor } from './correlation.js';
import { pathOf, requestState } from './request-state.js';

/** Probes and scrapes: logged at debug, so a pod's log is not one line per probe every few seconds. */
const QUIET_PATHS = new Set(['/health', '/api/health', '/live']);

/**
 * Gives the request its correlation id (the caller's `X-Correlation-Id` when sane, else the
 * `X-Request-Id` an ingress controller added, else a new one), echoes it in `X-Correlation-Id` (the
 * hooks run the rest inside it, see hooks.ts), and logs one line when the answer is sent: method, path (no query string),
 * status, ms, and the user id when signed in. Never cookies or bodies.
 */
export function requestContext(): RequestStep {
  return (req, res) => {
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
        path: pathOf(req),
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
  };
}
