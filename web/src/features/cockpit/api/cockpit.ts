import type { AdvisorSummary, Cockpit, Icp, Playbook } from '@icp-studio/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const cockpitKeys = {
  all: ['cockpit'] as const,
  view: (params: CockpitParams) => [...cockpitKeys.all, params] as const,
  advisors: () => [...cockpitKeys.all, 'advisors'] as const,
};

/** An admin's choice: one advisor, the unassigned clients, or everyone (an advisor sends nothing). */
export interface CockpitParams {
  advisorId?: string;
  unassigned?: boolean;
}

/** The caller's calendar day, so "overdue" means before the user's own today (as the Tasks page). */
function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `GET /api/advisor/cockpit` (docs/product.md §18). */
export function useCockpit(params: CockpitParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cockpitKeys.view(params),
    queryFn: ({ signal }): Promise<Cockpit> =>
      api.call('advisorCockpit', {
        query: {
          ...(params.advisorId ? { advisorId: params.advisorId } : {}),
          ...(params.unassigned ? { unassigned: true } : {}),
          today: localToday(),
        },
        signal,
      }),
    enabled,
  });
}

/** Every advisor, for an admin's advisor filter. */
export function useCockpitAdvisors({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: cockpitKeys.advisors(),
    queryFn: ({ signal }): Promise<AdvisorSummary[]> => api.callAll('adminAdvisors', { signal }),
    enabled,
  });
}

/**
 * `POST /api/icps/{id}/sign-off` or `/api/playbooks/{id}/sign-off` with the version shown. The answer
 * (the item signed off) replaces the page's copy under `detailKey`; the cockpit reads again.
 */
export function useSignOff(kind: 'icp' | 'playbook', detailKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }): Promise<Icp | Playbook> =>
      kind === 'icp'
        ? api.call('signOffIcp', { params: { id }, body: { version } })
        : api.call('signOffPlaybook', { params: { id }, body: { version } }),
    onSuccess: (item) => {
      queryClient.setQueryData(detailKey, item);
      void queryClient.invalidateQueries({ queryKey: cockpitKeys.all });
    },
  });
}
