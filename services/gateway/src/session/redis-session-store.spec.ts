import type { Redis } from 'ioredis';
import type { SessionData } from 'express-session';
import { RedisSessionStore } from './redis-session-store.js';

const store = new RedisSessionStore({} as Redis, { prefix: 'p:', idleMs: 60_000, absoluteMs: 3_600_000 });
const sess = (createdAt?: number) =>
  ({
    cookie: {},
    ...(createdAt !== undefined ? { auth: { userId: 'u', sessionVersion: 1, createdAt } } : {}),
  }) as unknown as SessionData;

describe('session TTL', () => {
  const now = 10_000_000;
  it('is the idle timeout for a fresh session', () => {
    expect(store.ttlMs(sess(now), now)).toBe(60_000);
    expect(store.ttlMs(sess(), now)).toBe(60_000);
  });
  it('never outlives the absolute lifetime', () => {
    expect(store.ttlMs(sess(now - 3_600_000 + 5_000), now)).toBe(5_000);
    expect(store.ttlMs(sess(now - 3_600_000), now)).toBe(0);
    expect(store.ttlMs(sess(now - 4_000_000), now)).toBeLessThan(0);
  });
});
