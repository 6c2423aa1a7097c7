import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteKeys } from '@/lib/query-keys/note-keys';
import { playbookKeys } from './playbook-keys';

/** `DELETE /api/playbooks/{id}`. */
export function deletePlaybook(id: string): Promise<unknown> {
  return api.call('deletePlaybook', { params: { id } });
}

export function useDeletePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaybook,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: playbookKeys.detail(id) });
      queryClient.removeQueries({ queryKey: noteKeys.list({ playbookId: id }) });
      return queryClient.invalidateQueries({ queryKey: playbookKeys.lists() });
    },
  });
}
