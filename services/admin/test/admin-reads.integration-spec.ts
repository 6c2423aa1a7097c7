import {
  ADMIN,
  AUTH,
  ICP,
  PLAYBOOK,
  adminMetricsSchema,
  advisorClientListingSchema,
  advisorSummarySchema,
  clientListingSchema,
  parseLinkHeader,
  userSchema,
  type ClientListing,
} from '@icp-studio/contracts';
import { startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const ADMIN_ONLY = 'Admin access required';
const ADMIN_READS = ['/api/admin/metrics', '/api/admin/clients', '/api/admin/advisors'];

/**
 * One small world: an admin, advisors Ada (four clients) and Grace (one), seven clients of whom two
 * have no advisor, four profiles and one playbook.
 */
describe('admin reads through the gateway: metrics, clients, advisors, users', () => {
  let s: Stack;
  let ada: Person;
  let grace: Person;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let dave: Person;
  let erin: Person;
  let frank: Person;
  let gina: Person;

  const assign = async (client: Person, advisor: Person, notes?: string) => {
    const res = await s.admin.http.post('/api/admin/assignments', {
      clientId: client.user.id,
      advisorId: advisor.user.id,
      notes,
    });
    expect(res.status).toBe(201);
  };
  const createIcp = async (owner: Person, name: string) => {
    const res = await owner.http.post('/api/icps', { name, type: 'b2b', industry: 'Dental practices' });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const clients = async (query = '') => {
    const res = await s.admin.http.get(`/api/admin/clients${query}`);
    expect(res.status).toBe(200);
    // A list answers its page as an array; the total and the page links are headers.
    return {
      items: clientListingSchema.strict().array().parse(res.body),
      total: Number(res.headers['x-total-count']),
      links: parseLinkHeader(res.headers.link as string),
    };
  };
  const byId = (items: ClientListing[]) => new Map(items.map((c) => [c.id, c]));
  const ids = (people: Person[]) => people.map((p) => p.user.id).sort();

  beforeAll(async () => {
    s = await startStack();
    ada = await s.makeAdvisor('Ada', 'Lovelace');
    grace = await s.makeAdvisor('Grace', 'Hopper');
    alice = await s.signUp('Alice', 'Archer');
    bob = await s.signUp('Bob', 'Baker');
    carol = await s.signUp('Carol', 'Cole');
    dave = await s.signUp('Dave', 'Dunn');
    erin = await s.signUp('Erin', 'Eve');
    frank = await s.signUp('Frank', 'Ford');
    gina = await s.signUp('Gina', 'Gray');
    await assign(alice, ada, '  Weekly call  ');
    await assign(bob, ada);
    await assign(carol, ada);
    await assign(dave, ada);
    await assign(erin, grace);
    const aliceIcp = await createIcp(alice, 'Dentists in Lyon');
    await createIcp(alice, 'Orthodontists in Nice');
    await createIcp(bob, 'Bakeries');
    const forGina = await s.admin.http.post('/api/advisor/icp', {
      clientId: gina.user.id,
      name: 'Made by the admin',
      type: 'b2c',
    });
    expect(forGina.status).toBe(201);
    const playbook = await alice.http.post('/api/playbooks', { icpId: aliceIcp, name: 'Lyon playbook' });
    expect(playbook.status).toBe(201);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('who may call the admin reads', () => {
    it('refuses a signed-out caller with 401', async () => {
      for (const path of ADMIN_READS) {
        expect(await s.anonymous().get(path)).toMatchObject({ status: 401 });
      }
    });

    it('refuses a client and an advisor with 403 "Admin access required"', async () => {
      for (const who of [alice, ada]) {
        for (const path of ADMIN_READS) {
          expect(await who.http.get(path)).toMatchObject({ status: 403, body: { message: ADMIN_ONLY } });
        }
      }
    });
  });

  describe('metrics', () => {
    it('counts users, profiles, playbooks, assignments, unassigned clients and advisors', async () => {
      const res = await s.admin.http.get('/api/admin/metrics');
      expect(res.status).toBe(200);
      expect(adminMetricsSchema.strict().parse(res.body)).toEqual({
        totalUsers: 10, // admin + 2 advisors + 7 clients
        totalICPs: 4,
        totalPlaybooks: 1,
        activeAssignments: 5,
        unassignedClients: 2, // Frank and Gina
        advisorCount: 2,
        // No SMTP_URL in this test's auth: the dashboard says the install cannot send e-mail.
        emailConfigured: false,
      });
    });

    it('agrees with the client list filters, and follows changes at once', async () => {
      const assigned = await clients('?assignment=assigned');
      const unassigned = await clients('?assignment=unassigned');
      const before = (await s.admin.http.get('/api/admin/metrics')).body;
      expect([assigned.total, unassigned.total]).toEqual([
        before.activeAssignments,
        before.unassignedClients,
      ]);

      const hal = await s.signUp('Hal', 'Hill');
      const halIcp = await createIcp(hal, 'Temporary');
      const metrics = async () => (await s.admin.http.get('/api/admin/metrics')).body;
      const moreUsers = before.totalUsers + 1;
      const moreIcps = before.totalICPs + 1;
      expect(await metrics()).toEqual({
        ...before,
        totalUsers: moreUsers,
        totalICPs: moreIcps,
        unassignedClients: before.unassignedClients + 1,
      });
      await assign(hal, grace);
      expect(await metrics()).toEqual({
        ...before,
        totalUsers: moreUsers,
        totalICPs: moreIcps,
        activeAssignments: before.activeAssignments + 1,
      });
      // Made an admin, Hal is no client any more, and his assignment goes with it.
      expect((await s.admin.http.patch(`/api/admin/users/${hal.user.id}`, { role: 'admin' })).status).toBe(
        200,
      );
      expect(await metrics()).toEqual({ ...before, totalUsers: moreUsers, totalICPs: moreIcps });
      expect((await s.admin.http.delete(`/api/icps/${halIcp}`)).status).toBe(200);
      expect(await metrics()).toEqual({ ...before, totalUsers: moreUsers });
    });
  });

  describe('client list', () => {
    const everyone = () => [alice, bob, carol, dave, erin, frank, gina];

    it('lists every client (and only clients) with assignment, advisor names and counts', async () => {
      const page = await clients();
      expect(page.total).toBe(7);
      expect(page.links.first).toBe('/api/admin/clients?limit=100&offset=0');
      expect(page.items.map((c) => c.id).sort()).toEqual(ids(everyone()));
      expect(page.items.every((c) => c.role === 'client')).toBe(true);
      const rows = byId(page.items);
      expect(rows.get(alice.user.id)).toMatchObject({
        firstName: 'Alice',
        lastName: 'Archer',
        advisorId: ada.user.id,
        advisor: { firstName: 'Ada', lastName: 'Lovelace' },
        notes: 'Weekly call',
        icpCount: 2,
        playbookCount: 1,
      });
      expect(rows.get(alice.user.id)!.assignedAt).not.toBeNull();
      expect(rows.get(bob.user.id)).toMatchObject({ icpCount: 1, playbookCount: 0, notes: null });
      expect(rows.get(gina.user.id)).toMatchObject({
        icpCount: 1,
        playbookCount: 0,
        advisorId: null,
        advisor: null,
        assignedAt: null,
      });
      expect(rows.get(frank.user.id)).toMatchObject({ icpCount: 0, playbookCount: 0, advisorId: null });
      expect(JSON.stringify(page)).not.toMatch(/argon2|passwordHash|password_hash/);
    });

    it('searches first name, last name and e-mail, ignoring case', async () => {
      expect((await clients('?search=CAROL')).items.map((c) => c.id)).toEqual([carol.user.id]);
      expect((await clients('?search=archer')).items.map((c) => c.id)).toEqual([alice.user.id]);
      const byEmail = await clients(`?search=${encodeURIComponent(dave.user.email.toUpperCase())}`);
      expect(byEmail.items.map((c) => c.id)).toEqual([dave.user.id]);
      expect(await clients('?search=nobody-by-that-name')).toMatchObject({ total: 0, items: [] });
      // The advisors are no clients, even when their names match.
      expect((await clients('?search=Lovelace')).total).toBe(0);
    });

    it('filters by assignment status and by advisor', async () => {
      const assigned = await clients('?assignment=assigned');
      expect(assigned.items.map((c) => c.id).sort()).toEqual(ids([alice, bob, carol, dave, erin]));
      const unassigned = await clients('?assignment=unassigned');
      expect(unassigned.items.map((c) => c.id).sort()).toEqual(ids([frank, gina]));
      const graces = await clients(`?advisorId=${grace.user.id}`);
      expect(graces.items.map((c) => c.id)).toEqual([erin.user.id]);
      const adasBakers = await clients(`?advisorId=${ada.user.id}&search=baker`);
      expect(adasBakers.items.map((c) => c.id)).toEqual([bob.user.id]);
    });

    it('pages on the server', async () => {
      const first = await clients('?limit=3');
      const rest = await clients('?limit=3&offset=3');
      const last = await clients('?limit=3&offset=6');
      expect([first.items.length, rest.items.length, last.items.length]).toEqual([3, 3, 1]);
      expect(first.total).toBe(7);
      expect(new Set([...first.items, ...rest.items, ...last.items].map((c) => c.id)).size).toBe(7);
    });

    it('always lists clients, whatever role the query names', async () => {
      const page = await clients('?role=admin');
      expect(page.total).toBe(7);
      expect(page.items.every((c) => c.role === 'client')).toBe(true);
    });

    it('refuses bad queries with 400 and the field', async () => {
      const badLimit = await s.admin.http.get('/api/admin/clients?limit=0');
      expect(badLimit.status).toBe(400);
      expect(badLimit.body.fields).toHaveProperty('limit');
      const badAdvisor = await s.admin.http.get('/api/admin/clients?advisorId=nope');
      expect(badAdvisor).toMatchObject({ status: 400, body: { fields: { advisorId: ['Invalid id'] } } });
      const badStatus = await s.admin.http.get('/api/admin/clients?assignment=maybe');
      expect(badStatus.status).toBe(400);
    });
  });

  describe('batching', () => {
    it('answers a burst of metrics requests exactly, with at most one gather per request', async () => {
      const expected = (await s.admin.http.get('/api/admin/metrics')).body;
      await s.freshReads();
      const { result, seen } = await s.watch([ADMIN.metrics, AUTH.stats, ICP.stats, PLAYBOOK.stats], () =>
        Promise.all(Array.from({ length: 8 }, () => s.admin.http.get('/api/admin/metrics'))),
      );
      expect(result.map((r) => r.body)).toEqual(Array(8).fill(expected));
      const count = (subject: string) => seen.filter((r) => r.subject === subject).length;
      expect(count(ADMIN.metrics)).toBe(8);
      // Concurrent requests of one admin may share a gather; never more than one gather each.
      const gathers = count(AUTH.stats);
      expect(gathers).toBeGreaterThanOrEqual(1);
      expect(gathers).toBeLessThanOrEqual(8);
      expect([count(ICP.stats), count(PLAYBOOK.stats)]).toEqual([gathers, gathers]);
    });

    const COUNTS = [ICP.countsByUser, PLAYBOOK.countsByUser];

    it('fills a page of clients with one countsByUser request per service, whatever its size', async () => {
      for (const query of ['', '?limit=3', '?assignment=assigned']) {
        await s.freshReads();
        const { result, seen } = await s.watch([AUTH.listUsers, ...COUNTS], () =>
          s.admin.http.get(`/api/admin/clients${query}`),
        );
        expect(result.status).toBe(200);
        const pageIds = (result.body as ClientListing[]).map((c) => c.id).sort();
        expect(pageIds.length).toBeGreaterThan(1);
        expect(seen.map((r) => r.subject).sort()).toEqual([AUTH.listUsers, ...COUNTS].sort());
        for (const r of seen.filter((x) => x.subject !== AUTH.listUsers)) {
          expect((r.body as { userIds: string[] }).userIds.sort()).toEqual(pageIds);
          expect(r.actor).toEqual({ userId: s.admin.user.id, role: 'admin' });
        }
      }
    });

    it('asks for no counts when the page is empty', async () => {
      await s.freshReads();
      const { result, seen } = await s.watch([AUTH.listUsers, ...COUNTS], () =>
        s.admin.http.get('/api/admin/clients?search=nobody-by-that-name'),
      );
      expect(result.body).toEqual([]);
      expect(seen.map((r) => r.subject)).toEqual([AUTH.listUsers]);
    });

    it('gathers the metrics with one request to each owning service, and the advisors with one', async () => {
      await s.freshReads();
      const metrics = await s.watch([ADMIN.metrics, AUTH.stats, ICP.stats, PLAYBOOK.stats], () =>
        s.admin.http.get('/api/admin/metrics'),
      );
      expect(metrics.seen.map((r) => r.subject).sort()).toEqual(
        [ADMIN.metrics, AUTH.stats, ICP.stats, PLAYBOOK.stats].sort(),
      );
      await s.freshReads();
      const advisors = await s.watch([ADMIN.advisors, AUTH.advisorSummaries, AUTH.advisorClients], () =>
        s.admin.http.get('/api/admin/advisors'),
      );
      expect(advisors.seen.map((r) => r.subject)).toEqual([ADMIN.advisors, AUTH.advisorSummaries]);
    });
  });

  describe('advisors', () => {
    it('lists every advisor by name with their client count and three most recent clients', async () => {
      const res = await s.admin.http.get('/api/admin/advisors');
      expect(res.status).toBe(200);
      const advisors = advisorSummarySchema.strict().array().parse(res.body);
      expect(advisors.map((a) => `${a.firstName} ${a.lastName}`)).toEqual(['Ada Lovelace', 'Grace Hopper']);
      const [a, g] = advisors;
      expect(a).toMatchObject({
        id: ada.user.id,
        email: ada.user.email,
        profileImageUrl: null,
        clientCount: 4,
      });
      // Newest first; the fourth (Alice, assigned first) is the "+1 more".
      expect(a!.clients.map((c) => c.id)).toEqual([dave.user.id, carol.user.id, bob.user.id]);
      expect(a!.clients[0]).toEqual({
        id: dave.user.id,
        firstName: 'Dave',
        lastName: 'Dunn',
        email: dave.user.email,
        assignedAt: expect.any(String),
      });
      expect(g).toMatchObject({ clientCount: 1, clients: [{ id: erin.user.id, firstName: 'Erin' }] });
    });

    it('pages the advisors in the admin service: only the page asked for leaves it', async () => {
      const paged = await s.watch([ADMIN.advisors], () =>
        s.admin.http.get('/api/admin/advisors?limit=1&offset=1'),
      );
      const res = paged.result;
      expect(res.status).toBe(200);
      expect((res.body as { id: string }[]).map((a) => a.id)).toEqual([grace.user.id]);
      expect(res.headers['x-total-count']).toBe('2');
      expect(parseLinkHeader(res.headers.link as string).prev).toBe('/api/admin/advisors?limit=1&offset=0');
      // The gateway asks the admin service for that page, not for every advisor.
      expect(paged.seen.map((r) => r.body)).toEqual([{ limit: 1, offset: 1 }]);
      const past = await s.admin.http.get('/api/admin/advisors?offset=5');
      expect(past.status).toBe(200);
      expect(past.body).toEqual([]);
      expect(past.headers['x-total-count']).toBe('2');
    });
  });

  describe('GET /api/users and /api/users/:id', () => {
    it('answers an admin every user, paged', async () => {
      const res = await s.admin.http.get('/api/users?limit=4');
      expect(res.status).toBe(200);
      expect(userSchema.array().parse(res.body)).toHaveLength(4);
      expect(res.headers['x-total-count']).toBe('11'); // Hal included
      expect(parseLinkHeader(res.headers.link as string).next).toBe('/api/users?limit=4&offset=4');
    });

    it('answers an advisor only their clients and themselves', async () => {
      const mine = await ada.http.get('/api/users');
      expect(mine.status).toBe(200);
      expect((mine.body as { id: string }[]).map((u) => u.id).sort()).toEqual(
        ids([ada, alice, bob, carol, dave]),
      );
      const graces = await grace.http.get('/api/users?role=client');
      expect((graces.body as { id: string }[]).map((u) => u.id)).toEqual([erin.user.id]);
    });

    it('refuses a client the list with 403 and a signed-out caller with 401', async () => {
      expect((await alice.http.get('/api/users')).status).toBe(403);
      expect((await s.anonymous().get('/api/users')).status).toBe(401);
    });

    it('shows one user to those who may see them, 404 to everyone else', async () => {
      expect(await ada.http.get(`/api/users/${alice.user.id}`)).toMatchObject({
        status: 200,
        body: { id: alice.user.id, email: alice.user.email },
      });
      expect((await ada.http.get(`/api/users/${erin.user.id}`)).status).toBe(404);
      expect((await alice.http.get(`/api/users/${alice.user.id}`)).status).toBe(200);
      expect((await alice.http.get(`/api/users/${bob.user.id}`)).status).toBe(404);
      expect((await s.admin.http.get(`/api/users/${frank.user.id}`)).status).toBe(200);
      expect((await s.admin.http.get('/api/users/not-an-id')).status).toBe(400);
      expect((await s.anonymous().get(`/api/users/${alice.user.id}`)).status).toBe(401);
    });
  });

  describe('GET /api/advisor/clients', () => {
    it('answers an advisor their clients with assignedAt and notes, newest first', async () => {
      const res = await ada.http.get('/api/advisor/clients');
      expect(res.status).toBe(200);
      const list = advisorClientListingSchema.strict().array().parse(res.body);
      expect(list.map((c) => c.id)).toEqual([dave, carol, bob, alice].map((p) => p.user.id));
      expect(list.at(-1)).toMatchObject({ notes: 'Weekly call' });
    });

    it("carries each client's profile and playbook counts, open tasks and last activity", async () => {
      // Two open tasks and a done one on Alice's items, a plain note on Bob's profile.
      const playbooks = await alice.http.get(`/api/playbooks?userId=${alice.user.id}`);
      const playbookId = (playbooks.body.items ?? playbooks.body)[0].id as string;
      const bobIcps = await bob.http.get('/api/icps');
      const bobIcp = (bobIcps.body.items ?? bobIcps.body)[0].id as string;
      const task = async (who: Person, body: object) => {
        const res = await who.http.post('/api/notes', { note: 'Call back', ...body });
        expect(res.status).toBe(201);
        return res.body.id as string;
      };
      await task(ada, { playbookId, isTask: true });
      await task(alice, { playbookId, isTask: true });
      const done = await task(ada, { playbookId, isTask: true });
      expect((await ada.http.post(`/api/notes/${done}/complete`)).status).toBe(200);
      await task(ada, { icpId: bobIcp, isTask: false });

      const { result, seen } = await s.watch(
        [ADMIN.advisorClients, AUTH.advisorClients, ICP.activityByUser, PLAYBOOK.activityByUser],
        () => ada.http.get('/api/advisor/clients'),
      );
      expect(result.status).toBe(200);
      // One request to each owner for the whole list, with the advisor's own actor.
      expect(seen.map((r) => r.subject).sort()).toEqual(
        [ADMIN.advisorClients, AUTH.advisorClients, ICP.activityByUser, PLAYBOOK.activityByUser].sort(),
      );
      for (const r of seen) expect(r.actor).toEqual({ userId: ada.user.id, role: 'team_member' });
      const list = new Map(
        advisorClientListingSchema
          .strict()
          .array()
          .parse(result.body)
          .map((c) => [c.id, c]),
      );
      expect(list.get(alice.user.id)).toMatchObject({ icpCount: 2, playbookCount: 1, openTasks: 2 });
      expect(list.get(bob.user.id)).toMatchObject({ icpCount: 1, playbookCount: 0, openTasks: 0 });
      expect(list.get(carol.user.id)).toMatchObject({
        icpCount: 0,
        playbookCount: 0,
        openTasks: 0,
        lastActivityAt: null,
      });
      // The latest change of anything of theirs: Alice's last task, Bob's note (after his profile).
      const aliceLast = Date.parse(list.get(alice.user.id)!.lastActivityAt!);
      expect(Date.now() - aliceLast).toBeLessThan(60_000);
      const bobNotes = await ada.http.get(`/api/notes?icpId=${bobIcp}`);
      const bobNote = (bobNotes.body.items ?? bobNotes.body)[0];
      expect(list.get(bob.user.id)!.lastActivityAt).toBe(new Date(bobNote.updatedAt).toISOString());

      // An admin naming Ada sees the same figures.
      const forAdmin = await s.admin.http.get(`/api/advisor/clients?advisorId=${ada.user.id}`);
      expect(
        (forAdmin.body as { id: string; openTasks: number }[]).find((c) => c.id === alice.user.id),
      ).toMatchObject({ openTasks: 2, icpCount: 2, playbookCount: 1 });
    });

    it("answers an admin the clients of the advisor named, and refuses another advisor's to an advisor", async () => {
      const res = await s.admin.http.get(`/api/advisor/clients?advisorId=${grace.user.id}`);
      expect((res.body as { id: string }[]).map((c) => c.id)).toEqual([erin.user.id]);
      expect((await ada.http.get(`/api/advisor/clients?advisorId=${grace.user.id}`)).status).toBe(403);
    });

    it('refuses a client with 403 and a signed-out caller with 401', async () => {
      expect((await alice.http.get('/api/advisor/clients')).status).toBe(403);
      expect((await s.anonymous().get('/api/advisor/clients')).status).toBe(401);
    });
  });
});
