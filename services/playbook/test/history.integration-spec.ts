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
