import type { Redis } from 'ioredis';
import { redisUnavailable } from '../infra/redis.js';
import type { SessionData } from './session-data.js';

export interface RedisSessionStoreOptions {
  /** Key prefix; the session id follows. */
  prefix: string;
  /** Idle timeout: every save or touch sets the key to expire this long from now. */
  idleMs: number;
  /** Absolute lifetime from sign-in: the key never outlives `auth.createdAt + absoluteMs`. */
  absoluteMs: number;
}

/** How many sessions an instance remembers renewing (oldest forgotten first). */
const TOUCHED_CAP = 50_000;

/**
 * The sessions' store on ioredis (used by session.middleware.ts): one JSON string per session whose TTL is the idle timeout,
 * renewed as the session is used (rolling), and capped by the session's absolute end.
 *
 * Renewal is throttled: an instance renews a session at most once per `touchEveryMs` (a tenth of the
 * idle timeout, at most a minute), so a busy client costs one Redis read per request rather than a
 * read and a write. A session therefore ends between `idle - touchEveryMs` and `idle` after its last use.
 */
export class RedisSessionStore {
  private readonly touchEveryMs: number;
  /** Session id -> when this instance last renewed it, oldest first. */
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly opts: RedisSessionStoreOptions,
  ) {
    this.touchEveryMs = Math.min(60_000, Math.floor(opts.idleMs / 10));
  }

  private renewed(sid: string, at: number): void {
    this.touched.delete(sid);
    this.touched.set(sid, at);
    if (this.touched.size > TOUCHED_CAP) {
      for (const oldest of this.touched.keys()) {
        this.touched.delete(oldest);
        if (this.touched.size <= TOUCHED_CAP * 0.8) break;
      }
    }
  }

  private key(sid: string): string {
    return this.opts.prefix + sid;
  }

  /** Milliseconds this session may still live: the idle timeout, capped by the absolute end. */
  ttlMs(sess: SessionData, now = Date.now()): number {
    const createdAt = sess.auth?.createdAt;
    const untilAbsoluteEnd =
      typeof createdAt === 'number' ? createdAt + this.opts.absoluteMs - now : Infinity;
    return Math.floor(Math.min(this.opts.idleMs, untilAbsoluteEnd));
  }

  /** The session stored under `sid`, or null (none, or unreadable). Redis away: a 503 `DomainError`. */
  async get(sid: string): Promise<SessionData | null> {
    let raw: string | null;
    try {
      raw = await this.redis.get(this.key(sid));
    } catch (err) {
      throw redisUnavailable(err);
    }
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as SessionData;
    } catch {
      return null;
    }
  }

  /** Stores the session with its TTL (or deletes it when its absolute lifetime is over). */
  async set(sid: string, sess: SessionData): Promise<void> {
    const ttl = this.ttlMs(sess);
    this.renewed(sid, Date.now());
    try {
      if (ttl > 0) await this.redis.set(this.key(sid), JSON.stringify(sess), 'PX', ttl);
      else await this.redis.del(this.key(sid));
    } catch (err) {
      throw redisUnavailable(err);
    }
  }

  /** Renews the session's idle timeout, at most once per `touchEveryMs` per session and instance. */
  async touch(sid: string, sess: SessionData): Promise<void> {
    const now = Date.now();
    const last = this.touched.get(sid);
    if (last !== undefined && now - last < this.touchEveryMs) return;
    this.renewed(sid, now);
    const ttl = this.ttlMs(sess, now);
    try {
      if (ttl > 0) await this.redis.pexpire(this.key(sid), ttl);
      else await this.redis.del(this.key(sid));
    } catch (err) {
      throw redisUnavailable(err);
    }
  }

  async destroy(sid: string): Promise<void> {
    this.touched.delete(sid);
    try {
      await this.redis.del(this.key(sid));
    } catch (err) {
      throw redisUnavailable(err);
    }
  }
}
