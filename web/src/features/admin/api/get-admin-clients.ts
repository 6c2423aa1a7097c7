import type { ClientListing } from '@icp-studio/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListPage } from '@/lib/api-client';
import { adminKeys, type AdminClientParams } from './admin-keys';

/** Rows per page of the Client Management table. */
export const CLIENT_PAGE_SIZE = 10;

/** The query string of `GET /api/admin/clients`: only the parameters that are set. */
export function adminClientsQueryString(params: AdminClientParams): string {
  const query = new URLSearchParams();
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.assignment) query.set('assignment', params.assignment);
  if (params.advisorId) query.set('advisorId', params.advisorId);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return query.toString();
}

/**
 * `GET /api/admin/clients?search=&assignment=&advisorId=&limit=&offset=`: one page of the clients (role
 * client) with their advisor, assignment and ICP and playbook counts; the server searches and filters.
 */
export function getAdminClients(
  params: AdminClientParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListPage<ClientListing>> {
  return api.list<ClientListing>(`/api/admin/clients?${adminClientsQueryString(params)}`, { signal });
}

export const adminClientsQueryOptions = (params: AdminClientParams) =>
  queryOptions({
    queryKey: adminKeys.clients(params),
    queryFn: ({ signal }) => getAdminClients(params, { signal }),
  });

/** The page on screen stays while the next one loads. */
export function useAdminClients(params: AdminClientParams) {
  return useQuery({ ...adminClientsQueryOptions(params), placeholderData: keepPreviousData });
}
