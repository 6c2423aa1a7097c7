import type { Playbook } from '@icp-studio/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { HistorySource } from '@/components/history/history-drawer';
import { api } from '@/lib/api-client';
import { playbookKeys } from './playbook-keys';

/** The playbook's versions under its own key: a save or a restore refreshes them with the playbook. */
export const playbookVersionsKey = (id: string) => [...playbookKeys.detail(id), 'versions'] as const;

/** `GET /api/playbooks/{id}/versions`: the newest `limit` versions and the total (docs/product.md §13). */
export function listPlaybookVersions(id: string, limit: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.callPage('listPlaybookVersions', { params: { id }, query: { limit, offset: 0 }, signal });
}

/** `GET /api/playbooks/{id}/versions/{version}`: one version with its fields. */
export function getPlaybookVersion(id: string, version: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call('getPlaybookVersion', { params: { id, version }, signal });
}

/** `POST /api/playbooks/{id}/versions/{version}/restore`: that version's fields as a new version. */
export function restorePlaybookVersion(id: string, version: number): Promise<Playbook> {
  return api.call('restorePlaybookVersion', { params: { id, version } });
}

/** The playbook's history for the History drawer; a restore refreshes the playbook and the lists. */
export function usePlaybookHistorySource(id: string): HistorySource {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: playbookVersionsKey(id),
      list: (limit, signal) => listPlaybookVersions(id, limit, { signal }),
      get: (version, signal) => getPlaybookVersion(id, version, { signal }),
      restore: async (version) => {
        const playbook = await restorePlaybookVersion(id, version);
        queryClient.setQueryData(playbookKeys.detail(id), playbook);
        await queryClient.invalidateQueries({ queryKey: playbookKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: playbookKeys.lists() });
        return playbook;
      },
    }),
    [id, queryClient],
  );
}
