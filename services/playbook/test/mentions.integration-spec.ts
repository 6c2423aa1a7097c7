import {
  EVENTS,
  PLAYBOOK,
  notificationRequestedEventSchema,
  type Icp,
  type Note,
  type NotificationRequestedEvent,
  type Playbook,
} from '@icp-studio/contracts';
import { startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** docs/product.md §15: the playbook service asks auth to notify the people a note concerns. */
describe('playbook service: mentions and task notifications', () => {
  let s: Stack;
  let alice: Person; // client
  let ann: Person; // advisor, assigned to alice
  let aliceIcp: Icp;
  let alicePlan: Playbook;

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice_m', 'Alice', 'Anders');
    // Another client, who may not see Alice's profile: mentioning them notifies nobody.
    await s.register('bob_m', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann_m', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    alicePlan = await s.call<Playbook>(PLAYBOOK.create, { icpId: aliceIcp.id, name: 'Q1 plan' }, alice);
  });
  afterAll(async () => {
    await s?.close();
  });

  const addNote = (who: Person, body: object) => s.call<Note>(PLAYBOOK.createNote, body, who);
  const requests = (noteId: string) =>
    s.events
      .filter((e) => e.subject === EVENTS.notificationRequested)
      .map((e) => notificationRequestedEventSchema.parse(e.data))
      .filter((e) => e.noteId === noteId);
  const requested = async (noteId: string, kind: NotificationRequestedEvent['kind']) =>
    notificationRequestedEventSchema.parse(
      (
        await s.waitForEvent(
          (e) =>
            e.subject === EVENTS.notificationRequested &&
            (e.data as NotificationRequestedEvent).noteId === noteId &&
            (e.data as NotificationRequestedEvent).kind === kind,
        )
      ).data,
    );
  const quiet = () => new Promise((r) => setTimeout(r, 300));

  it('notifies the people a note mentions who may see its item, never the writer or others', async () => {
    const note = await addNote(alice, {
      icpId: aliceIcp.id,
      note: 'Ask @ANN_M, and @bob_m, and @alice_m, and @nobody_here; mail ann@example.com',
    });
    const event = await requested(note.id, 'mention');
    expect(event).toEqual({
      kind: 'mention',
      recipientIds: [ann.user.id],
      actorId: alice.user.id,
      actorName: 'Alice Anders',
      itemKind: 'icp',
      itemId: aliceIcp.id,
      itemName: 'Dental practices in Texas',
      noteId: note.id,
      excerpt: 'Ask @ANN_M, and @bob_m, and @alice_m, and @nobody_here; mail ann@example.com',
    });
    await quiet();
    expect(requests(note.id)).toHaveLength(1);
  });

  it('a note without mentions asks nothing', async () => {
    const note = await addNote(ann, { playbookId: alicePlan.id, note: 'Looks good' });
    await quiet();
    expect(requests(note.id)).toEqual([]);
  });

  it('an edit notifies only the names it added', async () => {
    const note = await addNote(ann, { playbookId: alicePlan.id, note: 'Hello @alice_m' });
    await requested(note.id, 'mention');
    await s.call(PLAYBOOK.updateNote, { id: note.id, changes: { note: 'Hello @alice_m, again' } }, ann);
    await quiet();
    expect(requests(note.id)).toHaveLength(1);
    expect(requests(note.id)[0]).toMatchObject({ itemKind: 'playbook', itemName: 'Q1 plan' });
  });

  it('a task given tells its assignee (once, even when mentioned) and its completion tells its writer', async () => {
    const task = await addNote(alice, {
      icpId: aliceIcp.id,
      note: '@ann_m please review',
      isTask: true,
      assignedTo: ann.user.id,
    });
    expect(await requested(task.id, 'task_assigned')).toMatchObject({ recipientIds: [ann.user.id] });
    await s.call(PLAYBOOK.completeNote, { id: task.id }, ann);
    expect(await requested(task.id, 'task_completed')).toMatchObject({
      recipientIds: [alice.user.id],
      actorId: ann.user.id,
      actorName: 'Ann Advisor',
    });
    await quiet();
    expect(requests(task.id).map((e) => e.kind)).toEqual(['task_assigned', 'task_completed']);

    // Completing one's own task tells nobody.
    const own = await addNote(alice, { icpId: aliceIcp.id, note: 'Mine', isTask: true });
    await s.call(PLAYBOOK.completeNote, { id: own.id }, alice);
    await quiet();
    expect(requests(own.id)).toEqual([]);
  });
});
