import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/auth/forgot-password`: the same whether or not the account exists; `emailConfigured: false` without SMTP. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return api.call('forgotPassword', { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
