import {
  EVENTS,
  KPI_REVIEW_TASK,
  PLAYBOOK,
  notificationRequestedEventSchema,
  type Icp,
  type Note,
  type Page,
  type Playbook,
  type PlaybookKpis,
} from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const KPIS = [
  { name: 'Qualified leads', target: 40, unit: 'leads', period: 'month', stage: 'consideration' },
  { name: 'Booked demos', target: '10 demos', unit: 'demos', period: 'week' },
];

describe('playbook service: KPI actuals (docs/product.md §17)', () => {
  let s: Stack;
  let alice: Person; // client, assigned to ann
  let bob: Person; // client, nobody's
  let ann: Person; // advisor of alice
  let ned: Person; // advisor of nobody
  let admin: Person;
  let aliceIcp: Icp;
  let plan: Playbook;

  const put = (who: Person, kpiKey: string, period: string, value: unknown, id = plan.id) =>
    s.call<PlaybookKpis>(PLAYBOOK.putKpiActual, { id, kpiKey, period, value }, who);
  const list = (who: Person, id = plan.id) => s.call<PlaybookKpis>(PLAYBOOK.listKpis, { id }, who);
  const reviewTasks = async () =>
    (
      await s.call<Page<Note>>(PLAYBOOK.listNotes, { playbookId: plan.id, limit: 100, offset: 0 }, alice)
    ).items.filter((n) => n.note.startsWith(KPI_REVIEW_TASK));

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice_k', 'Alice', 'Anders');
    bob = await s.register('bob_k', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann_k', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned_k', 'Ned', 'Nobody');
    admin = s.admin;
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    plan = await s.call<Playbook>(
      PLAYBOOK.create,
      { icpId: aliceIcp.id, name: 'Q1 plan', kpis: KPIS },
      alice,
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  it('lists the KPIs by key, with period kind and numeric target, and no values yet', async () => {
    const kpis = await list(alice);
    expect(kpis.status).toBeNull();
    expect(kpis.kpis.map((k) => [k.key, k.periodKind, k.target, k.actuals.length])).toEqual([
      ['qualified-leads', 'month', 40, 0],
      ['booked-demos', 'week', 10, 0],
    ]);
  });

  it('records, changes and removes a value; the owner, the advisor and an admin may', async () => {
    let kpis = await put(alice, 'qualified-leads', '2026-01', 45);
    expect(kpis.kpis[0]).toMatchObject({
      status: 'on_track',
      actuals: [{ periodStart: '2026-01-01', period: '2026-01', value: 45, recordedBy: alice.user.id }],
    });
    kpis = await put(ann, 'qualified-leads', '2026-01-20', 35);
    expect(kpis.kpis[0]!.actuals).toMatchObject([{ period: '2026-01', value: 35, recordedBy: ann.user.id }]);
    expect(kpis.kpis[0]!.status).toBe('at_risk');
    kpis = await put(admin, 'booked-demos', '2026-W03', 12);
    expect(kpis.kpis[1]!.actuals[0]).toMatchObject({ periodStart: '2026-01-12', period: '2026-W03' });
    kpis = await s.call<PlaybookKpis>(
      PLAYBOOK.deleteKpiActual,
      { id: plan.id, kpiKey: 'booked-demos', period: '2026-W03' },
      alice,
    );
    expect(kpis.kpis[1]!.actuals).toEqual([]);
    expect(
      await rpcError(
        s.call(PLAYBOOK.deleteKpiActual, { id: plan.id, kpiKey: 'booked-demos', period: '2026-W03' }, alice),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('announces a change to the playbook room (realtime)', async () => {
    await put(alice, 'qualified-leads', '2025-12', 50);
    await s.waitForEvent(
      (e) =>
        e.subject === EVENTS.kpiActualsChanged && (e.data as { playbookId: string }).playbookId === plan.id,
    );
  });

  it('refuses who may not see the playbook (404), an unknown KPI (404), a bad period or value (400)', async () => {
    expect(await rpcError(put(bob, 'qualified-leads', '2026-01', 1))).toMatchObject({
      status: 404,
      message: 'Playbook not found',
    });
    expect(await rpcError(put(ned, 'qualified-leads', '2026-01', 1))).toMatchObject({ status: 404 });
    expect(await rpcError(list(ned))).toMatchObject({ status: 404 });
    expect(await rpcError(put(alice, 'no-such-kpi', '2026-01', 1))).toMatchObject({ status: 404 });
    expect(await rpcError(put(alice, 'qualified-leads', '2026-Q1', 1))).toMatchObject({ status: 400 });
    expect(await rpcError(put(alice, 'qualified-leads', '2026-01', 'many'))).toMatchObject({ status: 400 });
    expect(await rpcError(put(alice, 'Qualified Leads', '2026-01', 1))).toMatchObject({ status: 400 });
  });

  it('refuses a value below zero with a clear message (400), in a request and in a CSV row', async () => {
    const err = await rpcError(put(alice, 'qualified-leads', '2026-01', -3));
    expect(err.status).toBe(400);
    expect(JSON.stringify(err)).toContain('Value cannot be negative');
    const csv = await rpcError(
      s.call(
        PLAYBOOK.importKpiActuals,
        { id: plan.id, csv: 'kpi,period,value\nQualified leads,2026-02,-4' },
        alice,
      ),
    );
    expect(csv.fields?.csv).toEqual(['line 2: Value cannot be negative']);
  });

  it('tracks a KPI per the period its name says: "clients renewing each year" per year', async () => {
    const yearly = await s.call<Playbook>(
      PLAYBOOK.create,
      {
        icpId: aliceIcp.id,
        name: 'Retention plan',
        kpis: [{ name: 'Clients renewing each year', target: '90%', unit: '%', period: 'quarter' }],
      },
      alice,
    );
    const kpis = await put(alice, 'clients-renewing-each-year', '2026', 85, yearly.id);
    expect(kpis.kpis[0]).toMatchObject({
      periodKind: 'year',
      actuals: [{ period: '2026', periodStart: '2026-01-01' }],
    });
    expect(await rpcError(put(alice, 'clients-renewing-each-year', '2026-Q1', 85, yearly.id))).toMatchObject({
      status: 400,
    });
  });

  it('imports CSV rows all or none, naming each bad line', async () => {
    const err = await rpcError(
      s.call(
        PLAYBOOK.importKpiActuals,
        {
          id: plan.id,
          csv: 'kpi,period,value\nQualified leads,2026-02,30\nNope,2026-02,3\nBooked demos,2026-13,2\nQualified leads,2026-02,31',
        },
        alice,
      ),
    );
    expect(err).toMatchObject({ status: 400, message: 'Nothing was imported: 3 rows need fixing' });
    expect(err.fields?.csv).toEqual([
      'line 3: Unknown KPI "Nope"',
      expect.stringMatching(/^line 4: Period "2026-13" is not a week/),
      'line 5: The same KPI and period as line 2',
    ]);
    expect((await list(alice)).kpis[0]!.actuals.map((a) => a.period)).toEqual(['2025-12', '2026-01']);
    expect(
      await rpcError(s.call(PLAYBOOK.importKpiActuals, { id: plan.id, csv: 'a,b\n1,2' }, alice)),
    ).toMatchObject({ status: 400, message: expect.stringMatching(/kpi, period and value/) });
    expect(
      await rpcError(
        s.call(
          PLAYBOOK.importKpiActuals,
          { id: plan.id, csv: 'kpi,period,value\nQualified leads,2026-02,1' },
          bob,
        ),
      ),
    ).toMatchObject({ status: 404 });

    const ok = await s.call<{ imported: number; kpis: PlaybookKpis }>(
      PLAYBOOK.importKpiActuals,
      { id: plan.id, csv: 'period;kpi;value\n2026-W05;booked demos;9\n2026-W06;Booked demos;11\n' },
      ann,
    );
    expect(ok.imported).toBe(2);
    expect(ok.kpis.kpis[1]!.actuals.map((a) => [a.period, a.value])).toEqual([
      ['2026-W05', 9],
      ['2026-W06', 11],
    ]);
  });

  it('two periods behind in a row: one review task and a notification, once per streak', async () => {
    await put(alice, 'qualified-leads', '2026-02', 10); // behind (1)
    expect(await reviewTasks()).toHaveLength(0);
    await put(alice, 'qualified-leads', '2026-03', 11); // behind (2): a review
    const event = notificationRequestedEventSchema.parse(
      (
        await s.waitForEvent(
          (e) =>
            e.subject === EVENTS.notificationRequested &&
            (e.data as { itemId: string; excerpt: string }).itemId === plan.id,
        )
      ).data,
    );
    expect(event).toMatchObject({ kind: 'task_assigned', itemKind: 'playbook', itemName: 'Q1 plan' });
    expect([...event.recipientIds].sort()).toEqual([alice.user.id, ann.user.id].sort());
    let tasks = await reviewTasks();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ isTask: true, status: 'open', assignedTo: ann.user.id });
    expect(tasks[0]!.note).toContain('Qualified leads');
    // The same streak goes on, or a value of it is recorded again: no second task.
    await put(ann, 'qualified-leads', '2026-04', 9);
    await put(alice, 'qualified-leads', '2026-03', 12);
    tasks = await reviewTasks();
    expect(tasks).toHaveLength(1);
    // The overall status of the playbook (the cockpit's): the worst of its KPIs'.
    const statuses = await s.call<Record<string, string | null>>(
      PLAYBOOK.kpiStatuses,
      { ids: [plan.id, '00000000-0000-4000-8000-000000000000'] },
      ann,
    );
    expect(statuses).toEqual({ [plan.id]: 'behind', '00000000-0000-4000-8000-000000000000': null });
    expect(await s.call(PLAYBOOK.kpiStatuses, { ids: [plan.id] }, ned)).toEqual({ [plan.id]: null });
  });

  it('shows the values read-only through a share link, without who recorded them', async () => {
    const link = await s.call<{ token: string }>(PLAYBOOK.createShare, { id: plan.id }, alice);
    const view = await s.call<{ kpiActuals?: PlaybookKpis }>(PLAYBOOK.viewShare, { token: link.token }, null);
    const leads = view.kpiActuals?.kpis.find((k) => k.key === 'qualified-leads');
    expect(leads?.actuals.length).toBeGreaterThan(0);
    expect(leads?.actuals.every((a) => a.recordedBy === null)).toBe(true);
    expect(view.kpiActuals?.status).toBe('behind');
  });

  it('goes with its playbook', async () => {
    const other = await s.call<Playbook>(
      PLAYBOOK.create,
      { icpId: aliceIcp.id, name: 'Gone soon', kpis: KPIS },
      alice,
    );
    await put(alice, 'qualified-leads', '2026-01', 3, other.id);
    await s.call(PLAYBOOK.delete, { id: other.id }, alice);
    expect(await rpcError(list(alice, other.id))).toMatchObject({ status: 404 });
  });
});
