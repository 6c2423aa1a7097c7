import {
  AUTH,
  EVENTS,
  type Notification,
  type NotificationRequestedEvent,
  type Page,
  type User,
} from '@icp-studio/contracts';
import { uniqueSuffix, waitFor } from '@icp-studio/service-kit/testing';
import { NotificationsService } from '../src/notifications/notifications.service.js';
import { ADMIN, startHarness, type AuthHarness } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

const ICP_ID = '11111111-1111-4111-8111-111111111111';
const NOTE_ID = '22222222-2222-4222-8222-222222222222';

/** docs/product.md §15: notifications stored, told to realtime, mailed as each user chose. */
describe('auth: notifications', () => {
  let h: AuthHarness;
  let ann: User;
  let bo: User;
  let cy: User;
  const actor = (u: User) => ({ userId: u.id, role: u.role });

  const register = (username: string, firstName: string) =>
    h.call<User>(AUTH.register, {
      username,
      email: `${username}@example.com`,
      firstName,
      lastName: 'Test',
      password: 'Str0ng!Pass',
    });

  const request = (over: Partial<NotificationRequestedEvent> = {}): NotificationRequestedEvent => ({
    kind: 'mention',
    recipientIds: [bo.id],
    actorId: ann.id,
    actorName: 'Ann Test',
    itemKind: 'icp',
    itemId: ICP_ID,
    itemName: 'Acme buyers',
    noteId: NOTE_ID,
    excerpt: 'Have a look, @bo',
    ...over,
  });

  const list = (u: User, query: Record<string, unknown> = {}) =>
    h.call<Page<Notification>>(AUTH.listNotifications, query, actor(u));

  beforeAll(async () => {
    h = await startHarness();
    ann = await register('ann_n', 'Ann');
    bo = await register('bo_n', 'Bo');
    cy = await register('cy_n', 'Cy');
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('stores a requested notification for its recipients, never the actor, and tells realtime', async () => {
    const since = h.mail.messages.length;
    // A note that reads like the installation asking for a password: quoted as Ann's, its link as text.
    const excerpt = 'Have a look, @bo: your session expired, sign in at https://evil.example/login';
    h.rpc.publish(EVENTS.notificationRequested, request({ recipientIds: [bo.id, ann.id], excerpt }));
    const created = await h.events.waitFor(EVENTS.notificationCreated, { userId: bo.id });
    expect(created.data).toMatchObject({
      unreadCount: 1,
      notification: { kind: 'mention', itemId: ICP_ID, actorName: 'Ann Test', readAt: null },
    });
    expect((await list(bo)).items).toHaveLength(1);
    expect((await list(ann)).total).toBe(0);
    expect(h.events.events.filter((e) => e.subject === EVENTS.notificationCreated)).toHaveLength(1);

    // Instant (the default): one e-mail, linking to the item.
    const mail = await h.mail.waitFor('bo_n@example.com', since);
    expect(mail.subject).toBe('Ann Test mentioned you on Acme buyers (ICP Studio)');
    expect(mail.text).toContain(`http://app.test:8080/icp/${ICP_ID}`);
    expect(mail.text).toContain('Ann Test wrote:\n> Have a look, @bo: your session expired, sign in at');
    // Sent by ICP Studio on behalf of Ann; the only link is this installation's; the note's address is text.
    expect(mail.from).toMatch(/^"?ICP Studio on behalf of Ann Test"? <no-reply@icp-studio\.test>$/);
    expect([...mail.html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1])).toEqual([
      `http://app.test:8080/icp/${ICP_ID}`,
    ]);
    expect(mail.html).toMatch(/<strong>Ann Test<\/strong> wrote:<\/p>\s*<blockquote/);
    expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    expect(mail.text).toContain('https[:]//evil[.]example/login');
  });

  it('ignores unknown recipients and unreadable requests', async () => {
    const since = h.mail.messages.length;
    h.rpc.publish(EVENTS.notificationRequested, { nonsense: true });
    h.rpc.publish(
      EVENTS.notificationRequested,
      request({ recipientIds: ['33333333-3333-4333-8333-333333333333'], noteId: NOTE_ID }),
    );
    h.rpc.publish(EVENTS.notificationRequested, request({ recipientIds: [cy.id], kind: 'task_assigned' }));
    await h.events.waitFor(EVENTS.notificationCreated, { userId: cy.id });
    const [{ n }] = await h.ds.query('SELECT count(*)::int AS n FROM auth.notifications');
    expect(n).toBe(2);
    // Cy's task goes by instant mail; it is waited for here so that it cannot land in a later test's count.
    expect((await h.mail.waitFor('cy_n@example.com', since)).subject).toBe(
      'Ann Test gave you a task on Acme buyers (ICP Studio)',
    );
  });

  it('lets only the recipient read and mark theirs (404 for anyone else, the admin too)', async () => {
    const [mine] = (await list(bo)).items;
    const admin = await h.call<{ user: User }>(AUTH.verifyCredentials, {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    for (const other of [actor(ann), { userId: admin.user.id, role: 'admin' as const }]) {
      const err = await h.fail(AUTH.readNotification, { id: mine!.id }, other);
      expect(err).toMatchObject({ status: 404, message: 'Notification not found' });
    }
    await expect(h.call(AUTH.notificationSummary, {}, actor(bo))).resolves.toEqual({ unreadCount: 1 });
    const read = await h.call<Notification>(AUTH.readNotification, { id: mine!.id }, actor(bo));
    expect(read.readAt).not.toBeNull();
    await expect(h.call(AUTH.notificationSummary, {}, actor(bo))).resolves.toEqual({ unreadCount: 0 });
    expect((await list(bo, { unread: 'true' })).total).toBe(0);
    expect((await list(bo)).total).toBe(1);
    await expect(h.call(AUTH.readAllNotifications, {}, actor(cy))).resolves.toEqual({ unreadCount: 0 });
    await expect(h.call(AUTH.notificationSummary, {}, actor(cy))).resolves.toEqual({ unreadCount: 0 });
  });

  it('mails nothing to someone who chose none', async () => {
    await expect(h.call(AUTH.getNotificationSettings, {}, actor(cy))).resolves.toEqual({ email: 'instant' });
    await expect(h.call(AUTH.updateNotificationSettings, { email: 'none' }, actor(cy))).resolves.toEqual({
      email: 'none',
    });
    const since = h.mail.messages.length;
    h.rpc.publish(EVENTS.notificationRequested, request({ recipientIds: [cy.id], noteId: ICP_ID }));
    await h.events.waitFor(
      (e) =>
        e.subject === EVENTS.notificationCreated &&
        (e.data as { unreadCount: number }).unreadCount === 1 &&
        (e.data as { userId: string }).userId === cy.id,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(h.mail.messages.slice(since).filter((m) => m.to.includes('cy_n@example.com'))).toHaveLength(0);
  });

  it('sends a digest user one summary a day of what was not mailed yet, one instance at a time', async () => {
    await h.call(AUTH.updateNotificationSettings, { email: 'digest' }, actor(bo));
    const service = h.service.app.get(NotificationsService);
    const since = h.mail.messages.length;
    for (const itemName of ['First item', 'Second item']) {
      h.rpc.publish(EVENTS.notificationRequested, request({ itemName, kind: 'task_completed' }));
    }
    await waitFor(
      async () => ((await list(bo)).total === 3 ? true : undefined),
      5000,
      'two more notifications for bo',
    );
    // Not yet a day since choosing the digest: nothing goes, and no instant mail either.
    await expect(service.sendDigests()).resolves.toBe(0);
    expect(h.mail.messages.slice(since)).toHaveLength(0);

    // A day later: one e-mail listing both; a second sweep the same day sends nothing more.
    const tomorrow = new Date(Date.now() + 86_400_000 + 1000);
    await expect(service.sendDigests(tomorrow)).resolves.toBe(1);
    const digest = await h.mail.waitFor('bo_n@example.com', since);
    expect(digest.subject).toBe('Your ICP Studio digest: 2 notifications');
    expect(digest.text).toContain('Ann Test completed your task on First item');
    expect(digest.text).toContain('Ann Test completed your task on Second item');
    await expect(service.sendDigests(tomorrow)).resolves.toBe(0);
    expect(h.mail.messages.slice(since)).toHaveLength(1);
  });

  it('forgets notifications read more than 90 days ago, and never an unread one', async () => {
    const service = h.service.app.get(NotificationsService);
    await h.call(AUTH.readAllNotifications, {}, actor(bo));
    h.rpc.publish(EVENTS.notificationRequested, request({ itemName: 'Still unread' }));
    await waitFor(
      async () => ((await list(bo)).items.some((n) => n.itemName === 'Still unread') ? true : undefined),
      5000,
      'the unread notification',
    );
    const before = (await list(bo)).total;
    expect(before).toBeGreaterThan(1);
    // 89 days on, nothing read is old enough; 91 days on, only the unread one is left.
    await expect(service.pruneRead(new Date(Date.now() + 89 * 86_400_000))).resolves.toBe(0);
    // (Others' read notifications of the earlier tests go too.)
    expect(await service.pruneRead(new Date(Date.now() + 91 * 86_400_000))).toBeGreaterThanOrEqual(
      before - 1,
    );
    const left = await list(bo);
    expect(left.items.map((n) => n.itemName)).toEqual(['Still unread']);
  });

  it('tells an advisor a client was given to them', async () => {
    const admin = await h.call<{ user: User }>(AUTH.verifyCredentials, {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    const adminActor = { userId: admin.user.id, role: 'admin' as const };
    const adv = await register('dee_adv', 'Dee');
    await h.call(AUTH.setRole, { id: adv.id, role: 'team_member' }, adminActor);
    await h.call(AUTH.createAssignment, { clientId: ann.id, advisorId: adv.id }, adminActor);
    const [n] = (await list({ ...adv, role: 'team_member' })).items;
    expect(n).toMatchObject({
      kind: 'client_assigned',
      itemKind: 'user',
      itemId: ann.id,
      itemName: 'Ann Test',
    });
  });
});
