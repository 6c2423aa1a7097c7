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
    // The next page is the one the answer's `Link: <...>; rel="next"` names.
    getNextPageParam: (last) => last.next,
  });

export function useTeamPlaybooks(filters: Filters, pageSize = TEAM_PLAYBOOK_PAGE_SIZE) {
  return useInfiniteQuery({
    ...teamPlaybooksQueryOptions(filters, pageSize),
    placeholderData: keepPreviousData,
  });
}
