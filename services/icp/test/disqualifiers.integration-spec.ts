import {
  FIT_RULES_VERSION,
  ICP,
  type Evidence,
  type EvidenceFitItem,
  type Icp,
  type Page,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** The profile's "Not a fit (anti-ICP)" section (docs/evidence.md, Fit score; docs/product.md). */
describe('icp service: a profile’s disqualifiers (Not a fit)', () => {
  let s: Stack;
  let alice: Person; // client
  let ann: Person; // advisor, assigned to alice
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('saves them, keeps them over saves that leave them out, clears them with []', async () => {
    const none = await call<Icp>(ICP.create, { name: 'Bakeries', type: 'b2b' }, alice);
    expect(none.disqualifiers).toEqual([]);

    const created = await call<Icp>(
      ICP.create,
      {
        name: 'Dental practices',
        type: 'b2b',
        disqualifiers: [' fewer than 5 employees ', '', 'wants one-off filings only'],
      },
      alice,
    );
    expect(created.disqualifiers).toEqual(['fewer than 5 employees', 'wants one-off filings only']);
    expect((await call<Icp>(ICP.get, { id: created.id }, alice)).disqualifiers).toEqual([
      'fewer than 5 employees',
      'wants one-off filings only',
    ]);

    // A save written before the field existed keeps it.
    const kept = await call<Icp>(
      ICP.update,
      { id: created.id, fields: { name: 'Dental practices in Texas', type: 'b2b' } },
      alice,
    );
    expect(kept.name).toBe('Dental practices in Texas');
    expect(kept.disqualifiers).toEqual(['fewer than 5 employees', 'wants one-off filings only']);

    const changed = await call<Icp>(
      ICP.update,
      { id: created.id, fields: { name: 'Dental practices', type: 'b2b', disqualifiers: ['under 3 staff'] } },
      alice,
    );
    expect(changed.disqualifiers).toEqual(['under 3 staff']);

    const cleared = await call<Icp>(
      ICP.update,
      { id: created.id, fields: { name: 'Dental practices', type: 'b2b', disqualifiers: [] } },
      alice,
    );
    expect(cleared.disqualifiers).toEqual([]);
  });

  it('is set by an advisor creating for a client, copied by duplicate, and checked for length', async () => {
    const forClient = await call<Icp>(
      ICP.createForClient,
      { clientId: alice.user.id, name: 'Families', type: 'b2c', disqualifiers: ['younger than 25'] },
      ann,
    );
    expect(forClient.disqualifiers).toEqual(['younger than 25']);
    const copy = await call<Icp>(ICP.duplicate, { id: forClient.id }, ann);
    expect(copy.disqualifiers).toEqual(['younger than 25']);

    const bad = await rpcError(
      call(ICP.create, { name: 'Z', type: 'b2c', disqualifiers: ['x'.repeat(2000)] }, alice),
    );
    expect(bad).toMatchObject({ status: 400 });
    expect(JSON.stringify(bad.fields)).toMatch(/Not a fit entries must be at most/);
  });

  it('caps the fit of a client that hits one, says why, and reports the share they bring', async () => {
    const profile = await call<Icp>(
      ICP.create,
      {
        name: 'Accounting for dentists',
        type: 'b2b',
        industry: 'Dental',
        companySize: '10-50',
        geographics: ['Germany'],
        disqualifiers: ['fewer than 5 employees', 'wants one-off filings only'],
      },
      alice,
    );
    const csv = [
      'Client ID,Company,Industry,Employees,Country,Annual fee,Notes',
      'C1,Smile Dental,Dental practice,20,Germany,1000,Monthly bookkeeping',
      'C2,Solo Smiles,Dental practice,3,Germany,300,',
      'C3,Bright Teeth,Dental,35,Germany,1200,One-off filings only',
      'C4,Tooth Fairy,Dental practice,15,Germany,800,',
      'C5,Law & Co,Legal,12,Germany,500,',
    ].join('\n');
    const evidence = await call<Evidence>(ICP.evidenceImport, { id: profile.id, csv }, alice);
    expect(evidence.report?.disqualifiers).toEqual([
      expect.objectContaining({ disqualifier: 'fewer than 5 employees', clients: 1, status: 'measured' }),
      expect.objectContaining({
        disqualifier: 'wants one-off filings only',
        clients: 1,
        message:
          "32% of your revenue comes from clients the profile calls not a fit: 'wants one-off filings only' (1 of 5 clients).",
      }),
    ]);

    const fit = await call<Page<EvidenceFitItem>>(ICP.evidenceFit, { id: profile.id }, ann);
    const byName = new Map(fit.items.map((i) => [i.name, i]));
    expect(byName.get('Smile Dental')).toMatchObject({ score: 100, tier: 'A', disqualifiedBy: [] });
    expect(byName.get('Bright Teeth')).toMatchObject({ score: 30, tier: 'D', uncappedScore: 100 });
    expect(byName.get('Bright Teeth')?.disqualifiedBy?.map((d) => d.reason)).toEqual([
      "Not a fit: 'wants one-off filings only' (Notes: 'One-off filings only')",
    ]);
    expect(byName.get('Solo Smiles')?.disqualifiedBy?.map((d) => d.reason)).toEqual([
      "Not a fit: 'fewer than 5 employees' (company size 3)",
    ]);
    expect(byName.get('Solo Smiles')!.score).toBeLessThanOrEqual(30);
    expect(fit.items.every((i) => i.rulesVersion === FIT_RULES_VERSION)).toBe(true);
  });
});
