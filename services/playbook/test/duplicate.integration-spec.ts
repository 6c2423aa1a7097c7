import { EVENTS, PLAYBOOK, type Icp, type Note, type Page, type Playbook } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** docs/product.md §11: a copy of a playbook, on the same profile, without the original's notes. */
describe('playbook service: duplicating a playbook', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // client
  let ann: Person; // advisor, assigned to alice
  let ned: Person; // advisor, assigned to nobody
  let aliceIcp: Icp;
  let source: Playbook;

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    source = await s.call<Playbook>(
      PLAYBOOK.create,
      {
        icpId: aliceIcp.id,
        name: 'Q1 plan',
        status: 'completed',
        marketingGoals: ['Fill the diary'],
        valueProposition: 'Fewer no-shows',
        keyMessages: ['Reminders that work'],
        selectedChannels: [{ channel: 'LinkedIn', budget: 500 }],
        campaigns: [{ name: 'Spring', objective: 'Leads', timeline: 'Q1' }],
        kpis: [{ metric: 'Leads', target: '40' }],
        targetMetrics: { leads: 40 },
        teamRoles: [{ role: 'Owner', name: 'Dana' }],
        tonality: 'Warm',
      },
      alice,
    );
    await s.call<Note>(
      PLAYBOOK.createNote,
      { icpId: null, playbookId: source.id, note: 'Only on the original', isTask: true },
      alice,
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  it('copies every field as "Copy of <name>", in progress, on the same profile, without notes', async () => {
    const copy = await s.call<Playbook>(PLAYBOOK.duplicate, { id: source.id }, alice);
    const { id, name, status, createdAt, updatedAt, ...fields } = copy;
    const { id: srcId, name: _n, status: _s, createdAt: _c, updatedAt: _u, ...sourceFields } = source;
    expect(id).not.toBe(srcId);
    expect(name).toBe('Copy of Q1 plan');
    expect(status).toBe('in_progress');
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(Date.parse(source.createdAt));
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(source.updatedAt));
    expect(fields).toEqual(sourceFields);
    expect(copy).toMatchObject({ icpId: aliceIcp.id, userId: alice.user.id, createdBy: alice.user.id });
    expect(await s.call<Playbook>(PLAYBOOK.get, { id }, alice)).toEqual(copy);
    const notes = await s.call<Page<Note>>(PLAYBOOK.listNotes, { playbookId: id }, alice);
    expect(notes.total).toBe(0);
    const original = await s.call<Page<Note>>(PLAYBOOK.listNotes, { playbookId: source.id }, alice);
    expect(original.total).toBe(1);
    await s.waitForEvent(
      (e) =>
        e.subject === EVENTS.playbookChanged &&
        (e.data as { id?: string }).id === id &&
        (e.data as { change?: string }).change === 'created',
    );
  });

  it("an advisor's or admin's copy stays with the client, created by them", async () => {
    const byAnn = await s.call<Playbook>(PLAYBOOK.duplicate, { id: source.id }, ann);
    expect(byAnn).toMatchObject({ userId: alice.user.id, createdBy: ann.user.id, icpId: aliceIcp.id });
    const byAdmin = await s.call<Playbook>(PLAYBOOK.duplicate, { id: source.id }, s.admin);
    expect(byAdmin).toMatchObject({ userId: alice.user.id, createdBy: s.admin.user.id });
    expect((await s.call<Playbook>(PLAYBOOK.get, { id: byAdmin.id }, alice)).id).toBe(byAdmin.id);
  });

  it('answers 404 to whoever may not see the playbook and for an unknown id; 401 without an actor', async () => {
    for (const who of [bob, ned]) {
      expect(await rpcError(s.call(PLAYBOOK.duplicate, { id: source.id }, who))).toMatchObject({
        status: 404,
        message: 'Playbook not found',
      });
    }
    expect(
      await rpcError(s.call(PLAYBOOK.duplicate, { id: '00000000-0000-4000-8000-00000000dead' }, alice)),
    ).toMatchObject({ status: 404 });
    expect(await rpcError(s.call(PLAYBOOK.duplicate, { id: source.id }, null))).toMatchObject({
      status: 401,
    });
  });

  it('keeps a long name within the 200-character limit', async () => {
    const long = await s.call<Playbook>(
      PLAYBOOK.create,
      { icpId: aliceIcp.id, name: 'p'.repeat(200) },
      alice,
    );
    const copy = await s.call<Playbook>(PLAYBOOK.duplicate, { id: long.id }, alice);
    expect(copy.name).toBe(`Copy of ${'p'.repeat(192)}`);
  });
});
