import { PLAYBOOK, type Icp, type Note, type Playbook, type PlaybookCockpit } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const PAST = '2020-03-01';
const LATER = '2099-06-30';
const TODAY = '2026-01-15';

/** docs/product.md §18: playbook's part of the cockpit (PLAYBOOK.cockpit) and the playbook's sign-off. */
describe('playbook service: the cockpit roll-up and sign-off', () => {
  let s: Stack;
  let alice: Person; // client of ann
  let bob: Person; // client of nobody
  let ann: Person;
  let ned: Person;
  let aliceIcp: Icp;
  let first: Playbook;
  let second: Playbook;

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    first = await s.call<Playbook>(PLAYBOOK.create, { icpId: aliceIcp.id, name: 'Q1 plan' }, alice);
    second = await s.call<Playbook>(PLAYBOOK.create, { icpId: aliceIcp.id, name: 'Q2 plan' }, alice);
    const task = (body: object) =>
      s.call<Note>(PLAYBOOK.createNote, { isTask: true, note: 'Call', ...body }, ann);
    await task({ icpId: aliceIcp.id, dueDate: PAST });
    await task({ playbookId: first.id, dueDate: PAST });
    await task({ playbookId: second.id, dueDate: LATER });
    const done = await task({ playbookId: second.id, dueDate: PAST });
    await s.call(PLAYBOOK.completeNote, { id: done.id }, ann);
    await s.createIcp(bob, 'Bakeries in Ohio');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('rolls up the latest playbook, the count, open and overdue tasks over profiles and playbooks', async () => {
    const c = await s.call<PlaybookCockpit>(
      PLAYBOOK.cockpit,
      { userIds: [alice.user.id, bob.user.id], today: TODAY },
      ann,
    );
    expect(c[alice.user.id]).toMatchObject({
      playbookCount: 2,
      playbook: { id: second.id, name: 'Q2 plan', version: 1, signOff: null, kpiStatus: null },
      openTasks: 3,
      overdueTasks: 2,
    });
    expect(c[alice.user.id]!.lastActivityAt).not.toBeNull();
    expect(c[bob.user.id]).toEqual({
      playbookCount: 0,
      playbook: null,
      openTasks: 0,
      overdueTasks: 0,
      lastActivityAt: null,
    });
  });

  it("never answers an advisor about another advisor's client", async () => {
    const c = await s.call<PlaybookCockpit>(PLAYBOOK.cockpit, { userIds: [alice.user.id] }, ned);
    expect(c[alice.user.id]).toMatchObject({ playbookCount: 0, playbook: null, openTasks: 0 });
  });

  it('lets only the owner sign off the current version', async () => {
    expect(await rpcError(s.call(PLAYBOOK.signOff, { id: first.id, version: 1 }, ann))).toMatchObject({
      status: 403,
      message: 'Only the client who owns this playbook can sign it off',
    });
    expect(await rpcError(s.call(PLAYBOOK.signOff, { id: first.id, version: 1 }, ned))).toMatchObject({
      status: 404,
    });
    expect(await rpcError(s.call(PLAYBOOK.signOff, { id: first.id, version: 2 }, alice))).toMatchObject({
      status: 409,
    });
    const signed = await s.call<Playbook>(PLAYBOOK.signOff, { id: first.id, version: 1 }, alice);
    expect(signed.signOff).toMatchObject({ version: 1 });
    const copy = await s.call<Playbook>(PLAYBOOK.duplicate, { id: first.id }, alice);
    expect(copy.signOff).toBeNull();
  });
  it("shows the latest playbook's overall KPI status (docs/product.md §17)", async () => {
    const cockpit = async () =>
      (await s.call<PlaybookCockpit>(PLAYBOOK.cockpit, { userIds: [alice.user.id], today: TODAY }, ann))[
        alice.user.id
      ]!.playbook!;
    const latest = await cockpit();
    expect(latest.kpiStatus).toBeNull();
    await s.call(
      PLAYBOOK.update,
      {
        id: latest.id,
        fields: {
          icpId: aliceIcp.id,
          name: latest.name,
          kpis: [{ name: 'Qualified leads', target: '100 a month', period: 'month' }],
        },
      },
      alice,
    );
    const record = (period: string, value: number) =>
      s.call(PLAYBOOK.putKpiActual, { id: latest.id, kpiKey: 'qualified-leads', period, value }, ann);
    await record('2026-01', 40);
    expect(await cockpit()).toMatchObject({ id: latest.id, kpiStatus: 'behind' });
    await record('2026-02', 90);
    expect((await cockpit()).kpiStatus).toBe('at_risk');
    await record('2026-03', 120);
    expect((await cockpit()).kpiStatus).toBe('on_track');
  });
});
