import {
  PLAYBOOK,
  taskSchema,
  type Icp,
  type Note,
  type Page,
  type Playbook,
  type Task,
} from '@icp-studio/contracts';
import { eventually, rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** A day long past and one far ahead: "overdue" does not depend on when the test runs. */
const PAST = '2020-03-01';
const LATER = '2099-06-30';
const TODAY = '2026-01-15';

describe('playbook service: the Tasks page (GET /api/tasks)', () => {
  let s: Stack;
  let alice: Person; // client, assigned to ann
  let bob: Person; // client, nobody's
  let ann: Person; // advisor of alice
  let ned: Person; // advisor of nobody
  let aliceIcp: Icp;
  let bobIcp: Icp;
  let alicePlan: Playbook;
  // Alice's tasks
  let toAnnOverdue: Note; // by alice on her profile, given to ann, due long ago
  let toAliceUndated: Note; // by ann on alice's playbook, given to alice, no date
  let aliceOwnLater: Note; // by alice on her profile, to herself, due far ahead
  // Bob's
  let bobOwn: Note; // by bob on his profile, to himself, due long ago

  const add = (who: Person, body: object) =>
    s.call<Note>(PLAYBOOK.createNote, { isTask: true, ...body }, who);
  const tasks = (who: Person, query: object = {}) =>
    s.call<Page<Task>>(PLAYBOOK.listTasks, { today: TODAY, ...query }, who);
  const ids = (page: Page<Task>) => page.items.map((t) => t.id);

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

    toAnnOverdue = await add(alice, {
      icpId: aliceIcp.id,
      note: 'Review my pain points',
      assignedTo: ann.user.id,
      dueDate: PAST,
    });
    toAliceUndated = await add(ann, {
      playbookId: alicePlan.id,
      note: 'Pick two channels with @Alice, not @bob (@nobody_here either)',
      assignedTo: alice.user.id,
    });
    aliceOwnLater = await add(alice, {
      icpId: aliceIcp.id,
      note: 'Interview three customers',
      assignedTo: alice.user.id,
      dueDate: LATER,
    });
    bobOwn = await add(bob, {
      icpId: bobIcp.id,
      note: 'Bake the numbers',
      assignedTo: bob.user.id,
      dueDate: PAST,
    });
    // A plain note is never a task.
    await s.call(PLAYBOOK.createNote, { icpId: aliceIcp.id, note: 'Just a note' }, alice);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers open tasks by due day, undated last, each with its item, client and assignee named', async () => {
    const page = await tasks(alice);
    expect(ids(page)).toEqual([toAnnOverdue.id, aliceOwnLater.id, toAliceUndated.id]);
    expect(page).toMatchObject({ total: 3, offset: 0 });
    for (const t of page.items) expect(taskSchema.parse(t)).toEqual(t);
    expect(page.items[0]).toMatchObject({
      icpId: aliceIcp.id,
      itemName: 'Dental practices in Texas',
      assigneeName: 'Ann Advisor',
      dueDate: PAST,
      status: 'open',
    });
    expect(page.items[2]).toMatchObject({
      playbookId: alicePlan.id,
      itemName: 'Q1 plan',
      assigneeName: 'Alice Anders',
      dueDate: null,
    });
    expect(page.items[0]!.clientName).toBeTruthy();
  });

  it('names the people a task mentions among those it could be given to, as the caller sees them', async () => {
    const mentionsIn = async (who: Person, id: string) =>
      (await tasks(who)).items.find((t) => t.id === id)?.mentions;
    // Bob may not see Alice's playbook (his @bob is no one's name here); nobody_here is nobody.
    expect(await mentionsIn(alice, toAliceUndated.id)).toEqual([{ username: 'alice', name: 'Alice Anders' }]);
    expect(await mentionsIn(ann, toAliceUndated.id)).toEqual([{ username: 'alice', name: 'Alice Anders' }]);
    expect(await mentionsIn(alice, aliceOwnLater.id)).toEqual([]);
  });

  it('a client never sees another client’s tasks', async () => {
    expect(ids(await tasks(bob))).toEqual([bobOwn.id]);
    for (const filter of ['mine', 'by-me', 'overdue', 'open', 'done']) {
      expect(ids(await tasks(alice, { filter }))).not.toContain(bobOwn.id);
      const bobs = ids(await tasks(bob, { filter }));
      for (const id of [toAnnOverdue.id, toAliceUndated.id, aliceOwnLater.id]) expect(bobs).not.toContain(id);
    }
  });

  it("an advisor sees their assigned clients' tasks only; an advisor of nobody sees none", async () => {
    expect(ids(await tasks(ann))).toEqual([toAnnOverdue.id, aliceOwnLater.id, toAliceUndated.id]);
    expect((await tasks(ned)).total).toBe(0);
  });

  it('an admin sees every task', async () => {
    expect(ids(await tasks(s.admin))).toEqual([
      toAnnOverdue.id,
      bobOwn.id,
      aliceOwnLater.id,
      toAliceUndated.id,
    ]);
  });

  it('narrows to mine, by-me and overdue (before the caller’s day)', async () => {
    expect(ids(await tasks(ann, { filter: 'mine' }))).toEqual([toAnnOverdue.id]);
    expect(ids(await tasks(ann, { filter: 'by-me' }))).toEqual([toAliceUndated.id]);
    expect(ids(await tasks(alice, { filter: 'mine' }))).toEqual([aliceOwnLater.id, toAliceUndated.id]);
    expect(ids(await tasks(alice, { filter: 'by-me' }))).toEqual([toAnnOverdue.id, aliceOwnLater.id]);
    expect(ids(await tasks(alice, { filter: 'overdue' }))).toEqual([toAnnOverdue.id]);
    // On a day after LATER, both dated tasks are overdue; an undated one never is.
    expect(ids(await tasks(alice, { filter: 'overdue', today: '2100-01-01' }))).toEqual([
      toAnnOverdue.id,
      aliceOwnLater.id,
    ]);
  });

  it('pages with limit and offset, the total over every page', async () => {
    const first = await tasks(alice, { limit: 2, offset: 0 });
    const second = await tasks(alice, { limit: 2, offset: 2 });
    expect(first).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect([...ids(first), ...ids(second)]).toEqual([toAnnOverdue.id, aliceOwnLater.id, toAliceUndated.id]);
  });

  it('a completed task moves from the open lists to done, and back when reopened', async () => {
    await s.call(PLAYBOOK.completeNote, { id: aliceOwnLater.id }, alice);
    expect(ids(await tasks(ann, { filter: 'done' }))).toEqual([aliceOwnLater.id]);
    expect(ids(await tasks(alice))).not.toContain(aliceOwnLater.id);
    expect((await tasks(alice, { filter: 'done' })).items[0]).toMatchObject({ status: 'completed' });
    await s.call(PLAYBOOK.reopenNote, { id: aliceOwnLater.id }, ann);
    expect(ids(await tasks(alice, { filter: 'done' }))).toEqual([]);
    expect(ids(await tasks(alice))).toContain(aliceOwnLater.id);
  });

  it('refuses a bad filter or day with 400, and an anonymous caller with 401', async () => {
    expect(await rpcError(tasks(alice, { filter: 'everything' }))).toMatchObject({ status: 400 });
    expect(await rpcError(tasks(alice, { today: 'yesterday' }))).toMatchObject({ status: 400 });
    expect(await rpcError(tasks(alice, { limit: 0 }))).toMatchObject({ status: 400 });
    expect(await rpcError(s.call(PLAYBOOK.listTasks, {}, null))).toMatchObject({ status: 401 });
  });

  it('a task given to the caller stays visible after its client moved away; the rest do not', async () => {
    await s.unassign(alice.user.id);
    await eventually(async () => (await tasks(ann)).total === 1);
    expect(ids(await tasks(ann))).toEqual([toAnnOverdue.id]);
    // The profile is read as Ann, who no longer sees it: its name is not hers to read any more.
    expect((await tasks(ann)).items[0]).toMatchObject({ itemName: null, clientName: null });
    expect(ids(await tasks(ann, { filter: 'by-me' }))).toEqual([]);
  });
});
