import type { AdvisorSummary } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * `GET /api/admin/advisors`: every advisor (team member) by name, with their client count and their
 * most recent clients (at most ADVISOR_RECENT_CLIENTS).
 */
export function getAdminAdvisors({ signal }: { signal?: AbortSignal } = {}): Promise<AdvisorSummary[]> {
  return api.callAll('adminAdvisors', { signal });
}

export const adminAdvisorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.advisors(), queryFn: ({ signal }) => getAdminAdvisors({ signal }) });

export function useAdminAdvisors() {
  return useQuery(adminAdvisorsQueryOptions());
}
