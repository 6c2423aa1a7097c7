import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  ICP,
  type Evidence,
  type EvidencePreview,
  type Icp,
  type ProspectScoreResult,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** 30 clients, so a refused file's import would be visible as a different count. */
const CLIENTS = [
  'Company,Industry,Employees,Country,Annual fee',
  ...Array.from({ length: 30 }, (_, i) => `Client ${i},Dental,${10 + i},Germany,${1000 + i}`),
].join('\n');

describe('icp service: evidence reads what it is given (caps, sniffing, saved mappings)', () => {
  let s: Stack;
  let alice: Person;
  let profile: Icp;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
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
    await call<Evidence>(ICP.evidenceImport, { id: profile.id, csv: CLIENTS }, alice);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses JSON, a PDF sent as a paste and a 25,000-column header, and keeps the 30-row list', async () => {
    const before = await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice);
    expect(before.import!.rowCount).toBe(30);
    const json = JSON.stringify(
      Array.from({ length: 11 }, (_, i) => ({ company: `C${i}`, industry: 'Dental' })),
    );
    const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n%%EOF\n';
    const wide = `${Array.from({ length: 25_000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(24_999)}1\n`;
    for (const [csv, message] of [
      [json, /^This is not a CSV file: it reads as JSON/],
      [pdf, /^This is not a CSV file: it reads as a PDF document/],
      [wide, /^The header row has 25,000 columns, over the limit of 300/],
    ] as const) {
      for (const subject of [ICP.evidenceImport, ICP.evidencePreview, ICP.evidenceScore]) {
        const e = await rpcError(call(subject, { id: profile.id, csv }, alice));
        expect(e).toMatchObject({ status: 400, message: expect.stringMatching(message) });
      }
    }
    expect(await call<Evidence>(ICP.evidenceGet, { id: profile.id }, alice)).toEqual(before);
  });

  it('reads a column left "not mapped" once the corrected file names it, and keeps a declined one', async () => {
    // First file: the size column has a header the rules do not know; the user imports it unmapped.
    const wrong = CLIENTS.replace('Employees', 'Headcount?');
    const first = await call<Evidence>(
      ICP.evidenceImport,
      {
        id: profile.id,
        csv: wrong,
        mapping: {
          name: 'Company',
          industry: 'Industry',
          companySize: null,
          location: 'Country',
          value: 'Annual fee',
        },
      },
      alice,
    );
    expect(first.import!.mapping.companySize).toBeNull();
    // The corrected file: a fresh guess beats the old "not mapped".
    const preview = await call<EvidencePreview>(ICP.evidencePreview, { id: profile.id, csv: CLIENTS }, alice);
    expect(preview).toMatchObject({
      fromSaved: true,
      mapping: { companySize: 'Employees', value: 'Annual fee' },
    });
    const second = await call<Evidence>(ICP.evidenceImport, { id: profile.id, csv: CLIENTS }, alice);
    expect(second.import!.mapping.companySize).toBe('Employees');
    const size = second.report!.attributes.find((a) => a.attribute === 'companySize')!;
    expect(size).toMatchObject({ status: 'measured', all: expect.objectContaining({ known: 30 }) });

    // Declined on the same columns: the user's "not mapped" holds for the next export of the sheet.
    await call<Evidence>(
      ICP.evidenceImport,
      { id: profile.id, csv: CLIENTS, mapping: { ...second.import!.mapping, companySize: null } },
      alice,
    );
    const again = await call<EvidencePreview>(ICP.evidencePreview, { id: profile.id, csv: CLIENTS }, alice);
    expect(again.mapping.companySize).toBeNull();
  });

  it("answers 429 with Retry-After to a third upload while two of the user's are still being read", async () => {
    const bob = await s.register('bob', 'Bob', 'Brown');
    const bobProfile = await call<Icp>(ICP.create, { name: 'Law firms', type: 'b2b' }, bob);
    // Two of Alice's uploads still queued (as the queue leaves them until a worker takes them).
    const c = new pg.Client({ connectionString: s.db.url });
    await c.connect();
    try {
      for (const state of ['queued', 'reading'])
        await c.query(
          `INSERT INTO icp.evidence_uploads (id, icp_id, created_by, state, byte_size) VALUES ($1, $2, $3, $4, 10)`,
          [randomUUID(), profile.id, alice.user.id, state],
        );
      const e = await rpcError(
        call(ICP.evidenceUploadCreate, { id: profile.id, blobId: randomUUID(), size: 10 }, alice),
      );
      expect(e).toMatchObject({
        status: 429,
        code: 'rate_limited',
        retryAfter: 3,
        message: 'You already have 2 client lists being read; wait until one is ready, then upload again.',
      });
      // Another user's upload is not held back.
      const other = await call<{ state: string }>(
        ICP.evidenceUploadCreate,
        { id: bobProfile.id, blobId: randomUUID(), size: 10 },
        bob,
      );
      expect(other.state).toBe('queued');
      // Once Alice's are read, she may upload again.
      await c.query(`UPDATE icp.evidence_uploads SET state = 'failed' WHERE created_by = $1`, [
        alice.user.id,
      ]);
      const again = await call<{ state: string }>(
        ICP.evidenceUploadCreate,
        { id: profile.id, blobId: randomUUID(), size: 10 },
        alice,
      );
      expect(again.state).toBe('queued');
    } finally {
      await c.end();
    }
  });

  it('ranks a prospect list with the disqualifiers and caps the client list shows, and how little it knows', async () => {
    const strict = await call<Icp>(
      ICP.create,
      {
        name: 'Dentists, not solo',
        type: 'b2b',
        industry: 'Dental',
        companySize: '5-50',
        geographics: ['Germany'],
        revenue: '1M-5M',
        disqualifiers: ['fewer than 5 employees'],
      },
      alice,
    );
    const prospects = [
      'Company,Industry,Employees,Country,Revenue',
      'Solo Smiles,Dental,2,Germany,1M',
      'Big Dental,Dental,20,Germany,2M',
      'Half Known,Dental,20,,',
    ].join('\n');
    const result = await call<ProspectScoreResult>(
      ICP.evidenceScore,
      { id: strict.id, csv: prospects },
      alice,
    );
    const byName = new Map(result.items.map((i) => [i.name, i]));
    expect(byName.get('Solo Smiles')).toMatchObject({
      score: 30,
      tier: 'D',
      uncappedScore: expect.any(Number),
      disqualifiedBy: [
        {
          disqualifier: 'fewer than 5 employees',
          attribute: 'companySize',
          column: 'Employees',
          reason: "Not a fit: 'fewer than 5 employees' (company size 2)",
        },
      ],
    });
    expect(byName.get('Solo Smiles')!.uncappedScore).toBeGreaterThan(30);
    expect(byName.get('Big Dental')).toMatchObject({
      disqualifiedBy: [],
      coverage: null,
      known: 4,
      compared: 4,
    });
    expect(byName.get('Half Known')).toMatchObject({
      known: 2,
      compared: 4,
      coverage: 'Only 2 of 4 attributes known (unknown: revenue, location): a rough score',
    });
  });
});
