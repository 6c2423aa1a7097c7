import type { Note } from '@icp-studio/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ListPage } from '@/lib/api-client';
import { noteKeys, type NoteTarget } from '@/lib/query-keys/note-keys';

export const NOTES_PAGE_SIZE = 50;

/** `GET /api/notes?icpId=` or `?playbookId=`: a page of notes and tasks, newest first. */
export function getNotes(
  target: NoteTarget,
  {
    limit = NOTES_PAGE_SIZE,
    offset = 0,
    signal,
  }: { limit?: number; offset?: number; signal?: AbortSignal } = {},
): Promise<ListPage<Note>> {
  const owner = target.icpId ? { icpId: target.icpId } : { playbookId: target.playbookId };
  return api.callPage('listNotes', { query: { ...owner, limit, offset }, signal });
}

export const notesQueryOptions = (target: NoteTarget) =>
  infiniteQueryOptions({
    queryKey: noteKeys.list(target),
    queryFn: ({ pageParam, signal }) => getNotes(target, { offset: pageParam, signal }),
    initialPageParam: 0,
    // Older notes: the page the answer's `Link: <...>; rel="next"` names.
    getNextPageParam: (last: ListPage<Note>) => last.next,
  });

/** The notes of one item, page by page (`fetchNextPage` for older ones). */
export function useNotes(target: NoteTarget | null) {
  return useInfiniteQuery({
    ...notesQueryOptions(target ?? { icpId: '' }),
    enabled: Boolean(target),
  });
}
