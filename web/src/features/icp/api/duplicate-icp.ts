import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** `POST /api/icps/{id}/duplicate`: the copy ("Copy of <name>", docs/product.md §11). */
export function duplicateIcp(id: string) {
  return api.call('duplicateIcp', { params: { id } });
}

export function useDuplicateIcp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateIcp,
    onSuccess: (copy) => {
      queryClient.setQueryData(icpKeys.detail(copy.id), copy);
      void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: icpKeys.counts() });
    },
  });
}
