import { useQueries } from '@tanstack/react-query';
import { api, type RouteAnswer } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** `{icps: {id: count}, playbooks: {id: count}}` */
export type OpenTaskCounts = RouteAnswer<'openTaskCounts'>;

/** `POST /api/notes/open-task-counts` `{icpIds, playbookIds}`: open tasks per card, in one call. */
export function getOpenTaskCounts(
  { icpIds = [], playbookIds = [] }: { icpIds?: readonly string[]; playbookIds?: readonly string[] },
  { signal }: { signal?: AbortSignal } = {},
): Promise<OpenTaskCounts> {
  return api.call('openTaskCounts', { body: { icpIds: [...icpIds], playbookIds: [...playbookIds] }, signal });
}

/**
 * Open-task counts for the cards on screen: one call per loaded page of cards (earlier pages keep their
 * answer when Load more adds one). Tasks change on other screens, so each visit asks again.
 */
export function useOpenTaskCounts(kind: 'icps' | 'playbooks', pages: readonly (readonly string[])[]) {
  const results = useQueries({
    queries: pages
      .filter((ids) => ids.length > 0)
      .map((ids) => {
        const icpIds = kind === 'icps' ? ids : [];
        const playbookIds = kind === 'playbooks' ? ids : [];
        return {
          queryKey: teamKeys.openTaskCounts(icpIds, playbookIds),
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            getOpenTaskCounts({ icpIds, playbookIds }, { signal }),
          refetchOnMount: 'always' as const,
        };
      }),
  });
  const counts: Record<string, number> = {};
  for (const result of results) Object.assign(counts, result.data?.[kind] ?? {});
  return counts;
}
