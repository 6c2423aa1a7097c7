import type { Playbook, Status } from '@icp-studio/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type ListPage } from '@/lib/api-client';

/**
 * The dashboard's playbook queries. They sit under `['playbooks', 'list', ...]`, where the playbook
 * feature's lists live, so its `playbookKeys.lists()` invalidation after any playbook change refreshes
 * them; the `view` entry keeps their cache entries apart from that feature's own list pages.
 */
export const dashboardPlaybookKeys = {
  pages: (pageSize: number) => ['playbooks', 'list', { view: 'dashboard-pages', pageSize }] as const,
  count: (status?: Status) =>
    ['playbooks', 'list', { view: 'dashboard-count', status: status ?? null }] as const,
};

/** `GET /api/playbooks?status=&limit=&offset=`: a page of the playbooks the caller sees, newest first. */
export function getPlaybookPage(
  params: { status?: Status; limit: number; offset: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListPage<Playbook>> {
  const { limit, offset, status } = params;
  return api.callPage('listPlaybooks', { query: { limit, offset, status }, signal });
}

export const playbookPagesQueryOptions = (pageSize = 6) =>
  infiniteQueryOptions({
    queryKey: dashboardPlaybookKeys.pages(pageSize),
    queryFn: ({ pageParam, signal }) => getPlaybookPage({ limit: pageSize, offset: pageParam }, { signal }),
    initialPageParam: 0,
    // The next page is the one the answer's `Link: <...>; rel="next"` names.
    getNextPageParam: (last) => last.next,
  });

export function usePlaybookPages(pageSize = 6) {
  return useInfiniteQuery(playbookPagesQueryOptions(pageSize));
}

/** How many playbooks have the status: the server's `X-Total-Count` of a one-item page. */
export const playbookCountQueryOptions = (status?: Status) =>
  queryOptions({
    queryKey: dashboardPlaybookKeys.count(status),
    queryFn: async ({ signal }) => (await getPlaybookPage({ status, limit: 1, offset: 0 }, { signal })).total,
  });

export function usePlaybookCount(status?: Status) {
  return useQuery(playbookCountQueryOptions(status));
}
