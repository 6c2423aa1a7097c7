import { noteRequestSchema, noteSchema, noteUpdateRequestSchema, type Actor } from '@icp-studio/contracts';
import type { NoteEntity } from './note.entity.js';
import { emptyTaskCounts, mayDeleteNote, noteColumns, noteEdit, toNote } from './notes.rules.js';

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
      dueDate: null,
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
      dueDate: '2026-12-01',
      editedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const note = toNote(e);
    expect(note).toMatchObject({ dueDate: '2026-12-01', editedAt: null });
    expect(noteSchema.parse(note)).toEqual(note);
    expect(note).not.toHaveProperty('ownerId');
  });
});

describe('emptyTaskCounts', () => {
  it('names every asked item with 0', () => {
    expect(emptyTaskCounts([ICP], [PB])).toEqual({ icps: { [ICP]: 0 }, playbooks: { [PB]: 0 } });
  });
});

describe('noteEdit', () => {
  const author: Actor = { userId: USER, role: 'client' };
  const other: Actor = { userId: '00000000-0000-4000-8000-0000000000c2', role: 'admin' };
  const now = new Date('2026-11-25T10:00:00Z');
  const task = { userId: USER, isTask: true, note: 'File the return' };
  const edit = (actor: Actor, note: typeof task, body: object) =>
    noteEdit(actor, note, noteUpdateRequestSchema.parse(body), now);

  it('marks a changed text edited, and the same text not', () => {
    expect(edit(author, task, { note: 'File the return by Friday' })).toEqual({
      ok: true,
      columns: { note: 'File the return by Friday', editedAt: now },
    });
    expect(edit(author, task, { note: ' File the return ' })).toEqual({ ok: true, columns: {} });
  });

  it("changes a task's due date and assignee without marking the text edited", () => {
    expect(edit(author, task, { dueDate: '2026-12-01', assignedTo: null })).toEqual({
      ok: true,
      columns: { dueDate: '2026-12-01', assignedTo: null },
    });
  });

  it('refuses anyone but the author (even an admin), and a due date on a plain note', () => {
    expect(edit(other, task, { note: 'x' })).toEqual({
      ok: false,
      status: 403,
      message: 'Only the author can edit a note',
    });
    expect(edit(author, { ...task, isTask: false }, { dueDate: '2026-12-01' })).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('lets the author and an admin delete, nobody else', () => {
    expect(mayDeleteNote(author, task)).toBe(true);
    expect(mayDeleteNote(other, task)).toBe(true);
    expect(mayDeleteNote({ userId: other.userId, role: 'team_member' }, task)).toBe(false);
  });
});

describe('dueDateSchema (through the note request)', () => {
  const parse = (dueDate: unknown) =>
    noteRequestSchema.safeParse({ icpId: ICP, note: 'x', isTask: true, dueDate }).success;
  it('takes a real calendar day and nothing else', () => {
    expect(parse('2026-12-31')).toBe(true);
    expect(parse('2028-02-29')).toBe(true);
    expect(parse(null)).toBe(true);
    for (const bad of [
      '2027-02-29',
      '2026-13-01',
      '2026-12-1',
      '12/31/2026',
      '2026-12-31T00:00Z',
      20261231,
      '1999-01-01',
    ])
      expect(parse(bad)).toBe(false);
  });
});
