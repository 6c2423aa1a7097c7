import { queryOptions, useQuery } from '@tanstack/react-query';
import { icpCountQueryOptions } from '@/lib/icps/get-icps';
import { api } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys/client-keys';

/** How many playbooks a client owns: the `X-Total-Count` of `GET /api/playbooks?userId=&limit=1`. */
export const clientPlaybookCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: clientKeys.playbookCount(userId),
    queryFn: async ({ signal }) => {
      return (await api.callPage('listPlaybooks', { query: { userId, limit: 1 }, signal })).total;
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
