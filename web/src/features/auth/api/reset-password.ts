import type { MessageResponse, ResetPasswordRequest } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, getServerMessage, isApiError } from '@/lib/api-client';

/** `POST /api/auth/reset-password`. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return api.call('resetPassword', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** docs/product.md §4: a 400 whose message mentions "expired" or "invalid" means the link is no good. */
export function isInvalidResetLinkError(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const message = (getServerMessage(error) ?? error.body).toLowerCase();
  return message.includes('expired') || message.includes('invalid');
}
