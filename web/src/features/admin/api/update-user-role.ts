import type { Role, User } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth/auth-keys';
import { clientKeys } from '@/lib/query-keys/client-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * `PATCH /api/admin/users/{id}` `{role}` (docs/product.md: admins change any user's role). The last admin
 * cannot be demoted (409 'The last admin cannot be demoted'). A client who becomes an advisor or an
 * admin loses their advisor.
 */
export function updateUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  return api.call('setUserRole', { params: { id }, body: { role } });
}

export function useUpdateUserRole({ currentUserId }: { currentUserId: string | undefined }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (_user, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        // An admin who changed their own role: the session says what they may see now.
        id === currentUserId ? queryClient.invalidateQueries({ queryKey: authKeys.check() }) : null,
      ]),
  });
}
