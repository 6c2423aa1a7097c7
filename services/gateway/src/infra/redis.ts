import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DomainError, RETRY_AFTER_SECONDS, logger } from '@icp-studio/service-kit';
import { REDIS } from './tokens.js';

/**
 * The gateway's Redis connection. Commands fail at once while Redis is away (no offline queue), so a
 * request answers 503 instead of hanging; the client keeps reconnecting in the background.
 */
export async function connectRedis(url: string, timeoutMs = 10_000): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  let lastError = '';
  redis.on('error', (err: Error) => {
    if (err.message !== lastError) logger().warn({ err: err.message }, 'redis error');
    lastError = err.message;
  });
  redis.on('ready', () => (lastError = ''));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.disconnect();
      reject(new Error(`Redis not reachable at start-up (${lastError || 'timeout'})`));
    }, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

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
