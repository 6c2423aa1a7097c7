import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AUTH,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resolvedActorSchema,
  userSchema,
  type AuthCheckResponse,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type ResolvedActor,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, logger } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { ActorResolver } from '../session/actor-resolver.service.js';
import { SessionService } from '../session/session.service.js';
import { parseForm } from './credentials.js';
import { LocalAuthGuard } from './local-auth.guard.js';

const FORGOT_MESSAGE = "If an account exists with this email, you'll receive a password reset link.";

/** Session and account routes (docs/product.md §7). */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionService,
    private readonly actors: ActorResolver,
    private readonly limits: RateLimiter,
  ) {}

  /** auth answers register with the user and session version; a bare user is resolved once more. */
  private async resolvedFrom(answer: unknown): Promise<ResolvedActor> {
    const resolved = resolvedActorSchema.safeParse(answer);
    if (resolved.success) return resolved.data;
    const user = userSchema.safeParse((answer as { user?: unknown } | null)?.user ?? answer);
    if (user.success) {
      const fresh = await this.actors.resolve(user.data.id);
      if (fresh) return fresh;
    }
    logger().error('auth answered register with an unexpected shape');
    throw new DomainError('upstream_error', 'Unexpected answer from the auth service');
  }

  @Post('register')
  @HttpCode(201)
  async register(@Req() req: Request): Promise<LoginResponse> {
    const body = parseForm(registerRequestSchema, req.body, [
      'username',
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
    await this.limits.hit('registerIp', req.ip);
    const resolved = await this.resolvedFrom(await this.rpc.request(AUTH.register, body));
    await this.sessions.signIn(req, resolved, false);
    return { message: 'Account created', user: resolved.user };
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  async login(@Req() req: Request): Promise<LoginResponse> {
    const resolved = req.user as ResolvedActor;
    const body = req.body as LoginRequest;
    await this.sessions.signIn(req, resolved, body.rememberMe === true);
    return { message: 'Login successful', user: resolved.user };
  }

  @Get('check')
  check(@Req() req: Request): AuthCheckResponse {
    const { user } = requestState(req);
    return user ? { authenticated: true, user } : { authenticated: false, user: null };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MessageResponse> {
    await this.sessions.signOut(req, res);
    return { message: 'Logged out' };
  }

  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Req() req: Request): Promise<unknown> {
    const body = parseForm(forgotPasswordRequestSchema, req.body, ['email']);
    await this.limits.hit('forgotIp', req.ip);
    await this.limits.hit('forgotEmail', body.email);
    const answer = await this.rpc.request(AUTH.forgotPassword, body);
    return answer ?? { message: FORGOT_MESSAGE };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Req() req: Request): Promise<unknown> {
    const body = parseForm(resetPasswordRequestSchema, req.body, ['token', 'newPassword']);
    await this.limits.hit('resetIp', req.ip);
    const answer = await this.rpc.request(AUTH.resetPassword, body);
    return answer ?? { message: 'Your password has been reset. You can now sign in.' };
  }
}
