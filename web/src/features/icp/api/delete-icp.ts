import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** `DELETE /api/icps/{id}`. */
export function deleteIcp(id: string): Promise<unknown> {
  return api.call('deleteIcp', { params: { id } });
}

export function useDeleteIcp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIcp,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: icpKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: icpKeys.counts() });
      // A profile's playbooks may go with it: the playbook lists and counts refresh too.
      void queryClient.invalidateQueries({ queryKey: ['playbooks'] });
    },
  });
}
