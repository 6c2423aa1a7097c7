import { Controller } from '@nestjs/common';
import {
  AUTH,
  type ForgotPasswordResponse,
  type MessageResponse,
  type ResetPasswordRequest,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { PasswordResetService } from './password-reset.service.js';

/** Forgotten passwords. No actor: the caller is signed out. */
@Controller()
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  /** `{email}` -> `{message}`, the same whether or not the e-mail has an account. */
  @RpcHandler(AUTH.forgotPassword)
  forgotPassword(_actor: unknown, { email }: { email: string }): ForgotPasswordResponse {
    return this.reset.forgot(email);
  }

  /** `{token, newPassword}` -> `{message: 'Password has been reset'}`, or 400 invalid / expired. */
  @RpcHandler(AUTH.resetPassword)
  resetPassword(_actor: unknown, body: ResetPasswordRequest): Promise<MessageResponse> {
    return this.reset.reset(body);
  }
}
