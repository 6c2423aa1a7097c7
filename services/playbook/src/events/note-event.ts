import { EVENTS, type NoteEvent, type RealtimeEventType } from '@icp-studio/contracts';

/** The NATS subject of each realtime event type. */
export const NOTE_EVENT_SUBJECTS: Record<RealtimeEventType, string> = {
  note_added: EVENTS.noteAdded,
  note_updated: EVENTS.noteUpdated,
  task_assigned: EVENTS.taskAssigned,
  task_completed: EVENTS.taskCompleted,
  note_deleted: EVENTS.noteDeleted,
};

/** The realtime room of the item a note is on: `icp:{id}` or `playbook:{id}`. */
export function roomOf(note: { icpId: string | null; playbookId: string | null }): string {
  if (note.icpId) return `icp:${note.icpId}`;
  if (note.playbookId) return `playbook:${note.playbookId}`;
  throw new Error('A note is on a profile or a playbook');
}

/** The event payload (contract `noteEventSchema`) for a change of this note. */
export function noteEvent(
  type: RealtimeEventType,
  note: { id: string; icpId: string | null; playbookId: string | null },
): NoteEvent {
  return {
    type,
    room: roomOf(note),
    noteId: note.id,
    icpId: note.icpId,
    playbookId: note.playbookId,
  };
}
