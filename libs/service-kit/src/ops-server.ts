import { createServer, type Server } from 'node:http';
import { bindHost } from './config.js';
import { logger } from './logger.js';
import { registry } from './metrics.js';

/**
 * A readiness check: throws when the process cannot serve; returns a string when it serves but part of
 * its work cannot be done (the process stays healthy, reported as `degraded` with that string).
 */
export type HealthCheck = () => Promise<void | string> | void | string;

/**
 * A tiny HTTP server beside each service for operators: `/health` runs every readiness check (NATS,
 * PostgreSQL, Redis...) and answers 200 or 503 with each result (200 with `status: "degraded"` when a
 * check reports part of the work unavailable); `/live` only says the process runs;
 * `/metrics` is the Prometheus exposition.
 */
export function startOpsServer(opts: {
  port: number;
  service: string;
  checks: Record<string, HealthCheck>;
  /** Defaults to `bindHost()` (BIND_HOST, else 127.0.0.1). */
  host?: string;
}): Promise<Server> {
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path === '/metrics') {
      res.writeHead(200, { 'content-type': registry.contentType }).end(await registry.metrics());
      return;
    }
    if (path === '/health' || path === '/ready') {
      const results: Record<string, string> = {};
      let ok = true;
      let degraded = false;
      await Promise.all(
        Object.entries(opts.checks).map(async ([name, check]) => {
          try {
            const note = await withTimeout(Promise.resolve(check()), 2000);
            if (typeof note === 'string') degraded = true;
            results[name] = typeof note === 'string' ? note : 'ok';
          } catch (err) {
            ok = false;
            results[name] = (err as Error)?.message ?? 'failed';
          }
        }),
      );
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          status: ok ? (degraded ? 'degraded' : 'ok') : 'unavailable',
          service: opts.service,
          checks: results,
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const host = opts.host ?? bindHost();
    server.listen(opts.port, host, () => {
      logger().info({ host, port: opts.port }, 'ops server listening');
      resolve(server);
    });
  });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}
