import type { User } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { noteKeys } from './note-keys';

/** Every user of a `GET /api/users` query, page after page. */
function listUsers(query: string, signal?: AbortSignal): Promise<User[]> {
  return api.all<User>(`/api/users?${query}`, { signal });
}

/**
 * Who a task on an item owned by `ownerId` can be assigned to, from `GET /api/users` (advisors and
 * admins; clients are refused it). An advisor's list holds their clients and themselves: the item's
 * owner and the advisor are kept. An admin gets the advisors, the admins and the owner.
 */
export async function getAssignees(
  { role, ownerId }: { role: User['role']; ownerId: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<User[]> {
  if (role === 'client') return [];
  if (role === 'team_member') {
    const users = await listUsers('limit=200', signal);
    return users.filter((u) => u.role !== 'client' || u.id === ownerId);
  }
  const [advisors, admins, owner] = await Promise.all([
    listUsers('role=team_member&limit=200', signal),
    listUsers('role=admin&limit=200', signal),
    api.get<User>(`/api/users/${encodeURIComponent(ownerId)}`, { signal }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
  ]);
  const byId = new Map<string, User>();
  for (const u of [...(owner ? [owner] : []), ...advisors, ...admins]) byId.set(u.id, u);
  return [...byId.values()];
}

export const assigneesQueryOptions = (role: User['role'], ownerId: string) =>
  queryOptions({
    queryKey: noteKeys.assignees(ownerId),
    queryFn: ({ signal }) => getAssignees({ role, ownerId }, { signal }),
  });

/** The assignee choices of the task form; disabled for clients and until the item's owner is known. */
export function useAssignees(role: User['role'] | undefined, ownerId: string | null | undefined) {
  return useQuery({
    ...assigneesQueryOptions(role ?? 'client', ownerId ?? ''),
    enabled: Boolean(role && role !== 'client' && ownerId),
  });
}
