import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { DomainError, logger } from '@icp-studio/service-kit';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG, REDIS } from '../infra/tokens.js';
import { redisUnavailable } from '../infra/redis.js';
import { decide, tooManyAttemptsMessage } from './rate-limit.js';

export type RateLimitRule =
  | 'loginIp'
  | 'loginPair'
  | 'loginAccount'
  | 'registerIp'
  | 'forgotIp'
  | 'forgotEmail'
  | 'resetIp'
  | 'sharedIp';

/** INCR the window's counter, start the window on the first hit; answers [count, ms left]. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Fixed-window attempt counters in Redis, shared by every gateway replica. */
@Injectable()
export class RateLimiter {
  private readonly limits: Record<RateLimitRule, number>;
  private readonly windowMs: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
    this.limits = {
      loginIp: config.RATE_LIMIT_LOGIN_PER_IP,
      loginPair: config.RATE_LIMIT_LOGIN_PER_ACCOUNT_IP,
      loginAccount: config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      registerIp: config.RATE_LIMIT_REGISTER_PER_IP,
      forgotIp: config.RATE_LIMIT_FORGOT_PER_IP,
      forgotEmail: config.RATE_LIMIT_FORGOT_PER_EMAIL,
      resetIp: config.RATE_LIMIT_RESET_PER_IP,
      sharedIp: config.RATE_LIMIT_SHARED_PER_IP,
    };
  }

  private key(rule: RateLimitRule, subject: string): string {
    // Hashed: no e-mail addresses or user names in Redis key names.
    const digest = createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url').slice(0, 32);
    return `${this.config.REDIS_KEY_PREFIX}rl:${rule}:${digest}`;
  }

  /** Counts one attempt in the rule's window: [this attempt's number, ms left in the window]. */
  private async count(rule: RateLimitRule, subject: string | undefined): Promise<[number, number]> {
    try {
      return (await this.redis.eval(HIT_SCRIPT, 1, this.key(rule, subject ?? 'unknown'), this.windowMs)) as [
        number,
        number,
      ];
    } catch (err) {
      throw redisUnavailable(err);
    }
  }

  /** Counts one attempt; throws 429 with Retry-After when the rule's limit is passed in this window. */
  async hit(rule: RateLimitRule, subject: string | undefined): Promise<void> {
    if (!this.config.RATE_LIMIT_ENABLED) return;
    const [count, ttl] = await this.count(rule, subject);
    const decision = decide(count, this.limits[rule], ttl, this.windowMs);
    if (!decision.allowed) {
      logger().warn({ rule, count }, 'rate limited');
      throw DomainError.rateLimited(
        tooManyAttemptsMessage(decision.retryAfterSeconds),
        decision.retryAfterSeconds,
      );
    }
  }

  /**
   * Sign-in attempts on one account from every address: past RATE_LIMIT_LOGIN_PER_ACCOUNT in the window,
   * each further attempt waits RATE_LIMIT_LOGIN_ACCOUNT_DELAY_MS before its password is checked. The
   * ceiling slows a guesser who rotates addresses but never refuses: the owner still signs in.
   * Answers the delay in ms (0 below the ceiling).
   */
  async accountDelay(accountKey: string): Promise<number> {
    if (!this.config.RATE_LIMIT_ENABLED) return 0;
    const [count] = await this.count('loginAccount', accountKey);
    if (count <= this.limits.loginAccount) return 0;
    logger().warn({ rule: 'loginAccount', count }, 'sign-in attempts on one account delayed');
    return this.config.RATE_LIMIT_LOGIN_ACCOUNT_DELAY_MS;
  }

  /** Forgets a rule's attempts (an account's failed logins after a successful one). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    if (!this.config.RATE_LIMIT_ENABLED) return;
    await this.redis.del(this.key(rule, subject)).catch(() => undefined);
  }
}
