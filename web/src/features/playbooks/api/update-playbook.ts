import type { Playbook, PlaybookFields } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playbookKeys } from './playbook-keys';
import { playbookVersionsKey } from './playbook-versions';

export interface UpdatePlaybookInput {
  id: string;
  /** The whole playbook: a field left out is cleared by the server. */
  fields: PlaybookFields;
  /**
   * The version the edit started from: a save after someone else's then answers 409 with both
   * versions (docs/product.md §13). Without it the save is written whatever the current version.
   */
  version?: number;
}

/** `PUT /api/playbooks/{id}` with every field. */
export function updatePlaybook({ id, fields, version }: UpdatePlaybookInput): Promise<Playbook> {
  return api.call('updatePlaybook', { params: { id }, body: { ...fields, version } });
}

export function useUpdatePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlaybook,
    onSuccess: (playbook) => {
      queryClient.setQueryData(playbookKeys.detail(playbook.id), playbook);
      void queryClient.invalidateQueries({ queryKey: playbookVersionsKey(playbook.id) });
      return queryClient.invalidateQueries({ queryKey: playbookKeys.lists() });
    },
  });
}
