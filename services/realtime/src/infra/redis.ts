import { Redis } from 'ioredis';
import { logger, parseStoredSession, sessionKey } from '@icp-studio/service-kit';

/**
 * The Redis connection (the gateway's sessions). Commands fail at once while Redis is away (no offline
 * queue), so a handshake is refused with 503 instead of hanging; the client keeps reconnecting.
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

/** Which of these session ids are still signed-in sessions (one MGET). */
export async function liveSessions(
  redis: Redis,
  keyPrefix: string,
  sessionIds: string[],
): Promise<Set<string>> {
  const live = new Set<string>();
  const now = Date.now();
  for (let i = 0; i < sessionIds.length; i += 500) {
    const batch = sessionIds.slice(i, i + 500);
    const values = await redis.mget(batch.map((sid) => sessionKey(keyPrefix, sid)));
    batch.forEach((sid, j) => {
      const raw = values[j];
      if (raw && parseStoredSession(sid, raw, now)) live.add(sid);
    });
  }
  return live;
}
