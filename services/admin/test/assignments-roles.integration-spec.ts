import { AUTH, EVENTS, assignmentSchema, userSchema } from '@icp-studio/contracts';
import {
  SCOPE_CACHE_MS,
  eventually,
  startStack,
  useOwnSubjectPrefix,
  type Person,
  type Stack,
} from './harness.js';

useOwnSubjectPrefix();

const LAST_ADMIN = 'The last admin cannot be demoted';

describe('assignments and roles through the gateway', () => {
  let s: Stack;
  let ada: Person;
  let grace: Person;
  let alice: Person;
  let bob: Person;
  let aliceIcp: string;
  let bobIcp: string;

  const icpStatus = async (who: Person, id: string) => (await who.http.get(`/api/icps/${id}`)).status;
  const adminClient = async (client: Person) => {
    const res = await s.admin.http.get(`/api/admin/clients?search=${encodeURIComponent(client.user.email)}`);
    expect(res.status).toBe(200);
    return res.body[0];
  };
  const advisorClientIds = async (advisor: Person) =>
    ((await advisor.http.get('/api/advisor/clients')).body as { id: string }[]).map((c) => c.id);

  beforeAll(async () => {
    s = await startStack();
    ada = await s.makeAdvisor('Ada', 'Lovelace');
    grace = await s.makeAdvisor('Grace', 'Hopper');
    alice = await s.signUp('Alice', 'Archer');
    bob = await s.signUp('Bob', 'Baker');
    aliceIcp = (await alice.http.post('/api/icps', { name: 'Dentists', type: 'b2b' })).body.id;
    bobIcp = (await bob.http.post('/api/icps', { name: 'Bakeries', type: 'b2b' })).body.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('who may change assignments and roles', () => {
    it('refuses a client and an advisor with 403 and a signed-out caller with 401, changing nothing', async () => {
      const body = { clientId: alice.user.id, advisorId: ada.user.id };
      for (const who of [alice.http, ada.http, s.anonymous()]) {
        const expected = who === alice.http || who === ada.http ? 403 : 401;
        expect((await who.post('/api/admin/assignments', body)).status).toBe(expected);
        expect((await who.put(`/api/admin/assignments/${alice.user.id}`, body)).status).toBe(expected);
        expect((await who.delete(`/api/admin/assignments/${alice.user.id}`)).status).toBe(expected);
        expect((await who.patch(`/api/admin/users/${ada.user.id}`, { role: 'admin' })).status).toBe(expected);
      }
      // An advisor cannot make themselves an admin either.
      expect((await ada.http.patch(`/api/admin/users/${ada.user.id}`, { role: 'admin' })).status).toBe(403);
      expect(await adminClient(alice)).toMatchObject({ advisorId: null });
      expect((await s.admin.http.get(`/api/users/${ada.user.id}`)).body.role).toBe('team_member');
    });
  });

  describe('assign, reassign, remove', () => {
    it('assigns a client (201) with trimmed notes, and the advisor sees the client and their profile', async () => {
      expect(await icpStatus(ada, aliceIcp)).toBe(404);
      const res = await s.admin.http.post('/api/admin/assignments', {
        clientId: alice.user.id,
        advisorId: ada.user.id,
        notes: '  Weekly call  ',
      });
      expect(res.status).toBe(201);
      expect(assignmentSchema.strict().parse(res.body)).toMatchObject({
        clientId: alice.user.id,
        advisorId: ada.user.id,
        notes: 'Weekly call',
      });
      await eventually(async () => (await icpStatus(ada, aliceIcp)) === 200, 2000);
      expect(await advisorClientIds(ada)).toEqual([alice.user.id]);
      expect(await adminClient(alice)).toMatchObject({
        advisorId: ada.user.id,
        advisor: { firstName: 'Ada', lastName: 'Lovelace' },
        notes: 'Weekly call',
      });
    });

    it('refuses a second advisor for the same client (409), a missing advisor and bad ids (400)', async () => {
      const again = await s.admin.http.post('/api/admin/assignments', {
        clientId: alice.user.id,
        advisorId: grace.user.id,
      });
      expect(again.status).toBe(409);
      const noAdvisor = await s.admin.http.post('/api/admin/assignments', {
        clientId: bob.user.id,
        advisorId: '',
      });
      expect(noAdvisor).toMatchObject({
        status: 400,
        body: { fields: { advisorId: ['Advisor is required'] } },
      });
      expect((await s.admin.http.put('/api/admin/assignments/nope', {})).status).toBe(400);
      // An admin is no advisor.
      const toAdmin = await s.admin.http.post('/api/admin/assignments', {
        clientId: bob.user.id,
        advisorId: s.admin.user.id,
      });
      expect(toAdmin.status).toBe(400);
    });

    it('refuses to "reassign" to the current advisor (400) or to change the client of the assignment', async () => {
      const same = await s.admin.http.put(`/api/admin/assignments/${alice.user.id}`, {
        clientId: alice.user.id,
        advisorId: ada.user.id,
      });
      expect(same).toMatchObject({ status: 400, body: { message: 'Choose a different advisor' } });
      const other = await s.admin.http.put(`/api/admin/assignments/${alice.user.id}`, {
        clientId: bob.user.id,
        advisorId: grace.user.id,
      });
      expect(other.status).toBe(400);
      expect(await adminClient(alice)).toMatchObject({ advisorId: ada.user.id });
    });

    it('reassigns: the first advisor loses the client and their profile at once, the new one gains them', async () => {
      expect(await icpStatus(ada, aliceIcp)).toBe(200); // Ada's scope is cached in icp now
      const res = await s.admin.http.put(`/api/admin/assignments/${alice.user.id}`, {
        clientId: alice.user.id,
        advisorId: grace.user.id,
        notes: 'Handed over',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        clientId: alice.user.id,
        advisorId: grace.user.id,
        notes: 'Handed over',
      });
      // Only auth's assignmentChanged event can drop Ada's cached scope this fast.
      const took = await eventually(async () => (await icpStatus(ada, aliceIcp)) === 404, 2000);
      expect(took).toBeLessThan(Math.min(2000, SCOPE_CACHE_MS));
      expect((await ada.http.get('/api/icps')).body).toEqual([]);
      expect((await ada.http.get(`/api/users/${alice.user.id}`)).status).toBe(404);
      expect(await advisorClientIds(ada)).toEqual([]);
      await eventually(async () => (await icpStatus(grace, aliceIcp)) === 200, 2000);
      expect(await advisorClientIds(grace)).toEqual([alice.user.id]);
      expect(await adminClient(alice)).toMatchObject({
        advisorId: grace.user.id,
        advisor: { firstName: 'Grace' },
        notes: 'Handed over',
      });
    });

    it('removes the assignment (by client id): the advisor loses access, a second removal is 404', async () => {
      const res = await s.admin.http.delete(`/api/admin/assignments/${alice.user.id}`);
      expect(res).toMatchObject({ status: 200, body: { message: 'Assignment removed' } });
      await eventually(async () => (await icpStatus(grace, aliceIcp)) === 404, 2000);
      expect(await advisorClientIds(grace)).toEqual([]);
      expect(await adminClient(alice)).toMatchObject({ advisorId: null, advisor: null, assignedAt: null });
      expect((await s.admin.http.delete(`/api/admin/assignments/${alice.user.id}`)).status).toBe(404);
    });
  });

  describe('roles', () => {
    it('changes a role and answers the user; bad roles are 400 and unknown users 404', async () => {
      const carol = await s.signUp('Carol', 'Cole');
      const res = await s.admin.http.patch(`/api/admin/users/${carol.user.id}`, { role: 'team_member' });
      expect(res.status).toBe(200);
      expect(userSchema.strict().parse(res.body)).toMatchObject({ id: carol.user.id, role: 'team_member' });
      const advisors = (await s.admin.http.get('/api/admin/advisors')).body as { id: string }[];
      expect(advisors.map((a) => a.id)).toContain(carol.user.id);
      const bad = await s.admin.http.patch(`/api/admin/users/${carol.user.id}`, { role: 'owner' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty('role');
      expect(
        (
          await s.admin.http.patch('/api/admin/users/5b1e4a8e-8c3f-4b5d-9e2a-7f6c5d4b3a21', {
            role: 'client',
          })
        ).status,
      ).toBe(404);
    });

    it('never demotes the last admin (409), and lets a second admin take over', async () => {
      const self = await s.admin.http.patch(`/api/admin/users/${s.admin.user.id}`, { role: 'client' });
      expect(self).toMatchObject({ status: 409, body: { message: LAST_ADMIN } });
      expect((await s.admin.http.get('/api/admin/metrics')).status).toBe(200);

      const dan = await s.signUp('Dan', 'Deputy');
      expect((await s.admin.http.patch(`/api/admin/users/${dan.user.id}`, { role: 'admin' })).status).toBe(
        200,
      );
      const deputy = await s.signIn(dan.user);
      expect((await deputy.http.get('/api/admin/metrics')).status).toBe(200);
      // Dan demotes the first admin, who is then refused the admin pages; Dan cannot demote himself.
      expect(
        (await deputy.http.patch(`/api/admin/users/${s.admin.user.id}`, { role: 'client' })).status,
      ).toBe(200);
      await eventually(async () => (await s.admin.http.get('/api/admin/metrics')).status === 403, 2000);
      const last = await deputy.http.patch(`/api/admin/users/${dan.user.id}`, { role: 'team_member' });
      expect(last).toMatchObject({ status: 409, body: { message: LAST_ADMIN } });
      // Restore the first admin for the other tests.
      expect((await deputy.http.patch(`/api/admin/users/${s.admin.user.id}`, { role: 'admin' })).status).toBe(
        200,
      );
      await eventually(async () => (await s.admin.http.get('/api/admin/metrics')).status === 200, 2000);
    });

    it('promoting an assigned client removes the assignment: the former advisor loses them at once', async () => {
      expect(
        (
          await s.admin.http.post('/api/admin/assignments', {
            clientId: bob.user.id,
            advisorId: ada.user.id,
          })
        ).status,
      ).toBe(201);
      await eventually(async () => (await icpStatus(ada, bobIcp)) === 200, 2000);
      const before = (await s.admin.http.get('/api/admin/metrics')).body;

      const { result, seen } = await s.watch([EVENTS.assignmentChanged], () =>
        s.admin.http.patch(`/api/admin/users/${bob.user.id}`, { role: 'team_member' }),
      );
      expect(result).toMatchObject({ status: 200, body: { role: 'team_member' } });
      await eventually(async () => seen.length > 0, 2000);
      expect(seen.map((e) => e.data)).toEqual([
        { clientId: bob.user.id, advisorId: null, previousAdvisorId: ada.user.id },
      ]);
      await eventually(async () => (await icpStatus(ada, bobIcp)) === 404, 2000);
      expect((await ada.http.get(`/api/users/${bob.user.id}`)).status).toBe(404);
      expect(await advisorClientIds(ada)).toEqual([]);
      const assignments = (await s.admin.http.get('/api/admin/advisors')).body as {
        id: string;
        clientCount: number;
      }[];
      expect(assignments.find((a) => a.id === ada.user.id)?.clientCount).toBe(0);
      expect((await s.admin.http.get('/api/admin/metrics')).body).toMatchObject({
        activeAssignments: before.activeAssignments - 1,
        advisorCount: before.advisorCount + 1,
      });

      // Back to client: Bob comes back unassigned, and Ada does not get him back.
      expect((await s.admin.http.patch(`/api/admin/users/${bob.user.id}`, { role: 'client' })).status).toBe(
        200,
      );
      expect(await adminClient(bob)).toMatchObject({ id: bob.user.id, advisorId: null });
      expect(await icpStatus(ada, bobIcp)).toBe(404);
    });

    it("keeps a demoted advisor's assignments on record, without access, and applies them again on promotion", async () => {
      expect(
        (
          await s.admin.http.post('/api/admin/assignments', {
            clientId: alice.user.id,
            advisorId: grace.user.id,
          })
        ).status,
      ).toBe(201);
      await eventually(async () => (await icpStatus(grace, aliceIcp)) === 200, 2000);
      expect((await s.admin.http.patch(`/api/admin/users/${grace.user.id}`, { role: 'client' })).status).toBe(
        200,
      );
      await eventually(async () => (await icpStatus(grace, aliceIcp)) === 404, 2000);
      expect((await grace.http.get('/api/admin/metrics')).status).toBe(403);
      expect(await adminClient(alice)).toMatchObject({ advisorId: grace.user.id });
      expect(
        (await s.admin.http.patch(`/api/admin/users/${grace.user.id}`, { role: 'team_member' })).status,
      ).toBe(200);
      await eventually(async () => (await icpStatus(grace, aliceIcp)) === 200, 2000);
    });
  });

  it('publishes nothing for a role that does not change', async () => {
    const { result, seen } = await s.watch([EVENTS.assignmentChanged, AUTH.setRole], () =>
      s.admin.http.patch(`/api/admin/users/${ada.user.id}`, { role: 'team_member' }),
    );
    expect(result.status).toBe(200);
    expect(seen.map((r) => r.subject)).toEqual([AUTH.setRole]);
  });
});
