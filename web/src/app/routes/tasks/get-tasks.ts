import type { Note, TaskFilter } from '@icp-studio/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteKeys } from '@/lib/query-keys/note-keys';

/** Tasks per page of the Tasks page. */
export const TASK_PAGE_SIZE = 50;

export const TASK_FILTERS: readonly TaskFilter[] = ['mine', 'by-me', 'overdue', 'open', 'done'];

/**
 * Query keys of the Tasks page, under the notes feature's root (`['notes']`), so that a note changed
 * anywhere refreshes the list too.
 */
export const taskKeys = {
  all: [...noteKeys.all, 'tasks'] as const,
  pages: (filter: TaskFilter, today: string) => [...taskKeys.all, 'pages', { filter, today }] as const,
  count: (filter: TaskFilter, today: string) => [...taskKeys.all, 'count', { filter, today }] as const,
};

/**
 * `GET /api/tasks?filter=&today=&limit=&offset=`: the tasks the caller may see, by due day (undated
 * last), a page at a time; `today` is the user's calendar day, for "overdue".
 */
export function useTasks(filter: TaskFilter, today: string) {
  return useInfiniteQuery({
    queryKey: taskKeys.pages(filter, today),
    queryFn: ({ pageParam, signal }) =>
      api.callPage('listTasks', {
        query: { filter, today, limit: TASK_PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
}

/** How many tasks each filter holds: the `X-Total-Count` of a one-item page per filter. */
export function useTaskCounts(today: string): Partial<Record<TaskFilter, number>> {
  const results = useQueries({
    queries: TASK_FILTERS.map((filter) => ({
      queryKey: taskKeys.count(filter, today),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.callPage('listTasks', { query: { filter, today, limit: 1 }, signal })).total,
    })),
  });
  return Object.fromEntries(TASK_FILTERS.map((f, i) => [f, results[i]?.data])) as Partial<
    Record<TaskFilter, number>
  >;
}

/**
 * `POST /api/notes/{id}/complete` or `/reopen`: a task done or open again. Every notes query is read
 * again afterwards (this list, the counts and the item's own notes panel).
 */
export function useToggleTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }): Promise<Note> =>
      api.call(done ? 'completeNote' : 'reopenNote', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}
