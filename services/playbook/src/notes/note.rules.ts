import type { Note, NoteRequest } from '@icp-studio/contracts';
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
): Pick<NoteEntity, 'icpId' | 'playbookId' | 'note' | 'isTask' | 'assignedTo' | 'status'> {
  return {
    icpId: req.icpId ?? null,
    playbookId: req.icpId ? null : (req.playbookId ?? null),
    note: req.note,
    isTask: req.isTask,
    assignedTo: req.isTask ? (req.assignedTo ?? null) : null,
    status: 'open',
  };
}

/** Every asked item at 0, so that the answer names each one. */
export function emptyTaskCounts(icpIds: readonly string[], playbookIds: readonly string[]): OpenTaskCounts {
  return {
    icps: Object.fromEntries(icpIds.map((id) => [id, 0])),
    playbooks: Object.fromEntries(playbookIds.map((id) => [id, 0])),
  };
}
