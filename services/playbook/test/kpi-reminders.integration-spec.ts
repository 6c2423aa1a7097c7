import {
  EVENTS,
  PLAYBOOK,
  kpiReviewDueEventSchema,
  type KpiReviewDueEvent,
  type Notification,
  type Playbook,
} from '@icp-studio/contracts';
import pg from 'pg';
import { KpiRemindersService } from '../src/kpis/kpi-reminders.service.js';
import { startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const KPIS = [
  { name: 'Booked consultations', target: 20, period: 'month' },
  { name: 'Revenue', target: '€50k', period: 'quarter' },
  { name: 'Booked demos', target: 5, period: 'week' },
];
/** The day after March 2026 and Q1 2026 ended. */
const APRIL_2 = new Date('2026-04-02T10:00:00Z');

/** docs/product.md §17, "Review reminders": two playbook instances sweep; each reminder goes once. */
describe('playbook service: KPI review reminders', () => {
  let s: Stack;
  let db: pg.Client;
  let alice: Person; // client, assigned to ann
  let ann: Person;

  const sweep = (instance: number, now = APRIL_2) =>
    s.playbooks[instance]!.app.get(KpiRemindersService).sweep(now);
  const reminders = (playbookId: string) =>
    s.events
      .filter((e) => e.subject === EVENTS.kpiReviewDue)
      .map((e) => kpiReviewDueEventSchema.parse(e.data))
      .filter((e) => e.playbookId === playbookId);
  const settle = () => new Promise((r) => setTimeout(r, 500));
  /** A playbook of Alice's with these KPIs, created on 15 January 2026. */
  const playbook = async (name: string, kpis: unknown[] = KPIS) => {
    const icp = await s.createIcp(alice, `${name} profile`);
    const plan = await s.call<Playbook>(PLAYBOOK.create, { icpId: icp.id, name, kpis }, alice);
    await db.query(`UPDATE playbook.playbooks SET created_at = '2026-01-15T00:00:00Z' WHERE id = $1`, [
      plan.id,
    ]);
    return plan;
  };

  beforeAll(async () => {
    s = await startStack({ playbookInstances: 2 });
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
    alice = await s.register('alice_r', 'Alice', 'Anders');
    ann = await s.makeAdvisor('ann_r', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
  });
  afterAll(async () => {
    await db?.end();
    await s?.close();
  });

  it('two instances sweeping at once send each period once; a second sweep sends nothing', async () => {
    const plan = await playbook('Q1 plan');
    const sent = await Promise.all([sweep(0), sweep(1)]);
    expect(sent[0]! + sent[1]!).toBe(2); // March 2026 (monthly) and Q1 2026 (quarterly); weekly: none
    await s.waitForEvent((e) => e.subject === EVENTS.kpiReviewDue && reminders(plan.id).length === 2);
    expect(await Promise.all([sweep(0), sweep(1)])).toEqual([0, 0]);
    await settle();
    const events = reminders(plan.id).sort((a, b) => a.period.localeCompare(b.period));
    expect(events).toEqual<KpiReviewDueEvent[]>([
      {
        ownerId: alice.user.id,
        playbookId: plan.id,
        playbookName: 'Q1 plan',
        period: 'March 2026',
        kpiNames: ['Booked consultations'],
      },
      {
        ownerId: alice.user.id,
        playbookId: plan.id,
        playbookName: 'Q1 plan',
        period: 'Q1 2026',
        kpiNames: ['Revenue'],
      },
    ]);
    const { rows } = await db.query(
      `SELECT kpi_key, to_char(period_start, 'YYYY-MM-DD') AS p FROM playbook.kpi_reminders
       WHERE playbook_id = $1 ORDER BY kpi_key`,
      [plan.id],
    );
    expect(rows).toEqual([
      { kpi_key: 'booked-consultations', p: '2026-03-01' },
      { kpi_key: 'revenue', p: '2026-01-01' },
    ]);
  });

  it('playbooks whose KPIs are free text are passed over; the sweep still finds the listed ones', async () => {
    for (const name of ['Text plan 1', 'Text plan 2', 'Text plan 3']) {
      const icp = await s.createIcp(alice, `${name} profile`);
      await s.call<Playbook>(
        PLAYBOOK.create,
        { icpId: icp.id, name, kpis: 'Booked calls, every month' },
        alice,
      );
    }
    // A string first in id order too: the length of a JSON string is never asked.
    await db.query(`UPDATE playbook.playbooks SET created_at = '2026-01-15T00:00:00Z'`);
    const plan = await playbook('Listed plan', [KPIS[0]]);
    await expect(sweep(0)).resolves.toBeGreaterThanOrEqual(1);
    await s.waitForEvent((e) => e.subject === EVENTS.kpiReviewDue && reminders(plan.id).length === 1);
  });

  it('auth notifies the owner and her advisor: "Time to record March 2026 for ..."', async () => {
    const plan = await playbook('Spring plan', [KPIS[0]]);
    await sweep(0);
    for (const who of [alice, ann]) {
      const created = await s.waitForEvent(
        (e) =>
          e.subject === EVENTS.notificationCreated &&
          (e.data as { userId: string }).userId === who.user.id &&
          (e.data as { notification: Notification }).notification.itemId === plan.id,
      );
      expect((created.data as { notification: Notification }).notification).toMatchObject({
        kind: 'kpi_review',
        actorId: null,
        itemKind: 'playbook',
        itemName: 'Spring plan',
        excerpt: 'March 2026 for Booked consultations',
      });
    }
  });

  it('a period with a recorded value, a stale period, or one that ended before creation: no reminder', async () => {
    const plan = await playbook('Recorded plan', [KPIS[0]]);
    await s.call(
      PLAYBOOK.putKpiActual,
      { id: plan.id, kpiKey: 'booked-consultations', period: '2026-03', value: 12 },
      alice,
    );
    expect(await sweep(0)).toBe(0);
    // Eight days after March ended: too late (and the recorded plan's April is not over).
    const late = await playbook('Late plan', [KPIS[0]]);
    expect(await sweep(1, new Date('2026-04-09T10:00:00Z'))).toBe(0);
    // A playbook created after February ended hears nothing of February (the others, created in
    // January, do).
    const young = await playbook('Young plan', [KPIS[0]]);
    await db.query(`UPDATE playbook.playbooks SET created_at = '2026-03-02T00:00:00Z' WHERE id = $1`, [
      young.id,
    ]);
    expect(await sweep(0, new Date('2026-03-03T10:00:00Z'))).toBeGreaterThan(0);
    await s.waitForEvent((e) => e.subject === EVENTS.kpiReviewDue && reminders(late.id).length === 1);
    await settle();
    expect(reminders(plan.id).map((e) => e.period)).toEqual(['February 2026']);
    expect(reminders(late.id).map((e) => e.period)).toEqual(['February 2026']);
    expect(reminders(young.id)).toEqual([]);
  });
});
