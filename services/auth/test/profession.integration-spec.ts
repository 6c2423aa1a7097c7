import { AUTH, EVENTS, type User } from '@icp-studio/contracts';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import { adminActor, createUser, startHarness, type AuthHarness } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

describe('auth: a user’s own profession (first sign-in question, Account)', () => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('starts unset and not yet asked', async () => {
    const u = await createUser(h);
    const me = await h.call<User>(AUTH.getUser, { id: u.id }, u.actor);
    expect(me).toMatchObject({ profession: null, professionAsked: false });
  });

  it('stores a known profession, marks the question asked and announces the change', async () => {
    const u = await createUser(h);
    const me = await h.call<User>(AUTH.updateMe, { profession: 'dentists' }, u.actor);
    expect(me).toMatchObject({ id: u.id, profession: 'dentists', professionAsked: true });
    await h.events.waitFor(EVENTS.userChanged, { userId: u.id, reason: 'profile' });
    // What other services read (by ids, the admin's client list) carries it too.
    const [again] = await h.call<User[]>(AUTH.usersByIds, { ids: [u.id] }, u.actor);
    expect(again).toMatchObject({ profession: 'dentists', professionAsked: true });
    const page = await h.call<{ items: User[] }>(
      AUTH.listUsers,
      { role: 'client', search: u.username, limit: 10, offset: 0 },
      await adminActor(h),
    );
    expect(page.items.find((x) => x.id === u.id)).toMatchObject({ profession: 'dentists' });
  });

  it('"Skip" (an empty body) marks the question asked and keeps the profession', async () => {
    const u = await createUser(h);
    await h.call(AUTH.updateMe, { profession: 'recruiters' }, u.actor);
    const skipped = await h.call<User>(AUTH.updateMe, {}, u.actor);
    expect(skipped).toMatchObject({ profession: 'recruiters', professionAsked: true });
    const cleared = await h.call<User>(AUTH.updateMe, { profession: null }, u.actor);
    expect(cleared).toMatchObject({ profession: null, professionAsked: true });
  });

  it('refuses an unknown profession (400, field message) and changes nothing', async () => {
    const u = await createUser(h);
    const err = await h.fail(AUTH.updateMe, { profession: 'astronauts' }, u.actor);
    expect(err.status).toBe(400);
    expect(err.fields?.profession).toEqual(['Unknown profession']);
    const me = await h.call<User>(AUTH.getUser, { id: u.id }, u.actor);
    expect(me).toMatchObject({ profession: null, professionAsked: false });
  });

  it('needs a signed-in caller (401), and only ever changes the caller', async () => {
    expect((await h.fail(AUTH.updateMe, { profession: 'dentists' }, null)).status).toBe(401);
    const a = await createUser(h);
    const b = await createUser(h);
    // A body naming someone else is read as the caller's own change: ids in it are not fields.
    await h.call(AUTH.updateMe, { profession: 'therapists', id: b.id }, a.actor);
    expect(await h.call<User>(AUTH.getUser, { id: b.id }, b.actor)).toMatchObject({ profession: null });
    expect(await h.call<User>(AUTH.getUser, { id: a.id }, a.actor)).toMatchObject({
      profession: 'therapists',
    });
  });
});
