import type { Actor, Note, NoteRequest, NoteUpdateRequest } from '@icp-studio/contracts';
import type { NoteEntity } from './note.entity.js';

/** The profile or the playbook a note is on (exactly one of the two). */
export interface NoteItem {
  icpId?: string | null;
  playbookId?: string | null;
}

export interface OpenTaskCounts {
  icps: Record<string, number>;
  playbooks: Record<string, number>;
}

/** A note as every answer shows it (contract `noteSchema`). */
export function toNote(e: NoteEntity): Note {
  return {
    id: e.id,
    icpId: e.icpId,
    playbookId: e.playbookId,
    note: e.note,
    isTask: e.isTask,
    assignedTo: e.assignedTo,
    status: e.status,
    userId: e.userId,
    authorName: e.authorName,
    dueDate: e.dueDate ?? null,
    editedAt: e.editedAt ? e.editedAt.toISOString() : null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/**
 * The stored columns of a new note: a plain note has no assignee; everything starts open (a request's
 * `status` is not taken: only the complete action closes a task).
 */
export function noteColumns(
  req: NoteRequest,
): Pick<NoteEntity, 'icpId' | 'playbookId' | 'note' | 'isTask' | 'assignedTo' | 'status' | 'dueDate'> {
  return {
    icpId: req.icpId ?? null,
    playbookId: req.icpId ? null : (req.playbookId ?? null),
    note: req.note,
    isTask: req.isTask,
    assignedTo: req.isTask ? (req.assignedTo ?? null) : null,
    status: 'open',
    dueDate: req.isTask ? (req.dueDate ?? null) : null,
  };
}

export const ONLY_AUTHOR_EDITS = 'Only the author can edit a note';
export const ONLY_AUTHOR_DELETES = 'Only the author or an admin can delete a note';
export const NOTES_HAVE_NO_DUE_DATE = 'Only tasks have a due date or an assignee';

/**
 * The columns an edit changes, or the reason it is refused (a 403 or 400 message). Only the author
 * edits; a plain note has no due date or assignee; a changed text is marked edited (`now`), a task's
 * date or assignee alone is not.
 */
export function noteEdit(
  actor: Actor,
  note: Pick<NoteEntity, 'userId' | 'isTask' | 'note'>,
  changes: NoteUpdateRequest,
  now: Date,
):
  | { ok: true; columns: Partial<Pick<NoteEntity, 'note' | 'dueDate' | 'assignedTo' | 'editedAt'>> }
  | { ok: false; status: 400 | 403; message: string } {
  if (note.userId !== actor.userId) return { ok: false, status: 403, message: ONLY_AUTHOR_EDITS };
  if (!note.isTask && (changes.dueDate !== undefined || changes.assignedTo !== undefined))
    return { ok: false, status: 400, message: NOTES_HAVE_NO_DUE_DATE };
  const columns: Partial<Pick<NoteEntity, 'note' | 'dueDate' | 'assignedTo' | 'editedAt'>> = {};
  if (changes.note !== undefined && changes.note !== note.note) {
    columns.note = changes.note;
    columns.editedAt = now;
  }
  if (changes.dueDate !== undefined) columns.dueDate = changes.dueDate;
  if (changes.assignedTo !== undefined) columns.assignedTo = changes.assignedTo;
  return { ok: true, columns };
}

/** May the actor delete this note: its author, or an admin (who runs the installation). */
export function mayDeleteNote(actor: Actor, note: Pick<NoteEntity, 'userId'>): boolean {
  return note.userId === actor.userId || actor.role === 'admin';
}

/** Every asked item at 0, so that the answer names each one. */
export function emptyTaskCounts(icpIds: readonly string[], playbookIds: readonly string[]): OpenTaskCounts {
  return {
    icps: Object.fromEntries(icpIds.map((id) => [id, 0])),
    playbooks: Object.fromEntries(playbookIds.map((id) => [id, 0])),
  };
}
