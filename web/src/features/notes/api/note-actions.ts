import type { Note, NoteUpdateRequest } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteKeys, type NoteTarget } from '@/lib/query-keys/note-keys';

/** A change of one note; the notes of its item are read again once it is done. */
interface NoteAction {
  id: string;
  target: NoteTarget;
}

export interface CreateNoteInput {
  target: NoteTarget;
  note: string;
  isTask: boolean;
  assignedTo: string | null;
  /** A task's due day (YYYY-MM-DD), or null. */
  dueDate?: string | null;
}

function useNoteListMutation<I extends { target: NoteTarget }, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_answer, { target }) => queryClient.invalidateQueries({ queryKey: noteKeys.list(target) }),
  });
}

/** `POST /api/notes` (201) `{icpId | playbookId, note, isTask, assignedTo, dueDate, status: 'open'}`. */
export const useCreateNote = () =>
  useNoteListMutation(({ target, note, isTask, assignedTo, dueDate }: CreateNoteInput): Promise<Note> =>
    api.call('createNote', {
      body: {
        ...(target.icpId ? { icpId: target.icpId } : { playbookId: target.playbookId }),
        note,
        isTask,
        assignedTo: isTask ? assignedTo : null,
        ...(isTask && dueDate ? { dueDate } : {}),
        status: 'open',
      },
    }),
  );

/** `POST /api/notes/{id}/complete`: the task, completed (completing twice is harmless). */
export const useCompleteNote = () =>
  useNoteListMutation(({ id }: NoteAction): Promise<Note> => api.call('completeNote', { params: { id } }));

/** `POST /api/notes/{id}/reopen`: the task, open again. */
export const useReopenNote = () =>
  useNoteListMutation(({ id }: NoteAction): Promise<Note> => api.call('reopenNote', { params: { id } }));

/** `PATCH /api/notes/{id}`: the author's own note, changed (text; a task's due date or assignee). */
export const useUpdateNote = () =>
  useNoteListMutation(({ id, changes }: NoteAction & { changes: NoteUpdateRequest }): Promise<Note> =>
    api.call('updateNote', { params: { id }, body: changes }),
  );

/** `DELETE /api/notes/{id}`: the author's (or, for an admin, anyone's) note, gone. */
export const useDeleteNote = () =>
  useNoteListMutation(({ id }: NoteAction): Promise<{ message: string }> =>
    api.call('deleteNote', { params: { id } }),
  );
