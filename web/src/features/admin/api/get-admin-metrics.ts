import type { AdminMetrics } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/metrics`: the System Metrics cards. */
export function getAdminMetrics({ signal }: { signal?: AbortSignal } = {}): Promise<AdminMetrics> {
  return api.call('adminMetrics', { signal });
}

export const adminMetricsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.metrics(), queryFn: ({ signal }) => getAdminMetrics({ signal }) });

export function useAdminMetrics() {
  return useQuery(adminMetricsQueryOptions());
}
