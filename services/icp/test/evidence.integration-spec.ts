import pg from 'pg';
import {
  DEFAULT_PAGE_SIZE,
  EVIDENCE_CSV_MAX_BYTES,
  ICP,
  type ColumnMapping,
  type Evidence,
  type EvidenceFitItem,
  type EvidencePreview,
  type Icp,
  type Page,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** The best clients by fee are in Healthcare, which the profile does not name. */
const CLIENTS = [
  'Client ID,Company,Industry,Employees,Country,Annual fee',
  'C1,Smile Dental,Dental practice,20,Germany,1000',
  'C2,Bright Teeth,Dental,35,Germany,1200',
  'C3,City Clinic,Healthcare,120,Germany,9000',
  'C4,Care Home,Health care,80,Austria,8000',
  'C5,Law & Co,Legal,12,Germany,500',
  'C6,Tooth Fairy,Dental practice,15,,800',
  'C7,Hospital,Healthcare,,Germany,7000',
].join('\n');

describe('icp service: customer evidence', () => {
  let s: Stack;
  let alice: Person; // client, owns the profile
  let bob: Person; // another client
  let ann: Person; // advisor assigned to alice
  let ned: Person; // advisor assigned to nobody
  let profile: Icp;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    profile = await call<Icp>(
      ICP.create,
      {
        name: 'German dentists',
        type: 'b2b',
        industry: 'Dental',
        companySize: '10-50',
        geographics: ['Germany'],
      },
      alice,
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  it('has no evidence before an import, and the fit list is empty', async () => {
    expect(await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice)).toEqual({
      import: null,
      report: null,
      fit: null,
    });
    const page = await call<Page<EvidenceFitItem>>(ICP.evidenceFit, { id: profile.id }, alice);
    expect(page).toEqual({ items: [], total: 0, limit: DEFAULT_PAGE_SIZE, offset: 0 });
  });

  it('previews a file with the guessed mapping and stores nothing', async () => {
    const preview = await call<EvidencePreview>(ICP.evidencePreview, { id: profile.id, csv: CLIENTS }, alice);
    expect(preview).toMatchObject({
      headers: ['Client ID', 'Company', 'Industry', 'Employees', 'Country', 'Annual fee'],
      rowCount: 7,
      delimiter: ',',
      encoding: 'text',
      fromSaved: false,
      mapping: {
        clientId: 'Client ID',
        name: 'Company',
        industry: 'Industry',
        companySize: 'Employees',
        location: 'Country',
        value: 'Annual fee',
        revenue: null,
      },
    });
    expect(preview.rows[0]).toEqual(['C1', 'Smile Dental', 'Dental practice', '20', 'Germany', '1000']);
    expect(preview.guesses.map((g) => g.field)).toContain('industry');
    expect((await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice)).import).toBeNull();
  });

  it('imports, reports the evidence and scores every client (the advisor sees the same)', async () => {
    const imported = await call<Evidence>(ICP.evidenceImport, { id: profile.id, csv: CLIENTS }, alice);
    expect(imported.import).toMatchObject({ rowCount: 7, createdBy: alice.user.id });
    expect(imported.report).toMatchObject({ rows: 7, clients: 7, withValue: 7, totalValue: 27500 });
    const industry = imported.report!.attributes.find((a) => a.attribute === 'industry');
    expect(industry).toMatchObject({ status: 'measured', column: 'Industry', all: { known: 7, matched: 3 } });
    expect(industry!.dataGroups[0]).toMatchObject({ label: 'Healthcare', clients: 3, inProfile: false });
    expect(imported.report!.suggestions[0]).toMatchObject({
      attribute: 'industry',
      kind: 'add_value',
      value: 'Healthcare',
    });

    expect(await call<Evidence>(ICP.evidenceGet, { id: profile.id }, ann)).toEqual(imported);

    const fit = await call<Page<EvidenceFitItem>>(ICP.evidenceFit, { id: profile.id, limit: 3 }, ann);
    expect(fit.total).toBe(7);
    expect(fit.items.map((i) => [i.name, i.score, i.tier])).toEqual([
      ['Smile Dental', 100, 'A'],
      ['Bright Teeth', 100, 'A'],
      ['Tooth Fairy', 100, 'A'],
    ]);
    expect(fit.items[0]).toMatchObject({ clientId: 'C1', row: 2, value: 1000, status: 'scored' });
    const last = await call<Page<EvidenceFitItem>>(ICP.evidenceFit, { id: profile.id, offset: 6 }, alice);
    expect(last.items.map((i) => [i.name, i.score])).toEqual([['Care Home', 0]]);
  });

  it('reports against the profile as it is now', async () => {
    await call<Icp>(
      ICP.update,
      {
        id: profile.id,
        fields: {
          name: 'German dentists',
          type: 'b2b',
          industry: 'Dental, Healthcare',
          companySize: '10-50',
          geographics: ['Germany'],
        },
      },
      alice,
    );
    const now = await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice);
    const industry = now.report!.attributes.find((a) => a.attribute === 'industry');
    expect(industry!.all.matched).toBe(6);
    expect(now.report!.suggestions.some((x) => x.value === 'Healthcare')).toBe(false);
  });

  it('saves the mapping and applies it to the next export of the sheet, even with its columns moved', async () => {
    const mapping: ColumnMapping = {
      clientId: 'Client ID',
      name: 'Company',
      industry: 'Industry',
      companySize: null,
      location: 'Country',
      value: 'Annual fee',
    };
    const first = await call<Evidence>(ICP.evidenceImport, { id: profile.id, csv: CLIENTS, mapping }, alice);
    expect(first.import!.mapping).toMatchObject({ companySize: null, industry: 'Industry' });
    expect(first.report!.attributes.find((a) => a.attribute === 'companySize')!.status).toBe('no_column');

    // The next export: columns reordered, header case changed, one row more.
    const next = [
      'annual fee;Industry;Company;Employees;Client ID;Country',
      '400;Dental;New Smile;22;C8;Germany',
      '1000;Dental practice;Smile Dental;20;C1;Germany',
    ].join('\n');
    const preview = await call<EvidencePreview>(ICP.evidencePreview, { id: profile.id, csv: next }, ann);
    expect(preview.fromSaved).toBe(true);
    expect(preview.mapping).toMatchObject({ value: 'annual fee', companySize: null, name: 'Company' });
    const second = await call<Evidence>(ICP.evidenceImport, { id: profile.id, csv: next }, ann);
    expect(second.import).toMatchObject({ rowCount: 2, delimiter: ';', createdBy: ann.user.id });
    expect(second.import!.mapping).toMatchObject({
      value: 'annual fee',
      companySize: null,
      clientId: 'Client ID',
    });
  });

  it('refuses a bad file with the problem and the row, and keeps the previous import', async () => {
    const before = await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice);
    const ragged = 'Company,Industry\nSmile Dental,Dental\nBright Teeth,Dental,35,Germany\n';
    expect(await rpcError(call(ICP.evidenceImport, { id: profile.id, csv: ragged }, alice))).toMatchObject({
      status: 400,
      message: 'Row 3 has 4 cells but the header row has 2 columns.',
    });
    expect(await rpcError(call(ICP.evidenceImport, { id: profile.id, csv: '' }, alice))).toMatchObject({
      status: 400,
      message: expect.stringContaining('empty'),
    });
    expect(
      await rpcError(
        call(ICP.evidenceImport, { id: profile.id, csv: CLIENTS, mapping: { industry: 'Sector' } }, alice),
      ),
    ).toMatchObject({ status: 400, message: "The column 'Sector' mapped to industry is not in the file" });
    expect(
      await rpcError(
        call(
          ICP.evidencePreview,
          { id: profile.id, csv: CLIENTS, mapping: { name: 'Company', industry: 'company' } },
          alice,
        ),
      ),
    ).toMatchObject({ status: 400, message: "The column 'Company' is mapped to both name and industry" });
    // Over the routes' size in bytes (accents take two), though under it in characters.
    const big = `Company\n${'é'.repeat(EVIDENCE_CSV_MAX_BYTES / 2)}\n`;
    expect(await rpcError(call(ICP.evidenceImport, { id: profile.id, csv: big }, alice))).toMatchObject({
      status: 400,
      fields: {
        csv: ['The client list must be at most 992 KB when sent as text: split it into smaller files'],
      },
    });
    expect(await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice)).toEqual(before);
  });

  it('answers 404 to whoever may not see the profile, and changes nothing for them', async () => {
    const before = await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice);
    for (const who of [bob, ned]) {
      for (const [subject, body] of [
        [ICP.evidenceGet, { id: profile.id }],
        [ICP.evidenceFit, { id: profile.id }],
        [ICP.evidencePreview, { id: profile.id, csv: CLIENTS }],
        [ICP.evidenceImport, { id: profile.id, csv: CLIENTS }],
        [ICP.evidenceDelete, { id: profile.id }],
      ] as const) {
        expect(await rpcError(call(subject, body, who))).toMatchObject({
          status: 404,
          message: 'ICP not found',
        });
      }
    }
    expect(await rpcError(call(ICP.evidenceGet, { id: profile.id }, null))).toMatchObject({ status: 401 });
    expect(await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice)).toEqual(before);
  });

  it('deletes the import in one action, and with the profile', async () => {
    expect(await call(ICP.evidenceDelete, { id: profile.id }, ann)).toEqual({ message: 'Deleted' });
    expect(await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice)).toEqual({
      import: null,
      report: null,
      fit: null,
    });
    // The saved mapping went with it: the next preview guesses again.
    const preview = await call<EvidencePreview>(ICP.evidencePreview, { id: profile.id, csv: CLIENTS }, alice);
    expect(preview).toMatchObject({ fromSaved: false, mapping: { companySize: 'Employees' } });

    await call(ICP.evidenceImport, { id: profile.id, csv: CLIENTS }, alice);
    await call(ICP.delete, { id: profile.id }, alice);
    const c = new pg.Client({ connectionString: s.db.url });
    await c.connect();
    try {
      const { rows } = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM icp.evidence_imports`);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await c.end();
    }
  });
});
