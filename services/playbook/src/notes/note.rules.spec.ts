import { noteRequestSchema, noteSchema } from '@icp-studio/contracts';
import type { NoteEntity } from './note.entity.js';
import { emptyTaskCounts, noteColumns, toNote } from './note.rules.js';

const ICP = '00000000-0000-4000-8000-0000000000a1';
const PB = '00000000-0000-4000-8000-0000000000b1';
const USER = '00000000-0000-4000-8000-0000000000c1';

describe('noteColumns', () => {
  it('drops the assignee of a plain note and opens everything', () => {
    const req = noteRequestSchema.parse({
      icpId: ICP,
      note: '  Call the CFO  ',
      isTask: false,
      assignedTo: USER,
      status: 'completed',
    });
    expect(noteColumns(req)).toEqual({
      icpId: ICP,
      playbookId: null,
      note: 'Call the CFO',
      isTask: false,
      assignedTo: null,
      status: 'open',
    });
  });

  it('keeps the assignee of a task', () => {
    const req = noteRequestSchema.parse({
      playbookId: PB,
      note: 'Draft copy',
      isTask: true,
      assignedTo: USER,
    });
    expect(noteColumns(req)).toMatchObject({ icpId: null, playbookId: PB, isTask: true, assignedTo: USER });
  });

  it('is a plain note unless it says it is a task', () => {
    expect(noteColumns(noteRequestSchema.parse({ icpId: ICP, note: 'x' })).isTask).toBe(false);
  });
});

describe('note requests (docs/product.md §5)', () => {
  it.each([[''], ['   '], [undefined]])('refuse a blank note %j', (note) => {
    const r = noteRequestSchema.safeParse({ icpId: ICP, note });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]?.message).toBe('Note cannot be empty');
  });

  it('need exactly one of a profile and a playbook', () => {
    expect(noteRequestSchema.safeParse({ note: 'x' }).success).toBe(false);
    expect(noteRequestSchema.safeParse({ icpId: ICP, playbookId: PB, note: 'x' }).success).toBe(false);
  });
});

describe('toNote', () => {
  it('answers the contract shape', () => {
    const e: NoteEntity = {
      id: PB,
      icpId: ICP,
      playbookId: null,
      ownerId: USER,
      note: 'x',
      isTask: true,
      assignedTo: null,
      status: 'open',
      userId: USER,
      authorName: 'Jane Doe',
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const note = toNote(e);
    expect(noteSchema.parse(note)).toEqual(note);
    expect(note).not.toHaveProperty('ownerId');
  });
});

describe('emptyTaskCounts', () => {
  it('names every asked item with 0', () => {
    expect(emptyTaskCounts([ICP], [PB])).toEqual({ icps: { [ICP]: 0 }, playbooks: { [PB]: 0 } });
  });
});
