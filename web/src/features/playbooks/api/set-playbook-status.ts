import type { Playbook, Status } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playbookKeys } from './playbook-keys';

export interface SetPlaybookStatusInput {
  id: string;
  status: Status;
}

/** `PATCH /api/playbooks/{id}` `{status}`. */
export function setPlaybookStatus({ id, status }: SetPlaybookStatusInput): Promise<Playbook> {
  return api.call('setPlaybookStatus', { params: { id }, body: { status } });
}

export function useSetPlaybookStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlaybookStatus,
    onSuccess: (playbook, { id }) => {
      queryClient.setQueryData(playbookKeys.detail(id), playbook);
      return queryClient.invalidateQueries({ queryKey: playbookKeys.lists() });
    },
  });
}
