import type { IcpListQuery } from '@icp-studio/contracts';

/** Filters of `GET /api/icps` (paging aside). */
export type IcpListFilters = Partial<Omit<IcpListQuery, 'limit' | 'offset'>>;

/**
 * Query keys of the profile feature. Invalidate `icpKeys.all` for everything, `lists()` for every
 * list and page, `counts()` for the dashboard's figures, `detail(id)` for one profile (its score sits
 * under it), `drafts()` for the wizard's drafts.
 */
export const icpKeys = {
  all: ['icps'] as const,
  lists: () => [...icpKeys.all, 'list'] as const,
  list: (filters: IcpListFilters & { pageSize: number }) => [...icpKeys.lists(), filters] as const,
  counts: () => [...icpKeys.all, 'count'] as const,
  count: (filters: IcpListFilters) => [...icpKeys.counts(), filters] as const,
  details: () => [...icpKeys.all, 'detail'] as const,
  detail: (id: string) => [...icpKeys.details(), id] as const,
  score: (id: string) => [...icpKeys.detail(id), 'score'] as const,
  drafts: () => [...icpKeys.all, 'drafts'] as const,
  draftList: () => [...icpKeys.drafts(), 'list'] as const,
  draft: (id: string) => [...icpKeys.drafts(), 'detail', id] as const,
  client: (id: string) => [...icpKeys.all, 'client', id] as const,
};
