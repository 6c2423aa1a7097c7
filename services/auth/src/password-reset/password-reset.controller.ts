import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type MessageResponse,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse } from '@icp-studio/service-kit';
import { PasswordResetService } from './password-reset.service.js';

/** Forgotten passwords. No actor: the caller is signed out. */
@Controller()
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  /** `{email}` -> `{message}`, the same whether or not the e-mail has an account. */
  @MessagePattern(AUTH.forgotPassword)
  forgotPassword(@Payload() req: RpcRequest): MessageResponse {
    return this.reset.forgot(parse(forgotPasswordRequestSchema, req?.body).email);
  }

  /** `{token, newPassword}` -> `{message: 'Password has been reset'}`, or 400 invalid / expired. */
  @MessagePattern(AUTH.resetPassword)
  resetPassword(@Payload() req: RpcRequest): Promise<MessageResponse> {
    return this.reset.reset(parse(resetPasswordRequestSchema, req?.body));
  }
}
