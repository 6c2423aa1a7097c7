import { ICP, type Icp, type IcpFieldsInput, type Page, type VersionSummary } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const base: IcpFieldsInput = {
  name: 'Dentists',
  type: 'b2b',
  industry: 'Dental practices',
  goals: ['More patients'],
};

describe('icp service: a save started from an older version merges per field (docs/product.md §13)', () => {
  let s: Stack;
  let alice: Person; // client
  let ann: Person; // advisor, assigned to alice
  const call = <T>(subject: string, body: unknown, who: Person) =>
    s.rpc.request<T>(subject, body, { actor: who.actor });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('malice', 'Alice', 'Anders');
    ann = await s.makeAdvisor('mann', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('takes the fields only one side changed without asking: both saves land', async () => {
    const icp = await call<Icp>(ICP.create, base, alice);
    await call<Icp>(
      ICP.update,
      { id: icp.id, fields: { ...base, industry: 'Orthodontics' }, version: 1 },
      alice,
    );
    // Ann edited the goals from version 1 and never saw Alice's industry
    const merged = await call<Icp>(
      ICP.update,
      { id: icp.id, fields: { ...base, goals: ['Fuller diary'] }, version: 1 },
      ann,
    );
    expect([merged.industry, merged.goals, merged.version]).toEqual(['Orthodontics', ['Fuller diary'], 3]);
    const page = await call<Page<VersionSummary>>(
      ICP.listVersions,
      { id: icp.id, limit: 10, offset: 0 },
      alice,
    );
    expect(page.items[0]).toMatchObject({ version: 3, authorName: 'Ann Advisor', changedFields: ['goals'] });
  });

  it('answers a field both changed with the three values and the merge of the rest, and writes nothing', async () => {
    const icp = await call<Icp>(ICP.create, base, alice);
    await call<Icp>(
      ICP.update,
      { id: icp.id, fields: { ...base, industry: 'Theirs', name: 'Dentists UK' }, version: 1 },
      alice,
    );
    const err = await rpcError(
      call<Icp>(
        ICP.update,
        { id: icp.id, fields: { ...base, industry: 'Mine', goals: ['Mine too'] }, version: 1 },
        ann,
      ),
    );
    expect(err.status).toBe(409);
    expect(err.message).toMatch(/same fields/);
    expect(err.conflict).toMatchObject({ baseVersion: 1, current: { version: 2 } });
    expect(err.conflict?.fields).toEqual([
      { field: 'industry', base: 'Dental practices', theirs: 'Theirs', mine: 'Mine' },
    ]);
    expect(err.conflict?.merged).toMatchObject({
      name: 'Dentists UK',
      industry: 'Theirs',
      goals: ['Mine too'],
    });
    const now = await call<Icp>(ICP.get, { id: icp.id }, alice);
    expect([now.industry, now.goals, now.version]).toEqual(['Theirs', ['More patients'], 2]);
    // the user chose: the merge with their choice saved from the current version lands
    const merged = Object.entries(err.conflict?.merged ?? {}).filter(([, v]) => v !== null);
    const resolved = await call<Icp>(
      ICP.update,
      { id: icp.id, fields: { ...base, ...Object.fromEntries(merged), industry: 'Mine' }, version: 2 },
      ann,
    );
    expect([resolved.name, resolved.industry, resolved.goals, resolved.version]).toEqual([
      'Dentists UK',
      'Mine',
      ['Mine too'],
      3,
    ]);
  });

  it('a field both changed to the same value is no conflict', async () => {
    const icp = await call<Icp>(ICP.create, base, alice);
    await call<Icp>(ICP.update, { id: icp.id, fields: { ...base, industry: 'Same' }, version: 1 }, alice);
    const saved = await call<Icp>(
      ICP.update,
      { id: icp.id, fields: { ...base, industry: 'Same', goals: ['New'] }, version: 1 },
      ann,
    );
    expect([saved.industry, saved.goals, saved.version]).toEqual(['Same', ['New'], 3]);
  });
});
