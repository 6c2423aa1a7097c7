import { Redis } from 'ioredis';
import { parseStoredSession, sessionKey } from '@icp-studio/service-kit';

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
