import type { Icp, IcpFields } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';
import { icpVersionsKey } from './icp-versions';

/**
 * `PUT /api/icps/{id}` with the whole form: a field left out is cleared. The status stays. `version`:
 * the version the edit started from; a save after someone else's then answers 409 with both versions
 * (docs/product.md §13).
 */
export function updateIcp({
  id,
  fields,
  version,
}: {
  id: string;
  fields: IcpFields;
  version?: number;
}): Promise<Icp> {
  return api.call('updateIcp', { params: { id }, body: { ...fields, version } });
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
      void queryClient.invalidateQueries({ queryKey: icpVersionsKey(icp.id) });
      void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: icpKeys.counts() });
    },
  });
}
