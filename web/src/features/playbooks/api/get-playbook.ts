import type { Playbook } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playbookKeys } from './playbook-keys';

/** `GET /api/playbooks/{id}`: 404 when it does not exist or the caller may not see it. */
export function getPlaybook(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Playbook> {
  return api.call('getPlaybook', { params: { id }, signal });
}

export const playbookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: playbookKeys.detail(id),
    queryFn: ({ signal }) => getPlaybook(id, { signal }),
  });

export function usePlaybook(id: string | undefined) {
  return useQuery({ ...playbookQueryOptions(id ?? ''), enabled: Boolean(id) });
}
