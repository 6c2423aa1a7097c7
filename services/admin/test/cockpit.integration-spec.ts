import { cockpitSchema, type Cockpit } from '@icp-studio/contracts';
import { startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/**
 * The advisor's cockpit and sign-off through the gateway (docs/product.md §18), from a fresh database:
 * auth decides whose clients, icp and playbook roll each client up (one query each) and answer only what
 * the caller may see; the owning client alone signs off the current version.
 */
describe('GET /api/advisor/cockpit and the sign-off routes', () => {
  let s: Stack;
  let ada: Person;
  let grace: Person;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let dora: Person;
  let aliceIcp: string;
  let alicePlaybook: string;

  const cockpit = async (who: Person, query = ''): Promise<Cockpit> => {
    const res = await who.http.get(`/api/advisor/cockpit${query}`);
    expect(res.status).toBe(200);
    return cockpitSchema.strict().parse(res.body);
  };
  const row = (c: Cockpit, who: Person) => c.clients.find((r) => r.id === who.user.id);

  beforeAll(async () => {
    s = await startStack();
    ada = await s.makeAdvisor('Ada', 'Lovelace');
    grace = await s.makeAdvisor('Grace', 'Hopper');
    alice = await s.signUp('Alice', 'Archer');
    bob = await s.signUp('Bob', 'Baker');
    carol = await s.signUp('Carol', 'Cook');
    dora = await s.signUp('Dora', 'Unassigned');
    for (const [client, advisor] of [
      [alice, ada],
      [bob, ada],
      [carol, grace],
    ] as const) {
      const res = await s.admin.http.post('/api/admin/assignments', {
        clientId: client.user.id,
        advisorId: advisor.user.id,
      });
      expect(res.status).toBe(201);
    }
    // Alice: two profiles (the later one is her latest), a playbook, an overdue and an open task.
    expect((await alice.http.post('/api/icps', { name: 'Older', type: 'b2b' })).status).toBe(201);
    const icp = await alice.http.post('/api/icps', { name: 'Dentists', type: 'b2b', industry: 'Dentists' });
    expect(icp.status).toBe(201);
    aliceIcp = icp.body.id;
    expect((await alice.http.post(`/api/icps/${aliceIcp}/analyze`)).status).toBe(200);
    const playbook = await alice.http.post('/api/playbooks', { icpId: aliceIcp, name: 'Lyon' });
    expect(playbook.status).toBe(201);
    alicePlaybook = playbook.body.id;
    for (const dueDate of ['2001-01-01', '2099-01-01']) {
      const res = await ada.http.post('/api/notes', {
        icpId: aliceIcp,
        note: 'Call back',
        isTask: true,
        dueDate,
      });
      expect(res.status).toBe(201);
    }
    expect((await carol.http.post('/api/icps', { name: 'Bakers', type: 'b2c' })).status).toBe(201);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers an advisor with their own clients only, each rolled up (latest profile, counts, tasks)', async () => {
    const c = await cockpit(ada);
    expect(c.clients.map((r) => r.name)).toEqual(['Alice Archer', 'Bob Baker']);
    expect(c.staleAfterDays).toBe(90);
    expect(c.truncated).toBe(false);
    const a = row(c, alice)!;
    expect(a).toMatchObject({
      profileCount: 2,
      playbookCount: 1,
      openTasks: 2,
      overdueTasks: 1,
      stale: false,
    });
    expect(a.profile).toMatchObject({ id: aliceIcp, name: 'Dentists', version: 1, signOff: null });
    expect(a.profile!.score).not.toBeNull();
    expect(a.profile!.evidence).toMatchObject({ observed: 0 });
    expect(a.playbook).toMatchObject({ id: alicePlaybook, status: expect.any(String), kpiStatus: null });
    expect(a.kpiStatus).toBeNull();
    expect(a.needsSignOff).toBe(true);
    expect(a.attention.map((r) => r.kind)).toContain('overdue');
    expect(a.attention.find((r) => r.kind === 'overdue')!.text).toBe('1 overdue task');
    // Bob has nothing yet: no activity is stale, and says why.
    const b = row(c, bob)!;
    expect(b).toMatchObject({
      profile: null,
      playbook: null,
      openTasks: 0,
      lastActivityAt: null,
      stale: true,
    });
    expect(b.attention).toEqual([{ kind: 'stale', text: 'No activity yet' }]);
    // Overdue follows the caller's day.
    expect(row(await cockpit(ada, '?today=2000-06-01'), alice)!.overdueTasks).toBe(0);
  });

  it("never shows an advisor another advisor's client, and refuses to name another advisor", async () => {
    expect((await cockpit(grace)).clients.map((r) => r.id)).toEqual([carol.user.id]);
    const res = await ada.http.get(`/api/advisor/cockpit?advisorId=${grace.user.id}`);
    expect(res.status).toBe(403);
  });

  it('refuses a client (403) and a signed-out caller (401)', async () => {
    expect((await alice.http.get('/api/advisor/cockpit')).status).toBe(403);
    expect((await s.anonymous().get('/api/advisor/cockpit')).status).toBe(401);
  });

  it('answers an admin every client, one advisor’s, or the unassigned ones, with their advisor', async () => {
    const all = await cockpit(s.admin);
    expect(all.clients.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Alice Archer', 'Bob Baker', 'Carol Cook', 'Dora Unassigned']),
    );
    expect(row(all, carol)).toMatchObject({
      advisorId: grace.user.id,
      advisorName: 'Grace Hopper',
      profileCount: 1,
    });
    expect(row(all, dora)).toMatchObject({ advisorId: null, advisorName: null });
    expect((await cockpit(s.admin, `?advisorId=${grace.user.id}`)).clients.map((r) => r.id)).toEqual([
      carol.user.id,
    ]);
    expect((await cockpit(s.admin, '?unassigned=true')).clients.map((r) => r.id)).toContain(dora.user.id);
    expect((await cockpit(s.admin, '?unassigned=true')).clients.map((r) => r.id)).not.toContain(
      alice.user.id,
    );
    expect((await s.admin.http.get(`/api/advisor/cockpit?advisorId=${alice.user.id}`)).status).toBe(404);
    expect((await s.admin.http.get('/api/advisor/cockpit?advisorId=nope')).status).toBe(400);
  });

  describe('sign-off', () => {
    it('lets only the owning client sign off the current version, with clear refusals', async () => {
      const byAdvisor = await ada.http.post(`/api/icps/${aliceIcp}/sign-off`, { version: 1 });
      expect(byAdvisor.status).toBe(403);
      expect(byAdvisor.body.message).toBe('Only the client who owns this profile can sign it off');
      expect((await carol.http.post(`/api/icps/${aliceIcp}/sign-off`, { version: 1 })).status).toBe(404);
      const stale = await alice.http.post(`/api/icps/${aliceIcp}/sign-off`, { version: 2 });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(
        /Version 2 is not the current version of this profile \(version 1\)/,
      );
      expect((await alice.http.post(`/api/icps/${aliceIcp}/sign-off`, { version: 0 })).status).toBe(400);
      expect((await alice.http.post(`/api/icps/${aliceIcp}/sign-off`, {})).status).toBe(400);

      const ok = await alice.http.post(`/api/icps/${aliceIcp}/sign-off`, { version: 1 });
      expect(ok.status).toBe(200);
      expect(ok.body.signOff).toMatchObject({ version: 1, signedAt: expect.any(String) });
      // Everyone who sees it reads the sign-off on the profile.
      expect((await ada.http.get(`/api/icps/${aliceIcp}`)).body.signOff).toMatchObject({ version: 1 });

      const pb = await alice.http.post(`/api/playbooks/${alicePlaybook}/sign-off`, { version: 1 });
      expect(pb.status).toBe(200);
      expect(pb.body.signOff).toMatchObject({ version: 1 });
      expect((await ada.http.post(`/api/playbooks/${alicePlaybook}/sign-off`, { version: 1 })).status).toBe(
        403,
      );

      const a = row(await cockpit(ada), alice)!;
      expect(a.profile!.signOff).toMatchObject({ version: 1 });
      expect(a.playbook!.signOff).toMatchObject({ version: 1 });
      expect(a.needsSignOff).toBe(false);
    });

    it('shows "changed since" once the profile is saved again, and refuses the old version', async () => {
      const current = (await ada.http.get(`/api/icps/${aliceIcp}`)).body;
      const saved = await ada.http.put(`/api/icps/${aliceIcp}`, {
        name: current.name,
        type: current.type,
        industry: 'Orthodontists',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(2);
      expect(saved.body.signOff).toMatchObject({ version: 1 });
      const a = row(await cockpit(ada), alice)!;
      expect(a.profile).toMatchObject({ version: 2, signOff: { version: 1 } });
      expect(a.needsSignOff).toBe(true);
      expect((await alice.http.post(`/api/icps/${aliceIcp}/sign-off`, { version: 1 })).status).toBe(409);
      expect((await alice.http.post(`/api/icps/${aliceIcp}/sign-off`, { version: 2 })).status).toBe(200);
    });
  });
});
