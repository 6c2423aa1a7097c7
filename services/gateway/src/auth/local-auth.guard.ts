import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH, loginAccountKeySchema, loginRequestSchema } from '@icp-studio/contracts';
import { DomainError, RpcClient, logger } from '@icp-studio/service-kit';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { parseForm } from './credentials.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Login: validates the body with `loginRequestSchema` (400 with the product's messages), then counts the
 * attempt, as OWASP's authentication cheat sheet advises, so that a guesser is slowed and the owner is
 * never locked out:
 * - per client address, whatever the account (RATE_LIMIT_LOGIN_PER_IP, then 429);
 * - per account and address pair (RATE_LIMIT_LOGIN_PER_ACCOUNT_IP, then 429 for that pair only);
 * - per account from every address: past RATE_LIMIT_LOGIN_PER_ACCOUNT each attempt waits
 *   RATE_LIMIT_LOGIN_ACCOUNT_DELAY_MS, and is still checked (a delay, never a refusal).
 * The account is the one auth resolves the identifier to, so a user name and its e-mail address share
 * one budget. Then passport-local runs; a refusal is 401 'Invalid username or password', whichever part
 * was wrong. A successful sign-in forgets its pair's and its account's attempts.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(
    private readonly limits: RateLimiter,
    private readonly rpc: RpcClient,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const body = parseForm(loginRequestSchema, req.body, ['username', 'password']);
    req.body = body;
    await this.limits.hit('loginIp', req.ip);
    const account = await this.accountKey(body.username);
    const pair = `${account}|${req.ip ?? 'unknown'}`;
    await this.limits.hit('loginPair', pair);
    const delayMs = await this.limits.accountDelay(account);
    if (delayMs > 0) await sleep(delayMs);
    const ok = (await super.canActivate(context)) as boolean;
    if (ok)
      await Promise.all([this.limits.reset('loginPair', pair), this.limits.reset('loginAccount', account)]);
    return ok;
  }

  /** The account an identifier names (auth answers its id), so that name and e-mail count together. */
  private async accountKey(identifier: string): Promise<string> {
    const answer = loginAccountKeySchema.safeParse(
      await this.rpc.request(AUTH.loginAccountKey, { username: identifier }),
    );
    if (!answer.success) {
      logger().error('auth answered loginAccountKey with an unexpected shape');
      throw new DomainError('upstream_error', 'Unexpected answer from the auth service');
    }
    return answer.data.accountKey;
  }

  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw DomainError.unauthenticated(INVALID_CREDENTIALS);
    return user;
  }
}
