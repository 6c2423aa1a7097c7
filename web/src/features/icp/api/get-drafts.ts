import type { Draft } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** `GET /api/drafts`: the caller's own wizard drafts, last saved first (every page of the list). */
export function getDrafts({ signal }: { signal?: AbortSignal } = {}): Promise<Draft[]> {
  return api.callAll('listDrafts', { signal });
}

export const draftsQueryOptions = () =>
  queryOptions({
    queryKey: icpKeys.draftList(),
    queryFn: ({ signal }) => getDrafts({ signal }),
  });

export function useDrafts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...draftsQueryOptions(), enabled });
}
