import { EVENTS, noteEventSchema } from '@icp-studio/contracts';
import { NOTE_EVENT_SUBJECTS, noteEvent, roomOf } from './note-event.js';

const ID = '00000000-0000-4000-8000-000000000001';
const ICP = '00000000-0000-4000-8000-0000000000a1';
const PB = '00000000-0000-4000-8000-0000000000b1';

describe('note events', () => {
  it('name the room of the profile or the playbook', () => {
    expect(roomOf({ icpId: ICP, playbookId: null })).toBe(`icp:${ICP}`);
    expect(roomOf({ icpId: null, playbookId: PB })).toBe(`playbook:${PB}`);
    expect(() => roomOf({ icpId: null, playbookId: null })).toThrow();
  });

  it('carry the contract payload', () => {
    const event = noteEvent('task_completed', { id: ID, icpId: null, playbookId: PB });
    expect(event).toEqual({
      type: 'task_completed',
      room: `playbook:${PB}`,
      noteId: ID,
      icpId: null,
      playbookId: PB,
    });
    expect(noteEventSchema.parse(event)).toEqual(event);
  });

  it('go out on the subject of their type', () => {
    expect(NOTE_EVENT_SUBJECTS).toEqual({
      note_added: EVENTS.noteAdded,
      note_updated: EVENTS.noteUpdated,
      task_assigned: EVENTS.taskAssigned,
      task_completed: EVENTS.taskCompleted,
      note_deleted: EVENTS.noteDeleted,
    });
  });
});
