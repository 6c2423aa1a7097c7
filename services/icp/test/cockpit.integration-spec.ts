import { ICP, type Icp, type IcpCockpit } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const CLIENTS = [
  'Client ID,Company,Industry,Employees,Country,Annual fee',
  'C1,Smile Dental,Dental practice,20,Germany,1000',
  'C2,Bright Teeth,Dental,35,Germany,1200',
].join('\n');

/** docs/product.md §18: icp's part of the cockpit (ICP.cockpit) and the profile's sign-off (ICP.signOff). */
describe('icp service: the cockpit roll-up and sign-off', () => {
  let s: Stack;
  let alice: Person; // client of ann
  let bob: Person; // client of nobody
  let ann: Person;
  let ned: Person; // advisor of nobody
  let older: Icp;
  let latest: Icp;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    older = await call<Icp>(ICP.create, { name: 'Older', type: 'b2b' }, alice);
    latest = await call<Icp>(
      ICP.create,
      {
        name: 'German dentists',
        type: 'b2b',
        industry: 'Dental',
        geographics: ['Germany'],
        painPoints: ['No-shows'],
      },
      alice,
    );
    await call<Icp>(ICP.create, { name: 'Bakeries', type: 'b2c' }, bob);
  });
  afterAll(async () => {
    await s?.close();
  });

  it("rolls a client's profiles up to the latest one with the count, in one answer for every id", async () => {
    const c = await call<IcpCockpit>(ICP.cockpit, { userIds: [alice.user.id, bob.user.id] }, ann);
    expect(c[alice.user.id]).toMatchObject({
      profileCount: 2,
      profile: { id: latest.id, version: 1, signOff: null },
    });
    expect(c[alice.user.id]!.profile!.evidence).toEqual({
      filled: Object.keys(latest.fieldSources ?? {}).length,
      observed: 0,
    });
    expect(Object.keys(latest.fieldSources ?? {}).length).toBeGreaterThanOrEqual(2);
    expect(c[alice.user.id]!.lastActivityAt).toBe(latest.updatedAt);
    // Bob is not ann's: the same zeros as a client with nothing.
    expect(c[bob.user.id]).toEqual({ profileCount: 0, profile: null, lastActivityAt: null });
    const asNed = await call<IcpCockpit>(ICP.cockpit, { userIds: [alice.user.id] }, ned);
    expect(asNed[alice.user.id]).toEqual({ profileCount: 0, profile: null, lastActivityAt: null });
    const asAdmin = await call<IcpCockpit>(ICP.cockpit, { userIds: [bob.user.id] }, s.admin);
    expect(asAdmin[bob.user.id]!.profileCount).toBe(1);
  });

  it('counts the fields the ledger found observed in client data once it has been read', async () => {
    await call(ICP.evidenceImport, { id: latest.id, csv: CLIENTS }, alice);
    await call(ICP.evidenceLedger, { id: latest.id }, ann);
    const c = await call<IcpCockpit>(ICP.cockpit, { userIds: [alice.user.id] }, ann);
    expect(c[alice.user.id]!.profile!.evidence).toEqual({
      filled: Object.keys(latest.fieldSources ?? {}).length,
      observed: 2,
    });
    await call(ICP.evidenceDelete, { id: latest.id }, alice);
    const after = await call<IcpCockpit>(ICP.cockpit, { userIds: [alice.user.id] }, ann);
    expect(after[alice.user.id]!.profile!.evidence.observed).toBe(0);
  });

  it('lets only the owner sign off the current version; a copy starts unsigned', async () => {
    expect(await rpcError(call(ICP.signOff, { id: older.id, version: 1 }, ann))).toMatchObject({
      status: 403,
      message: 'Only the client who owns this profile can sign it off',
    });
    expect(await rpcError(call(ICP.signOff, { id: older.id, version: 1 }, bob))).toMatchObject({
      status: 404,
    });
    expect(await rpcError(call(ICP.signOff, { id: older.id, version: 3 }, alice))).toMatchObject({
      status: 409,
    });
    const signed = await call<Icp>(ICP.signOff, { id: older.id, version: 1 }, alice);
    expect(signed.signOff).toMatchObject({ version: 1 });
    expect(signed.updatedAt).toBe(older.updatedAt); // a sign-off is not an edit
    const copy = await call<Icp>(ICP.duplicate, { id: older.id }, alice);
    expect(copy.signOff).toBeNull();
  });
});
