import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/features/clients/api/client-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `DELETE /api/admin/assignments/{clientId}`: the client no longer has an advisor. */
export function removeAssignment(clientId: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/admin/assignments/${encodeURIComponent(clientId)}`);
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
