import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The trade of the profile a playbook is built on (its `profession`, null when not set): the compliance
 * check reads the playbook against that trade's advertising rules. The profile itself is another feature's
 * page; this reads only the one field, under its own key.
 */
export function usePlaybookProfession(icpId: string | undefined) {
  return useQuery({
    queryKey: ['playbooks', 'profession-of-icp', icpId ?? ''],
    queryFn: async ({ signal }) =>
      (await api.call('getIcp', { params: { id: icpId ?? '' }, signal })).profession ?? null,
    enabled: Boolean(icpId),
    staleTime: 60_000,
  });
}
