import { Controller } from '@nestjs/common';
import {
  AUTH,
  type LoginAccountKey,
  type LoginRequest,
  type RegisterRequest,
  type ResolvedActor,
  type User,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { AuthEvents } from '../events/auth.events.js';
import { CredentialsService } from './credentials.service.js';

/** Sign-up and sign-in. No actor needed: the gateway calls these before there is a session. */
@Controller()
export class CredentialsController {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly events: AuthEvents,
  ) {}

  /** `RegisterRequest` -> User (role client); announced as EVENTS.userCreated once saved. */
  @RpcHandler(AUTH.register)
  async register(_actor: unknown, body: RegisterRequest): Promise<User> {
    const user = await this.credentials.register(body);
    this.events.userCreated({ userId: user.id });
    return user;
  }

  /** `{username, password}` (username or e-mail) -> `{user, sessionVersion}`, or 401. */
  @RpcHandler(AUTH.verifyCredentials)
  verifyCredentials(_actor: unknown, body: LoginRequest): Promise<ResolvedActor> {
    return this.credentials.verify(body);
  }

  /** `{username}` (user name or e-mail) -> `{accountKey}`: the account's id, else the identifier. */
  @RpcHandler(AUTH.loginAccountKey)
  loginAccountKey(_actor: unknown, { username }: { username: string }): Promise<LoginAccountKey> {
    return this.credentials.accountKey(username);
  }

  /** `{userId}` -> `{user, sessionVersion}`, or 404. */
  @RpcHandler(AUTH.resolveActor)
  resolveActor(_actor: unknown, { userId }: { userId: string }): Promise<ResolvedActor> {
    return this.credentials.resolve(userId);
  }
}
