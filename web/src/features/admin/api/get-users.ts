import type { User } from '@icp-studio/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListPage } from '@/lib/api-client';
import { adminKeys, type UserListParams } from './admin-keys';

/** Rows per page of the Users & roles card. */
export const USER_PAGE_SIZE = 8;

/** `GET /api/users?role=&search=&limit=&offset=`: a page of every user (admin), newest first. */
export function getUsers(
  params: UserListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListPage<User>> {
  const { role, search, limit, offset } = params;
  return api.callPage('listUsers', { query: { role, search: search?.trim(), limit, offset }, signal });
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({ queryKey: adminKeys.users(params), queryFn: ({ signal }) => getUsers(params, { signal }) });

export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}
