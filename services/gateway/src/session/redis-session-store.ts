import session from 'express-session';
import type { Redis } from 'ioredis';
import { redisUnavailable } from '../infra/redis.js';
import './session-data.js';

export interface RedisSessionStoreOptions {
  /** Key prefix; the session id follows. */
  prefix: string;
  /** Idle timeout: every save or touch sets the key to expire this long from now. */
  idleMs: number;
  /** Absolute lifetime from sign-in: the key never outlives `auth.createdAt + absoluteMs`. */
  absoluteMs: number;
}

type Callback = (err?: unknown) => void;

/**
 * express-session's store on ioredis: one JSON string per session whose TTL is the idle timeout,
 * renewed on every request (rolling), and capped by the session's absolute end.
 */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: Redis,
    private readonly opts: RedisSessionStoreOptions,
  ) {
    super();
  }

  private key(sid: string): string {
    return this.opts.prefix + sid;
  }

  /** Milliseconds this session may still live: the idle timeout, capped by the absolute end. */
  ttlMs(sess: session.SessionData, now = Date.now()): number {
    const createdAt = sess.auth?.createdAt;
    const untilAbsoluteEnd =
      typeof createdAt === 'number' ? createdAt + this.opts.absoluteMs - now : Infinity;
    return Math.floor(Math.min(this.opts.idleMs, untilAbsoluteEnd));
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.redis.get(this.key(sid)).then(
      (raw) => {
        if (raw === null) return cb(null, null);
        try {
          cb(null, JSON.parse(raw) as session.SessionData);
        } catch {
          cb(null, null);
        }
      },
      (err) => cb(redisUnavailable(err)),
    );
  }

  override set(sid: string, sess: session.SessionData, cb: Callback = () => undefined): void {
    const ttl = this.ttlMs(sess);
    const op =
      ttl > 0
        ? this.redis.set(this.key(sid), JSON.stringify(sess), 'PX', ttl)
        : this.redis.del(this.key(sid));
    op.then(
      () => cb(),
      (err) => cb(redisUnavailable(err)),
    );
  }

  override touch(sid: string, sess: session.SessionData, cb: Callback = () => undefined): void {
    const ttl = this.ttlMs(sess);
    const op = ttl > 0 ? this.redis.pexpire(this.key(sid), ttl) : this.redis.del(this.key(sid));
    op.then(
      () => cb(),
      (err) => cb(redisUnavailable(err)),
    );
  }

  override destroy(sid: string, cb: Callback = () => undefined): void {
    this.redis.del(this.key(sid)).then(
      () => cb(),
      (err) => cb(redisUnavailable(err)),
    );
  }
}
