import type { PlaybookListParams } from '@/features/playbooks/api/playbook-keys';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getPlaybooks } from '@/features/playbooks/api/get-playbooks';
import { teamKeys } from './team-keys';

/** Playbooks per page of the Marketing Playbooks grid. */
export const TEAM_PLAYBOOK_PAGE_SIZE = 6;

type Filters = Pick<PlaybookListParams, 'search' | 'status'>;

/** `GET /api/playbooks?search=&status=&limit=&offset=`, a page at a time. */
export const teamPlaybooksQueryOptions = (filters: Filters, pageSize = TEAM_PLAYBOOK_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: teamKeys.playbookPages(filters, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getPlaybooks({ ...filters, limit: pageSize, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

export function useTeamPlaybooks(filters: Filters, pageSize = TEAM_PLAYBOOK_PAGE_SIZE) {
  return useInfiniteQuery({
    ...teamPlaybooksQueryOptions(filters, pageSize),
    placeholderData: keepPreviousData,
  });
}
