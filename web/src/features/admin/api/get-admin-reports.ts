import type { AdminReports } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * `GET /api/admin/reports`: profiles and playbooks created per week (the last 12 weeks), the
 * quality-score distribution and each advisor's number of clients.
 */
export function getAdminReports({ signal }: { signal?: AbortSignal } = {}): Promise<AdminReports> {
  return api.call('getAdminReports', { signal });
}

export const adminReportsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.reports(), queryFn: ({ signal }) => getAdminReports({ signal }) });

export function useAdminReports() {
  return useQuery(adminReportsQueryOptions());
}
