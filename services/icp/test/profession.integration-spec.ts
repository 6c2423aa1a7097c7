import { AUTH, ICP, type Icp } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

describe('icp service: the trade a profile is for (docs/product.md, Account)', () => {
  let s: Stack;
  let alice: Person; // client
  let ann: Person; // advisor
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('defaults to the owner’s profession, keeps it over saves that leave it out, and refuses unknown ids', async () => {
    const carl = await s.register('carl', 'Carl', 'Cavity');
    await s.assign(carl.user.id, ann.user.id);
    await s.rpc.request(AUTH.updateMe, { profession: 'dentists' }, { actor: carl.actor });

    const own = await call<Icp>(ICP.create, { name: 'Nervous adults', type: 'b2c' }, carl);
    expect(own.profession).toBe('dentists');
    // The advisor's profile for Carl is for Carl's trade, not the advisor's.
    const forClient = await call<Icp>(
      ICP.createForClient,
      { clientId: carl.user.id, name: 'Families', type: 'b2c' },
      ann,
    );
    expect(forClient.profession).toBe('dentists');
    // Stated on create, it wins; null means none.
    const other = await call<Icp>(ICP.create, { name: 'X', type: 'b2b', profession: 'accountants' }, carl);
    expect(other.profession).toBe('accountants');
    expect(
      (await call<Icp>(ICP.create, { name: 'Y', type: 'b2b', profession: null }, carl)).profession,
    ).toBeNull();

    // A save written before the field existed keeps it; null clears it.
    const kept = await call<Icp>(
      ICP.update,
      { id: own.id, fields: { name: 'Anxious adults', type: 'b2c' } },
      carl,
    );
    expect(kept.profession).toBe('dentists');
    const cleared = await call<Icp>(
      ICP.update,
      { id: own.id, fields: { name: 'Anxious adults', type: 'b2c', profession: null } },
      carl,
    );
    expect(cleared.profession).toBeNull();

    const bad = await rpcError(call(ICP.create, { name: 'Z', type: 'b2c', profession: 'astronauts' }, carl));
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.fields?.profession).toEqual(['Unknown profession']);
  });

  it('picks the examples of the score’s tips', async () => {
    const profile = await call<Icp>(
      ICP.create,
      { name: 'Busy people', type: 'b2c', profession: 'dentists' },
      alice,
    );
    const score = await call<{ suggestions: string[] }>(ICP.analyze, { id: profile.id }, alice);
    expect(score.suggestions.join(' ')).toMatch(/check-up|dental|tooth|teeth|dentist/i);
  });
});
