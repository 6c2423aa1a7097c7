import type { User } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

export const CLIENT_FETCH_ERROR = 'Failed to fetch client information';
export const CLIENT_NOT_FOUND = 'Client not found';

type ClientSummary = Pick<User, 'id' | 'firstName' | 'lastName' | 'email' | 'profession'>;

/**
 * The client a profile is being created for (docs/product.md §7): `GET /api/users/{id}`, falling back to
 * `GET /api/users` and finding the client in the list. Throws 'Failed to fetch client information'
 * when the list cannot be read, 'Client not found' when the client is not in it.
 */
export async function getClient(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClientSummary> {
  try {
    return await api.call('getUser', { params: { id }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error) && (error.status === 401 || error.status === 400)) {
      throw new Error(CLIENT_FETCH_ERROR, { cause: error });
    }
  }
  let users: User[];
  try {
    users = (await api.callPage('listUsers', { query: { role: 'client', limit: 200 }, signal })).items;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(CLIENT_FETCH_ERROR, { cause: error });
  }
  const client = users.find((u) => u.id === id);
  if (!client) throw new Error(CLIENT_NOT_FOUND);
  return client;
}

export const clientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: icpKeys.client(id),
    queryFn: ({ signal }) => getClient(id, { signal }),
  });

export function useClient(id: string | null | undefined) {
  return useQuery({ ...clientQueryOptions(id ?? ''), enabled: Boolean(id) });
}
