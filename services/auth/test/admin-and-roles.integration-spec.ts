import { AUTH, EVENTS, type ResolvedActor, type User } from '@icp-studio/contracts';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import { ADMIN, adminActor, createUser, expectNoSecrets, startHarness, type AuthHarness } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

const LAST_ADMIN = 'The last admin cannot be demoted';

describe('auth: the first admin from the environment', () => {
  let h: AuthHarness;

  beforeAll(async () => {
    // First start without ADMIN_*: skipped.
    h = await startHarness({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  });
  afterAll(async () => {
    if (h) expectNoSecrets(h, ['Boss1!pass', 'Boss2!pass']);
    await h?.stop();
  });

  const admins = async () =>
    (await h.ds.query(`SELECT email, username FROM auth.users WHERE role = 'admin'`)) as unknown[];

  it('creates no admin when ADMIN_EMAIL / ADMIN_PASSWORD are unset', async () => {
    expect(await admins()).toEqual([]);
  });

  it('creates the admin at start-up, with ADMIN_USERNAME', async () => {
    await h.restart({
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Boss1!pass',
      ADMIN_USERNAME: 'chief',
    });
    expect(await admins()).toEqual([{ email: 'ops@example.com', username: 'chief' }]);
    const res = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
      username: 'chief',
      password: 'Boss1!pass',
    });
    expect(res.user).toMatchObject({ role: 'admin', email: 'ops@example.com', firstName: 'Admin' });
  });

  it('leaves an admin who is up to date as they are across restarts', async () => {
    const before = (
      await h.call<ResolvedActor>(AUTH.verifyCredentials, { username: 'chief', password: 'Boss1!pass' })
    ).sessionVersion;
    await h.restart({
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Boss1!pass',
      ADMIN_USERNAME: 'chief',
    });
    const after = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
      username: 'chief',
      password: 'Boss1!pass',
    });
    expect(after.sessionVersion).toBe(before);
    expect(await admins()).toHaveLength(1);
  });

  it('updates the password of an existing admin and ends their sessions', async () => {
    const before = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
      username: 'chief',
      password: 'Boss1!pass',
    });
    await h.restart({ ADMIN_EMAIL: 'OPS@example.com', ADMIN_PASSWORD: 'Boss2!pass' });
    await expect(
      h.fail(AUTH.verifyCredentials, { username: 'chief', password: 'Boss1!pass' }),
    ).resolves.toMatchObject({ status: 401 });
    const after = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
      username: 'ops@example.com',
      password: 'Boss2!pass',
    });
    expect(after.user.id).toBe(before.user.id);
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    await h.events.waitFor(EVENTS.sessionsRevoked, {
      userId: before.user.id,
      sessionVersion: after.sessionVersion,
    });
  });

  it('promotes an existing account with ADMIN_EMAIL to admin', async () => {
    const client = await h.call<User>(AUTH.register, {
      username: 'will_be_boss',
      email: 'future.admin@example.com',
      firstName: 'Future',
      lastName: 'Admin',
      password: 'Client1!pass',
    });
    await h.restart({ ADMIN_EMAIL: 'future.admin@example.com', ADMIN_PASSWORD: 'Client1!pass' });
    const res = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
      username: 'will_be_boss',
      password: 'Client1!pass',
    });
    expect(res.user).toMatchObject({ id: client.id, role: 'admin', firstName: 'Future' });
    await h.events.waitFor(EVENTS.userChanged, { userId: client.id, reason: 'role' });
  });

  it('picks another username when ADMIN_USERNAME belongs to someone else', async () => {
    await h.call<User>(AUTH.register, {
      username: 'taken',
      email: 'taken@example.com',
      firstName: 'T',
      lastName: 'K',
      password: 'Taken1!pass',
    });
    await h.restart({
      ADMIN_EMAIL: 'third@example.com',
      ADMIN_PASSWORD: 'Third1!pass',
      ADMIN_USERNAME: 'taken',
    });
    const res = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
      username: 'third@example.com',
      password: 'Third1!pass',
    });
    expect(res.user.role).toBe('admin');
    expect(res.user.username).toMatch(/^taken_[0-9a-f]{4}$/);
    const other = await h.call<ResolvedActor>(AUTH.verifyCredentials, {
      username: 'taken',
      password: 'Taken1!pass',
    });
    expect(other.user.role).toBe('client');
  });
});

