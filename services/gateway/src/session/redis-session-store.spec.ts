import type { Redis } from 'ioredis';
import type { SessionData } from './session-data.js';
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

describe('session renewal', () => {
  const calls: string[] = [];
  const redis = {
    pexpire: (key: string) => (calls.push(`pexpire ${key}`), Promise.resolve(1)),
    set: (key: string) => (calls.push(`set ${key}`), Promise.resolve('OK')),
    del: (key: string) => (calls.push(`del ${key}`), Promise.resolve(1)),
  } as unknown as Redis;
  const touch = (s: RedisSessionStore, sid: string) => s.touch(sid, sess(Date.now()));

  beforeEach(() => calls.splice(0));

  it('renews a session in Redis at most once per tenth of the idle timeout', async () => {
    const throttled = new RedisSessionStore(redis, { prefix: 'p:', idleMs: 300, absoluteMs: 3_600_000 });
    await touch(throttled, 'a');
    await touch(throttled, 'a');
    await touch(throttled, 'b');
    expect(calls).toEqual(['pexpire p:a', 'pexpire p:b']);
    await new Promise((r) => setTimeout(r, 40));
    await touch(throttled, 'a');
    expect(calls).toEqual(['pexpire p:a', 'pexpire p:b', 'pexpire p:a']);
  });

  it('renews again at once after the session was destroyed', async () => {
    const throttled = new RedisSessionStore(redis, { prefix: 'p:', idleMs: 60_000, absoluteMs: 3_600_000 });
    await touch(throttled, 'a');
    await throttled.destroy('a');
    await touch(throttled, 'a');
    expect(calls).toEqual(['pexpire p:a', 'del p:a', 'pexpire p:a']);
  });
});
