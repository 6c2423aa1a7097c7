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

type Callback = (err?: unknown) => void;

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

  get(sid: string, cb: (err: unknown, session?: SessionData | null) => void): void {
    this.redis.get(this.key(sid)).then(
      (raw) => {
        if (raw === null) return cb(null, null);
        try {
          cb(null, JSON.parse(raw) as SessionData);
        } catch {
          cb(null, null);
        }
      },
      (err) => cb(redisUnavailable(err)),
    );
  }

  set(sid: string, sess: SessionData, cb: Callback = () => undefined): void {
    const ttl = this.ttlMs(sess);
    this.renewed(sid, Date.now());
    const op =
      ttl > 0
        ? this.redis.set(this.key(sid), JSON.stringify(sess), 'PX', ttl)
        : this.redis.del(this.key(sid));
    op.then(
      () => cb(),
      (err) => cb(redisUnavailable(err)),
    );
  }

  touch(sid: string, sess: SessionData, cb: Callback = () => undefined): void {
    const now = Date.now();
    const last = this.touched.get(sid);
    if (last !== undefined && now - last < this.touchEveryMs) return cb();
    this.renewed(sid, now);
    const ttl = this.ttlMs(sess, now);
    const op = ttl > 0 ? this.redis.pexpire(this.key(sid), ttl) : this.redis.del(this.key(sid));
    op.then(
      () => cb(),
      (err) => cb(redisUnavailable(err)),
    );
  }

  destroy(sid: string, cb: Callback = () => undefined): void {
    this.touched.delete(sid);
    this.redis.del(this.key(sid)).then(
      () => cb(),
      (err) => cb(redisUnavailable(err)),
    );
  }
}
