import type { Note } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteKeys, type NoteTarget } from './note-keys';

/** `POST /api/notes/{id}/complete` (empty body): the task, now completed (completing twice is harmless). */
export function completeNote({ id }: { id: string; target: NoteTarget }): Promise<Note> {
  return api.post<Note>(`/api/notes/${encodeURIComponent(id)}/complete`);
}

export function useCompleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeNote,
    onSuccess: (_note, { target }) => queryClient.invalidateQueries({ queryKey: noteKeys.list(target) }),
  });
}
