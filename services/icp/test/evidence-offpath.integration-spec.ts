/**
 * Heavy work off the request path (docs/evidence.md, "Where the work runs"): the fit list answered from
 * its index at any offset and sort, scores stored before the index indexed on their next read, and the
 * evidence threads (the built `dist/evidence/evidence-thread.js`: run `npm run build -w services/icp`
 * first) doing the work while the event loop keeps answering.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  ICP,
  type EvidenceFitRankedItem,
  type EvidenceWithFit,
  type Icp,
  type Page,
} from '@icp-studio/contracts';
import type { DataSource } from 'typeorm';
import { EvidenceRepository } from '../src/evidence/evidence.repository.js';
import { EvidenceThreads } from '../src/evidence/evidence-threads.js';
import { createIcpDataSource } from '../src/infra/database.js';
import { fitOrder } from '../src/evidence/fit-store.js';
import { startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const BUILT = fileURLToPath(new URL('../dist/evidence/evidence-thread.js', import.meta.url));

/** A list with ties, rows without enough data and rows without a value. */
function clients(n: number): string {
  const industries = ['Dental practice', 'Dental', 'Healthcare', 'Legal', ''];
  const countries = ['Germany', 'Austria', '', 'France'];
  const lines = ['Client ID,Company,Industry,Employees,Country,Annual fee'];
  for (let i = 0; i < n; i++) {
    const employees = i % 7 === 0 ? '' : String(5 + ((i * 13) % 90));
    const fee = i % 5 === 0 ? '' : String(100 + ((i * 37) % 50) * 10);
    lines.push(
      `C${i},Company ${i},${industries[i % industries.length]},${employees},${countries[(i * 3) % countries.length]},${fee}`,
    );
  }
  return lines.join('\n');
}

const FIELDS = {
  name: 'Dentists',
  type: 'b2b',
  industry: 'Dental',
  companySize: '10-50',
  geographics: ['Germany'],
};

