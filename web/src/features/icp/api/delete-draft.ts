import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** `DELETE /api/drafts/{id}`. */
export function deleteDraft(id: string): Promise<unknown> {
  return api.call('deleteDraft', { params: { id } });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: icpKeys.draft(id) });
      void queryClient.invalidateQueries({ queryKey: icpKeys.draftList() });
    },
  });
}