describe('auth: roles', () => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    if (h) expectNoSecrets(h);
    await h?.stop();
  });

  it('lets only an admin change a role (403 for the others)', async () => {
    const client = await createUser(h);
    const advisor = await createUser(h, { role: 'team_member' });
    for (const actor of [client.actor, advisor.actor]) {
      await expect(h.fail(AUTH.setRole, { id: client.id, role: 'admin' }, actor)).resolves.toMatchObject({
        status: 403,
      });
    }
    const [row] = await h.ds.query('SELECT role FROM auth.users WHERE id = $1', [client.id]);
    expect(row.role).toBe('client');
  });

  it('changes a role, answers the user and publishes userChanged', async () => {
    const admin = await adminActor(h);
    const user = await createUser(h);
    const res = await h.call<User>(AUTH.setRole, { id: user.id, role: 'team_member' }, admin);
    expect(res).toMatchObject({ id: user.id, role: 'team_member' });
    await h.events.waitFor(EVENTS.userChanged, { userId: user.id, reason: 'role' });
    await expect(h.call(AUTH.resolveActor, { userId: user.id })).resolves.toMatchObject({
      user: { role: 'team_member' },
    });
  });

  it('applies a new role at once, whatever role the request claims', async () => {
    const admin = await adminActor(h);
    const user = await createUser(h, { role: 'admin' });
    await h.call(AUTH.setRole, { id: user.id, role: 'client' }, admin);
    // The gateway still believes they are an admin: refused anyway.
    await expect(
      h.fail(AUTH.setRole, { id: admin.userId, role: 'client' }, { userId: user.id, role: 'admin' }),
    ).resolves.toMatchObject({
      status: 403,
    });
  });

  it('refuses bad input and unknown users', async () => {
    const admin = await adminActor(h);
    await expect(h.fail(AUTH.setRole, { id: admin.userId, role: 'owner' }, admin)).resolves.toMatchObject({
      status: 400,
    });
    await expect(
      h.fail(AUTH.setRole, { id: '5b1e4a8e-8c3f-4b5d-9e2a-7f6c5d4b3a21', role: 'client' }, admin),
    ).resolves.toMatchObject({
      status: 404,
    });
  });

  it('never demotes the last admin', async () => {
    const admin = await adminActor(h);
    const [{ n }] = await h.ds.query(`SELECT count(*)::int AS n FROM auth.users WHERE role = 'admin'`);
    expect(n).toBe(1);
    const err = await h.fail(AUTH.setRole, { id: admin.userId, role: 'team_member' }, admin);
    expect(err).toMatchObject({ status: 409, message: LAST_ADMIN });
    await expect(
      h.call(AUTH.verifyCredentials, { username: ADMIN.email, password: ADMIN.password }),
    ).resolves.toMatchObject({
      user: { role: 'admin' },
    });
  });

  it('demotes an admin while another remains, then protects the remaining one', async () => {
    const first = await adminActor(h);
    const second = await createUser(h, { role: 'admin' });
    // The second admin demotes the first; the first is no longer an admin.
    await expect(
      h.call(AUTH.setRole, { id: first.userId, role: 'client' }, second.actor),
    ).resolves.toMatchObject({ role: 'client' });
    await expect(
      h.fail(AUTH.setRole, { id: second.id, role: 'client' }, second.actor),
    ).resolves.toMatchObject({
      status: 409,
      message: LAST_ADMIN,
    });
    // Restore for the other tests.
    await h.call(AUTH.setRole, { id: first.userId, role: 'admin' }, second.actor);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const a = await createUser(h, { role: 'admin' });
    const b = await createUser(h, { role: 'admin' });
    // Leave exactly these two admins.
    const others = (await h.ds.query(`SELECT id FROM auth.users WHERE role = 'admin' AND id <> ALL($1)`, [
      [a.id, b.id],
    ])) as {
      id: string;
    }[];
    for (const { id } of others) await h.call(AUTH.setRole, { id, role: 'client' }, a.actor);
    const [{ n: before }] = await h.ds.query(
      `SELECT count(*)::int AS n FROM auth.users WHERE role = 'admin'`,
    );
    expect(before).toBe(2);
    const results = await Promise.allSettled([
      h.call(AUTH.setRole, { id: b.id, role: 'client' }, a.actor),
      h.call(AUTH.setRole, { id: a.id, role: 'client' }, b.actor),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [{ n }] = await h.ds.query(`SELECT count(*)::int AS n FROM auth.users WHERE role = 'admin'`);
    expect(n).toBe(1);
  });
});
