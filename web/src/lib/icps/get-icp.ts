import type { Icp } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** `GET /api/icps/{id}`: 404 when it does not exist or the caller may not see it. */
export function getIcp(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Icp> {
  return api.call('getIcp', { params: { id }, signal });
}

export const icpQueryOptions = (id: string) =>
  queryOptions({
    queryKey: icpKeys.detail(id),
    queryFn: ({ signal }) => getIcp(id, { signal }),
  });

export function useIcp(id: string | undefined | null) {
  return useQuery({ ...icpQueryOptions(id ?? ''), enabled: Boolean(id) });
}
