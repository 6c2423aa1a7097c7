import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/lib/query-keys/client-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * `DELETE /api/admin/users/{id}` (docs/product.md, Admin): deletes a user's account and everything they
 * owned, as deleting one's own does. The admin's own account answers 409 (Settings › Account).
 */
export function deleteUser(id: string): Promise<{ message: string }> {
  return api.call('deleteUser', { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
