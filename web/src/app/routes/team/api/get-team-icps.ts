import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { icpPagesQueryOptions } from '@/lib/icps/get-icps';
import type { IcpListFilters } from '@/lib/icps/icp-keys';

/** Profiles per page of the Client ICPs grid. */
export const TEAM_ICP_PAGE_SIZE = 9;

/**
 * The Client ICPs grid: `GET /api/icps?search=&status=&type=&industry=&createdBy=&limit=&offset=`, a
 * page at a time (the server filters and sees only what the caller may). While new filters load, the
 * previous results stay on screen.
 */
export function useTeamIcps(filters: IcpListFilters, pageSize = TEAM_ICP_PAGE_SIZE) {
  return useInfiniteQuery({
    ...icpPagesQueryOptions(filters, pageSize),
    placeholderData: keepPreviousData,
  });
}
