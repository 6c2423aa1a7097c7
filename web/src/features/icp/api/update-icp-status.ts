import type { Icp, Status } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/**
 * `PATCH /api/icps/{id}` `{status}`. Completing a profile whose five steps are not all filled answers
 * 400 with a message naming the missing steps.
 */
export function updateIcpStatus({ id, status }: { id: string; status: Status }): Promise<Icp> {
  return api.call('setIcpStatus', { params: { id }, body: { status } });
}

export function useUpdateIcpStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIcpStatus,
    onSuccess: (icp) => {
      queryClient.setQueryData(icpKeys.detail(icp.id), icp);
      void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: icpKeys.counts() });
    },
  });
}
