import { Redis } from 'ioredis';
import { logger } from '@icp-studio/service-kit';

/**
 * A Redis connection for commands (rate limits). Commands fail at once while Redis is away (no offline
 * queue) instead of hanging; the client keeps reconnecting in the background.
 */
export async function connectRedis(url: string, timeoutMs = 10_000): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  watchErrors(redis);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.disconnect();
      reject(new Error('Redis not reachable at start-up'));
    }, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/** A connection for BullMQ workers: blocking commands wait for Redis to come back (no retry limit). */
export function queueConnection(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
  watchErrors(redis);
  return redis;
}

function watchErrors(redis: Redis): void {
  let last = '';
  redis.on('error', (err: Error) => {
    if (err.message !== last) logger().warn({ err: err.message }, 'redis error');
    last = err.message;
  });
  redis.on('ready', () => (last = ''));
}
