import type { FastifyRequest } from 'fastify';
import { matchRoute } from '@icp-studio/contracts/http';
import { httpRequestSeconds } from '@icp-studio/service-kit';
import type { RequestStep } from '../common/hooks.js';
import { pathOf } from '../common/request-state.js';

/**
 * The route label of a request: its declared pattern (`/api/icps/{id}`) from the route registry, which
 * a contract test keeps equal to the routes the gateway serves. A request refused before routing (CSRF,
 * body too large, signed out) is still counted under its route; anything else is 'unmatched'. Never the
 * raw path (unbounded label values).
 */
export function routeLabel(req: Pick<FastifyRequest, 'method' | 'url'>): string {
  return matchRoute(req.method, pathOf(req))?.path ?? 'unmatched';
}

/** First in the chain: observes every answer's latency in `icp_http_request_seconds{method,route,status}`. */
export function httpMetrics(): RequestStep {
  return (req, res) => {
    const started = process.hrtime.bigint();
    let done = false;
    const observe = () => {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpRequestSeconds.observe(
        { method: req.method, route: routeLabel(req), status: String(res.statusCode) },
        seconds,
      );
    };
    // 'close' ends every answer, sent in full (after 'finish') or cut short: one listener, not two.
    res.on('close', observe);
  };
}
