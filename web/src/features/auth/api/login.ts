import type { LoginRequest, LoginResponse } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/auth/login`. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.call('login', { body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => {
      // Anything cached belonged to whoever was here before.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}
