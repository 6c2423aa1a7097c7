import type { Playbook, PlaybookFields } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playbookKeys } from './playbook-keys';

/** `POST /api/playbooks` (201): the new playbook. */
export function createPlaybook(body: PlaybookFields): Promise<Playbook> {
  return api.call('createPlaybook', { body });
}

export function useCreatePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlaybook,
    onSuccess: (playbook) => {
      queryClient.setQueryData(playbookKeys.detail(playbook.id), playbook);
      return queryClient.invalidateQueries({ queryKey: playbookKeys.lists() });
    },
  });
}
