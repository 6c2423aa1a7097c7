import {
  PLAYBOOK,
  type Icp,
  type Page,
  type Playbook,
  type VersionDetail,
  type VersionSummary,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

describe('playbook service: version history (docs/product.md §13)', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // client
  let ann: Person; // advisor, assigned to alice
  let aliceIcp: Icp;
  const versions = (id: string, who: Person) =>
    s.call<Page<VersionSummary>>(PLAYBOOK.listVersions, { id, limit: 50, offset: 0 }, who);
  const fields = (over: object = {}) => ({ icpId: aliceIcp.id, name: 'Q1 plan', ...over });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('halice', 'Alice', 'Anders');
    bob = await s.register('hbob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('hann', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('keeps a version for the creation and each save that changes fields; 409 with both on a stale save', async () => {
    const created = await s.call<Playbook>(PLAYBOOK.create, fields(), alice);
    expect(created.version).toBe(1);
    const mine = await s.call<Playbook>(
      PLAYBOOK.update,
      {
        id: created.id,
        fields: fields({ positioning: 'The calm clinic', kpis: [{ name: 'Leads' }] }),
        version: 1,
      },
      alice,
    );
    expect(mine.version).toBe(2);
    const err = await rpcError(
      s.call(
        PLAYBOOK.update,
        { id: created.id, fields: fields({ positioning: 'Cheapest' }), version: 1 },
        ann,
      ),
    );
    expect(err.status).toBe(409);
    expect(err.conflict).toMatchObject({
      baseVersion: 1,
      current: { version: 2, authorName: 'Alice Anders', changedFields: ['positioning', 'kpis'] },
    });
    expect(err.conflict?.current.content.positioning).toBe('The calm clinic');
    expect((await s.call<Playbook>(PLAYBOOK.get, { id: created.id }, alice)).positioning).toBe(
      'The calm clinic',
    );
    // no version named: written (last write wins)
    const theirs = await s.call<Playbook>(
      PLAYBOOK.update,
      { id: created.id, fields: fields({ positioning: 'Cheapest' }) },
      ann,
    );
    expect(theirs.version).toBe(3);
    const page = await versions(created.id, ann);
    expect(page.items.map((v) => [v.version, v.authorName, v.changedFields])).toEqual([
      [3, 'Ann Advisor', ['positioning', 'kpis']],
      [2, 'Alice Anders', ['positioning', 'kpis']],
      [1, 'Alice Anders', []],
    ]);
  });

  it('restores a version as a new one, on the same profile with the same status', async () => {
    const created = await s.call<Playbook>(PLAYBOOK.create, fields({ tonality: 'Warm' }), alice);
    await s.call(PLAYBOOK.setStatus, { id: created.id, status: 'completed' }, alice);
    await s.call(PLAYBOOK.update, { id: created.id, fields: fields({ tonality: 'Dry' }) }, alice);
    const restored = await s.call<Playbook>(PLAYBOOK.restoreVersion, { id: created.id, version: 1 }, ann);
    expect(restored).toMatchObject({ tonality: 'Warm', version: 3, status: 'completed', icpId: aliceIcp.id });
    const v3 = await s.call<VersionDetail>(PLAYBOOK.getVersion, { id: created.id, version: 3 }, alice);
    expect([v3.restoredFrom, v3.changedFields, v3.content.tonality]).toEqual([1, ['tonality'], 'Warm']);
  });

  it('records only the fields whose normalised values changed: line ends, edge spaces and key order are no change', async () => {
    const created = await s.call<Playbook>(
      PLAYBOOK.create,
      fields({
        valueProposition: 'Calm mornings for busy clinics.',
        positioning: 'The calm clinic',
        selectedChannels: [
          { channel: 'LinkedIn', rank: 1, stage: 'awareness', reason: 'Where owners read.\r\nDaily.' },
          { channel: 'Email', rank: 2, stage: 'decision', reason: 'Reminders' },
        ],
        kpis: [{ name: 'Leads', target: 10 }],
        marketingGoals: ['More patients'],
      }),
      alice,
    );
    // What a browser sends back after editing the value proposition only: the same channels with
    // their line ends made \n, a trailing space, keys in another order; the goals' list as typed again.
    const saved = await s.call<Playbook>(
      PLAYBOOK.update,
      {
        id: created.id,
        fields: fields({
          valueProposition: 'Calm mornings for busy clinics, every day.',
          positioning: 'The calm clinic  ',
          selectedChannels: [
            { reason: 'Where owners read. \nDaily.', stage: 'awareness', rank: 1, channel: 'LinkedIn ' },
            { channel: 'Email', rank: 2, stage: 'decision', reason: 'Reminders' },
          ],
          kpis: [{ target: 10, name: 'Leads' }],
          marketingGoals: ['More patients '],
        }),
        version: 1,
      },
      alice,
    );
    expect(saved.version).toBe(2);
    const v2 = await s.call<VersionDetail>(PLAYBOOK.getVersion, { id: created.id, version: 2 }, alice);
    expect(v2.changedFields).toEqual(['valueProposition']);
    // A save that changes nothing but spaces and line ends keeps the version as it is.
    const same = await s.call<Playbook>(
      PLAYBOOK.update,
      {
        id: created.id,
        fields: fields({
          valueProposition: ' Calm mornings for busy clinics,  every day.\r\n',
          positioning: 'The calm clinic',
          selectedChannels: saved.selectedChannels,
          kpis: saved.kpis,
          marketingGoals: ['More patients'],
        }),
        version: 2,
      },
      alice,
    );
    expect(same.version).toBe(2);
    // A list put in another order is a change (the order of goals and channels means something).
    const reordered = await s.call<Playbook>(
      PLAYBOOK.update,
      {
        id: created.id,
        fields: fields({
          ...same,
          selectedChannels: [...(same.selectedChannels as object[])].reverse(),
        }),
        version: 2,
      },
      alice,
    );
    expect(reordered.version).toBe(3);
    const page = await versions(created.id, alice);
    expect(page.items[0]!.changedFields).toEqual(['selectedChannels']);
  });

  it('404 to those who may not see the playbook, and for a version that does not exist', async () => {
    const created = await s.call<Playbook>(PLAYBOOK.create, fields(), alice);
    expect((await rpcError(versions(created.id, bob))).status).toBe(404);
    expect((await rpcError(s.call(PLAYBOOK.getVersion, { id: created.id, version: 1 }, bob))).status).toBe(
      404,
    );
    expect(
      (await rpcError(s.call(PLAYBOOK.restoreVersion, { id: created.id, version: 1 }, bob))).status,
    ).toBe(404);
    const missing = await rpcError(s.call(PLAYBOOK.getVersion, { id: created.id, version: 7 }, alice));
    expect([missing.status, missing.message]).toEqual([404, 'Version not found']);
  });
});
