import pg from 'pg';
import { Redis } from 'ioredis';
import {
  FIT_RULES_VERSION,
  ICP,
  type EvidenceFitCsvResult,
  type EvidenceFitRankedItem,
  type EvidenceWithFit,
  type Icp,
  type Page,
  type ProspectScoreResult,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const CLIENTS = [
  'Client ID,Company,Industry,Employees,Country,Annual fee',
  'C1,Smile Dental,Dental practice,20,Germany,1000',
  'C2,Bright Teeth,Dental,35,Germany,1200',
  'C3,City Clinic,Healthcare,120,Germany,9000',
  'C4,Care Home,Health care,80,Austria,8000',
  'C5,"=Law, & ""Co""",Legal,12,Germany,500',
  'C6,Tooth Fairy,Dental practice,15,,800',
  'C7,Hospital,Healthcare,,Germany,7000',
].join('\n');

const FIELDS = {
  name: 'German dentists',
  type: 'b2b',
  industry: 'Dental',
  companySize: '10-50',
  geographics: ['Germany'],
};

describe('icp service: the fit tab (stored scores, movement, sorting, CSV, prospects)', () => {
  let s: Stack;
  let alice: Person;
  let bob: Person;
  let profile: Icp;
  let db: pg.Client;
  let redis: Redis;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });
  const stored = async () =>
    (
      await db.query<{ rules_version: number; scores: (number | null)[]; previous: unknown }>(
        `SELECT rules_version, scores, previous FROM icp.evidence_fit_scores WHERE icp_id = $1`,
        [profile.id],
      )
    ).rows[0];

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    profile = await call<Icp>(ICP.create, FIELDS, alice);
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    await db?.end();
    redis?.disconnect();
    await s?.close();
  });

  it('stores the scores on import with the distribution, and nothing moved yet', async () => {
    const imported = await call<EvidenceWithFit>(ICP.evidenceImport, { id: profile.id, csv: CLIENTS }, alice);
    expect(imported.fit).toMatchObject({
      rulesVersion: FIT_RULES_VERSION,
      tiers: { A: 3, B: 0, C: 1, D: 3, insufficient: 0 },
      changes: null,
    });
    expect(imported.fit!.histogram).toHaveLength(10);
    expect(imported.fit!.histogram.reduce((a, b) => a + b, 0)).toBe(7);
    expect(imported.fit!.histogram[9]).toBe(3);
    expect(imported.fit!.profileUpdatedAt).toBe(new Date(profile.updatedAt).toISOString());
    const row = await stored();
    expect(row).toMatchObject({ rules_version: FIT_RULES_VERSION, previous: null });
    expect(row!.scores).toHaveLength(7);
    // A second read answers the same stored set (computed once).
    const again = await call<EvidenceWithFit>(ICP.evidenceGet, { id: profile.id }, alice);
    expect(again.fit).toEqual(imported.fit);
  });

  it('recomputes after a profile save and tells what moved, per row too', async () => {
    const before = await call<EvidenceWithFit>(ICP.evidenceGet, { id: profile.id }, alice);
    const updated = await call<Icp>(
      ICP.update,
      { id: profile.id, fields: { ...FIELDS, industry: 'Dental, Healthcare' } },
      alice,
    );
    const now = await call<EvidenceWithFit>(ICP.evidenceGet, { id: profile.id }, alice);
    expect(now.fit!.profileUpdatedAt).toBe(new Date(updated.updatedAt).toISOString());
    expect(now.fit!.changes).toMatchObject({
      reason: 'profile',
      previousProfileUpdatedAt: before.fit!.profileUpdatedAt,
      up: 3, // the three healthcare clients: City Clinic, Care Home, Hospital
      down: 0,
    });
    // Hospital moves most (38 to 100: industry and location are all it has).
    expect(now.fit!.changes!.biggestMovers[0]).toMatchObject({
      clientId: 'C7',
      name: 'Hospital',
      score: 100,
    });
    const row = await stored();
    expect(row!.previous).toMatchObject({ profileUpdatedAt: before.fit!.profileUpdatedAt });

    const page = await call<Page<EvidenceFitRankedItem>>(
      ICP.evidenceFit,
      { id: profile.id, limit: 20 },
      alice,
    );
    const clinic = page.items.find((i) => i.clientId === 'C3')!;
    expect(clinic.previousScore).toBeLessThan(clinic.score!);
    expect(clinic.previousTier).not.toBe(clinic.tier);
    const smile = page.items.find((i) => i.clientId === 'C1')!;
    expect([smile.previousScore, smile.score]).toEqual([100, 100]);
  });

  it('keeps the last real change on show when a save changes no score', async () => {
    const before = await call<EvidenceWithFit>(ICP.evidenceGet, { id: profile.id }, alice);
    await call<Icp>(
      ICP.update,
      { id: profile.id, fields: { ...FIELDS, name: 'Renamed', industry: 'Dental, Healthcare' } },
      alice,
    );
    const now = await call<EvidenceWithFit>(ICP.evidenceGet, { id: profile.id }, alice);
    expect(now.fit!.profileUpdatedAt).not.toBe(before.fit!.profileUpdatedAt);
    expect(now.fit!.changes).toEqual(before.fit!.changes);
  });

  it('recomputes when the rules version changed', async () => {
    // As an older build left them: another rules version, every row 10 (tier D).
    await db.query(
      `UPDATE icp.evidence_fit_scores SET rules_version = 0,
          scores = '[10,10,10,10,10,10,10]'::jsonb, tiers = '["D","D","D","D","D","D","D"]'::jsonb
        WHERE icp_id = $1`,
      [profile.id],
    );
    const now = await call<EvidenceWithFit>(ICP.evidenceGet, { id: profile.id }, alice);
    expect(now.fit!.rulesVersion).toBe(FIT_RULES_VERSION);
    expect(now.fit!.changes).toMatchObject({ reason: 'rules', previousRulesVersion: 0 });
    expect(now.fit!.changes!.up).toBe(now.fit!.tiers.A + now.fit!.tiers.B + now.fit!.tiers.C);
    expect((await stored())!.rules_version).toBe(FIT_RULES_VERSION);
  });

  it('sorts by fit or value, either way', async () => {
    const page = (q: object) =>
      call<Page<EvidenceFitRankedItem>>(ICP.evidenceFit, { id: profile.id, limit: 20, ...q }, alice);
    const byValue = await page({ sort: 'value', order: 'desc' });
    expect(byValue.items.map((i) => i.value)).toEqual([9000, 8000, 7000, 1200, 1000, 800, 500]);
    const byValueAsc = await page({ sort: 'value', order: 'asc' });
    expect(byValueAsc.items.map((i) => i.value)).toEqual([500, 800, 1000, 1200, 7000, 8000, 9000]);
    const worst = await page({ sort: 'fit', order: 'asc', limit: 2 });
    const best = await page({});
    const scores = best.items.map((i) => i.score!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(worst.items[0]!.score).toBe(Math.min(...scores));
    expect(await rpcError(call(ICP.evidenceFit, { id: profile.id, sort: 'name' }, alice))).toMatchObject({
      status: 400,
    });
  });

  it('writes the scored list once to Redis, in either layout, escaping kept', async () => {
    const std = await call<EvidenceFitCsvResult>(ICP.evidenceFitCsv, { id: profile.id }, alice);
    expect(std.rows).toBe(7);
    const text = (await redis.getdel(std.key))!;
    expect(text.length).toBeGreaterThan(0);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF"Row","Client ID","Company","Fit score","Tier","Industry points","Industry reason","Company size points","Company size reason","Location points","Location reason"',
    );
    expect(text).toContain(`"6","C5","'=Law, & ""Co""",`);
    const hub = await call<EvidenceFitCsvResult>(
      ICP.evidenceFitCsv,
      { id: profile.id, layout: 'hubspot' },
      alice,
    );
    const hubText = (await redis.getdel(hub.key))!;
    expect(hubText.split('\r\n')[0]).toBe(
      '\uFEFF"Client ID","Company","Persona","ICP fit score","ICP fit tier","ICP fit reasons","ICP profile"',
    );
    expect(hubText).toContain('"C1","Smile Dental","Renamed","100","A",');
  });

  it('scores a prospect list best first with the saved mapping, and stores nothing', async () => {
    const before = await stored();
    const prospects = [
      'Company,Client ID,Industry,Employees,Country',
      'Bakery,P1,Food,300,France',
      'Dentist A,P2,Dental,20,Germany',
      'Unknown,P3,,,',
    ].join('\n');
    const result = await call<ProspectScoreResult>(
      ICP.evidenceScore,
      { id: profile.id, csv: prospects },
      alice,
    );
    expect(result).toMatchObject({ rowCount: 3, rulesVersion: FIT_RULES_VERSION, truncated: false });
    expect(result.mapping).toMatchObject({ name: 'Company', clientId: 'Client ID', industry: 'Industry' });
    expect(result.items.map((i) => [i.row, i.clientId, i.name, i.score, i.tier])).toEqual([
      [3, 'P2', 'Dentist A', 100, 'A'],
      [2, 'P1', 'Bakery', 0, 'D'],
      [4, 'P3', 'Unknown', null, null],
    ]);
    expect(result.items[0]!.reasons[0]).toMatch(/Industry 'Dental' matches/);
    expect(result.tiers).toEqual({ A: 1, B: 0, C: 0, D: 1, insufficient: 1 });
    const limited = await call<ProspectScoreResult>(
      ICP.evidenceScore,
      { id: profile.id, csv: prospects, limit: 1 },
      alice,
    );
    expect([limited.items.length, limited.truncated]).toEqual([1, true]);
    expect(await stored()).toEqual(before);
    expect(
      await rpcError(
        call(ICP.evidenceScore, { id: profile.id, csv: prospects, mapping: { name: 'Nope' } }, alice),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('answers 404 to another user on the new subjects', async () => {
    for (const [subject, body] of [
      [ICP.evidenceFitCsv, { id: profile.id }],
      [ICP.evidenceScore, { id: profile.id, csv: CLIENTS }],
      [ICP.evidenceFit, { id: profile.id, sort: 'value' }],
    ] as const) {
      expect(await rpcError(call(subject, body, bob))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
    }
  });

  it('starts afresh on a new import (no previous set)', async () => {
    const imported = await call<EvidenceWithFit>(ICP.evidenceImport, { id: profile.id, csv: CLIENTS }, alice);
    expect(imported.fit!.changes).toBeNull();
    expect((await stored())!.previous).toBeNull();
  });
});
