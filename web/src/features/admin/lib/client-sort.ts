import type { UserListSort } from '@icp-studio/contracts';

/** All Clients' order (docs/product.md §2, All Clients): a column and a direction, sent to the server. */
export interface ClientSort {
  by: UserListSort;
  order: 'asc' | 'desc';
}

/** Newest sign-up first, as the server lists without a sort. */
export const DEFAULT_CLIENT_SORT: ClientSort = { by: 'createdAt', order: 'desc' };

/** The phone's Sort select: each column and direction with its wording. */
export const CLIENT_SORT_OPTIONS: { value: string; label: string; sort: ClientSort }[] = [
  { value: 'createdAt:desc', label: 'Newest first', sort: { by: 'createdAt', order: 'desc' } },
  { value: 'createdAt:asc', label: 'Oldest first', sort: { by: 'createdAt', order: 'asc' } },
  { value: 'name:asc', label: 'Name A–Z', sort: { by: 'name', order: 'asc' } },
  { value: 'name:desc', label: 'Name Z–A', sort: { by: 'name', order: 'desc' } },
  { value: 'email:asc', label: 'Email A–Z', sort: { by: 'email', order: 'asc' } },
  { value: 'advisor:asc', label: 'Advisor A–Z', sort: { by: 'advisor', order: 'asc' } },
];

export const sortValue = (sort: ClientSort): string => `${sort.by}:${sort.order}`;

export function sortFromValue(value: string): ClientSort {
  return CLIENT_SORT_OPTIONS.find((o) => o.value === value)?.sort ?? DEFAULT_CLIENT_SORT;
}

/**
 * A click on a column header: the same column turns around; another column starts ascending (the
 * sign-up date starts with the newest, as the list opens).
 */
export function toggleSort(current: ClientSort, by: UserListSort): ClientSort {
  if (current.by === by) return { by, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { by, order: by === 'createdAt' ? 'desc' : 'asc' };
}

/** The header's `aria-sort`. */
export function ariaSort(current: ClientSort, by: UserListSort): 'ascending' | 'descending' | 'none' {
  if (current.by !== by) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}
