import { AUTH, EVENTS, assignmentSchema, type Actor, type Assignment } from '@icp-studio/contracts';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import {
  adminActor,
  createUser,
  expectNoSecrets,
  startHarness,
  type AuthHarness,
  type TestUser,
} from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

describe('auth: advisor assignments (admin only)', () => {
  let h: AuthHarness;
  let admin: Actor;
  let client: TestUser;
  let otherClient: TestUser;
  let advisor: TestUser;
  let advisor2: TestUser;

  beforeAll(async () => {
    h = await startHarness();
    admin = await adminActor(h);
    client = await createUser(h);
    otherClient = await createUser(h);
    advisor = await createUser(h, { role: 'team_member' });
    advisor2 = await createUser(h, { role: 'team_member' });
  });
  afterAll(async () => {
    if (h) expectNoSecrets(h);
    await h?.stop();
  });

  it('refuses every assignment subject to clients and advisors with 403', async () => {
    for (const actor of [client.actor, advisor.actor]) {
      await expect(h.fail(AUTH.listAssignments, {}, actor)).resolves.toMatchObject({ status: 403 });
      await expect(
        h.fail(AUTH.createAssignment, { clientId: client.id, advisorId: advisor.id }, actor),
      ).resolves.toMatchObject({ status: 403 });
      await expect(
        h.fail(
          AUTH.updateAssignment,
          { clientId: client.id, input: { clientId: client.id, advisorId: advisor.id } },
          actor,
        ),
      ).resolves.toMatchObject({ status: 403 });
      await expect(h.fail(AUTH.deleteAssignment, { id: client.id }, actor)).resolves.toMatchObject({
        status: 403,
      });
    }
  });

  it('creates an assignment with trimmed notes and publishes assignmentChanged', async () => {
    const created = await h.call<Assignment>(
      AUTH.createAssignment,
      { clientId: client.id, advisorId: advisor.id, notes: '  Weekly check-in  ' },
      admin,
    );
    expect(assignmentSchema.strict().parse(created)).toMatchObject({
      clientId: client.id,
      advisorId: advisor.id,
      notes: 'Weekly check-in',
    });
    await h.events.waitFor(EVENTS.assignmentChanged, {
      clientId: client.id,
      advisorId: advisor.id,
      previousAdvisorId: null,
    });
    await expect(h.call(AUTH.listAssignments, {}, admin)).resolves.toEqual([created]);
  });

  it('omits blank notes', async () => {
    const created = await h.call<Assignment>(
      AUTH.createAssignment,
      { clientId: otherClient.id, advisorId: advisor2.id, notes: '   ' },
      admin,
    );
    expect(created.notes).toBeNull();
  });

  it('gives a client at most one advisor (409)', async () => {
    const err = await h.fail(AUTH.createAssignment, { clientId: client.id, advisorId: advisor2.id }, admin);
    expect(err.status).toBe(409);
    expect(err.message).toMatch(/already has an advisor/);
  });

  it('requires an advisor, with the spec message', async () => {
    const err = await h.fail(AUTH.createAssignment, { clientId: client.id, advisorId: '' }, admin);
    expect(err).toMatchObject({ status: 400, fields: { advisorId: ['Advisor is required'] } });
  });

  it('refuses wrong roles with 400 and unknown users with 404', async () => {
    const fresh = await createUser(h);
    await expect(
      h.fail(AUTH.createAssignment, { clientId: fresh.id, advisorId: otherClient.id }, admin),
    ).resolves.toMatchObject({
      status: 400,
      message: 'The advisor must be a user with the advisor (team member) role',
    });
    await expect(
      h.fail(AUTH.createAssignment, { clientId: advisor.id, advisorId: advisor2.id }, admin),
    ).resolves.toMatchObject({
      status: 400,
      message: 'Only a user with the client role can be assigned to an advisor',
    });
    await expect(
      h.fail(AUTH.createAssignment, { clientId: fresh.id, advisorId: admin.userId }, admin),
    ).resolves.toMatchObject({
      status: 400,
    });
    const ghost = '5b1e4a8e-8c3f-4b5d-9e2a-7f6c5d4b3a21';
    await expect(
      h.fail(AUTH.createAssignment, { clientId: ghost, advisorId: advisor.id }, admin),
    ).resolves.toMatchObject({
      status: 404,
      message: 'Client not found',
    });
    await expect(
      h.fail(AUTH.createAssignment, { clientId: fresh.id, advisorId: ghost }, admin),
    ).resolves.toMatchObject({
      status: 404,
      message: 'Advisor not found',
    });
  });

  it('refuses to "reassign" to the current advisor', async () => {
    const err = await h.fail(
      AUTH.updateAssignment,
      { clientId: client.id, input: { clientId: client.id, advisorId: advisor.id } },
      admin,
    );
    expect(err).toMatchObject({ status: 400, message: 'Choose a different advisor' });
  });

  it('reassigns to another advisor and says who had the client before', async () => {
    const before = (await h.call<Assignment[]>(AUTH.listAssignments, {}, admin)).find(
      (a) => a.clientId === client.id,
    )!;
    await new Promise((r) => setTimeout(r, 5));
    const updated = await h.call<Assignment>(
      AUTH.updateAssignment,
      { clientId: client.id, input: { clientId: client.id, advisorId: advisor2.id, notes: 'Handed over' } },
      admin,
    );
    expect(updated).toMatchObject({
      id: before.id,
      clientId: client.id,
      advisorId: advisor2.id,
      notes: 'Handed over',
    });
    expect(new Date(updated.assignedAt).getTime()).toBeGreaterThan(new Date(before.assignedAt).getTime());
    await h.events.waitFor(EVENTS.assignmentChanged, {
      clientId: client.id,
      advisorId: advisor2.id,
      previousAdvisorId: advisor.id,
    });
  });

  it('refuses an update whose body names another client, and one for a client without advisor', async () => {
    await expect(
      h.fail(
        AUTH.updateAssignment,
        { clientId: client.id, input: { clientId: otherClient.id, advisorId: advisor.id } },
        admin,
      ),
    ).resolves.toMatchObject({ status: 400 });
    const lonely = await createUser(h);
    await expect(
      h.fail(
        AUTH.updateAssignment,
        { clientId: lonely.id, input: { clientId: lonely.id, advisorId: advisor.id } },
        admin,
      ),
    ).resolves.toMatchObject({ status: 404 });
  });

  it('removes an assignment by client id, publishes it, and 404s the second time', async () => {
    await expect(h.call(AUTH.deleteAssignment, { id: client.id }, admin)).resolves.toEqual({
      message: 'Assignment removed',
    });
    await h.events.waitFor(EVENTS.assignmentChanged, {
      clientId: client.id,
      advisorId: null,
      previousAdvisorId: advisor2.id,
    });
    await expect(h.fail(AUTH.deleteAssignment, { id: client.id }, admin)).resolves.toMatchObject({
      status: 404,
    });
    const remaining = await h.call<Assignment[]>(AUTH.listAssignments, {}, admin);
    expect(remaining.map((a) => a.clientId)).toEqual([otherClient.id]);
  });

  it('lets the client be assigned again after removal', async () => {
    await expect(
      h.call(AUTH.createAssignment, { clientId: client.id, advisorId: advisor.id }, admin),
    ).resolves.toMatchObject({
      advisorId: advisor.id,
    });
  });

  it('lets only one of two simultaneous assignments of a client through', async () => {
    const contested = await createUser(h);
    const results = await Promise.allSettled([
      h.call(AUTH.createAssignment, { clientId: contested.id, advisorId: advisor.id }, admin),
      h.call(AUTH.createAssignment, { clientId: contested.id, advisorId: advisor2.id }, admin),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
    });
  });
});
