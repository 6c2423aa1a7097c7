import type {
  AuthCheckResponse,
  ChangePasswordRequest,
  DeleteMeRequest,
  EmailChangeRequest,
  User,
} from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth/auth-keys';
import { api } from '@/lib/api-client';

/**
 * `POST /api/auth/password`: every other session of the user ends; this one stays. A pending e-mail change
 * ends with the old password (docs/product.md §7, "Account recovery"): the session's user is read again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.call('changePassword', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.check() }),
  });
}

/** `POST /api/auth/email-change`: the answer (the user with `pendingEmail`) replaces the session's user. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeRequest): Promise<User> => api.call('requestEmailChange', { body }),
    onSuccess: (user) => {
      queryClient.setQueryData<AuthCheckResponse>(authKeys.check(), { authenticated: true, user });
    },
  });
}

/** `DELETE /api/auth/me`: the account is gone and this session with it; every cached answer is dropped. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteMeRequest) => api.call('deleteMe', { body }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<AuthCheckResponse>(authKeys.check(), { authenticated: false, user: null });
    },
  });
}
