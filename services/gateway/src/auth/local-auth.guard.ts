import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { loginRequestSchema } from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { parseForm } from './credentials.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * Login: validates the body with `loginRequestSchema` (400 with the spec's messages), counts the attempt
 * per IP and per account name (429 past the limits), then runs passport-local. A refusal is 401
 * 'Invalid username or password', whichever part was wrong.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly limits: RateLimiter) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const body = parseForm(loginRequestSchema, req.body, ['username', 'password']);
    req.body = body;
    await this.limits.hit('loginIp', req.ip);
    await this.limits.hit('loginAccount', body.username);
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(err: unknown, user: TUser | false): TUser {
    if (err) throw err;
    if (!user) throw DomainError.unauthenticated(INVALID_CREDENTIALS);
    return user;
  }
}
