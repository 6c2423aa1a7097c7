import type { AdvisorClientListing } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/**
 * `GET /api/advisor/clients?advisorId=`: every client of one advisor (newest assignment first) with
 * their profile and playbook counts, open tasks and last activity; an admin may name any advisor.
 */
export function getAdvisorClientList(
  advisorId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdvisorClientListing[]> {
  return api.callAll('advisorClients', { query: { advisorId }, signal });
}

export const advisorClientListQueryOptions = (advisorId: string) =>
  queryOptions({
    queryKey: adminKeys.advisorClients(advisorId),
    queryFn: ({ signal }) => getAdvisorClientList(advisorId, { signal }),
  });

/** Fetched only once the advisor's clients are shown (`enabled`). */
export function useAdvisorClientList(advisorId: string, enabled: boolean) {
  return useQuery({ ...advisorClientListQueryOptions(advisorId), enabled });
}
