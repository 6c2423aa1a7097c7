import type { Playbook } from '@icp-studio/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListPage } from '@/lib/api-client';
import { playbookKeys, type PlaybookListParams } from './playbook-keys';

/** `GET /api/playbooks?icpId=&status=&search=&sort=&limit=&offset=`: a page of the playbooks the caller sees. */
export function getPlaybooks(
  params: PlaybookListParams = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListPage<Playbook>> {
  return api.callPage('listPlaybooks', { query: params, signal });
}

export const playbooksQueryOptions = (params: PlaybookListParams = {}) =>
  queryOptions({
    queryKey: playbookKeys.list(params),
    queryFn: ({ signal }) => getPlaybooks(params, { signal }),
  });

export function usePlaybooks(params: PlaybookListParams = {}) {
  return useQuery(playbooksQueryOptions(params));
}

/** One numbered page of My Playbooks: the previous page stays on screen while the next loads. */
export function usePlaybookPage(params: PlaybookListParams) {
  return useQuery({ ...playbooksQueryOptions(params), placeholderData: keepPreviousData });
}
