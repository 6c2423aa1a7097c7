import pg from 'pg';
import {
  EVENTS,
  ICP,
  PLAYBOOK,
  type CanSeeResponse,
  type CountsByUser,
  type Icp,
  type Page,
  type Playbook,
} from '@icp-studio/contracts';
import { MOVE_ACROSS_CLIENTS } from '../src/playbooks/playbooks.service.js';
import { FIELD_SHAPES } from './field-shapes.js';
import { eventually, rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** A long cache: a change of access seen faster than this is the events' doing. */
const SCOPE_CACHE_MS = 60_000;
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

describe('playbook service: playbooks and who may touch them', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // client
  let ann: Person; // advisor, assigned to alice
  let ned: Person; // advisor, assigned to nobody
  let aliceIcp: Icp;
  let bobIcp: Icp;

  beforeAll(async () => {
    s = await startStack({ scopeCacheMs: SCOPE_CACHE_MS });
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.createIcp(alice, 'Dental practices in Texas');
    bobIcp = await s.createIcp(bob, 'Bakeries in Ohio');
  });
  afterAll(async () => {
    await s?.close();
  });

  const create = (who: Person, body: object) => s.call<Playbook>(PLAYBOOK.create, body, who);
  const get = (who: Person, id: string) => s.call<Playbook>(PLAYBOOK.get, { id }, who);
  const list = (who: Person, query: object = {}) => s.call<Page<Playbook>>(PLAYBOOK.list, query, who);

  describe('a client with their own playbooks', () => {
    it('creates one on their profile: in progress, theirs, with the profile name, announced', async () => {
      const created = await create(alice, { icpId: aliceIcp.id, name: '  Q1 plan ' });
      expect(created).toMatchObject({
        name: 'Q1 plan',
        icpId: aliceIcp.id,
        icpName: 'Dental practices in Texas',
        clientName: 'Alice Anders',
        userId: alice.user.id,
        createdBy: alice.user.id,
        status: 'in_progress',
        marketingGoals: [],
        keyMessages: [],
        valueProposition: null,
        selectedChannels: null,
        campaigns: null,
      });
      expect(await get(alice, created.id)).toEqual(created);
      await s.waitForEvent(
        (e) =>
          e.subject === EVENTS.playbookChanged &&
          JSON.stringify(e.data) ===
            JSON.stringify({ id: created.id, userId: alice.user.id, change: 'created' }),
      );
    });

    it("saves a draft when the wizard's Save Draft says so", async () => {
      const draft = await create(alice, { icpId: aliceIcp.id, name: 'Half done', status: 'draft' });
      expect(draft.status).toBe('draft');
    });

    it('replaces every field on PUT, keeping the status unless given', async () => {
      const created = await create(alice, {
        icpId: aliceIcp.id,
        name: 'Edit me',
        status: 'draft',
        valueProposition: 'Old',
        marketingGoals: ['Grow'],
        selectedChannels: ['LinkedIn'],
      });
      const updated = await s.call<Playbook>(
        PLAYBOOK.update,
        { id: created.id, fields: { icpId: aliceIcp.id, name: 'Edited', positioning: 'The fast one' } },
        alice,
      );
      expect(updated).toMatchObject({
        id: created.id,
        name: 'Edited',
        status: 'draft',
        positioning: 'The fast one',
        valueProposition: null,
        marketingGoals: [],
        selectedChannels: null,
        createdAt: created.createdAt,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      expect(await get(alice, created.id)).toEqual(updated);

      const finished = await s.call<Playbook>(
        PLAYBOOK.update,
        { id: created.id, fields: { icpId: aliceIcp.id, name: 'Edited', status: 'in_progress' } },
        alice,
      );
      expect(finished.status).toBe('in_progress');
    });

    it('changes the status with PATCH and announces it', async () => {
      const created = await create(alice, { icpId: aliceIcp.id, name: 'Status' });
      const done = await s.call<Playbook>(PLAYBOOK.setStatus, { id: created.id, status: 'completed' }, alice);
      expect(done.status).toBe('completed');
      expect((await get(alice, created.id)).status).toBe('completed');
      await s.waitForEvent(
        (e) =>
          e.subject === EVENTS.playbookChanged &&
          (e.data as { id: string; change: string }).id === created.id &&
          (e.data as { change: string }).change === 'status',
      );
      const bad = await rpcError(s.call(PLAYBOOK.setStatus, { id: created.id, status: 'finished' }, alice));
      expect(bad.status).toBe(400);
    });

    it('deletes one, and it is gone', async () => {
      const created = await create(alice, { icpId: aliceIcp.id, name: 'Short lived' });
      expect(await s.call(PLAYBOOK.delete, { id: created.id }, alice)).toEqual({ message: 'Deleted' });
      expect(await rpcError(get(alice, created.id))).toMatchObject({
        status: 404,
        message: 'Playbook not found',
      });
      expect(await rpcError(s.call(PLAYBOOK.delete, { id: created.id }, alice))).toMatchObject({
        status: 404,
      });
      await s.waitForEvent(
        (e) =>
          e.subject === EVENTS.playbookChanged &&
          JSON.stringify(e.data) ===
            JSON.stringify({ id: created.id, userId: alice.user.id, change: 'deleted' }),
      );
    });
  });

  describe('every field shape of docs/product.md §3', () => {
    it.each(Object.entries(FIELD_SHAPES))('round-trips %s on create and on PUT', async (_name, shape) => {
      const created = await create(alice, { icpId: aliceIcp.id, name: 'Shapes', ...shape });
      const stored = await get(alice, created.id);
      for (const [key, value] of Object.entries(shape)) {
        const got = stored[key as keyof Playbook];
        expect(got).toEqual(value);
        // The same keys in the same order, all the way down (jsonb would re-order them).
        expect(JSON.stringify(got)).toBe(JSON.stringify(value));
      }

      const other = await create(alice, { icpId: aliceIcp.id, name: 'Shapes by PUT' });
      await s.call(
        PLAYBOOK.update,
        { id: other.id, fields: { icpId: aliceIcp.id, name: 'x', ...shape } },
        alice,
      );
      const put = await get(alice, other.id);
      for (const [key, value] of Object.entries(shape)) {
        expect(JSON.stringify(put[key as keyof Playbook])).toBe(JSON.stringify(value));
      }
    });

    it('keeps every field at once, and texts and lists as written', async () => {
      const all = {
        icpId: aliceIcp.id,
        name: 'Everything',
        marketingGoals: ['More leads', ' ', 'Shorter cycle '],
        valueProposition: 'Fewer no-shows',
        keyMessages: ['Fast', 'Friendly', 'Proven'],
        positioning: 'The dentist-first tool',
        contentStrategy: 'Case studies monthly',
        timeline: 'Q1-Q2',
        tonality: 'Warm',
        ...FIELD_SHAPES.channelsAsMap,
        ...FIELD_SHAPES.campaignsAsObjects,
        ...FIELD_SHAPES.kpisAsList,
        ...FIELD_SHAPES.targetMetricsAsMap,
        ...FIELD_SHAPES.teamRolesAsStructure,
        ...FIELD_SHAPES.aiFieldsStructured,
        ...FIELD_SHAPES.messagingPillarsAsStructure,
      };
      const created = await create(alice, all);
      const { icpId: _icp, ...expected } = all;
      expect(await get(alice, created.id)).toMatchObject({
        ...expected,
        marketingGoals: ['More leads', 'Shorter cycle'],
      });
    });

    it('refuses bad input with the spec messages, never a 500', async () => {
      expect(await rpcError(create(alice, { name: 'No ICP' }))).toMatchObject({
        status: 400,
        message: 'ICP is required',
        fields: { icpId: ['ICP is required'] },
      });
      expect(await rpcError(create(alice, { icpId: aliceIcp.id }))).toMatchObject({
        status: 400,
        message: 'Playbook name is required',
      });
      expect(await rpcError(create(alice, { icpId: aliceIcp.id, name: '   ' }))).toMatchObject({
        status: 400,
        message: 'Playbook name is required',
      });
      expect(
        await rpcError(create(alice, { icpId: aliceIcp.id, name: 'x', selectedChannels: [1, 2] })),
      ).toMatchObject({ status: 400 });
      expect(await rpcError(create(alice, { icpId: aliceIcp.id, name: 'x'.repeat(201) }))).toMatchObject({
        status: 400,
      });
      expect(await rpcError(s.call(PLAYBOOK.get, { id: 'nope' }, alice))).toMatchObject({ status: 400 });
      expect(await rpcError(s.call(PLAYBOOK.create, null, alice))).toMatchObject({ status: 400 });
      expect(
        await rpcError(s.call(PLAYBOOK.update, { id: UNKNOWN, fields: { icpId: aliceIcp.id } }, alice)),
      ).toMatchObject({ status: 400, message: 'Playbook name is required' });
    });

    it('refuses a request without an actor (401)', async () => {
      expect(await rpcError(s.call(PLAYBOOK.list, {}, null))).toMatchObject({ status: 401 });
      expect(await rpcError(s.call(PLAYBOOK.create, { icpId: aliceIcp.id, name: 'x' }, null))).toMatchObject({
        status: 401,
      });
    });
  });

  describe('access', () => {
    let alicePlan: Playbook;
    beforeAll(async () => {
      alicePlan = await create(alice, { icpId: aliceIcp.id, name: "Alice's secret plan" });
    });

    it("refuses a playbook on another client's profile, or on none, with 404 'ICP not found'", async () => {
      expect(await rpcError(create(alice, { icpId: bobIcp.id, name: 'Sneaky' }))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
      expect(await rpcError(create(alice, { icpId: UNKNOWN, name: 'Nowhere' }))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
      expect(await rpcError(create(ned, { icpId: aliceIcp.id, name: 'Not mine' }))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
    });

    it("hides a client's playbook from another client: read, change, status and delete all 404", async () => {
      const notFound = { status: 404, message: 'Playbook not found' };
      expect(await rpcError(get(bob, alicePlan.id))).toMatchObject(notFound);
      expect(
        await rpcError(
          s.call(
            PLAYBOOK.update,
            { id: alicePlan.id, fields: { icpId: aliceIcp.id, name: 'Mine now' } },
            bob,
          ),
        ),
      ).toMatchObject(notFound);
      expect(
        await rpcError(
          s.call(PLAYBOOK.update, { id: alicePlan.id, fields: { icpId: bobIcp.id, name: 'Mine now' } }, bob),
        ),
      ).toMatchObject(notFound);
      expect(
        await rpcError(s.call(PLAYBOOK.setStatus, { id: alicePlan.id, status: 'completed' }, bob)),
      ).toMatchObject(notFound);
      expect(await rpcError(s.call(PLAYBOOK.delete, { id: alicePlan.id }, bob))).toMatchObject(notFound);
      expect((await list(bob)).items.map((p) => p.id)).not.toContain(alicePlan.id);
      // Nothing changed.
      expect(await get(alice, alicePlan.id)).toEqual(alicePlan);
    });

    it('lets the assigned advisor read, list, change and create for the client, and not the other one', async () => {
      expect(await get(ann, alicePlan.id)).toEqual(alicePlan);
      expect((await list(ann)).items.map((p) => p.id)).toContain(alicePlan.id);

      expect(await rpcError(get(ned, alicePlan.id))).toMatchObject({ status: 404 });
      expect((await list(ned)).items).toEqual([]);
      expect(await rpcError(s.call(PLAYBOOK.delete, { id: alicePlan.id }, ned))).toMatchObject({
        status: 404,
      });

      const byAdvisor = await create(ann, { icpId: aliceIcp.id, name: 'From your advisor' });
      expect(byAdvisor).toMatchObject({ userId: alice.user.id, createdBy: ann.user.id });
      expect((await get(alice, byAdvisor.id)).createdBy).toBe(ann.user.id);
      const edited = await s.call<Playbook>(
        PLAYBOOK.update,
        { id: byAdvisor.id, fields: { icpId: aliceIcp.id, name: 'Edited by advisor' } },
        ann,
      );
      expect(edited.name).toBe('Edited by advisor');
      expect(await rpcError(create(ann, { icpId: bobIcp.id, name: 'Not my client' }))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
    });

    it('lets an admin see and change everything', async () => {
      expect(await get(s.admin, alicePlan.id)).toEqual(alicePlan);
      const bobPlan = await create(s.admin, { icpId: bobIcp.id, name: 'Made by admin' });
      expect(bobPlan).toMatchObject({ userId: bob.user.id, createdBy: s.admin.user.id });
      const ids = (await list(s.admin, { limit: 200 })).items.map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining([alicePlan.id, bobPlan.id]));
    });

    it('answers canSee for anyone, never revealing the owner to someone who may not see it', async () => {
      const see = (who: Person, id: string) => s.call<CanSeeResponse>(PLAYBOOK.canSee, { id }, who);
      expect(await see(alice, alicePlan.id)).toEqual({ allowed: true, ownerId: alice.user.id });
      expect(await see(ann, alicePlan.id)).toEqual({ allowed: true, ownerId: alice.user.id });
      expect(await see(s.admin, alicePlan.id)).toEqual({ allowed: true, ownerId: alice.user.id });
      expect(await see(bob, alicePlan.id)).toEqual({ allowed: false, ownerId: null });
      expect(await see(ned, alicePlan.id)).toEqual({ allowed: false, ownerId: null });
      expect(await see(alice, UNKNOWN)).toEqual({ allowed: false, ownerId: null });
    });

    it('follows assignments at once: their events drop the cached scope', async () => {
      // Ned's scope is cached now (60 s); only the assignment event can make him see Alice's plan sooner.
      expect(await rpcError(get(ned, alicePlan.id))).toMatchObject({ status: 404 });
      const carol = await s.register('carol', 'Carol', 'Client');
      const carolIcp = await s.createIcp(carol, 'Carol ICP');
      const carolPlan = await create(carol, { icpId: carolIcp.id, name: 'Carol plan' });
      expect(await rpcError(get(ned, carolPlan.id))).toMatchObject({ status: 404 });

      await s.assign(carol.user.id, ned.user.id);
      const took = await eventually(
        async () => (await get(ned, carolPlan.id).catch(() => null)) !== null,
        3000,
      );
      expect(took).toBeLessThan(SCOPE_CACHE_MS);

      await s.unassign(carol.user.id);
      await eventually(async () => (await get(ned, carolPlan.id).catch(() => null)) === null, 3000);
    });
  });

  describe('moving a playbook to another profile', () => {
    it('needs the new profile to be visible', async () => {
      const plan = await create(alice, { icpId: aliceIcp.id, name: 'Movable' });
      expect(
        await rpcError(
          s.call(PLAYBOOK.update, { id: plan.id, fields: { icpId: bobIcp.id, name: 'Movable' } }, alice),
        ),
      ).toMatchObject({ status: 404, message: 'ICP not found' });
      expect((await get(alice, plan.id)).icpId).toBe(aliceIcp.id);
    });

    it("refuses a move to another client's profile (409): the playbook and its notes stay with their client", async () => {
      const plan = await create(alice, { icpId: aliceIcp.id, name: 'Stays' });
      await s.call(
        PLAYBOOK.createNote,
        { playbookId: plan.id, note: 'Our margins are thin', isTask: false },
        alice,
      );
      // The admin sees both profiles: the move is refused, with what to do instead.
      expect(
        await rpcError(
          s.call(PLAYBOOK.update, { id: plan.id, fields: { icpId: bobIcp.id, name: 'Taken' } }, s.admin),
        ),
      ).toMatchObject({
        status: 409,
        message: MOVE_ACROSS_CLIENTS,
        fields: { icpId: [MOVE_ACROSS_CLIENTS] },
      });
      const after = await get(alice, plan.id);
      expect(after).toMatchObject({ icpId: aliceIcp.id, userId: alice.user.id, name: 'Stays' });
      expect(await rpcError(get(bob, plan.id))).toMatchObject({ status: 404 });
      expect(
        await rpcError(s.call(PLAYBOOK.listNotes, { playbookId: plan.id, limit: 10, offset: 0 }, bob)),
      ).toMatchObject({ status: 404 });
    });

    it('moves a playbook between profiles of the same client, with its notes', async () => {
      const second = await s.createIcp(alice, 'Orthodontists in Austin');
      const plan = await create(alice, { icpId: aliceIcp.id, name: 'Same client' });
      await s.call(PLAYBOOK.createNote, { playbookId: plan.id, note: 'Keep me', isTask: false }, alice);
      const moved = await s.call<Playbook>(
        PLAYBOOK.update,
        { id: plan.id, fields: { icpId: second.id, name: 'Same client' } },
        ann,
      );
      expect(moved).toMatchObject({
        icpId: second.id,
        icpName: 'Orthodontists in Austin',
        userId: alice.user.id,
      });
      const notes = await s.call<{ total: number }>(
        PLAYBOOK.listNotes,
        { playbookId: plan.id, limit: 10, offset: 0 },
        alice,
      );
      expect(notes.total).toBe(1);
    });
  });

  describe('lists', () => {
    let dave: Person;
    let daveIcp: Icp;
    let daveIcp2: Icp;
    const made: Playbook[] = [];

    beforeAll(async () => {
      dave = await s.register('dave', 'Dave', 'Dent');
      daveIcp = await s.createIcp(dave, 'Profile one');
      daveIcp2 = await s.createIcp(dave, 'Profile two');
      for (const [name, icp, status] of [
        ['Spring launch', daveIcp, 'draft'],
        ['Summer 50% sale', daveIcp, 'in_progress'],
        ['Autumn webinars', daveIcp2, 'completed'],
        ['Winter_retargeting', daveIcp2, 'in_progress'],
      ] as const) {
        made.push(await create(dave, { icpId: icp.id, name, status }));
      }
    });

    it('pages newest change first, with the total', async () => {
      const page1 = await list(dave, { limit: 3, offset: 0 });
      expect(page1).toMatchObject({ total: 4, limit: 3, offset: 0 });
      expect(page1.items.map((p) => p.name)).toEqual([
        'Winter_retargeting',
        'Autumn webinars',
        'Summer 50% sale',
      ]);
      const page2 = await list(dave, { limit: 3, offset: 3 });
      expect(page2.items.map((p) => p.name)).toEqual(['Spring launch']);

      // A change moves a playbook to the top.
      await s.call(PLAYBOOK.setStatus, { id: made[0]!.id, status: 'in_progress' }, dave);
      expect((await list(dave, { limit: 1 })).items[0]!.id).toBe(made[0]!.id);
    });

    it('filters by status, ICP, owner and a literal, case-insensitive name search', async () => {
      const names = async (q: object) => (await list(dave, q)).items.map((p) => p.name).sort();
      expect(await names({ status: 'completed' })).toEqual(['Autumn webinars']);
      expect(await names({ icpId: daveIcp2.id })).toEqual(['Autumn webinars', 'Winter_retargeting']);
      expect(await names({ search: 'WEBINAR' })).toEqual(['Autumn webinars']);
      expect(await names({ search: '50%' })).toEqual(['Summer 50% sale']);
      expect(await names({ search: '_' })).toEqual(['Winter_retargeting']);
      expect(await names({ search: 'nothing like it' })).toEqual([]);
      expect(await names({ userId: dave.user.id, status: 'in_progress', icpId: daveIcp2.id })).toEqual([
        'Winter_retargeting',
      ]);
      // A filter never widens the scope: Alice filtering on Dave sees nothing.
      expect((await list(alice, { userId: dave.user.id })).total).toBe(0);
      // The admin filters on anyone.
      expect((await list(s.admin, { userId: dave.user.id })).total).toBe(4);
      expect(await rpcError(list(dave, { limit: 0 }))).toMatchObject({ status: 400 });
    });

    it('sorts by creation or name when asked, by the last change without a sort', async () => {
      const order = async (q: object, who: Person = dave) => (await list(who, q)).items.map((p) => p.name);
      // Spring launch changed last (the paging test above), though it was created first.
      const byUpdate = ['Spring launch', 'Winter_retargeting', 'Autumn webinars', 'Summer 50% sale'];
      expect(await order({})).toEqual(byUpdate);
      expect(await order({ sort: 'updated' })).toEqual(byUpdate);
      expect(await order({ sort: 'created' })).toEqual([
        'Winter_retargeting',
        'Autumn webinars',
        'Summer 50% sale',
        'Spring launch',
      ]);
      const byName = ['Autumn webinars', 'Spring launch', 'Summer 50% sale', 'Winter_retargeting'];
      expect(await order({ sort: 'name' })).toEqual(byName);
      // Across pages, with a filter, and for an admin naming the owner.
      expect([
        ...(await order({ sort: 'name', limit: 2 })),
        ...(await order({ sort: 'name', limit: 2, offset: 2 })),
      ]).toEqual(byName);
      expect(await order({ sort: 'name', status: 'in_progress' })).toEqual([
        'Spring launch',
        'Summer 50% sale',
        'Winter_retargeting',
      ]);
      expect(await order({ sort: 'name', userId: dave.user.id }, s.admin)).toEqual(byName);
      expect(await rpcError(list(dave, { sort: 'score' }))).toMatchObject({
        status: 400,
        message: 'Sort must be one of updated, created, name',
      });
    });

    it('searches the value proposition and the client name too', async () => {
      const withPitch = await create(dave, {
        icpId: daveIcp.id,
        name: 'Pitch test',
        valueProposition: 'Fewer no-shows with automated reminders',
      });
      expect(withPitch.clientName).toBe('Dave Dent');
      const names = async (who: Person, q: object) => (await list(who, q)).items.map((p) => p.name).sort();
      expect(await names(dave, { search: 'NO-SHOWS' })).toEqual(['Pitch test']);
      // Every playbook of Dave's matches his name; nobody else's does.
      expect(await names(s.admin, { search: 'dave den' })).toEqual(
        ['Autumn webinars', 'Pitch test', 'Spring launch', 'Summer 50% sale', 'Winter_retargeting'].sort(),
      );
      expect(await names(alice, { search: 'Dave' })).toEqual([]);
      expect((await get(dave, withPitch.id)).clientName).toBe('Dave Dent');
      await s.call(PLAYBOOK.delete, { id: withPitch.id }, dave);
    });

    it('answers activity per user (playbooks, open tasks, last change) within what the asker sees', async () => {
      const nobody = '00000000-0000-4000-8000-00000000beef';
      const ids = { userIds: [dave.user.id, alice.user.id, nobody] };
      const zero = { total: 0, openTasks: 0, lastActivityAt: null };
      const daves = (await list(dave, { limit: 100 })).items;
      await s.call(PLAYBOOK.createNote, { playbookId: daves[0]!.id, note: 'Call', isTask: true }, dave);
      await s.call(PLAYBOOK.createNote, { icpId: daveIcp.id, note: 'Email', isTask: true }, dave);
      await s.call(PLAYBOOK.createNote, { icpId: daveIcp.id, note: 'Just a note' }, dave);
      const activity = await s.call<Record<string, unknown>>(PLAYBOOK.activityByUser, ids, s.admin);
      expect(activity[dave.user.id]).toEqual({
        total: daves.length,
        openTasks: 2,
        lastActivityAt: expect.any(String),
      });
      expect(activity[nobody]).toEqual(zero);
      // Ann sees Alice (her client), not Dave; Dave sees himself only.
      const forAnn = await s.call<Record<string, { total: number }>>(PLAYBOOK.activityByUser, ids, ann);
      expect(forAnn[dave.user.id]).toEqual(zero);
      expect(forAnn[alice.user.id]!.total).toBeGreaterThan(0);
      const forDave = await s.call<Record<string, { total: number }>>(PLAYBOOK.activityByUser, ids, dave);
      expect(forDave[alice.user.id]).toEqual(zero);
      expect(forDave[dave.user.id]!.total).toBe(daves.length);
    });

    it('counts total and completed per user for admins only', async () => {
      const nobody = '00000000-0000-4000-8000-00000000beef';
      const counts = await s.call<CountsByUser>(
        PLAYBOOK.countsByUser,
        { userIds: [dave.user.id, nobody] },
        s.admin,
      );
      expect(counts).toEqual({
        [dave.user.id]: { total: 4, completed: 1 },
        [nobody]: { total: 0, completed: 0 },
      });
      expect(await rpcError(s.call(PLAYBOOK.countsByUser, { userIds: [dave.user.id] }, dave))).toMatchObject({
        status: 403,
      });
      expect(await rpcError(s.call(PLAYBOOK.countsByUser, { userIds: [dave.user.id] }, ann))).toMatchObject({
        status: 403,
      });
    });

    it('counts every playbook for admins only (stats)', async () => {
      const all = await s.call<{ total: number }>(PLAYBOOK.list, { limit: 1 }, s.admin);
      expect(all.total).toBeGreaterThan(0);
      expect(await s.call(PLAYBOOK.stats, {}, s.admin)).toEqual({ total: all.total });
      for (const who of [dave, ann]) {
        expect(await rpcError(s.call(PLAYBOOK.stats, {}, who))).toMatchObject({ status: 403 });
      }
      expect(await rpcError(s.call(PLAYBOOK.stats, {}, null))).toMatchObject({ status: 401 });
    });

    it('answers the list with indexes, not a scan of the table', async () => {
      const client = new pg.Client({ connectionString: s.db.url });
      await client.connect();
      try {
        await client.query('SET enable_seqscan = off');
        const plan = async (sql: string, params: unknown[]) =>
          (await client.query(`EXPLAIN ${sql}`, params)).rows
            .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
            .join('\n');
        const byOwner = await plan(
          `SELECT * FROM playbook.playbooks WHERE user_id = ANY($1::uuid[]) ORDER BY updated_at DESC, id DESC LIMIT 50`,
          [[dave.user.id]],
        );
        expect(byOwner).toMatch(/Index (Only )?Scan using playbooks_user_id_/);
        expect(byOwner).not.toMatch(/Seq Scan/);
        expect(await plan(`SELECT * FROM playbook.playbooks WHERE name ILIKE $1`, ['%webinar%'])).toMatch(
          /playbooks_name_trgm_idx/,
        );
      } finally {
        await client.end();
      }
    });
  });

  describe('when a profile changes', () => {
    it('keeps the profile name of its playbooks up to date', async () => {
      const icp = await s.createIcp(alice, 'Old name');
      const plan = await create(alice, { icpId: icp.id, name: 'Follows the name' });
      expect(plan.icpName).toBe('Old name');
      await s.call(ICP.update, { id: icp.id, fields: { name: 'New name', type: 'b2b' } }, alice);
      await eventually(async () => (await get(alice, plan.id)).icpName === 'New name', 3000);
      expect((await get(alice, plan.id)).updatedAt).toBe(plan.updatedAt);
    });

    it('deletes its playbooks when it is deleted, and announces each', async () => {
      const icp = await s.createIcp(alice, 'Doomed');
      const a = await create(alice, { icpId: icp.id, name: 'Doomed one' });
      const b = await create(ann, { icpId: icp.id, name: 'Doomed two' });
      const survivor = await create(alice, { icpId: aliceIcp.id, name: 'Survivor' });

      await s.call(ICP.delete, { id: icp.id }, alice);
      await eventually(async () => (await list(alice, { icpId: icp.id })).total === 0, 3000);
      expect(await rpcError(get(alice, a.id))).toMatchObject({ status: 404 });
      expect(await rpcError(get(s.admin, b.id))).toMatchObject({ status: 404 });
      expect((await get(alice, survivor.id)).id).toBe(survivor.id);
      for (const id of [a.id, b.id]) {
        await s.waitForEvent(
          (e) =>
            e.subject === EVENTS.playbookChanged &&
            (e.data as { id: string }).id === id &&
            (e.data as { change: string }).change === 'deleted',
        );
      }
    });
  });
});
