import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { NATS_CONNECTION } from '@icp-studio/service-kit';
import { REDIS } from '../infra/tokens.js';
import { Draining } from './draining.js';

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

/**
 * `GET /health` (and `/api/health`): readiness, 200 when NATS and Redis answer, else 503 with each
 * result; 503 `draining` once it is shutting down (draining.ts). `GET /live`: liveness, 200 while the
 * process answers at all (a Redis or NATS outage must not get the gateway restarted, only taken out of
 * the load balancer).
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly draining: Draining,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get(['health', 'api/health'])
  async health(@Res({ passthrough: true }) res: FastifyReply) {
    if (this.draining.active) {
      res.status(503);
      res.header('Retry-After', '2');
      return { status: 'draining', service: 'gateway', checks: {} };
    }
    const checks: Record<string, () => Promise<unknown>> = {
      nats: () => (this.nc.isClosed() ? Promise.reject(new Error('closed')) : this.nc.flush()),
      redis: () => this.redis.ping(),
    };
    const results: Record<string, string> = {};
    let ok = true;
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 1500);
          results[name] = 'ok';
        } catch (err) {
          ok = false;
          results[name] = (err as Error).message || 'failed';
        }
      }),
    );
    res.status(ok ? 200 : 503);
    if (!ok) res.header('Retry-After', '2');
    return { status: ok ? 'ok' : 'unavailable', service: 'gateway', checks: results };
  }
}
