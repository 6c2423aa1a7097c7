import type { Note, Page } from '@icp-studio/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteKeys, type NoteTarget } from './note-keys';

export const NOTES_PAGE_SIZE = 50;

/** `GET /api/notes?icpId=` or `?playbookId=`: a page of notes and tasks, newest first. */
export function getNotes(
  target: NoteTarget,
  {
    limit = NOTES_PAGE_SIZE,
    offset = 0,
    signal,
  }: { limit?: number; offset?: number; signal?: AbortSignal } = {},
): Promise<Page<Note>> {
  const query = new URLSearchParams(
    target.icpId ? { icpId: target.icpId } : { playbookId: target.playbookId as string },
  );
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return api.get<Page<Note>>(`/api/notes?${query.toString()}`, { signal });
}

export const notesQueryOptions = (target: NoteTarget) =>
  infiniteQueryOptions({
    queryKey: noteKeys.list(target),
    queryFn: ({ pageParam, signal }) => getNotes(target, { offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Page<Note>) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });

/** The notes of one item, page by page (`fetchNextPage` for older ones). */
export function useNotes(target: NoteTarget | null) {
  return useInfiniteQuery({
    ...notesQueryOptions(target ?? { icpId: '' }),
    enabled: Boolean(target),
  });
}
