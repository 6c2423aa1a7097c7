import type { AdvisorClient } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys/client-keys';

/**
 * `GET /api/advisor/clients`: the signed-in advisor's clients, most recently assigned first, each with
 * `assignedAt` and the assignment's `notes` (every page of the list).
 */
export function getAdvisorClients({ signal }: { signal?: AbortSignal } = {}): Promise<AdvisorClient[]> {
  return api.callAll('advisorClients', { signal });
}

export const advisorClientsQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.advisorClients(),
    queryFn: ({ signal }) => getAdvisorClients({ signal }),
  });

export function useAdvisorClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...advisorClientsQueryOptions(), enabled });
}
