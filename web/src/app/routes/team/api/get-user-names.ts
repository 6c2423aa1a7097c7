import type { User } from '@icp-studio/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { displayName } from '@/lib/user-display';
import { teamKeys } from './team-keys';

/** `GET /api/users/{id}`: one user the caller may see. */
export function getUser(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return api.call('getUser', { params: { id }, signal });
}

/**
 * Display names ("Jane Cooper", else the e-mail) of the owners of the playbooks on screen. Playbooks
 * carry no client name: names already `known` (assigned clients, loaded profiles) are used as they are;
 * only the rest are looked up, one call per distinct owner, each cached. A name still loading is absent.
 */
export function useUserNames(ids: readonly string[], known: ReadonlyMap<string, string>) {
  const missing = [...new Set(ids)].filter((id) => !known.has(id));
  const results = useQueries({
    queries: missing.map((id) => ({
      queryKey: teamKeys.user(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getUser(id, { signal }),
    })),
  });
  // A name that cannot be looked up reads as unknown (null) rather than loading forever.
  const names = new Map<string, string | null>(known);
  results.forEach((result, i) => {
    if (result.data) names.set(missing[i]!, displayName(result.data));
    else if (result.isError) names.set(missing[i]!, null);
  });
  return names;
}
