import { ICP, type Icp, type IcpLedger } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const CLIENTS = [
  'Client ID,Company,Industry,Employees,Country,Annual fee',
  'C1,Smile Dental,Dental practice,20,Germany,1000',
  'C2,Bright Teeth,Dental,35,Germany,1200',
  'C3,City Clinic,Healthcare,120,Germany,9000',
  'C4,Care Home,Health care,80,Austria,8000',
].join('\n');

/** docs/evidence.md, "Evidence ledger": origins recorded on save, observations from the client list. */
describe('icp service: the evidence ledger', () => {
  let s: Stack;
  let alice: Person; // client, owns the profile
  let bob: Person; // another client
  let ann: Person; // advisor assigned to alice
  let ned: Person; // advisor assigned to nobody
  let profile: Icp;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });
  const base = {
    name: 'German dentists',
    type: 'b2b',
    industry: 'Dental',
    companySize: '500+',
    geographics: ['Germany'],
    painPoints: ['No-shows'],
  };

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    profile = await call<Icp>(ICP.create, { ...base, fieldSources: { painPoints: 'ai' } }, alice);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('records origins on create: declared ones, the rest stated, empty fields none', () => {
    expect(profile.fieldSources).toEqual({
      industry: 'stated',
      companySize: 'stated',
      geographics: 'stated',
      painPoints: 'ai',
    });
  });

  it('before an import every field is what its authors said, and the profile is a hypothesis', async () => {
    const ledger = await call<IcpLedger>(ICP.evidenceLedger, { id: profile.id }, alice);
    expect(ledger.hypothesis).toBe(true);
    expect(ledger.evidence).toBeNull();
    expect(ledger.fields.map((f) => [f.field, f.source])).toEqual([
      ['industry', 'stated'],
      ['companySize', 'stated'],
      ['geographics', 'stated'],
      ['painPoints', 'ai'],
    ]);
  });

  it('after an import the fields the clients match are observed, with the counts', async () => {
    await call(ICP.evidenceImport, { id: profile.id, csv: CLIENTS }, alice);
    const ledger = await call<IcpLedger>(ICP.evidenceLedger, { id: profile.id }, ann);
    expect(ledger.hypothesis).toBe(false);
    expect(ledger.evidence).toMatchObject({ rowCount: 4, clients: 4 });
    const byField = Object.fromEntries(ledger.fields.map((f) => [f.field, f]));
    expect(byField.industry).toMatchObject({
      source: 'observed',
      origin: 'stated',
      observed: { clients: 2, of: 4 },
    });
    expect(byField.geographics).toMatchObject({ source: 'observed', observed: { clients: 3, of: 4 } });
    // No client has 500+ employees; pain points are not in the sheet.
    expect(byField.companySize).toMatchObject({ source: 'stated', observed: null });
    expect(byField.painPoints).toMatchObject({ source: 'ai', observed: null });
  });

  it('a save without origins keeps those of unchanged fields; changed ones become stated; declared ones win', async () => {
    const saved = await call<Icp>(
      ICP.update,
      {
        id: profile.id,
        fields: {
          ...base,
          companySize: '10-50',
          painPoints: ['No-shows'],
          fieldSources: { industry: 'assumed' },
        },
      },
      alice,
    );
    expect(saved.fieldSources).toEqual({
      industry: 'assumed',
      companySize: 'stated',
      geographics: 'stated',
      painPoints: 'ai',
    });
    // A client written against the spec (no fieldSources) edits the pain points.
    const edited = await call<Icp>(
      ICP.update,
      { id: profile.id, fields: { ...base, companySize: '10-50', painPoints: ['No-shows', 'Late payers'] } },
      alice,
    );
    expect(edited.fieldSources).toMatchObject({ industry: 'assumed', painPoints: 'stated' });
    expect((await call<Icp>(ICP.get, { id: profile.id }, alice)).fieldSources).toEqual(edited.fieldSources);
    const ledger = await call<IcpLedger>(ICP.evidenceLedger, { id: profile.id }, alice);
    expect(ledger.fields.find((f) => f.field === 'industry')).toMatchObject({
      source: 'observed',
      origin: 'assumed',
    });
  });

  it('a field a save leaves out and keeps (not a fit) keeps its origin', async () => {
    const own = await call<Icp>(
      ICP.create,
      { ...base, disqualifiers: ['fewer than 5 employees'], fieldSources: { disqualifiers: 'assumed' } },
      alice,
    );
    expect(own.fieldSources).toMatchObject({ disqualifiers: 'assumed' });
    // A client written against the spec knows neither field: the list stays, and so does its origin.
    const saved = await call<Icp>(
      ICP.update,
      { id: own.id, fields: { ...base, industry: 'Dental, Ortho' } },
      alice,
    );
    expect(saved.disqualifiers).toEqual(['fewer than 5 employees']);
    expect(saved.fieldSources).toMatchObject({ disqualifiers: 'assumed', industry: 'stated' });
  });

  it('a copy keeps the origins', async () => {
    const copy = await call<Icp>(ICP.duplicate, { id: profile.id }, alice);
    const original = await call<Icp>(ICP.get, { id: profile.id }, alice);
    expect(copy.fieldSources).toEqual(original.fieldSources);
  });

  it('refuses an origin that is not one of the three', async () => {
    expect(
      await rpcError(
        call(
          ICP.update,
          { id: profile.id, fields: { ...base, fieldSources: { industry: 'observed' } } },
          alice,
        ),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('answers 404 to whoever may not see the profile, 401 without a session', async () => {
    for (const who of [bob, ned]) {
      expect(await rpcError(call(ICP.evidenceLedger, { id: profile.id }, who))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
    }
    expect(await rpcError(call(ICP.evidenceLedger, { id: profile.id }, null))).toMatchObject({ status: 401 });
  });
});
