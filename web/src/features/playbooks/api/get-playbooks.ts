import type { Playbook } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListPage } from '@/lib/api-client';
import { playbookKeys, type PlaybookListParams } from './playbook-keys';

/** `GET /api/playbooks?icpId=&status=&search=&limit=&offset=`: a page of the playbooks the caller sees. */
export function getPlaybooks(
  params: PlaybookListParams = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListPage<Playbook>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return api.list<Playbook>(`/api/playbooks${qs ? `?${qs}` : ''}`, { signal });
}

export const playbooksQueryOptions = (params: PlaybookListParams = {}) =>
  queryOptions({
    queryKey: playbookKeys.list(params),
    queryFn: ({ signal }) => getPlaybooks(params, { signal }),
  });

export function usePlaybooks(params: PlaybookListParams = {}) {
  return useQuery(playbooksQueryOptions(params));
}
