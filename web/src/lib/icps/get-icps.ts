import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys, type IcpListFilters } from './icp-keys';

export interface GetIcpsParams extends IcpListFilters {
  limit?: number;
  offset?: number;
}

/** `GET /api/icps?status=&type=&industry=&search=&createdBy=&userId=&sort=&limit=&offset=`, newest change first by default. */
export function getIcps(params: GetIcpsParams = {}, { signal }: { signal?: AbortSignal } = {}) {
  return api.callPage('listIcps', { query: params, signal });
}

/** Pages of profiles for a grid with a Load more button. */
export const icpPagesQueryOptions = (filters: IcpListFilters = {}, pageSize = 9) =>
  infiniteQueryOptions({
    queryKey: icpKeys.list({ ...filters, pageSize }),
    queryFn: ({ pageParam, signal }) =>
      getIcps({ ...filters, limit: pageSize, offset: pageParam }, { signal }),
    initialPageParam: 0,
    // The next page is the one the answer's `Link: <...>; rel="next"` names.
    getNextPageParam: (last) => last.next,
  });

export function useIcpPages(filters: IcpListFilters = {}, pageSize = 9) {
  return useInfiniteQuery(icpPagesQueryOptions(filters, pageSize));
}

/** How many profiles match the filters: the server's `X-Total-Count` of a one-item page. */
export const icpCountQueryOptions = (filters: IcpListFilters = {}) =>
  queryOptions({
    queryKey: icpKeys.count(filters),
    queryFn: async ({ signal }) => (await getIcps({ ...filters, limit: 1 }, { signal })).total,
  });

export function useIcpCount(filters: IcpListFilters = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...icpCountQueryOptions(filters), enabled });
}

/**
 * One numbered page of profiles (My ICPs, docs/product.md §2): the previous page stays on screen while
 * the next loads. Its key names the view, apart from the grids' infinite pages.
 */
export function useIcpPage(filters: IcpListFilters, pageSize: number, offset: number) {
  return useQuery({
    queryKey: [...icpKeys.lists(), { view: 'page', ...filters, pageSize, offset }],
    queryFn: ({ signal }) => getIcps({ ...filters, limit: pageSize, offset }, { signal }),
    placeholderData: keepPreviousData,
  });
}
