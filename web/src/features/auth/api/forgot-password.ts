import type { ForgotPasswordRequest, MessageResponse } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/auth/forgot-password`: always answers the same, whether or not the account exists. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return api.call('forgotPassword', { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
