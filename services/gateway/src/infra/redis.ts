import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DomainError, RETRY_AFTER_SECONDS, logger } from '@icp-studio/service-kit';
import { REDIS } from './tokens.js';

/** What a failed Redis command becomes for the caller: 503 with Retry-After. */
export function redisUnavailable(err: unknown): DomainError {
  logger().warn({ err: (err as Error)?.message }, 'redis command failed');
  return new DomainError('service_unavailable', 'Service temporarily unavailable', {
    retryAfter: RETRY_AFTER_SECONDS,
  });
}

@Injectable()
export class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
