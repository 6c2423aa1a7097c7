import { Redis } from 'ioredis';
import { testEnv } from './env.js';

/** Deletes every Redis key that starts with one of `prefixes` (a test's key and queue prefixes). */
export async function dropRedisKeys(...prefixes: string[]): Promise<void> {
  const redis = new Redis(testEnv.redisUrl);
  try {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
