import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DomainError, logger } from '@icp-studio/service-kit';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG, REDIS } from '../infra/tokens.js';
import { redisUnavailable } from '../infra/redis.js';
import { tooManyAtOnceMessage, type ConcurrencyKind } from './concurrency.js';

/**
 * Takes a lease if the user holds fewer than ARGV[3]: leases are members of a sorted set scored by their
 * expiry, so a lease a crashed gateway never gave back ends on its own. Answers [taken (1/0), ms until the
 * first lease held ends].
 */
const ACQUIRE_SCRIPT = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local held = redis.call('ZCARD', KEYS[1])
if held < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, 0}
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tonumber(first[2]) - now}
`;

/** A lease on one of a user's slots; `release` gives it back (twice is harmless). */
export interface Lease {
  release(): Promise<void>;
}

/**
 * Per-user caps on work that runs at once (docs/limits.md): exports (PDF, Word, persona PNG) and client
 * list uploads. Each request holds a lease in Redis while it runs, shared by every gateway replica; one
 * past the user's cap answers 429 with Retry-After and a message at once, before any work is queued, so
 * a user's burst waits behind itself and never fills the queue in front of other users.
 */
@Injectable()
export class ConcurrencyLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private cap(kind: ConcurrencyKind): number {
    return kind === 'export' ? this.config.EXPORTS_PER_USER : this.config.IMPORTS_PER_USER;
  }

  /**
   * A lease for one more `kind` of the user's, held for at most `leaseMs` (then it ends by itself);
   * 429 when the user already holds their cap. A cap of 0 turns the limit off.
   */
  async acquire(kind: ConcurrencyKind, userId: string, leaseMs: number): Promise<Lease> {
    const cap = this.cap(kind);
    if (cap === 0) return { release: async () => undefined };
    const key = `${this.config.REDIS_KEY_PREFIX}cc:${kind}:${userId}`;
    const token = randomUUID();
    let answer: [number, number];
    try {
      answer = (await this.redis.eval(ACQUIRE_SCRIPT, 1, key, Date.now(), leaseMs, cap, token)) as [
        number,
        number,
      ];
    } catch (err) {
      throw redisUnavailable(err);
    }
    if (answer[0] !== 1) {
      const retryAfter = Math.max(
        1,
        Math.min(this.config.CONCURRENCY_RETRY_AFTER_SECONDS, Math.ceil(answer[1] / 1000)),
      );
      logger().warn({ kind, cap }, 'per-user concurrency cap reached');
      throw DomainError.rateLimited(tooManyAtOnceMessage(kind, cap, retryAfter), retryAfter);
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.redis.zrem(key, token).catch(() => undefined);
      },
    };
  }

  /** Runs `work` under a lease, given back when it settles. */
  async run<T>(kind: ConcurrencyKind, userId: string, leaseMs: number, work: () => Promise<T>): Promise<T> {
    const lease = await this.acquire(kind, userId, leaseMs);
    try {
      return await work();
    } finally {
      await lease.release();
    }
  }
}
