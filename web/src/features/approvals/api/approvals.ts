import type { Approval, ApprovalSettings, User } from '@icp-studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Query keys of the approvals feature (docs/approvals.md). A request or a decision changes the playbook's
 * `approval`, so both also invalidate `['playbooks']` (the playbooks feature's keys).
 */
export const approvalKeys = {
  all: ['approvals'] as const,
  queue: (state: string) => [...approvalKeys.all, 'queue', state] as const,
  one: (id: string) => [...approvalKeys.all, 'one', id] as const,
  ofPlaybook: (id: string) => [...approvalKeys.all, 'playbook', id] as const,
};

export type QueueState = 'pending' | 'approved' | 'returned' | 'all';

/** `GET /api/approvals?state=`: the records the caller may review (every page). */
export function useApprovalQueue(state: QueueState) {
  return useQuery({
    queryKey: approvalKeys.queue(state),
    queryFn: ({ signal }): Promise<Approval[]> => api.callAll('listApprovals', { query: { state }, signal }),
  });
}

/** `GET /api/approvals/{id}`. */
export function useApproval(id: string | undefined) {
  return useQuery({
    queryKey: approvalKeys.one(id ?? ''),
    queryFn: ({ signal }): Promise<Approval> => api.call('getApproval', { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** `GET /api/playbooks/{id}/approvals`: the playbook's records, newest first. */
export function usePlaybookApprovals(playbookId: string) {
  return useQuery({
    queryKey: approvalKeys.ofPlaybook(playbookId),
    queryFn: ({ signal }): Promise<Approval[]> =>
      api.call('listPlaybookApprovals', { params: { id: playbookId }, signal }),
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['playbooks'] }),
    ]);
}

/** `POST /api/playbooks/{id}/approvals` with the version shown. */
export function useRequestApproval() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, version, note }: { id: string; version: number; note?: string }): Promise<Approval> =>
      api.call('requestPlaybookApproval', {
        params: { id },
        body: { version, ...(note?.trim() ? { note: note.trim() } : {}) },
      }),
    onSuccess: refresh,
  });
}

/** `POST /api/approvals/{id}/decision`. */
export function useDecideApproval() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      comment,
    }: {
      id: string;
      decision: 'approve' | 'return';
      comment?: string;
    }): Promise<Approval> =>
      api.call('decideApproval', {
        params: { id },
        body: { decision, ...(comment?.trim() ? { comment: comment.trim() } : {}) },
      }),
    onSuccess: refresh,
  });
}

/** `GET /api/admin/approval-settings` (admins only). */
export function useApprovalSettings({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...approvalKeys.all, 'settings'],
    queryFn: ({ signal }): Promise<ApprovalSettings> => api.call('getApprovalSettings', { signal }),
    enabled,
  });
}

/** `PUT /api/admin/approval-settings`. */
export function useSetApprovalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ApprovalSettings): Promise<ApprovalSettings> =>
      api.call('setApprovalSettings', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData([...approvalKeys.all, 'settings'], saved),
  });
}

/** Users an admin may mark as compliance reviewer, found by name or e-mail. */
export function useUserSearch(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...approvalKeys.all, 'users', search],
    queryFn: async ({ signal }): Promise<User[]> =>
      (await api.callPage('listUsers', { query: { search: search.trim(), limit: 10 }, signal })).items,
    enabled: enabled && search.trim().length > 1,
  });
}

/** `PUT /api/admin/compliance-reviewers/{id}`. */
export function useSetComplianceReviewer() {
  return useMutation({
    mutationFn: ({ id, reviewer }: { id: string; reviewer: boolean }) =>
      api.call('setComplianceReviewer', { params: { id }, body: { reviewer } }),
  });
}
