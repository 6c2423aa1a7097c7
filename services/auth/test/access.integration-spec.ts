import {
  AUTH,
  accessScopeSchema,
  advisorClientSchema,
  clientListingSchema,
  pageOf,
  userSchema,
  type AccessScope,
  type Actor,
  type AdvisorClient,
  type ClientListing,
  type Page,
  type User,
} from '@icp-studio/contracts';
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

const GHOST = '5b1e4a8e-8c3f-4b5d-9e2a-7f6c5d4b3a21';

describe('auth: who sees whom', () => {
  let h: AuthHarness;
  let admin: Actor;
  let clientA: TestUser;
  let clientB: TestUser;
  let clientC: TestUser;
  let advisor: TestUser;
  let otherAdvisor: TestUser;

  const ids = <T extends { id: string }>(xs: T[]) => xs.map((x) => x.id).sort();
  const sorted = (xs: string[]) => [...xs].sort();

  beforeAll(async () => {
    h = await startHarness();
    admin = await adminActor(h);
    clientA = await createUser(h, { firstName: 'Alice', lastName: 'Anders' });
    clientB = await createUser(h, { firstName: 'Bob', lastName: 'Brown' });
    clientC = await createUser(h, { firstName: 'Carla', lastName: 'Cruz', username: 'carla_100' });
    advisor = await createUser(h, { role: 'team_member', firstName: 'Vera', lastName: 'Visor' });
    otherAdvisor = await createUser(h, { role: 'team_member', firstName: 'Otto', lastName: 'Other' });
    // Advisor has A and B; the other advisor has nobody; C is unassigned.
    await h.call(
      AUTH.createAssignment,
      { clientId: clientA.id, advisorId: advisor.id, notes: 'Key account' },
      admin,
    );
    await h.call(AUTH.createAssignment, { clientId: clientB.id, advisorId: advisor.id }, admin);
  });
  afterAll(async () => {
    if (h) expectNoSecrets(h);
    await h?.stop();
  });

  describe('scope', () => {
    it('is everything for an admin', async () => {
      await expect(h.call(AUTH.scope, {}, admin)).resolves.toEqual({ all: true });
    });

    it('is their clients and themselves for an advisor', async () => {
      const scope = accessScopeSchema.parse(await h.call<AccessScope>(AUTH.scope, {}, advisor.actor));
      expect(scope.all).toBe(false);
      if (!scope.all) expect(sorted(scope.userIds)).toEqual(sorted([advisor.id, clientA.id, clientB.id]));
    });

    it('is only themselves for an advisor without clients and for a client', async () => {
      await expect(h.call(AUTH.scope, {}, otherAdvisor.actor)).resolves.toEqual({
        all: false,
        userIds: [otherAdvisor.id],
      });
      await expect(h.call(AUTH.scope, {}, clientA.actor)).resolves.toEqual({
        all: false,
        userIds: [clientA.id],
      });
    });
  });

  describe('canSeeUser', () => {
    const can = (actor: Actor, userId: string) =>
      h.call<{ allowed: boolean }>(AUTH.canSeeUser, { userId }, actor);

    it.each([
      ['client A sees themselves', () => [clientA.actor, clientA.id], true],
      ['client A does not see client B', () => [clientA.actor, clientB.id], false],
      ['client A does not see their advisor', () => [clientA.actor, advisor.id], false],
      ['the advisor sees assigned client A', () => [advisor.actor, clientA.id], true],
      ['the advisor does not see unassigned client C', () => [advisor.actor, clientC.id], false],
      ['the advisor does not see the other advisor', () => [advisor.actor, otherAdvisor.id], false],
      ['the other advisor does not see client A', () => [otherAdvisor.actor, clientA.id], false],
      ['the admin sees client C', () => [admin, clientC.id], true],
      ['the admin sees the advisor', () => [admin, advisor.id], true],
    ] as const)('%s', async (_, who, allowed) => {
      const [actor, userId] = who() as [Actor, string];
      await expect(can(actor, userId)).resolves.toEqual({ allowed });
    });

    it('refuses a malformed id with 400', async () => {
      await expect(h.fail(AUTH.canSeeUser, { userId: 'nope' }, admin)).resolves.toMatchObject({
        status: 400,
      });
    });
  });

  describe('getUser', () => {
    it('shows a client themselves and hides everyone else as 404', async () => {
      await expect(h.call<User>(AUTH.getUser, { id: clientA.id }, clientA.actor)).resolves.toMatchObject({
        id: clientA.id,
      });
      for (const id of [clientB.id, advisor.id, admin.userId, GHOST]) {
        await expect(h.fail(AUTH.getUser, { id }, clientA.actor)).resolves.toMatchObject({
          status: 404,
          message: 'User not found',
        });
      }
    });

    it('shows an advisor their assigned clients and themselves only', async () => {
      for (const id of [clientA.id, clientB.id, advisor.id]) {
        const user = await h.call<User>(AUTH.getUser, { id }, advisor.actor);
        expect(userSchema.strict().parse(user).id).toBe(id);
      }
      for (const id of [clientC.id, otherAdvisor.id, admin.userId]) {
        await expect(h.fail(AUTH.getUser, { id }, advisor.actor)).resolves.toMatchObject({ status: 404 });
      }
    });

    it('shows an admin anyone, and 404 for nobody', async () => {
      await expect(h.call<User>(AUTH.getUser, { id: clientC.id }, admin)).resolves.toMatchObject({
        id: clientC.id,
        firstName: 'Carla',
      });
      await expect(h.fail(AUTH.getUser, { id: GHOST }, admin)).resolves.toMatchObject({ status: 404 });
    });
  });

  describe('listUsers', () => {
    const list = (query: Record<string, unknown>, actor: Actor = admin) =>
      h.call<Page<User | ClientListing>>(AUTH.listUsers, query, actor);

    it('refuses a client with 403', async () => {
      await expect(h.fail(AUTH.listUsers, {}, clientA.actor)).resolves.toMatchObject({ status: 403 });
    });

    it('lists everyone for an admin, newest first, paged', async () => {
      const all = await list({});
      expect(pageOf(userSchema.strict()).safeParse(all).success).toBe(true);
      expect(all.total).toBe(6);
      expect(ids(all.items)).toEqual(
        sorted([admin.userId, clientA.id, clientB.id, clientC.id, advisor.id, otherAdvisor.id]),
      );
      expect(all.items[0]!.id).toBe(otherAdvisor.id);
      const page = await list({ limit: 2, offset: 2 });
      expect(page).toMatchObject({ total: 6, limit: 2, offset: 2 });
      expect(page.items.map((u) => u.id)).toEqual(all.items.slice(2, 4).map((u) => u.id));
    });

    it('answers client listing rows for role=client, with the advisor', async () => {
      const clients = await list({ role: 'client' });
      expect(pageOf(clientListingSchema.strict()).safeParse(clients).success).toBe(true);
      expect(ids(clients.items)).toEqual(sorted([clientA.id, clientB.id, clientC.id]));
      const a = clients.items.find((c) => c.id === clientA.id) as ClientListing;
      expect(a).toMatchObject({
        advisorId: advisor.id,
        advisor: { firstName: 'Vera', lastName: 'Visor' },
        notes: 'Key account',
        icpCount: 0,
        playbookCount: 0,
      });
      expect(a.assignedAt).not.toBeNull();
      expect(clients.items.find((c) => c.id === clientC.id)).toMatchObject({
        advisorId: null,
        advisor: null,
        assignedAt: null,
        notes: null,
      });
    });

    it('filters by role, assignment and advisor', async () => {
      expect(ids((await list({ role: 'team_member' })).items)).toEqual(sorted([advisor.id, otherAdvisor.id]));
      expect(ids((await list({ role: 'client', assignment: 'assigned' })).items)).toEqual(
        sorted([clientA.id, clientB.id]),
      );
      expect(ids((await list({ role: 'client', assignment: 'unassigned' })).items)).toEqual([clientC.id]);
      expect(ids((await list({ assignment: 'unassigned' })).items)).toEqual([clientC.id]);
      expect(ids((await list({ role: 'client', advisorId: advisor.id })).items)).toEqual(
        sorted([clientA.id, clientB.id]),
      );
      expect((await list({ role: 'client', advisorId: otherAdvisor.id })).total).toBe(0);
    });

    it('searches names, e-mail and username, ignoring case', async () => {
      expect(ids((await list({ search: 'ALICE' })).items)).toEqual([clientA.id]);
      expect(ids((await list({ search: 'brow' })).items)).toEqual([clientB.id]);
      expect(ids((await list({ search: 'carla_1' })).items)).toEqual([clientC.id]);
      expect(ids((await list({ search: clientB.email.toUpperCase() })).items)).toEqual([clientB.id]);
      expect(ids((await list({ search: 'Vera Visor' })).items)).toEqual([advisor.id]);
      // LIKE wildcards are taken literally.
      expect((await list({ search: '%' })).total).toBe(0);
      expect((await list({ search: 'Alic_' })).total).toBe(0);
      expect((await list({ search: 'a_1' })).items.map((u) => u.id)).toEqual([clientC.id]);
    });

    it('shows an advisor only their clients and themselves, whatever they ask', async () => {
      expect(ids((await list({}, advisor.actor)).items)).toEqual(
        sorted([advisor.id, clientA.id, clientB.id]),
      );
      expect(ids((await list({ role: 'client' }, advisor.actor)).items)).toEqual(
        sorted([clientA.id, clientB.id]),
      );
      expect((await list({ role: 'client', assignment: 'unassigned' }, advisor.actor)).total).toBe(0);
      expect((await list({ search: 'Carla' }, advisor.actor)).total).toBe(0);
      expect((await list({ role: 'client', advisorId: otherAdvisor.id }, advisor.actor)).total).toBe(0);
      expect(ids((await list({}, otherAdvisor.actor)).items)).toEqual([otherAdvisor.id]);
    });

    it('reports the total with a page past the end', async () => {
      await expect(list({ limit: 2, offset: 100 })).resolves.toMatchObject({ total: 6, items: [] });
      await expect(list({ role: 'client', assignment: 'unassigned', offset: 50 })).resolves.toMatchObject({
        total: 1,
        items: [],
      });
    });

    it('refuses bad queries with 400', async () => {
      await expect(h.fail(AUTH.listUsers, { role: 'owner' }, admin)).resolves.toMatchObject({ status: 400 });
      await expect(h.fail(AUTH.listUsers, { limit: 1000 }, admin)).resolves.toMatchObject({ status: 400 });
    });
  });

  describe('usersByIds', () => {
    const byIds = (ids: string[], actor: Actor) => h.call<User[]>(AUTH.usersByIds, { ids }, actor);
    const everyone = () => [
      clientA.id,
      clientB.id,
      clientC.id,
      advisor.id,
      otherAdvisor.id,
      admin.userId,
      GHOST,
    ];

    it('answers an admin every known user, in the order asked', async () => {
      const users = await byIds(everyone(), admin);
      expect(users.map((u) => u.id)).toEqual(everyone().slice(0, 6));
      for (const u of users) expect(userSchema.strict().safeParse(u).success).toBe(true);
    });

    it('answers an advisor only the users in their scope', async () => {
      expect((await byIds(everyone(), advisor.actor)).map((u) => u.id)).toEqual([
        clientA.id,
        clientB.id,
        advisor.id,
      ]);
    });

    it('answers a client themselves and their own advisor (for names), nobody else', async () => {
      expect((await byIds(everyone(), clientA.actor)).map((u) => u.id)).toEqual([clientA.id, advisor.id]);
      expect((await byIds(everyone(), clientC.actor)).map((u) => u.id)).toEqual([clientC.id]);
    });
  });

  describe('advisorClients', () => {
    it('answers an advisor their clients with assignedAt and notes', async () => {
      const clients = await h.call<AdvisorClient[]>(AUTH.advisorClients, {}, advisor.actor);
      for (const c of clients) expect(advisorClientSchema.strict().safeParse(c).success).toBe(true);
      expect(ids(clients)).toEqual(sorted([clientA.id, clientB.id]));
      expect(clients.find((c) => c.id === clientA.id)).toMatchObject({ notes: 'Key account' });
    });

    it('answers an advisor without clients an empty list', async () => {
      await expect(h.call(AUTH.advisorClients, {}, otherAdvisor.actor)).resolves.toEqual([]);
    });

    it("refuses an advisor another advisor's clients, and a client, with 403", async () => {
      await expect(
        h.fail(AUTH.advisorClients, { advisorId: advisor.id }, otherAdvisor.actor),
      ).resolves.toMatchObject({ status: 403 });
      await expect(h.fail(AUTH.advisorClients, {}, clientA.actor)).resolves.toMatchObject({ status: 403 });
    });

    it('answers an admin the clients of a named advisor, or of all advisors', async () => {
      expect(
        ids(await h.call<AdvisorClient[]>(AUTH.advisorClients, { advisorId: advisor.id }, admin)),
      ).toEqual(sorted([clientA.id, clientB.id]));
      expect(await h.call(AUTH.advisorClients, { advisorId: otherAdvisor.id }, admin)).toEqual([]);
      expect(ids(await h.call<AdvisorClient[]>(AUTH.advisorClients, {}, admin))).toEqual(
        sorted([clientA.id, clientB.id]),
      );
      await expect(h.fail(AUTH.advisorClients, { advisorId: GHOST }, admin)).resolves.toMatchObject({
        status: 404,
      });
    });
  });

  describe('a demoted advisor', () => {
    it('keeps the assignments on record but no longer sees the clients', async () => {
      await h.call(AUTH.setRole, { id: advisor.id, role: 'client' }, admin);
      await expect(h.call(AUTH.scope, {}, advisor.actor)).resolves.toEqual({
        all: false,
        userIds: [advisor.id],
      });
      await expect(h.call(AUTH.canSeeUser, { userId: clientA.id }, advisor.actor)).resolves.toEqual({
        allowed: false,
      });
      await expect(h.fail(AUTH.getUser, { id: clientA.id }, advisor.actor)).resolves.toMatchObject({
        status: 404,
      });
      await expect(h.fail(AUTH.listUsers, {}, advisor.actor)).resolves.toMatchObject({ status: 403 });
      await expect(h.fail(AUTH.advisorClients, {}, advisor.actor)).resolves.toMatchObject({ status: 403 });
      const assignments = await h.call<{ clientId: string }[]>(AUTH.listAssignments, {}, admin);
      expect(assignments.map((a) => a.clientId).sort()).toEqual(sorted([clientA.id, clientB.id]));

      // Promoted again, the assignments apply again.
      await h.call(AUTH.setRole, { id: advisor.id, role: 'team_member' }, admin);
      await expect(h.call(AUTH.canSeeUser, { userId: clientA.id }, advisor.actor)).resolves.toEqual({
        allowed: true,
      });
    });
  });
  // Last: it adds users. The page and its total come from one snapshot, so a registration between the
  // two never shows as "9 in all" over a page of 10.
  describe('a page while clients register', () => {
    it('never answers a total below the rows it holds', async () => {
      const lists: Promise<Page<User | ClientListing>>[] = [];
      const signUps: Promise<unknown>[] = [];
      for (let i = 0; i < 12; i++) {
        signUps.push(createUser(h));
        lists.push(
          h.call<Page<User | ClientListing>>(
            AUTH.listUsers,
            { role: 'client', assignment: 'unassigned', limit: 100 },
            admin,
          ),
          h.call<Page<User | ClientListing>>(AUTH.listUsers, { limit: 100 }, admin),
        );
      }
      await Promise.all(signUps);
      for (const page of await Promise.all(lists)) expect(page.total).toBe(page.items.length);
    });
  });
});
