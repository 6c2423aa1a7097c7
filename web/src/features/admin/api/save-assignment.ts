import type { Assignment, AssignmentInput } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/lib/query-keys/client-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface SaveAssignmentInput {
  /** 'create' for a client without an advisor (POST), 'reassign' for one who has one (PUT). */
  mode: 'create' | 'reassign';
  /** The parsed form: notes already trimmed, and absent when empty. */
  assignment: AssignmentInput;
}

/** What both calls send: `{clientId, advisorId}`, and `notes` only when there are some. */
export type AssignmentBody = Pick<AssignmentInput, 'clientId' | 'advisorId'> & { notes?: string };

export function assignmentBody({ clientId, advisorId, notes }: AssignmentInput): AssignmentBody {
  return notes ? { clientId, advisorId, notes } : { clientId, advisorId };
}

/**
 * `POST /api/admin/assignments` (201) or `PUT /api/admin/assignments/{clientId}` with
 * `{clientId, advisorId, notes?}`.
 */
export function saveAssignment({ mode, assignment }: SaveAssignmentInput): Promise<Assignment> {
  const body = assignmentBody(assignment);
  return mode === 'create'
    ? api.call('createAssignment', { body })
    : api.call('updateAssignment', { params: { id: assignment.clientId }, body });
}

export function useSaveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAssignment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
