import { AUTH, EVENTS, type KpiReviewDueEvent, type Notification, type Page } from '@icp-studio/contracts';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import { adminActor, createUser, startHarness, type AuthHarness, type TestUser } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

const PLAYBOOK_ID = '44444444-4444-4444-8444-444444444444';

/** docs/product.md §17 "Review reminders" and §15: EVENTS.kpiReviewDue becomes notifications. */
describe('auth: KPI review reminders', () => {
  let h: AuthHarness;
  let client: TestUser; // assigned to advisor
  let loner: TestUser; // a client without an advisor
  let advisor: TestUser;
  let other: TestUser; // an advisor of nobody here

  const list = async (u: TestUser) =>
    (await h.call<Page<Notification>>(AUTH.listNotifications, {}, u.actor)).items.filter(
      (n) => n.kind === 'kpi_review',
    );
  const created = (u: TestUser) =>
    h.events.waitFor(
      (e) =>
        e.subject === EVENTS.notificationCreated &&
        (e.data as { userId: string; notification: Notification }).userId === u.id &&
        (e.data as { notification: Notification }).notification.kind === 'kpi_review',
    );
  const due = (over: Partial<KpiReviewDueEvent> = {}): KpiReviewDueEvent => ({
    ownerId: client.id,
    playbookId: PLAYBOOK_ID,
    playbookName: 'Q1 plan',
    period: 'March 2026',
    kpiNames: ['Booked consultations'],
    ...over,
  });

  beforeAll(async () => {
    h = await startHarness();
    client = await createUser(h, { username: 'cleo_k' });
    loner = await createUser(h, { username: 'lone_k' });
    advisor = await createUser(h, { role: 'team_member', username: 'avi_k' });
    other = await createUser(h, { role: 'team_member', username: 'otto_k' });
    await h.call(AUTH.createAssignment, { clientId: client.id, advisorId: advisor.id }, await adminActor(h));
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("notifies the owner and the client's advisor, with no actor, and mails them as one line", async () => {
    const since = h.mail.messages.length;
    h.rpc.publish(EVENTS.kpiReviewDue, due());
    await created(client);
    await created(advisor);
    for (const u of [client, advisor]) {
      const items = await list(u);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        kind: 'kpi_review',
        actorId: null,
        actorName: null,
        itemKind: 'playbook',
        itemId: PLAYBOOK_ID,
        itemName: 'Q1 plan',
        noteId: null,
        excerpt: 'March 2026 for Booked consultations',
        readAt: null,
      });
    }
    expect(await list(other)).toEqual([]);
    const mail = await h.mail.waitFor(client.email, since);
    expect(mail.subject).toBe('Time to record March 2026 for Booked consultations in Q1 plan (ICP Studio)');
    expect(mail.text).toContain(`/playbooks/${PLAYBOOK_ID}#kpi-actuals`);
    expect(mail.text).not.toContain('wrote:');
  });

  it('notifies only the owner when they have no advisor; ignores unreadable events', async () => {
    h.rpc.publish(EVENTS.kpiReviewDue, { ownerId: loner.id, kpiNames: [] });
    h.rpc.publish(EVENTS.kpiReviewDue, due({ ownerId: loner.id, period: 'Q1 2026', kpiNames: ['A', 'B'] }));
    await created(loner);
    const items = await list(loner);
    expect(items.map((n) => n.excerpt)).toEqual(['Q1 2026 for A and B']);
    const [{ n }] = await h.ds.query(
      `SELECT count(*)::int AS n FROM auth.notifications WHERE kind = 'kpi_review'`,
    );
    expect(n).toBe(3);
  });
});
