import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DomainError, logger } from '@icp-studio/service-kit';
import type { AiConfig } from '../config.js';
import { AI_CONFIG, REDIS } from '../infra/tokens.js';
import { AI_MESSAGES } from './errors.js';

const WINDOW_SECONDS = 60;

/**
 * Per-user limits on AI requests, in fixed one-minute windows in Redis (shared by every replica):
 * AI_RATE_LIMIT_PER_MINUTE for external providers, AI_BUILTIN_RATE_LIMIT_PER_MINUTE (0: none) for the
 * offline engine. Past the limit: 429 'Too many AI requests. Please try again in a minute.' When Redis
 * is away the offline engine goes on and external calls answer 503 (their cost is not left unbounded).
 */
@Injectable()
export class AiRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
  ) {}

  async take(userId: string, external: boolean, now = Date.now()): Promise<void> {
    const limit = external
      ? this.config.AI_RATE_LIMIT_PER_MINUTE
      : this.config.AI_BUILTIN_RATE_LIMIT_PER_MINUTE;
    if (limit === 0) return;
    const window = Math.floor(now / 1000 / WINDOW_SECONDS);
    const key = `${this.config.AI_REDIS_KEY_PREFIX}rl:${external ? 'ext' : 'builtin'}:${userId}:${window}`;
    let count: number;
    try {
      const result = await this.redis
        .multi()
        .incr(key)
        .expire(key, WINDOW_SECONDS + 5)
        .exec();
      count = Number(result?.[0]?.[1] ?? 0);
    } catch (err) {
      logger().warn({ err: (err as Error)?.message }, 'rate limit check failed');
      if (!external) return;
      throw new DomainError('service_unavailable', 'Service temporarily unavailable', { retryAfter: 2 });
    }
    if (count > limit) {
      const retryAfter = Math.max(1, (window + 1) * WINDOW_SECONDS - Math.floor(now / 1000));
      throw DomainError.rateLimited(AI_MESSAGES.userRateLimited, retryAfter);
    }
  }
}
