import type { Icp } from '@icp-studio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { HistorySource } from '@/components/history/history-drawer';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** The profile's versions under its own key: a save or a restore refreshes them with the profile. */
export const icpVersionsKey = (id: string) => [...icpKeys.detail(id), 'versions'] as const;

/** `GET /api/icps/{id}/versions`: the newest `limit` versions and the total (docs/product.md §13). */
export function listIcpVersions(id: string, limit: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.callPage('listIcpVersions', { params: { id }, query: { limit, offset: 0 }, signal });
}

/** `GET /api/icps/{id}/versions/{version}`: one version with its fields. */
export function getIcpVersion(id: string, version: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call('getIcpVersion', { params: { id, version }, signal });
}

/** `POST /api/icps/{id}/versions/{version}/restore`: that version's fields as a new version. */
export function restoreIcpVersion(id: string, version: number): Promise<Icp> {
  return api.call('restoreIcpVersion', { params: { id, version } });
}

/** The profile's history for the History drawer; a restore refreshes the profile, its score and lists. */
export function useIcpHistorySource(id: string): HistorySource {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: icpVersionsKey(id),
      list: (limit, signal) => listIcpVersions(id, limit, { signal }),
      get: (version, signal) => getIcpVersion(id, version, { signal }),
      restore: async (version) => {
        const icp = await restoreIcpVersion(id, version);
        queryClient.setQueryData(icpKeys.detail(id), icp);
        await queryClient.invalidateQueries({ queryKey: icpKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: icpKeys.lists() });
        return icp;
      },
    }),
    [id, queryClient],
  );
}
