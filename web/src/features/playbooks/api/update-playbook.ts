import type { Playbook, PlaybookFields } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playbookKeys } from './playbook-keys';

export interface UpdatePlaybookInput {
  id: string;
  /** The whole playbook: a field left out is cleared by the server. */
  fields: PlaybookFields;
}

/** `PUT /api/playbooks/{id}` with every field. */
export function updatePlaybook({ id, fields }: UpdatePlaybookInput): Promise<Playbook> {
  return api.call('updatePlaybook', { params: { id }, body: fields });
}

export function useUpdatePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlaybook,
    onSuccess: (playbook) => {
      queryClient.setQueryData(playbookKeys.detail(playbook.id), playbook);
      return queryClient.invalidateQueries({ queryKey: playbookKeys.lists() });
    },
  });
}
