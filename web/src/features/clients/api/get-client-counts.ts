import type { Playbook } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { icpCountQueryOptions } from '@/features/icp/api/get-icps';
import { api } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** How many playbooks a client owns: the `X-Total-Count` of `GET /api/playbooks?userId=&limit=1`. */
export const clientPlaybookCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clientKeys.playbookCount(userId),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ userId, limit: '1' });
      return (await api.list<Playbook>(`/api/playbooks?${query.toString()}`, { signal })).total;
    },
  });

/**
 * A client's ICP and playbook counts, from the server's totals (one-item pages). `GET
 * /api/advisor/clients` does not carry the counts the admin listing has, so the advisor's views ask
 * per client they show.
 */
export function useClientCounts(
  userId: string,
  { icps = true, playbooks = true }: { icps?: boolean; playbooks?: boolean } = {},
) {
  const icpCount = useQuery({ ...icpCountQueryOptions({ userId }), enabled: icps });
  const playbookCount = useQuery({ ...clientPlaybookCountQueryOptions(userId), enabled: playbooks });
  return { icpCount: icpCount.data, playbookCount: playbookCount.data };
}
