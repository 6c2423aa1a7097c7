import type { Note } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteKeys, type NoteTarget } from './note-keys';

export interface CreateNoteInput {
  target: NoteTarget;
  note: string;
  isTask: boolean;
  assignedTo: string | null;
}

/** `POST /api/notes` (201) `{icpId | playbookId, note, isTask, assignedTo, status: 'open'}`. */
export function createNote({ target, note, isTask, assignedTo }: CreateNoteInput): Promise<Note> {
  return api.post<Note>('/api/notes', {
    ...(target.icpId ? { icpId: target.icpId } : { playbookId: target.playbookId }),
    note,
    isTask,
    assignedTo: isTask ? assignedTo : null,
    status: 'open',
  });
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: (_note, { target }) => queryClient.invalidateQueries({ queryKey: noteKeys.list(target) }),
  });
}
