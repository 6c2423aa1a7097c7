import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playbookKeys } from './playbook-keys';

/** `POST /api/playbooks/{id}/duplicate`: the copy ("Copy of <name>", docs/product.md §11). */
export function duplicatePlaybook(id: string) {
  return api.call('duplicatePlaybook', { params: { id } });
}

export function useDuplicatePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicatePlaybook,
    onSuccess: (copy) => {
      queryClient.setQueryData(playbookKeys.detail(copy.id), copy);
      // Lists and the dashboard's counts.
      void queryClient.invalidateQueries({ queryKey: playbookKeys.all });
    },
  });
}
