import pg from 'pg';
import { ICP, REPORT_WEEKS, SCORE_BUCKETS, type Icp, type IcpReportStats } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** The Monday (UTC) of the week `weeksAgo` weeks before this one, as `YYYY-MM-DD`. */
function mondayOf(weeksAgo: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return d.toISOString().slice(0, 10);
}

/** ICP.reportStats (docs/product.md §2, Reports): profiles created per week and the score buckets. */
describe('icp service: report stats for the admin', () => {
  let s: Stack;
  let alice: Person;
  let ann: Person;
  let sql: pg.Client;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });
  const report = (weeks = REPORT_WEEKS) => call<IcpReportStats>(ICP.reportStats, { weeks }, s.admin);
  const create = (name: string) => call<Icp>(ICP.create, { name, type: 'b2b', industry: 'Dentists' }, alice);

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
    sql = new pg.Client({ connectionString: s.db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await s?.close();
  });

  it('answers every week of the range with zeros and empty buckets on an empty installation', async () => {
    const empty = await report();
    expect(empty.createdPerWeek).toEqual(
      Array.from({ length: REPORT_WEEKS }, (_, i) => ({
        weekStart: mondayOf(REPORT_WEEKS - 1 - i),
        count: 0,
      })),
    );
    expect(empty.scoreBuckets).toEqual(SCORE_BUCKETS.map((b) => ({ ...b, count: 0 })));
    expect(empty.unscored).toBe(0);
  });

  it('counts profiles in the week they were created (UTC), oldest first, and leaves out older ones', async () => {
    await create('This week');
    const threeAgo = await create('Three weeks ago');
    const tooOld = await create('Before the range');
    const sunday = await create('Last Sunday, late');
    // Backdated as if made then: the last second of the previous week's Sunday belongs to that week.
    await sql.query(`UPDATE icp.icps SET created_at = $2::date + interval '2 days' WHERE id = $1`, [
      threeAgo.id,
      mondayOf(3),
    ]);
    await sql.query(`UPDATE icp.icps SET created_at = $2::date - interval '1 day' WHERE id = $1`, [
      tooOld.id,
      mondayOf(REPORT_WEEKS - 1),
    ]);
    await sql.query(
      `UPDATE icp.icps SET created_at = ($2::date + interval '1 week' - interval '1 second') AT TIME ZONE 'UTC' WHERE id = $1`,
      [sunday.id, mondayOf(1)],
    );
    const weeks = (await report()).createdPerWeek;
    expect(weeks).toHaveLength(REPORT_WEEKS);
    const byWeek = Object.fromEntries(weeks.map((w) => [w.weekStart, w.count]));
    expect(byWeek[mondayOf(0)]).toBe(1);
    expect(byWeek[mondayOf(1)]).toBe(1);
    expect(byWeek[mondayOf(3)]).toBe(1);
    expect(weeks.reduce((n, w) => n + w.count, 0)).toBe(3);
    // A shorter range is a suffix of the longer one.
    expect((await report(4)).createdPerWeek).toEqual(weeks.slice(-4));
  });

  it('puts each scored profile in its score range (edges included) and counts the unscored', async () => {
    const scores = [0, 19, 20, 59, 60, 79, 80, 100];
    for (const [i, score] of scores.entries()) {
      const icp = await create(`Scored ${i}`);
      await call(ICP.analyze, { id: icp.id }, alice);
      await sql.query(`UPDATE icp.icp_scores SET overall_score = $2 WHERE icp_id = $1`, [icp.id, score]);
    }
    const stats = await report();
    expect(stats.scoreBuckets.map((b) => [b.label, b.count])).toEqual([
      ['0–19', 2],
      ['20–39', 1],
      ['40–59', 1],
      ['60–79', 2],
      ['80–100', 2],
    ]);
    expect(stats.unscored).toBe(4); // the four profiles of the previous test
  });

  it('is for admins only, and checks its range', async () => {
    for (const who of [alice, ann]) {
      expect(await rpcError(call(ICP.reportStats, { weeks: 12 }, who))).toMatchObject({ status: 403 });
    }
    expect(await rpcError(call(ICP.reportStats, { weeks: 12 }, null))).toMatchObject({ status: 401 });
    for (const weeks of [0, 54, 2.5]) {
      expect(await rpcError(call(ICP.reportStats, { weeks }, s.admin))).toMatchObject({ status: 400 });
    }
    // Without a body: the default range.
    expect((await call<IcpReportStats>(ICP.reportStats, undefined, s.admin)).createdPerWeek).toHaveLength(
      REPORT_WEEKS,
    );
  });
});
