import { Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH,
  ICP,
  PLAYBOOK,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  deleteMeRequestSchema,
  emailChangeRequestSchema,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resolvedActorSchema,
  undoEmailChangeRequestSchema,
  userSchema,
  type AccountExport,
  type Actor,
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

const PASSWORD_CHANGED = 'Password changed. Every other session of yours was signed out.';

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
  async register(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponse> {
    const body = parseForm(registerRequestSchema, req.body, [
      'username',
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
    await this.limits.hit('registerIp', req.ip);
    const resolved = await this.resolvedFrom(await this.rpc.request(AUTH.register, body));
    await this.sessions.signIn(req, res.raw, resolved, false);
    return { message: 'Account created', user: resolved.user };
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  async login(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<LoginResponse> {
    const resolved = (req as FastifyRequest & { user?: unknown }).user as ResolvedActor;
    const body = req.body as LoginRequest;
    await this.sessions.signIn(req, res.raw, resolved, body.rememberMe === true);
    return { message: 'Login successful', user: resolved.user };
  }

  @Get('check')
  check(@Req() req: FastifyRequest): AuthCheckResponse {
    const { user } = requestState(req);
    return user ? { authenticated: true, user } : { authenticated: false, user: null };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<MessageResponse> {
    await this.sessions.signOut(req, res.raw);
    return { message: 'Logged out' };
  }

  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Req() req: FastifyRequest): Promise<unknown> {
    const body = parseForm(forgotPasswordRequestSchema, req.body, ['email']);
    await this.limits.hit('forgotIp', req.ip);
    await this.limits.hit('forgotEmail', body.email);
    const answer = await this.rpc.request(AUTH.forgotPassword, body);
    return answer ?? { message: FORGOT_MESSAGE };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Req() req: FastifyRequest): Promise<unknown> {
    const body = parseForm(resetPasswordRequestSchema, req.body, ['token', 'newPassword']);
    await this.limits.hit('resetIp', req.ip);
    const answer = await this.rpc.request(AUTH.resetPassword, body);
    return answer ?? { message: 'Your password has been reset. You can now sign in.' };
  }

  /* ---- the signed-in user's own account (docs/product.md, Account) ---- */

  private actorOf(req: FastifyRequest): Actor {
    const { actor } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    return actor;
  }

  /**
   * A route that checks the current password is counted like a sign-in attempt on the account from this
   * address (the login's per-account-and-address budget, 429 past it); a correct password forgets them.
   */
  private async passwordChecked<T>(req: FastifyRequest, actor: Actor, work: () => Promise<T>): Promise<T> {
    const pair = `user:${actor.userId}|${req.ip ?? 'unknown'}`;
    await this.limits.hit('loginIp', req.ip);
    await this.limits.hit('loginPair', pair);
    const answer = await work();
    await this.limits.reset('loginPair', pair);
    return answer;
  }

  /**
   * A new password. auth raises the session version, which ends every session of the user; this one
   * is carried over to the new version (saved before the answer), so the caller stays signed in.
   */
  @Post('password')
  @HttpCode(200)
  async changePassword(@Req() req: FastifyRequest): Promise<MessageResponse> {
    const actor = this.actorOf(req);
    const body = parseForm(changePasswordRequestSchema, req.body, ['currentPassword', 'newPassword']);
    const answer = await this.passwordChecked(req, actor, () =>
      this.rpc.request(AUTH.changePassword, body, { actor }),
    );
    const resolved = resolvedActorSchema.parse(answer);
    await this.sessions.moveToVersion(req, resolved.sessionVersion);
    this.actors.invalidate(actor.userId);
    return { message: PASSWORD_CHANGED };
  }

  /** Asks for an e-mail change: the link goes to the new address; answers the user with `pendingEmail`. */
  @Post('email-change')
  @HttpCode(200)
  async requestEmailChange(@Req() req: FastifyRequest): Promise<unknown> {
    const actor = this.actorOf(req);
    const body = parseForm(emailChangeRequestSchema, req.body, ['newEmail', 'currentPassword']);
    const user = await this.passwordChecked(req, actor, () =>
      this.rpc.request(AUTH.requestEmailChange, body, { actor }),
    );
    this.actors.invalidate(actor.userId);
    return user;
  }

  /** The confirmation link's token, signed in or not (counted per address like reset links). */
  @Post('email-change/confirm')
  @HttpCode(200)
  async confirmEmailChange(@Req() req: FastifyRequest): Promise<unknown> {
    const body = parseForm(confirmEmailChangeRequestSchema, req.body, ['token']);
    await this.limits.hit('resetIp', req.ip);
    return this.rpc.request(AUTH.confirmEmailChange, body);
  }

  /**
   * The undo link mailed to the old address once a change was confirmed, signed in or not (counted per
   * address like reset links). auth ends every session of the account (EVENTS.sessionsRevoked).
   */
  @Post('email-change/undo')
  @HttpCode(200)
  async undoEmailChange(@Req() req: FastifyRequest): Promise<unknown> {
    const body = parseForm(undoEmailChangeRequestSchema, req.body, ['token']);
    await this.limits.hit('resetIp', req.ip);
    return this.rpc.request(AUTH.undoEmailChange, body);
  }

  /**
   * "Download my data": the user record from auth, profiles and drafts from icp, playbooks and the notes
   * they wrote from playbook, as one JSON attachment. No password hash, token or AI key is in any of them.
   */
  @Get('me/export')
  async exportMe(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AccountExport> {
    const actor = this.actorOf(req);
    const opts = { actor, idempotent: true };
    const [user, icp, playbook] = await Promise.all([
      this.rpc.request(AUTH.getUser, { id: actor.userId }, opts),
      this.rpc.request(ICP.exportMine, {}, opts),
      this.rpc.request(PLAYBOOK.exportMine, {}, opts),
    ]);
    const now = new Date();
    const stamp = now.toISOString().slice(0, 10);
    res.header('Cache-Control', 'no-store');
    res.header('Content-Disposition', `attachment; filename="icp-studio-my-data-${stamp}.json"`);
    return {
      exportedAt: now.toISOString(),
      user,
      profiles: icp.profiles,
      drafts: icp.drafts,
      playbooks: playbook.playbooks,
      notes: playbook.notes,
    };
  }

  /** Deletes the caller's account (auth announces it; the other services delete what it owned) and signs out. */
  @Delete('me')
  @HttpCode(200)
  async deleteMe(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<MessageResponse> {
    const actor = this.actorOf(req);
    const body = parseForm(deleteMeRequestSchema, req.body, ['currentPassword']);
    const answer = await this.passwordChecked(req, actor, () =>
      this.rpc.request(AUTH.deleteMe, body, { actor }),
    );
    this.actors.invalidate(actor.userId);
    await this.sessions.signOut(req, res.raw);
    return answer;
  }
}
