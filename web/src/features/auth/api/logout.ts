import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { SIGNED_OUT } from '@/lib/auth/get-auth-check';

/** `POST /api/auth/logout`. */
export function logout(): Promise<unknown> {
  return api.call('logout');
}

/**
 * Ends the session. On success the whole query cache is dropped and the session reads "signed out";
 * the caller navigates (to /login). A failure is the caller's to log.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.check(), SIGNED_OUT);
    },
  });
}
