import type { Draft, DraftRequest } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/**
 * The first save of a wizard's draft creates it (`POST /api/drafts`, 201); later saves update it
 * (`PUT /api/drafts/{id}` with the same body).
 */
export function saveDraft({ id, draft }: { id?: string | null; draft: DraftRequest }): Promise<Draft> {
  return id
    ? api.call('updateDraft', { params: { id }, body: draft })
    : api.call('createDraft', { body: draft });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: icpKeys.draftList() });
    },
  });
}
