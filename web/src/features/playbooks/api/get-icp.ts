import type { Icp } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playbookIcpKeys } from './playbook-keys';

/** `GET /api/icps/{id}`: the profile a playbook is built from (404 when missing or not visible). */
export function getIcp(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Icp> {
  return api.get<Icp>(`/api/icps/${encodeURIComponent(id)}`, { signal });
}

export const icpQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playbookIcpKeys.detail(id),
    queryFn: ({ signal }) => getIcp(id, { signal }),
  });

export function useIcp(id: string | undefined | null) {
  return useQuery({ ...icpQueryOptions(id ?? ''), enabled: Boolean(id) });
}
