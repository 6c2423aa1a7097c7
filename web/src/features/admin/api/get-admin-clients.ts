import type { ClientListing } from '@icp-studio/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListPage } from '@/lib/api-client';
import { adminKeys, type AdminClientParams } from './admin-keys';

/** Rows per page of the Client Management table. */
export const CLIENT_PAGE_SIZE = 10;

/**
 * `GET /api/admin/clients?search=&assignment=&advisorId=&sort=&order=&limit=&offset=`: one page of the clients (role
 * client) with their advisor, assignment and ICP and playbook counts; the server searches and filters.
 */
export function getAdminClients(
  params: AdminClientParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListPage<ClientListing>> {
  return api.callPage('adminClients', {
    query: {
      search: params.search?.trim() || undefined,
      assignment: params.assignment,
      advisorId: params.advisorId || undefined,
      sort: params.sort,
      order: params.sort ? params.order : undefined,
      limit: params.limit,
      offset: params.offset,
    },
    signal,
  });
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
