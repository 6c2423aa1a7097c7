import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/lib/query-keys/client-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `DELETE /api/admin/assignments/{clientId}`: the client no longer has an advisor. */
export function removeAssignment(clientId: string): Promise<{ message: string }> {
  return api.call('deleteAssignment', { params: { id: clientId } });
}

export function useRemoveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAssignment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
