import type { AuthCheckResponse, UpdateMeRequest, User } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth/auth-keys';
import { api, getServerMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';

/** `PATCH /api/auth/me`: the signed-in user's own account (their profession; `{}` answers "Skip"). */
export function updateMe(body: UpdateMeRequest): Promise<User> {
  return api.call('updateMe', { body });
}

/** Saves, then puts the answer where every screen reads the signed-in user (no second round trip). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData<AuthCheckResponse>(authKeys.check(), { authenticated: true, user });
    },
    // Both places that save it (the first sign-in question, Settings › Account) say a failure the same way.
    onError: (error) => notifyError('Error', getServerMessage(error, 'Failed to save your changes')),
  });
}
