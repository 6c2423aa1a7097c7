import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  loginAccountKeyRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  userIdRequestSchema,
  type LoginAccountKey,
  type ResolvedActor,
  type RpcRequest,
  type User,
} from '@icp-studio/contracts';
import { parse } from '@icp-studio/service-kit';
import { CredentialsService } from './credentials.service.js';

/** Sign-up and sign-in. No actor needed: the gateway calls these before there is a session. */
@Controller()
export class CredentialsController {
  constructor(private readonly credentials: CredentialsService) {}

  /** `RegisterRequest` -> User (role client). */
  @MessagePattern(AUTH.register)
  register(@Payload() req: RpcRequest): Promise<User> {
    return this.credentials.register(parse(registerRequestSchema, req?.body));
  }

  /** `{username, password}` (username or e-mail) -> `{user, sessionVersion}`, or 401. */
  @MessagePattern(AUTH.verifyCredentials)
  verifyCredentials(@Payload() req: RpcRequest): Promise<ResolvedActor> {
    return this.credentials.verify(parse(loginRequestSchema, req?.body));
  }

  /** `{username}` (user name or e-mail) -> `{accountKey}`: the account's id, else the identifier. */
  @MessagePattern(AUTH.loginAccountKey)
  loginAccountKey(@Payload() req: RpcRequest): Promise<LoginAccountKey> {
    return this.credentials.accountKey(parse(loginAccountKeyRequestSchema, req?.body).username);
  }

  /** `{userId}` -> `{user, sessionVersion}`, or 404. */
  @MessagePattern(AUTH.resolveActor)
  resolveActor(@Payload() req: RpcRequest): Promise<ResolvedActor> {
    return this.credentials.resolve(parse(userIdRequestSchema, req?.body).userId);
  }
}
