import type { ClientListing } from '@icp-studio/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ListPage } from '@/lib/api-client';
import { clientKeys } from '@/lib/query-keys/client-keys';

/** Clients per page of the admin's picker list. */
export const PICKER_PAGE_SIZE = 25;

/**
 * `GET /api/admin/clients?search=&limit=&offset=`: every client (role client) for an admin, matched on
 * name, e-mail or username by the server, a page at a time.
 */
export function getPickerClients(
  { search, limit, offset }: { search: string; limit: number; offset: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListPage<ClientListing>> {
  return api.callPage('adminClients', { query: { limit, offset, search: search.trim() }, signal });
}

export const pickerClientsQueryOptions = (search: string, pageSize = PICKER_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: clientKeys.pickerPages(search.trim()),
    queryFn: ({ pageParam, signal }) =>
      getPickerClients({ search, limit: pageSize, offset: pageParam }, { signal }),
    initialPageParam: 0,
    // The next page is the one the answer's `Link: <...>; rel="next"` names.
    getNextPageParam: (last) => last.next,
  });

export function usePickerClients(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...pickerClientsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
