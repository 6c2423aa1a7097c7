import type { LoginResponse, RegisterRequest } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/auth/register` (200 or 201); the new user is signed in. */
export function register(body: RegisterRequest): Promise<LoginResponse> {
  return api.call('register', { body });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}