describe('icp service: heavy work off the request path', () => {
  let s: Stack;
  let alice: Person;
  let profile: Icp;
  let db: pg.Client;
  const call = <T>(subject: string, body: unknown, who: Person) =>
    s.rpc.request<T>(subject, body, { actor: who.actor });
  const ROWS = 700;

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    profile = await call<Icp>(ICP.create, FIELDS, alice);
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
    await call<EvidenceWithFit>(ICP.evidenceImport, { id: profile.id, csv: clients(ROWS) }, alice);
  });
  afterAll(async () => {
    await db?.end();
    await s?.close();
  });

  const stored = async () =>
    (
      await db.query<{ scores: (number | null)[]; values: (number | null)[]; indexed: boolean }>(
        `SELECT scores, "values", indexed FROM icp.evidence_fit_scores WHERE icp_id = $1`,
        [profile.id],
      )
    ).rows[0]!;
  const page = (q: object) =>
    call<Page<EvidenceFitRankedItem>>(ICP.evidenceFit, { id: profile.id, limit: 20, ...q }, alice);

  it('answers every page of every sort from the index, in the order of the whole list', async () => {
    await page({}); // waits for the index, written after the import's answer
    const set = await stored();
    expect(set.indexed).toBe(true);
    expect(set.scores.filter((x) => x === null).length).toBeGreaterThan(0);
    const chunks = await db.query(`SELECT count(*)::int AS n FROM icp.evidence_fit_cells WHERE icp_id = $1`, [
      profile.id,
    ]);
    expect(chunks.rows[0].n).toBe(Math.ceil(ROWS / 500));
    for (const sort of ['fit', 'value'] as const)
      for (const order of ['desc', 'asc'] as const) {
        const whole = fitOrder(set.scores, set.values, sort, order);
        for (const offset of [0, 137, 499, ROWS - 15]) {
          const got = await page({ sort, order, offset });
          expect(got.total).toBe(ROWS);
          // Sheet row = index + 2 (a header, no blank lines).
          expect(got.items.map((i) => i.row - 2)).toEqual(whole.slice(offset, offset + 20));
          expect(got.items.map((i) => i.score)).toEqual(
            whole.slice(offset, offset + 20).map((i) => set.scores[i]),
          );
          expect(got.items.map((i) => i.value)).toEqual(
            whole.slice(offset, offset + 20).map((i) => set.values[i]),
          );
          expect(got.items.map((i) => i.clientId)).toEqual(
            whole.slice(offset, offset + 20).map((i) => `C${i}`),
          );
        }
      }
  });

  it('indexes scores stored before the index on their next read', async () => {
    const before = await page({ sort: 'value', order: 'asc', offset: 300 });
    await db.query(`DELETE FROM icp.evidence_fit_cells WHERE icp_id = $1`, [profile.id]);
    await db.query(
      `UPDATE icp.evidence_fit_scores SET indexed = false, order_fit_desc = NULL, order_value_asc = NULL WHERE icp_id = $1`,
      [profile.id],
    );
    const after = await page({ sort: 'value', order: 'asc', offset: 300 });
    expect(after).toEqual(before);
    expect((await stored()).indexed).toBe(true);
  });

  it('rewrites the index when the profile changes the scores, with the scores before', async () => {
    await call(ICP.update, { id: profile.id, fields: { ...FIELDS, geographics: ['Austria'] } }, alice);
    const got = await page({ sort: 'fit', order: 'desc' });
    const set = await stored();
    expect(got.items.map((i) => i.score)).toEqual(
      fitOrder(set.scores, set.values, 'fit', 'desc')
        .slice(0, 20)
        .map((i) => set.scores[i]),
    );
    expect(got.items.some((i) => i.previousScore !== i.score)).toBe(true);
  });

  describe('the evidence threads', () => {
    let threads: EvidenceThreads;
    let inline: EvidenceThreads;
    let ds: DataSource;
    let big: Icp;
    const mapping = {
      clientId: 'Client ID',
      name: 'Company',
      industry: 'Industry',
      companySize: 'Employees',
      location: 'Country',
      value: 'Annual fee',
    };
    beforeAll(async () => {
      if (!existsSync(BUILT)) throw new Error(`${BUILT} is missing: npm run build -w services/icp first`);
      ds = await createIcpDataSource(s.db.url, 2).initialize();
      const repo = new EvidenceRepository(ds);
      threads = new EvidenceThreads({ EVIDENCE_THREADS: 1, DATABASE_URL: s.db.url }, repo, BUILT);
      inline = new EvidenceThreads({ EVIDENCE_THREADS: 0, DATABASE_URL: s.db.url }, repo);
      // A 50,000-row import stored straight into PostgreSQL (the paste route takes 1 MB).
      big = await call<Icp>(ICP.create, { ...FIELDS, name: 'Big list' }, alice);
      const [head, ...rest] = clients(50_000).split('\n');
      await db.query(
        `INSERT INTO icp.evidence_imports (icp_id, headers, rows, row_numbers, row_count, mapping, delimiter, encoding, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, ',', 'utf-8', $7)`,
        [
          big.id,
          JSON.stringify(head!.split(',')),
          JSON.stringify(rest.map((l) => l.split(','))),
          JSON.stringify(rest.map((_, i) => i + 2)),
          rest.length,
          JSON.stringify(mapping),
          alice.actor.userId,
        ],
      );
    });
    afterAll(async () => {
      await threads?.onApplicationShutdown();
      await ds?.destroy();
    });

    it('answers what the same work answers inline, reading the import itself', async () => {
      expect(threads.threaded).toBe(true);
      expect(inline.threaded).toBe(false);
      const want = { report: true, fit: true };
      const got = await threads.analyseImport(profile.id, FIELDS as never, want);
      expect(got).toEqual(await inline.analyseImport(profile.id, FIELDS as never, want));
      expect(got!.fit!.scores).toHaveLength(ROWS);
      const named = { ...FIELDS } as never;
      const csv = await threads.csvImport(profile.id, named, 'hubspot');
      const same = await inline.csvImport(profile.id, named, 'hubspot');
      expect(csv.rows).toBe(ROWS);
      expect(Buffer.compare(csv.bytes, same.bytes)).toBe(0);
      const chunks: Buffer[] = [];
      const streamed = await threads.csvImportChunks(profile.id, named, 'hubspot', (c) => chunks.push(c));
      expect(streamed.rows).toBe(ROWS);
      expect(Buffer.compare(Buffer.concat(chunks), same.bytes)).toBe(0);
      expect(
        await threads.analyseImport('00000000-0000-4000-8000-000000000000', FIELDS as never, want),
      ).toBeNull();
      const read = await threads.read(Buffer.from(clients(300)), 4096, () => undefined);
      expect(read.ok && read.table.rows.length).toBe(300);
    });

    it('keeps the event loop free while it scores and writes 50,000 rows', async () => {
      let longest = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
      }, 5);
      const t0 = performance.now();
      const [analysis, csv] = await Promise.all([
        threads.analyseImport(big.id, FIELDS as never, { report: true, fit: true }),
        threads.csvImport(big.id, FIELDS as never, 'standard'),
      ]);
      const took = performance.now() - t0;
      clearInterval(timer);
      expect(analysis!.fit!.scores).toHaveLength(50_000);
      expect(csv.rows).toBe(50_000);
      // The work took far longer than any pause of this loop (inline, the loop would stop for all of it).
      expect(took).toBeGreaterThan(500);
      expect(longest).toBeLessThan(took / 3);
    });
  });
});
