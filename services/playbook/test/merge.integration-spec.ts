import { PLAYBOOK, type Icp, type Playbook } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

describe('playbook service: a save started from an older version merges per field (docs/product.md §13)', () => {
  let s: Stack;
  let alice: Person; // client
  let ann: Person; // advisor, assigned to alice
  let aliceIcp: Icp;
  const fields = (over: object = {}) => ({
    icpId: aliceIcp.id,
    name: 'Q1 plan',
    valueProposition: 'Calm dentistry',
    ...over,
  });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('malice', 'Alice', 'Anders');
    ann = await s.makeAdvisor('mann', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('two people change different fields from the same version: both saves land', async () => {
    const created = await s.call<Playbook>(PLAYBOOK.create, fields(), alice);
    await s.call(
      PLAYBOOK.update,
      { id: created.id, fields: fields({ positioning: 'Premium' }), version: 1 },
      alice,
    );
    const merged = await s.call<Playbook>(
      PLAYBOOK.update,
      { id: created.id, fields: fields({ valueProposition: 'No-wait dentistry' }), version: 1 },
      ann,
    );
    expect([merged.positioning, merged.valueProposition, merged.version]).toEqual([
      'Premium',
      'No-wait dentistry',
      3,
    ]);
  });

  it('the same field: 409 with theirs, mine and the version both started from; nothing written', async () => {
    const created = await s.call<Playbook>(PLAYBOOK.create, fields(), alice);
    await s.call(
      PLAYBOOK.update,
      { id: created.id, fields: fields({ valueProposition: 'Hers', positioning: 'Premium' }), version: 1 },
      alice,
    );
    const err = await rpcError(
      s.call(
        PLAYBOOK.update,
        { id: created.id, fields: fields({ valueProposition: 'His' }), version: 1 },
        ann,
      ),
    );
    expect(err.status).toBe(409);
    expect(err.conflict?.fields).toEqual([
      { field: 'valueProposition', base: 'Calm dentistry', theirs: 'Hers', mine: 'His' },
    ]);
    expect(err.conflict?.merged).toMatchObject({ positioning: 'Premium', valueProposition: 'Hers' });
    const now = await s.call<Playbook>(PLAYBOOK.get, { id: created.id }, alice);
    expect([now.valueProposition, now.version]).toEqual(['Hers', 2]);
  });
});
