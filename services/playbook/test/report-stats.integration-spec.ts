import pg from 'pg';
import {
  PLAYBOOK,
  REPORT_WEEKS,
  type Icp,
  type Playbook,
  type PlaybookReportStats,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** The Monday (UTC) of the week `weeksAgo` weeks before this one, as `YYYY-MM-DD`. */
function mondayOf(weeksAgo: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  return d.toISOString().slice(0, 10);
}

/** PLAYBOOK.reportStats (docs/product.md §2, Reports): playbooks created per week, for admins. */
describe('playbook service: report stats for the admin', () => {
  let s: Stack;
  let alice: Person;
  let ann: Person;
  let icp: Icp;
  let sql: pg.Client;
  const report = (weeks = REPORT_WEEKS) =>
    s.call<PlaybookReportStats>(PLAYBOOK.reportStats, { weeks }, s.admin);
  const create = (name: string) => s.call<Playbook>(PLAYBOOK.create, { icpId: icp.id, name }, alice);
  const backdate = (id: string, at: string) =>
    sql.query(`UPDATE playbook.playbooks SET created_at = ($2::timestamp AT TIME ZONE 'UTC') WHERE id = $1`, [
      id,
      at,
    ]);

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    icp = await s.createIcp(alice, 'Dental practices in Texas');
    sql = new pg.Client({ connectionString: s.db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await s?.close();
  });

  it('answers every week of the range, oldest first, with zeros on an empty installation', async () => {
    expect((await report()).createdPerWeek).toEqual(
      Array.from({ length: REPORT_WEEKS }, (_, i) => ({
        weekStart: mondayOf(REPORT_WEEKS - 1 - i),
        count: 0,
      })),
    );
  });

  it('counts each playbook in its UTC week and leaves out those before the range', async () => {
    await create('This week');
    await create('Also this week');
    await backdate((await create('Monday, first second')).id, `${mondayOf(2)} 00:00:00`);
    await backdate((await create('Sunday, last second')).id, `${mondayOf(2)} 00:00:00`);
    await sql.query(
      `UPDATE playbook.playbooks SET created_at = created_at - interval '1 second' WHERE name = 'Sunday, last second'`,
    );
    await backdate((await create('Too old')).id, `${mondayOf(REPORT_WEEKS)} 12:00:00`);
    const weeks = (await report()).createdPerWeek;
    const byWeek = Object.fromEntries(weeks.map((w) => [w.weekStart, w.count]));
    expect(byWeek[mondayOf(0)]).toBe(2);
    expect(byWeek[mondayOf(2)]).toBe(1);
    expect(byWeek[mondayOf(3)]).toBe(1);
    expect(weeks.reduce((n, w) => n + w.count, 0)).toBe(4);
    expect(Object.keys(byWeek)).not.toContain(mondayOf(REPORT_WEEKS));
  });

  it('is for admins only, and checks its range', async () => {
    for (const who of [alice, ann]) {
      expect(await rpcError(s.call(PLAYBOOK.reportStats, { weeks: 12 }, who))).toMatchObject({ status: 403 });
    }
    expect(await rpcError(s.call(PLAYBOOK.reportStats, { weeks: 12 }, null))).toMatchObject({ status: 401 });
    expect(await rpcError(s.call(PLAYBOOK.reportStats, { weeks: 0 }, s.admin))).toMatchObject({
      status: 400,
    });
  });
});
