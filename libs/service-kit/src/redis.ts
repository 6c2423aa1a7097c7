import { Redis } from 'ioredis';
import { logger } from './logger.js';

/**
 * A Redis connection for commands (sessions, rate limits, results). Commands fail at once while Redis
 * is away (no offline queue), so callers answer 503 instead of hanging; the client keeps reconnecting
 * in the background. Resolves once Redis is ready; rejects when it is not reachable at start-up.
 */
export async function connectRedis(url: string, timeoutMs = 10_000): Promise<Redis> {
  const redis = new Redis(url, {
    // The commands of one turn of the event loop (the session reads of requests that arrived together)
    // leave in one write and come back in one read: fewer system calls per request under load.
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  const errors = watchErrors(redis);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.disconnect();
      reject(new Error(`Redis not reachable at start-up (${errors.last || 'timeout'})`));
    }, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/** A connection for BullMQ: blocking commands wait for Redis to come back (no retry limit). */
export function queueConnection(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
  watchErrors(redis);
  return redis;
}

/** Logs each distinct Redis error once (not once per reconnect attempt). */
function watchErrors(redis: Redis): { last: string } {
  const state = { last: '' };
  redis.on('error', (err: Error) => {
    if (err.message !== state.last) logger().warn({ err: err.message }, 'redis error');
    state.last = err.message;
  });
  redis.on('ready', () => (state.last = ''));
  return state;
}
