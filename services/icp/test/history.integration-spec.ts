import pg from 'pg';
import {
  ICP,
  type Icp,
  type IcpFieldsInput,
  type Page,
  type VersionDetail,
  type VersionSummary,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const base: IcpFieldsInput = { name: 'Dentists', type: 'b2b', industry: 'Dental practices' };

describe('icp service: version history (docs/product.md §13)', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // client
  let ann: Person; // advisor, assigned to alice
  const call = <T>(subject: string, body: unknown, who: Person) =>
    s.rpc.request<T>(subject, body, { actor: who.actor });
  const versions = (id: string, who: Person) =>
    call<Page<VersionSummary>>(ICP.listVersions, { id, limit: 50, offset: 0 }, who);

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('halice', 'Alice', 'Anders');
    bob = await s.register('hbob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('hann', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('keeps a version for the creation and for every save that changes fields, with who and what', async () => {
    const created = await call<Icp>(ICP.create, base, alice);
    expect(created.version).toBe(1);
    const saved = await call<Icp>(
      ICP.update,
      { id: created.id, fields: { ...base, industry: 'Orthodontics', painPoints: ['No-shows'] }, version: 1 },
      ann,
    );
    expect(saved.version).toBe(2);
    // the same fields again: no new version
    const again = await call<Icp>(
      ICP.update,
      { id: created.id, fields: { ...base, industry: 'Orthodontics', painPoints: ['No-shows'] } },
      alice,
    );
    expect(again.version).toBe(2);
    const page = await versions(created.id, alice);
    expect(page.total).toBe(2);
    expect(page.items.map((v) => [v.version, v.authorName, v.changedFields])).toEqual([
      [2, 'Ann Advisor', ['industry', 'painPoints']],
      [1, 'Alice Anders', []],
    ]);
    const first = await call<VersionDetail>(ICP.getVersion, { id: created.id, version: 1 }, ann);
    expect(first.content).toMatchObject({ name: 'Dentists', industry: 'Dental practices', painPoints: [] });
    expect((await call<Icp>(ICP.get, { id: created.id }, alice)).version).toBe(2);
  });

  it('answers 409 with both versions to a save started from an older version, and writes nothing', async () => {
    const icp = await call<Icp>(ICP.create, base, alice);
    await call<Icp>(ICP.update, { id: icp.id, fields: { ...base, industry: 'Mine' }, version: 1 }, alice);
    const err = await rpcError(
      call<Icp>(ICP.update, { id: icp.id, fields: { ...base, industry: 'Theirs' }, version: 1 }, ann),
    );
    expect(err.status).toBe(409);
    expect(err.conflict).toMatchObject({
      baseVersion: 1,
      current: { version: 2, authorName: 'Alice Anders', changedFields: ['industry'] },
    });
    expect(err.conflict?.current.content.industry).toBe('Mine');
    expect((await call<Icp>(ICP.get, { id: icp.id }, alice)).industry).toBe('Mine');
    // a save that names no version (a client written against the spec) is written: last write wins
    const latest = await call<Icp>(ICP.update, { id: icp.id, fields: { ...base, industry: 'Theirs' } }, ann);
    expect([latest.industry, latest.version]).toEqual(['Theirs', 3]);
  });

  it('restores a version as a new version, never rewriting history', async () => {
    const icp = await call<Icp>(ICP.create, { ...base, goals: ['More patients'] }, alice);
    await call<Icp>(ICP.update, { id: icp.id, fields: { ...base, name: 'Renamed' } }, alice);
    const restored = await call<Icp>(ICP.restoreVersion, { id: icp.id, version: 1 }, ann);
    expect(restored).toMatchObject({ name: 'Dentists', goals: ['More patients'], version: 3 });
    const page = await versions(icp.id, alice);
    expect(page.items.map((v) => [v.version, v.restoredFrom, v.changedFields])).toEqual([
      [3, 1, ['name', 'goals']],
      [2, null, ['name', 'goals']],
      [1, null, []],
    ]);
  });

  it('a restore puts the origins of that version back: an AI value restored is not counted as typed', async () => {
    const icp = await call<Icp>(
      ICP.create,
      {
        ...base,
        painPoints: ['Empty chairs'],
        goals: ['Fuller diary'],
        fieldSources: { painPoints: 'ai', goals: 'assumed' },
      },
      alice,
    );
    expect(icp.fieldSources).toMatchObject({ industry: 'stated', painPoints: 'ai', goals: 'assumed' });
    // typed over: both become the person's own words
    const typed = await call<Icp>(
      ICP.update,
      { id: icp.id, fields: { ...base, painPoints: ['No-shows'], goals: ['More patients'] } },
      alice,
    );
    expect(typed.fieldSources).toMatchObject({ painPoints: 'stated', goals: 'stated' });
    const restored = await call<Icp>(ICP.restoreVersion, { id: icp.id, version: 1 }, alice);
    expect(restored).toMatchObject({ painPoints: ['Empty chairs'], goals: ['Fuller diary'], version: 3 });
    expect(restored.fieldSources).toEqual({ industry: 'stated', painPoints: 'ai', goals: 'assumed' });
    // restoring version 2 again: typed once more
    const back = await call<Icp>(ICP.restoreVersion, { id: icp.id, version: 2 }, alice);
    expect(back.fieldSources).toMatchObject({ painPoints: 'stated', goals: 'stated' });

    // a save that changes only an origin keeps the version, and that version keeps the new origin
    const marked = await call<Icp>(
      ICP.update,
      {
        id: icp.id,
        fields: {
          ...base,
          painPoints: ['No-shows'],
          goals: ['More patients'],
          fieldSources: { goals: 'assumed' },
        },
      },
      alice,
    );
    expect([marked.version, marked.fieldSources?.goals]).toEqual([4, 'assumed']);
    await call<Icp>(ICP.update, { id: icp.id, fields: { ...base, goals: ['Other'] } }, alice);
    const again = await call<Icp>(ICP.restoreVersion, { id: icp.id, version: 4 }, alice);
    expect(again.fieldSources).toMatchObject({ painPoints: 'stated', goals: 'assumed' });
  });

  it('shows the history only to those who see the profile (404 otherwise), and 404 for a missing version', async () => {
    const icp = await call<Icp>(ICP.create, base, alice);
    expect((await rpcError(versions(icp.id, bob))).status).toBe(404);
    expect((await rpcError(call(ICP.getVersion, { id: icp.id, version: 1 }, bob))).status).toBe(404);
    expect((await rpcError(call(ICP.restoreVersion, { id: icp.id, version: 1 }, bob))).status).toBe(404);
    const missing = await rpcError(call(ICP.getVersion, { id: icp.id, version: 9 }, alice));
    expect([missing.status, missing.message]).toEqual([404, 'Version not found']);
    expect((await rpcError(call(ICP.getVersion, { id: icp.id, version: 0 }, alice))).status).toBe(400);
    // deleting the profile deletes its history with it
    await call(ICP.delete, { id: icp.id }, alice);
    expect((await rpcError(versions(icp.id, alice))).status).toBe(404);
    const db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT 1 FROM icp.icp_versions WHERE icp_id = $1`, [icp.id]);
      expect(rows).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
