import type { User } from '@icp-studio/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteKeys, type NoteTarget } from '@/lib/query-keys/note-keys';

/**
 * Who a task on this profile or playbook may be given to (`GET /api/notes/assignees`): the owner, their
 * advisor, the admins and oneself, as far as the signed-in user may see them. The playbook service
 * answers with the rule it enforces, so a client sees their advisor and an advisor their client.
 */
export function useAssignees(target: NoteTarget | null) {
  return useQuery({
    queryKey: noteKeys.assignees(target),
    queryFn: ({ signal }): Promise<User[]> =>
      api.call('noteAssignees', {
        query: target?.icpId ? { icpId: target.icpId } : { playbookId: target?.playbookId },
        signal,
      }),
    enabled: Boolean(target),
  });
}
