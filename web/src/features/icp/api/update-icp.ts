import type { Icp, IcpFields } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** `PUT /api/icps/{id}` with the whole form: a field left out is cleared. The status stays. */
export function updateIcp({ id, fields }: { id: string; fields: IcpFields }): Promise<Icp> {
  return api.call('updateIcp', { params: { id }, body: fields });
}

export function useUpdateIcp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIcp,
    onSuccess: (icp) => {
      queryClient.setQueryData(icpKeys.detail(icp.id), icp);
      // The save queued a re-score: the score now says 'updating' until its event (docs/product.md §10).
      void queryClient.invalidateQueries({ queryKey: icpKeys.score(icp.id), exact: true });
      // The evidence ledger and report are read against the profile as it is (docs/evidence.md).
      void queryClient.invalidateQueries({ queryKey: [...icpKeys.detail(icp.id), 'evidence'] });
      void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: icpKeys.counts() });
    },
  });
}
