import { EVENTS, ICP, type Icp, type IcpScore } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** docs/product.md §11: a copy of a profile, for whoever may see it, staying with its client. */
describe('icp service: duplicating a profile', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // client
  let ann: Person; // advisor, assigned to alice
  let ned: Person; // advisor, assigned to nobody
  let source: Icp;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    source = await call<Icp>(
      ICP.create,
      {
        name: 'Dental practices in Texas',
        type: 'b2b',
        industry: 'Dental practices',
        companySize: '10-50 employees',
        technographics: ['Dentrix'],
        geographics: ['Texas'],
        psychographics: 'Value steady patient flow',
        painPoints: ['No-shows cost 15% of revenue', 'Hiring hygienists'],
        needs: ['Fuller diaries'],
        goals: ['Grow 20%'],
        preferredChannels: ['LinkedIn'],
        buyerJourney: { awareness: 'Peers', consideration: 'Demos', decision: 'Price' },
        profession: 'dentists',
        disqualifiers: ['fewer than 3 employees'],
      },
      alice,
    );
    // A completed, analysed original: the copy starts over on both.
    await call(ICP.analyze, { id: source.id }, alice);
    source = await call<Icp>(ICP.setStatus, { id: source.id, status: 'completed' }, alice);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('copies every field as "Copy of <name>", in progress, unscored, announced', async () => {
    const copy = await call<Icp>(ICP.duplicate, { id: source.id }, alice);
    const { id, name, status, createdAt, updatedAt, ...fields } = copy;
    const { id: srcId, name: _n, status: _s, createdAt: _c, updatedAt: _u, ...sourceFields } = source;
    expect(id).not.toBe(srcId);
    expect(name).toBe('Copy of Dental practices in Texas');
    expect(status).toBe('in_progress');
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(Date.parse(source.createdAt));
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(source.updatedAt));
    // (this stack queues no re-score, so the copy's score is 'none' until Analyze)
    expect(fields).toEqual({
      ...sourceFields,
      aiSuggestions: null,
      personaNarrative: null,
      scoreState: 'none',
    });
    expect(copy).toMatchObject({ userId: alice.user.id, createdBy: alice.user.id, profession: 'dentists' });
    // The same answer as a read, and no score until it is analysed (as a new profile).
    expect(await call<Icp>(ICP.get, { id }, alice)).toEqual(copy);
    expect(await rpcError(call<IcpScore>(ICP.getScore, { id }, alice))).toMatchObject({ status: 404 });
    await s.waitForEvent(
      (e) =>
        e.subject === EVENTS.icpChanged &&
        (e.data as { id?: string; change?: string }).id === id &&
        (e.data as { change?: string }).change === 'created',
    );
    // The original is untouched.
    expect(await call<Icp>(ICP.get, { id: source.id }, alice)).toMatchObject({ name: source.name });
  });

  it("an advisor's copy of a client's profile stays the client's, created by the advisor", async () => {
    const copy = await call<Icp>(ICP.duplicate, { id: source.id }, ann);
    expect(copy).toMatchObject({
      userId: alice.user.id,
      createdBy: ann.user.id,
      clientName: 'Alice Anders',
      clientEmail: 'alice@example.com',
    });
    // The client sees it among their own.
    expect((await call<Icp>(ICP.get, { id: copy.id }, alice)).id).toBe(copy.id);
    const byAdmin = await call<Icp>(ICP.duplicate, { id: source.id }, s.admin);
    expect(byAdmin).toMatchObject({ userId: alice.user.id, createdBy: s.admin.user.id });
  });

  it('answers 404 to whoever may not see the profile, and for an unknown id; 401 without an actor', async () => {
    for (const who of [bob, ned]) {
      expect(await rpcError(call(ICP.duplicate, { id: source.id }, who))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
    }
    expect(
      await rpcError(call(ICP.duplicate, { id: '00000000-0000-4000-8000-00000000dead' }, alice)),
    ).toMatchObject({ status: 404 });
    expect(await rpcError(call(ICP.duplicate, { id: 'nope' }, alice))).toMatchObject({ status: 400 });
    expect(await rpcError(call(ICP.duplicate, { id: source.id }, null))).toMatchObject({ status: 401 });
  });

  it('keeps a long name within the 200-character limit', async () => {
    const long = await call<Icp>(ICP.create, { name: `${'x'.repeat(197)}🎯`, type: 'b2c' }, bob);
    const copy = await call<Icp>(ICP.duplicate, { id: long.id }, bob);
    expect(copy.name.length).toBeLessThanOrEqual(200);
    expect(copy.name).toBe(`Copy of ${'x'.repeat(192)}`);
    // and a copy of a copy says so again
    const again = await call<Icp>(ICP.duplicate, { id: copy.id }, bob);
    expect(again.name).toBe(`Copy of Copy of ${'x'.repeat(184)}`);
  });
});
