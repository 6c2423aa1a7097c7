import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** `GET /api/icps/{id}/score`; a 404 means the profile has not been analysed yet (null). */
export async function getIcpScore(id: string, { signal }: { signal?: AbortSignal } = {}) {
  try {
    return await api.call('getIcpScore', { params: { id }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const icpScoreQueryOptions = (id: string) =>
  queryOptions({
    queryKey: icpKeys.score(id),
    queryFn: ({ signal }) => getIcpScore(id, { signal }),
  });

export function useIcpScore(id: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...icpScoreQueryOptions(id ?? ''), enabled: Boolean(id) && enabled });
}
