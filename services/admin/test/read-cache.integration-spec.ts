import { ADMIN, AUTH, ICP, PLAYBOOK, cockpitSchema, type Cockpit } from '@icp-studio/contracts';
import { startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/**
 * The admin service's read cache (ADMIN_READ_CACHE_MS, on at its default here): a repeated read is
 * answered without asking the owners again, every change the pages show is in the very next read (the
 * owners' events drop the cache), and no actor is ever answered with what was gathered for another.
 */
describe('the admin and advisor page reads, cached', () => {
  let s: Stack;
  let ada: Person;
  let grace: Person;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let aliceIcp: string;

  const cockpit = async (who: Person, query = ''): Promise<Cockpit> => {
    const res = await who.http.get(`/api/advisor/cockpit${query}`);
    expect(res.status).toBe(200);
    return cockpitSchema.strict().parse(res.body);
  };
  const row = (c: Cockpit, who: Person) => c.clients.find((r) => r.id === who.user.id);
  const listing = async (who: Person, query = '') => {
    const res = await who.http.get(`/api/advisor/clients${query}`);
    expect(res.status).toBe(200);
    return res.body as { id: string; icpCount: number; playbookCount: number; openTasks: number }[];
  };
  const adminPage = async () => {
    const res = await s.admin.http.get('/api/admin/clients?limit=100');
    expect(res.status).toBe(200);
    return res.body as { id: string; icpCount: number; playbookCount: number; advisorId: string | null }[];
  };
  const assign = async (client: Person, advisor: Person) => {
    const res = await s.admin.http.post('/api/admin/assignments', {
      clientId: client.user.id,
      advisorId: advisor.user.id,
    });
    expect(res.status).toBe(201);
  };

  beforeAll(async () => {
    s = await startStack();
    ada = await s.makeAdvisor('Ada', 'Lovelace');
    grace = await s.makeAdvisor('Grace', 'Hopper');
    alice = await s.signUp('Alice', 'Archer');
    bob = await s.signUp('Bob', 'Baker');
    carol = await s.signUp('Carol', 'Cook');
    await assign(alice, ada);
    await assign(carol, grace);
    const icp = await alice.http.post('/api/icps', { name: 'Dentists', type: 'b2b' });
    expect(icp.status).toBe(201);
    aliceIcp = icp.body.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers a repeated read without asking the owners again, and asks again after a change', async () => {
    const owners = [AUTH.cockpitClients, ICP.cockpit, PLAYBOOK.cockpit];
    await cockpit(ada);
    const again = await s.watch([ADMIN.cockpit, ...owners], () => cockpit(ada));
    expect(again.seen.map((r) => r.subject)).toEqual([ADMIN.cockpit]);
    expect((await alice.http.post('/api/icps', { name: 'Bakers', type: 'b2c' })).status).toBe(201);
    const after = await s.watch([ADMIN.cockpit, ...owners], () => cockpit(ada));
    expect(after.seen.map((r) => r.subject).sort()).toEqual([ADMIN.cockpit, ...owners].sort());
    expect(row(after.result, alice)!.profileCount).toBe(2);
  });

  it('shows a new task, its completion and its deletion in the next cockpit and client list', async () => {
    const before = row(await cockpit(ada), alice)!.openTasks;
    expect((await listing(ada)).find((c) => c.id === alice.user.id)!.openTasks).toBe(before);
    const task = await ada.http.post('/api/notes', {
      icpId: aliceIcp,
      note: 'Call back',
      isTask: true,
      dueDate: '2001-01-01',
    });
    expect(task.status).toBe(201);
    expect(row(await cockpit(ada), alice)).toMatchObject({ openTasks: before + 1, overdueTasks: 1 });
    expect((await listing(ada)).find((c) => c.id === alice.user.id)!.openTasks).toBe(before + 1);
    expect((await ada.http.post(`/api/notes/${task.body.id}/complete`)).status).toBe(200);
    expect(row(await cockpit(ada), alice)).toMatchObject({ openTasks: before, overdueTasks: 0 });
    const second = await ada.http.post('/api/notes', { icpId: aliceIcp, note: 'Again', isTask: true });
    expect(second.status).toBe(201);
    expect(row(await cockpit(ada), alice)!.openTasks).toBe(before + 1);
    expect((await ada.http.delete(`/api/notes/${second.body.id}`)).status).toBe(200);
    expect(row(await cockpit(ada), alice)!.openTasks).toBe(before);
  });

  it('shows a new profile and playbook in the next admin client page', async () => {
    const bobBefore = (await adminPage()).find((c) => c.id === bob.user.id)!;
    const icp = await bob.http.post('/api/icps', { name: 'Florists', type: 'b2b' });
    expect(icp.status).toBe(201);
    expect((await adminPage()).find((c) => c.id === bob.user.id)).toMatchObject({
      icpCount: bobBefore.icpCount + 1,
      playbookCount: bobBefore.playbookCount,
    });
    expect((await bob.http.post('/api/playbooks', { icpId: icp.body.id, name: 'Spring' })).status).toBe(201);
    expect((await adminPage()).find((c) => c.id === bob.user.id)).toMatchObject({
      icpCount: bobBefore.icpCount + 1,
      playbookCount: bobBefore.playbookCount + 1,
    });
  });

  it('shows a new client, an assignment and its removal in the next reads of everyone concerned', async () => {
    const total = (await s.admin.http.get('/api/admin/metrics')).body.totalUsers as number;
    await adminPage();
    const dora = await s.signUp('Dora', 'Dunn');
    expect((await s.admin.http.get('/api/admin/metrics')).body.totalUsers).toBe(total + 1);
    expect((await adminPage()).some((c) => c.id === dora.user.id)).toBe(true);

    expect((await listing(ada)).map((c) => c.id)).not.toContain(dora.user.id);
    await assign(dora, ada);
    expect((await listing(ada)).map((c) => c.id)).toContain(dora.user.id);
    expect((await cockpit(ada)).clients.map((r) => r.id)).toContain(dora.user.id);
    expect((await adminPage()).find((c) => c.id === dora.user.id)!.advisorId).toBe(ada.user.id);
    expect((await s.admin.http.delete(`/api/admin/assignments/${dora.user.id}`)).status).toBe(200);
    expect((await listing(ada)).map((c) => c.id)).not.toContain(dora.user.id);
    expect((await cockpit(ada)).clients.map((r) => r.id)).not.toContain(dora.user.id);
  });

  it("never answers one actor with another's answer to the same request", async () => {
    // The same path, read in turn by two advisors and an admin: each gets their own.
    for (let i = 0; i < 2; i++) {
      expect((await cockpit(ada)).clients.map((r) => r.id)).toEqual([alice.user.id]);
      expect((await cockpit(grace)).clients.map((r) => r.id)).toEqual([carol.user.id]);
      expect((await listing(ada)).map((c) => c.id)).toEqual([alice.user.id]);
      expect((await listing(grace)).map((c) => c.id)).toEqual([carol.user.id]);
      const everyone = (await cockpit(s.admin)).clients.map((r) => r.id);
      expect(everyone).toEqual(expect.arrayContaining([alice.user.id, bob.user.id, carol.user.id]));
    }
    // What an admin read for Ada is not what Grace may ask for.
    expect((await listing(s.admin, `?advisorId=${ada.user.id}`)).map((c) => c.id)).toEqual([alice.user.id]);
    expect((await grace.http.get(`/api/advisor/clients?advisorId=${ada.user.id}`)).status).toBe(403);
    expect((await grace.http.get(`/api/advisor/cockpit?advisorId=${ada.user.id}`)).status).toBe(403);
    // The admin's cached metrics are not an advisor's or a client's.
    expect((await s.admin.http.get('/api/admin/metrics')).status).toBe(200);
    expect((await ada.http.get('/api/admin/metrics')).status).toBe(403);
    expect((await alice.http.get('/api/advisor/cockpit')).status).toBe(403);
  });

  it('refuses an advisor their cached reads as soon as they are no longer an advisor', async () => {
    const hank = await s.makeAdvisor('Hank', 'Hill');
    expect((await hank.http.get('/api/advisor/cockpit')).status).toBe(200);
    expect((await hank.http.get('/api/advisor/clients')).status).toBe(200);
    const res = await s.admin.http.patch(`/api/admin/users/${hank.user.id}`, { role: 'client' });
    expect(res.status).toBe(200);
    // The session they read with, and a new one: neither gets the answers kept for them.
    for (const who of [hank, await s.signIn(hank.user)]) {
      expect([401, 403]).toContain((await who.http.get('/api/advisor/cockpit')).status);
      expect([401, 403]).toContain((await who.http.get('/api/advisor/clients')).status);
    }
  });
});
