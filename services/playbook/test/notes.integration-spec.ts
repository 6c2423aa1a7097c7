import {
  AUTH,
  EVENTS,
  ICP,
  PLAYBOOK,
  noteEventSchema,
  noteSchema,
  type Icp,
  type Note,
  type NoteEvent,
  type Page,
  type Playbook,
} from '@icp-studio/contracts';
import { actorProofs, jobProof, withActorProof } from '@icp-studio/service-kit';
import { eventually, rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

describe('playbook service: notes and tasks', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // client
  let ann: Person; // advisor, assigned to alice
  let ned: Person; // advisor, assigned to nobody
  let aliceIcp: Icp;
  let bobIcp: Icp;
  let alicePlan: Playbook;

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    bobIcp = await s.createIcp(bob, 'Bakeries in Ohio');
    alicePlan = await s.call<Playbook>(PLAYBOOK.create, { icpId: aliceIcp.id, name: 'Q1 plan' }, alice);
  });
  afterAll(async () => {
    await s?.close();
  });

  const addNote = (who: Person, body: object) => s.call<Note>(PLAYBOOK.createNote, body, who);
  const listNotes = (who: Person, query: object) => s.call<Page<Note>>(PLAYBOOK.listNotes, query, who);
  const complete = (who: Person, id: string) => s.call<Note>(PLAYBOOK.completeNote, { id }, who);
  const noteEvents = (noteId: string) =>
    s.events.filter((e) => (e.data as { noteId?: string }).noteId === noteId);
  const waitForNoteEvent = (subject: string, noteId: string) =>
    s.waitForEvent((e) => e.subject === subject && (e.data as NoteEvent).noteId === noteId);

  describe('writing notes', () => {
    it('adds a note to a profile: open, authored, named, announced in the profile room', async () => {
      const note = await addNote(alice, {
        icpId: aliceIcp.id,
        playbookId: null,
        note: '  Call the CFO on Monday  ',
        isTask: false,
        assignedTo: ann.user.id,
        status: 'completed',
      });
      expect(noteSchema.parse(note)).toEqual(note);
      expect(note).toMatchObject({
        icpId: aliceIcp.id,
        playbookId: null,
        note: 'Call the CFO on Monday',
        isTask: false,
        assignedTo: null,
        status: 'open',
        userId: alice.user.id,
        authorName: 'Alice Anders',
      });
      const event = await waitForNoteEvent(EVENTS.noteAdded, note.id);
      expect(noteEventSchema.parse(event.data)).toEqual({
        type: 'note_added',
        room: `icp:${aliceIcp.id}`,
        noteId: note.id,
        icpId: aliceIcp.id,
        playbookId: null,
      });
    });

    it('adds a note to a playbook, announced in the playbook room', async () => {
      const note = await addNote(ann, { playbookId: alicePlan.id, note: 'Looks good to me' });
      expect(note).toMatchObject({ playbookId: alicePlan.id, icpId: null, authorName: 'Ann Advisor' });
      const event = await waitForNoteEvent(EVENTS.noteAdded, note.id);
      expect(event.data).toEqual({
        type: 'note_added',
        room: `playbook:${alicePlan.id}`,
        noteId: note.id,
        icpId: null,
        playbookId: alicePlan.id,
      });
    });

    it("refuses a blank note with 'Note cannot be empty'", async () => {
      for (const note of ['', '   ', undefined]) {
        expect(await rpcError(addNote(alice, { icpId: aliceIcp.id, note }))).toMatchObject({
          status: 400,
          message: 'Note cannot be empty',
        });
      }
      expect(await rpcError(addNote(alice, { note: 'On nothing' }))).toMatchObject({ status: 400 });
      expect(
        await rpcError(addNote(alice, { icpId: aliceIcp.id, playbookId: alicePlan.id, note: 'On both' })),
      ).toMatchObject({ status: 400 });
      expect(await rpcError(addNote(alice, { icpId: aliceIcp.id, note: 'x'.repeat(5001) }))).toMatchObject({
        status: 400,
      });
    });

    it('refuses notes on what the caller cannot see, with 404', async () => {
      expect(await rpcError(addNote(alice, { icpId: bobIcp.id, note: 'Peek' }))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
      expect(await rpcError(addNote(ned, { icpId: aliceIcp.id, note: 'Peek' }))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
      expect(await rpcError(addNote(bob, { playbookId: alicePlan.id, note: 'Peek' }))).toMatchObject({
        status: 404,
        message: 'Playbook not found',
      });
      expect(await rpcError(addNote(alice, { icpId: UNKNOWN, note: 'Nowhere' }))).toMatchObject({
        status: 404,
      });
      expect(
        await rpcError(s.call(PLAYBOOK.createNote, { icpId: aliceIcp.id, note: 'x' }, null)),
      ).toMatchObject({
        status: 401,
      });
    });
  });

  describe('reading notes', () => {
    let dentIcp: Icp;
    const written: Note[] = [];

    beforeAll(async () => {
      dentIcp = await s.createIcp(alice, 'Notes profile');
      for (const [who, text] of [
        [alice, 'first'],
        [ann, 'second'],
        [s.admin, 'third'],
      ] as const) {
        written.push(await addNote(who, { icpId: dentIcp.id, note: text }));
      }
    });

    it('lists newest first, paged, with every author named for every reader', async () => {
      const page = await listNotes(alice, { icpId: dentIcp.id, limit: 2 });
      expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
      expect(page.items.map((n) => n.note)).toEqual(['third', 'second']);
      const adminName = `${s.admin.user.firstName} ${s.admin.user.lastName}`.trim() || s.admin.user.username;
      // A client reads the names of her advisor and of the admin, whom auth would not show her.
      expect(page.items.map((n) => n.authorName)).toEqual([adminName, 'Ann Advisor']);
      const rest = await listNotes(alice, { icpId: dentIcp.id, limit: 2, offset: 2 });
      expect(rest.items.map((n) => n.note)).toEqual(['first']);
      expect(rest.items[0]).toEqual(written[0]);

      const forAdvisor = await listNotes(ann, { icpId: dentIcp.id });
      expect(forAdvisor.items.map((n) => n.note)).toEqual(['third', 'second', 'first']);
    });

    it("hides the notes of what the caller cannot see (404), and a playbook's from others", async () => {
      expect(await rpcError(listNotes(bob, { icpId: dentIcp.id }))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
      expect(await rpcError(listNotes(ned, { icpId: dentIcp.id }))).toMatchObject({ status: 404 });
      expect(await rpcError(listNotes(bob, { playbookId: alicePlan.id }))).toMatchObject({
        status: 404,
        message: 'Playbook not found',
      });
      expect((await listNotes(s.admin, { playbookId: alicePlan.id })).total).toBeGreaterThan(0);
      expect(await rpcError(listNotes(alice, {}))).toMatchObject({ status: 400 });
    });
  });

  describe('tasks', () => {
    it('assigns a task only to someone who can see the item', async () => {
      const refused = {
        status: 400,
        message: 'Tasks can only be assigned to someone who can see this item',
      };
      // Another client, an advisor not assigned to Alice, an unknown user, an admin (whom a client may
      // not see): the same 400, so the answer does not tell an admin's id from any other.
      for (const assignee of [bob.user.id, ned.user.id, UNKNOWN, s.admin.user.id]) {
        expect(
          await rpcError(
            addNote(alice, { icpId: aliceIcp.id, note: 'Do it', isTask: true, assignedTo: assignee }),
          ),
        ).toMatchObject(refused);
      }
      expect(
        await rpcError(
          addNote(s.admin, {
            playbookId: alicePlan.id,
            note: 'Do it',
            isTask: true,
            assignedTo: bob.user.id,
          }),
        ),
      ).toMatchObject(refused);
      // An advisor may not give a task to an admin either (not someone they see).
      expect(
        await rpcError(
          addNote(ann, { icpId: aliceIcp.id, note: 'Do it', isTask: true, assignedTo: s.admin.user.id }),
        ),
      ).toMatchObject(refused);

      // Alice's advisor, Alice herself, an admin to themselves or to the advisor, and nobody: fine.
      for (const [who, assignee] of [
        [alice, ann.user.id],
        [s.admin, s.admin.user.id],
        [s.admin, ann.user.id],
        [ann, alice.user.id],
        [ann, ann.user.id],
        [alice, null],
      ] as const) {
        const task = await addNote(who, {
          playbookId: alicePlan.id,
          note: 'Do it',
          isTask: true,
          assignedTo: assignee,
        });
        expect(task).toMatchObject({ isTask: true, assignedTo: assignee, status: 'open' });
      }
    });

    it('announces a new assigned task as note_added and task_assigned', async () => {
      const task = await addNote(alice, {
        icpId: aliceIcp.id,
        note: 'Review the copy',
        isTask: true,
        assignedTo: ann.user.id,
      });
      const assigned = await waitForNoteEvent(EVENTS.taskAssigned, task.id);
      expect(assigned.data).toEqual({
        type: 'task_assigned',
        room: `icp:${aliceIcp.id}`,
        noteId: task.id,
        icpId: aliceIcp.id,
        playbookId: null,
      });
      await waitForNoteEvent(EVENTS.noteAdded, task.id);

      const unassigned = await addNote(alice, { icpId: aliceIcp.id, note: 'Someone', isTask: true });
      await waitForNoteEvent(EVENTS.noteAdded, unassigned.id);
      expect(noteEvents(unassigned.id).map((e) => e.subject)).toEqual([EVENTS.noteAdded]);
    });

    it('completes a task once: completing it again changes nothing and is announced once', async () => {
      const task = await addNote(alice, {
        playbookId: alicePlan.id,
        note: 'Ship it',
        isTask: true,
        assignedTo: ann.user.id,
      });
      const done = await complete(ann, task.id);
      expect(done).toMatchObject({ id: task.id, status: 'completed', isTask: true, assignedTo: ann.user.id });
      const event = await waitForNoteEvent(EVENTS.taskCompleted, task.id);
      expect(event.data).toEqual({
        type: 'task_completed',
        room: `playbook:${alicePlan.id}`,
        noteId: task.id,
        icpId: null,
        playbookId: alicePlan.id,
      });

      const again = await complete(alice, task.id);
      expect(again).toEqual(done);
      // Creating a note "completed" does not reopen or close anything either.
      const listed = await listNotes(alice, { playbookId: alicePlan.id, limit: 500 });
      expect(listed.items.find((n) => n.id === task.id)?.status).toBe('completed');
      // Wait for anything in flight, then count: one completion event only.
      await new Promise((r) => setTimeout(r, 200));
      expect(noteEvents(task.id).filter((e) => e.subject === EVENTS.taskCompleted)).toHaveLength(1);
    });

    it("refuses to complete a plain note (400) or someone else's task (404)", async () => {
      const note = await addNote(alice, { icpId: aliceIcp.id, note: 'Just a note' });
      expect(await rpcError(complete(alice, note.id))).toMatchObject({
        status: 400,
        message: 'Only tasks can be completed',
      });
      const task = await addNote(alice, { icpId: aliceIcp.id, note: 'Private task', isTask: true });
      expect(await rpcError(complete(bob, task.id))).toMatchObject({
        status: 404,
        message: 'Note not found',
      });
      expect(await rpcError(complete(ned, task.id))).toMatchObject({ status: 404 });
      expect(await rpcError(complete(alice, UNKNOWN))).toMatchObject({ status: 404 });
      expect(
        (await listNotes(alice, { icpId: aliceIcp.id, limit: 500 })).items.find((n) => n.id === task.id)
          ?.status,
      ).toBe('open');
    });

    it('counts open tasks per profile and playbook in one call, and only on what the caller sees', async () => {
      const icp = await s.createIcp(alice, 'Counted');
      const plan = await s.call<Playbook>(PLAYBOOK.create, { icpId: icp.id, name: 'Counted plan' }, alice);
      const bobPlan = await s.call<Playbook>(PLAYBOOK.create, { icpId: bobIcp.id, name: 'Bob plan' }, bob);
      await addNote(alice, { icpId: icp.id, note: 'open 1', isTask: true });
      const t2 = await addNote(alice, { icpId: icp.id, note: 'open 2', isTask: true });
      await addNote(alice, { icpId: icp.id, note: 'plain' });
      await addNote(ann, { playbookId: plan.id, note: 'open 3', isTask: true, assignedTo: alice.user.id });
      await addNote(bob, { playbookId: bobPlan.id, note: 'bob task', isTask: true });
      await complete(alice, t2.id);

      const body = { icpIds: [icp.id, bobIcp.id], playbookIds: [plan.id, bobPlan.id, UNKNOWN] };
      expect(await s.call(PLAYBOOK.openTaskCounts, body, alice)).toEqual({
        icps: { [icp.id]: 1, [bobIcp.id]: 0 },
        playbooks: { [plan.id]: 1, [bobPlan.id]: 0, [UNKNOWN]: 0 },
      });
      expect(await s.call(PLAYBOOK.openTaskCounts, body, s.admin)).toEqual({
        icps: { [icp.id]: 1, [bobIcp.id]: 0 },
        playbooks: { [plan.id]: 1, [bobPlan.id]: 1, [UNKNOWN]: 0 },
      });
      expect(await s.call(PLAYBOOK.openTaskCounts, body, ann)).toEqual({
        icps: { [icp.id]: 1, [bobIcp.id]: 0 },
        playbooks: { [plan.id]: 1, [bobPlan.id]: 0, [UNKNOWN]: 0 },
      });
      expect(await s.call(PLAYBOOK.openTaskCounts, {}, alice)).toEqual({ icps: {}, playbooks: {} });
    });
  });

  describe('editing, deleting and reopening', () => {
    const update = (who: Person, id: string, changes: object) =>
      s.call<Note>(PLAYBOOK.updateNote, { id, changes }, who);
    const remove = (who: Person, id: string) => s.call<{ message: string }>(PLAYBOOK.deleteNote, { id }, who);
    const reopen = (who: Person, id: string) => s.call<Note>(PLAYBOOK.reopenNote, { id }, who);

    it('lets the author edit the text: marked edited, announced as note_updated, seen by every reader', async () => {
      const note = await addNote(alice, { icpId: aliceIcp.id, note: 'Call the CFO' });
      expect(note.editedAt).toBeNull();
      const edited = await update(alice, note.id, { note: '  Call the CFO on Tuesday ' });
      expect(noteSchema.parse(edited)).toEqual(edited);
      expect(edited).toMatchObject({ id: note.id, note: 'Call the CFO on Tuesday', userId: alice.user.id });
      expect(Date.parse(edited.editedAt!)).toBeGreaterThanOrEqual(Date.parse(note.createdAt));
      await waitForNoteEvent(EVENTS.noteUpdated, note.id);
      const seen = (await listNotes(ann, { icpId: aliceIcp.id, limit: 500 })).items.find(
        (n) => n.id === note.id,
      );
      expect(seen).toMatchObject({ note: 'Call the CFO on Tuesday', editedAt: edited.editedAt });
      // The same text again changes nothing that readers would call an edit.
      const same = await update(alice, note.id, { note: 'Call the CFO on Tuesday' });
      expect(same.editedAt).toBe(edited.editedAt);
    });

    it('refuses edits by anyone but the author (403, or 404 when they cannot see it) and keeps the text', async () => {
      const note = await addNote(alice, { icpId: aliceIcp.id, note: 'Mine to change' });
      expect(await rpcError(update(ann, note.id, { note: 'Changed by the advisor' }))).toMatchObject({
        status: 403,
        message: 'Only the author can edit a note',
      });
      expect(await rpcError(update(s.admin, note.id, { note: 'Changed by the admin' }))).toMatchObject({
        status: 403,
      });
      expect(await rpcError(update(bob, note.id, { note: 'Changed by bob' }))).toMatchObject({
        status: 404,
        message: 'Note not found',
      });
      expect(await rpcError(update(ned, note.id, { note: 'x' }))).toMatchObject({ status: 404 });
      expect(await rpcError(update(alice, UNKNOWN, { note: 'x' }))).toMatchObject({ status: 404 });
      expect(await rpcError(update(alice, note.id, { note: '   ' }))).toMatchObject({
        status: 400,
        message: 'Note cannot be empty',
      });
      expect(await rpcError(update(alice, note.id, {}))).toMatchObject({
        status: 400,
        message: 'Nothing to change',
      });
      expect(await rpcError(update(alice, note.id, { dueDate: '2026-12-01' }))).toMatchObject({
        status: 400,
        message: 'Only tasks have a due date or an assignee',
      });
      const listed = (await listNotes(alice, { icpId: aliceIcp.id, limit: 500 })).items.find(
        (n) => n.id === note.id,
      );
      expect(listed).toMatchObject({ note: 'Mine to change', editedAt: null });
    });

    it("keeps a task's due date, changes it and its assignee (announced), and refuses a bad date or assignee", async () => {
      const task = await addNote(alice, {
        icpId: aliceIcp.id,
        note: 'File the quarterly return',
        isTask: true,
        dueDate: '2026-12-15',
      });
      expect(task).toMatchObject({ dueDate: '2026-12-15', assignedTo: null, editedAt: null });
      const plain = await addNote(alice, { icpId: aliceIcp.id, note: 'A note', dueDate: '2026-12-15' });
      expect(plain.dueDate).toBeNull();
      for (const dueDate of ['2026-02-30', '15/12/2026', '2026-12-15T10:00:00Z', '1999-12-31']) {
        const err = await rpcError(
          addNote(alice, { icpId: aliceIcp.id, note: 'Bad', isTask: true, dueDate }),
        );
        expect(err).toMatchObject({ status: 400 });
        expect(err.message).toMatch(/^Due date must be/);
      }
      const moved = await update(alice, task.id, { dueDate: '2027-01-10', assignedTo: ann.user.id });
      expect(moved).toMatchObject({ dueDate: '2027-01-10', assignedTo: ann.user.id, editedAt: null });
      await waitForNoteEvent(EVENTS.taskAssigned, task.id);
      expect(await rpcError(update(alice, task.id, { assignedTo: ned.user.id }))).toMatchObject({
        status: 400,
        message: 'Tasks can only be assigned to someone who can see this item',
      });
      const cleared = await update(alice, task.id, { dueDate: null });
      expect(cleared.dueDate).toBeNull();
      expect(cleared.assignedTo).toBe(ann.user.id);
    });

    it('lets a client give a task to their advisor, and names who may be given one', async () => {
      const assignees = await s.call<{ id: string }[]>(PLAYBOOK.noteAssignees, { icpId: aliceIcp.id }, alice);
      expect(assignees.map((u) => u.id)).toEqual([alice.user.id, ann.user.id]);
      const task = await addNote(alice, {
        playbookId: alicePlan.id,
        note: 'Review my plan',
        isTask: true,
        assignedTo: ann.user.id,
      });
      expect(task.assignedTo).toBe(ann.user.id);
      const forAdvisor = await s.call<{ id: string }[]>(
        PLAYBOOK.noteAssignees,
        { playbookId: alicePlan.id },
        ann,
      );
      expect(forAdvisor.map((u) => u.id)).toEqual([alice.user.id, ann.user.id]);
      const forAdmin = await s.call<{ id: string; role: string }[]>(
        PLAYBOOK.noteAssignees,
        { icpId: aliceIcp.id },
        s.admin,
      );
      expect(forAdmin.slice(0, 2).map((u) => u.id)).toEqual([alice.user.id, ann.user.id]);
      expect(forAdmin.slice(2).every((u) => u.role === 'admin')).toBe(true);
      expect(forAdmin.map((u) => u.id)).toContain(s.admin.actor.userId);
      expect(forAdmin.map((u) => u.id)).not.toContain(ned.user.id);
      expect(await rpcError(s.call(PLAYBOOK.noteAssignees, { icpId: aliceIcp.id }, bob))).toMatchObject({
        status: 404,
      });
      expect(await rpcError(s.call(PLAYBOOK.noteAssignees, { icpId: aliceIcp.id }, ned))).toMatchObject({
        status: 404,
      });
    });

    it('reopens a completed task once (announced), and refuses a plain note', async () => {
      const task = await addNote(alice, {
        icpId: aliceIcp.id,
        note: 'Send the engagement letter',
        isTask: true,
      });
      await complete(ann, task.id);
      const open = await reopen(ann, task.id);
      expect(open).toMatchObject({ id: task.id, status: 'open' });
      expect(await reopen(alice, task.id)).toEqual(open);
      await waitForNoteEvent(EVENTS.noteUpdated, task.id);
      await new Promise((r) => setTimeout(r, 200));
      expect(noteEvents(task.id).filter((e) => e.subject === EVENTS.noteUpdated)).toHaveLength(1);
      const note = await addNote(alice, { icpId: aliceIcp.id, note: 'Plain' });
      expect(await rpcError(reopen(alice, note.id))).toMatchObject({
        status: 400,
        message: 'Only tasks can be reopened',
      });
      expect(await rpcError(reopen(bob, task.id))).toMatchObject({ status: 404 });
    });

    it('lets the author or an admin delete a note (announced), and nobody else', async () => {
      const note = await addNote(alice, { icpId: aliceIcp.id, note: 'Delete me' });
      expect(await rpcError(remove(ann, note.id))).toMatchObject({
        status: 403,
        message: 'Only the author or an admin can delete a note',
      });
      expect(await rpcError(remove(bob, note.id))).toMatchObject({ status: 404, message: 'Note not found' });
      expect(await remove(alice, note.id)).toEqual({ message: 'Note deleted' });
      const event = await waitForNoteEvent(EVENTS.noteDeleted, note.id);
      expect(event.data).toEqual({
        type: 'note_deleted',
        room: `icp:${aliceIcp.id}`,
        noteId: note.id,
        icpId: aliceIcp.id,
        playbookId: null,
      });
      expect(await rpcError(remove(alice, note.id))).toMatchObject({ status: 404 });
      const listed = await listNotes(alice, { icpId: aliceIcp.id, limit: 500 });
      expect(listed.items.map((n) => n.id)).not.toContain(note.id);

      const annsTask = await addNote(ann, { icpId: aliceIcp.id, note: "Ann's task", isTask: true });
      expect(await remove(s.admin, annsTask.id)).toEqual({ message: 'Task deleted' });
    });
  });

  describe('when an author renames', () => {
    it('shows the new name on the notes they wrote', async () => {
      const icp = await s.createIcp(alice, 'Renames');
      const note = await addNote(ann, { icpId: icp.id, note: 'Signed by Ann' });
      expect(note.authorName).toBe('Ann Advisor');
      // Change the row, then announce it as auth would: within Ann's own signed request.
      await queryDb(`UPDATE auth.users SET first_name = 'Annie' WHERE id = $1`, [ann.user.id]);
      const annProof = jobProof(actorProofs().sign(ann.actor, AUTH.updateMe));
      withActorProof(annProof, () =>
        s.rpc.publish(EVENTS.userChanged, { userId: ann.user.id, reason: 'profile' }),
      );
      await eventually(
        async () => (await listNotes(alice, { icpId: icp.id })).items[0]?.authorName === 'Annie Advisor',
        3000,
      );
    });
  });

  describe('when items go', () => {
    it('deleting a playbook deletes its notes', async () => {
      const plan = await s.call<Playbook>(PLAYBOOK.create, { icpId: aliceIcp.id, name: 'Going' }, alice);
      const task = await addNote(alice, { playbookId: plan.id, note: 'Gone soon', isTask: true });
      await s.call(PLAYBOOK.delete, { id: plan.id }, alice);
      expect(await rpcError(complete(s.admin, task.id))).toMatchObject({ status: 404 });
      const { rows } = await queryDb(`SELECT count(*)::int AS n FROM playbook.notes WHERE playbook_id = $1`, [
        plan.id,
      ]);
      expect(rows[0].n).toBe(0);
    });

    it("deleting a profile deletes its notes and its playbooks' notes", async () => {
      const icp = await s.createIcp(alice, 'Going too');
      const plan = await s.call<Playbook>(PLAYBOOK.create, { icpId: icp.id, name: 'With it' }, alice);
      await addNote(alice, { icpId: icp.id, note: 'on the profile' });
      await addNote(alice, { playbookId: plan.id, note: 'on the playbook' });
      const keep = await addNote(alice, { icpId: aliceIcp.id, note: 'elsewhere' });

      await s.call(ICP.delete, { id: icp.id }, alice);
      await eventually(async () => {
        const { rows } = await queryDb(
          `SELECT count(*)::int AS n FROM playbook.notes WHERE icp_id = $1 OR playbook_id = $2`,
          [icp.id, plan.id],
        );
        return rows[0].n === 0;
      }, 3000);
      expect(await rpcError(s.call(PLAYBOOK.get, { id: plan.id }, alice))).toMatchObject({ status: 404 });
      expect((await listNotes(alice, { icpId: aliceIcp.id, limit: 500 })).items.map((n) => n.id)).toContain(
        keep.id,
      );
    });
  });

  async function queryDb(sql: string, params: unknown[]) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: s.db.url });
    await client.connect();
    try {
      return await client.query(sql, params);
    } finally {
      await client.end();
    }
  }
});
