import { AUTH, EVENTS, ICP, type Icp, type IcpFieldsInput, type Page } from '@icp-studio/contracts';
import { eventually, rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/** A long cache: anything faster than this is the events' doing. */
const SCOPE_CACHE_MS = 60_000;

const fullFields: IcpFieldsInput = {
  name: 'Dental practices in Texas',
  type: 'b2b',
  industry: 'Dental practices',
  companySize: '10-50 employees',
  psychographics: 'Value steady patient flow',
  painPoints: ['No-shows cost 15% of revenue'],
  preferredChannels: ['LinkedIn'],
};

describe('icp service: profiles and who may touch them', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // client
  let ann: Person; // advisor, assigned to alice
  let ned: Person; // advisor, assigned to nobody
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });

  beforeAll(async () => {
    s = await startStack({ scopeCacheMs: SCOPE_CACHE_MS });
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('a client with its own profiles', () => {
    it('creates, reads, updates, completes and deletes, publishing an event for each change', async () => {
      const created = await call<Icp>(
        ICP.create,
        { name: '  Busy nurses ', type: 'b2c', ageRange: '28-40' },
        alice,
      );
      expect(created).toMatchObject({
        name: 'Busy nurses',
        type: 'b2c',
        status: 'in_progress',
        userId: alice.user.id,
        createdBy: alice.user.id,
        ageRange: '28-40',
        clientName: 'Alice Anders',
        clientEmail: 'alice@example.com',
        painPoints: [],
        aiSuggestions: null,
        personaNarrative: null,
      });
      expect(await call<Icp>(ICP.get, { id: created.id }, alice)).toEqual(created);

      // PUT replaces the fields: ageRange is gone, status stays.
      const updated = await call<Icp>(
        ICP.update,
        {
          id: created.id,
          fields: { name: 'Night-shift nurses', type: 'b2c', occupation: 'Registered nurse' },
        },
        alice,
      );
      expect(updated).toMatchObject({
        name: 'Night-shift nurses',
        ageRange: null,
        occupation: 'Registered nurse',
        status: 'in_progress',
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

      const tooEarly = await rpcError(call(ICP.setStatus, { id: created.id, status: 'completed' }, alice));
      expect(tooEarly).toMatchObject({
        status: 400,
        message:
          'A profile can be marked completed only when all five steps have content; missing: Psychology, Pain Points, Buyer Journey',
      });

      await call(
        ICP.update,
        { id: created.id, fields: { ...fullFields, type: 'b2c', occupation: 'Nurse' } },
        alice,
      );
      const completed = await call<Icp>(ICP.setStatus, { id: created.id, status: 'completed' }, alice);
      expect(completed.status).toBe('completed');
      expect(await call(ICP.setStatus, { id: created.id, status: 'draft' }, alice)).toMatchObject({
        status: 'draft',
      });

      expect(await call(ICP.delete, { id: created.id }, alice)).toEqual({ message: 'Deleted' });
      expect(await rpcError(call(ICP.get, { id: created.id }, alice))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });

      const mine = () =>
        s.events
          .filter((e) => e.subject === EVENTS.icpChanged && (e.data as { id: string }).id === created.id)
          .map((e) => e.data);
      await eventually(async () => mine().length === 6, 3000);
      expect(mine()).toEqual(
        ['created', 'updated', 'updated', 'status', 'status', 'deleted'].map((change) => ({
          id: created.id,
          userId: alice.user.id,
          change,
        })),
      );
    });

    it('may create a profile as completed only with all five steps, and keeps status on an update without one', async () => {
      expect(
        await rpcError(call(ICP.create, { name: 'x', type: 'b2b', status: 'completed' }, alice)),
      ).toMatchObject({
        status: 400,
        message: expect.stringContaining(
          'missing: Client Details (firmographics), Psychology, Pain Points, Buyer Journey',
        ),
      });
      const done = await call<Icp>(ICP.create, { ...fullFields, status: 'completed' }, alice);
      expect(done.status).toBe('completed');
      // An update that empties a step of a completed profile is refused, not silently demoted.
      expect(
        await rpcError(call(ICP.update, { id: done.id, fields: { ...fullFields, painPoints: [] } }, alice)),
      ).toMatchObject({
        status: 400,
        message: expect.stringContaining('missing: Pain Points'),
      });
      const kept = await call<Icp>(
        ICP.update,
        { id: done.id, fields: { ...fullFields, name: 'Renamed' } },
        alice,
      );
      expect(kept).toMatchObject({ name: 'Renamed', status: 'completed' });
      await call(ICP.delete, { id: done.id }, alice);
    });
  });

  describe('bad input', () => {
    it("answers 400 with the spec's messages, never 500", async () => {
      expect(await rpcError(call(ICP.create, { name: '  ', type: 'b2b' }, alice))).toMatchObject({
        status: 400,
        message: 'Profile name is required',
        fields: { name: ['Profile name is required'] },
      });
      expect(await rpcError(call(ICP.create, { name: 'x', type: 'b2x' }, alice))).toMatchObject({
        status: 400,
        message: 'Type must be b2b or b2c',
      });
      expect(
        await rpcError(call(ICP.create, { name: 'x', type: 'b2b', psychographics: 'a'.repeat(5001) }, alice)),
      ).toMatchObject({
        status: 400,
        message: 'Psychographics must be at most 5000 characters',
      });
      expect(
        await rpcError(call(ICP.create, { name: 'x', type: 'b2b', painPoints: Array(51).fill('p') }, alice)),
      ).toMatchObject({
        status: 400,
        message: 'Pain points can hold at most 50 entries',
      });
      expect(await rpcError(call(ICP.create, null, alice))).toMatchObject({ status: 400 });
      expect(await rpcError(call(ICP.get, { id: 'not-a-uuid' }, alice))).toMatchObject({
        status: 400,
        message: 'Invalid id',
      });
      expect(await rpcError(call(ICP.setStatus, { id: alice.user.id, status: 'done' }, alice))).toMatchObject(
        { status: 400 },
      );
      expect(await rpcError(call(ICP.list, { limit: 0 }, alice))).toMatchObject({ status: 400 });
      expect(await rpcError(call(ICP.list, { createdBy: 'someone' }, alice))).toMatchObject({ status: 400 });
    });

    it('answers 401 without an actor', async () => {
      expect(await rpcError(call(ICP.list, {}, null))).toMatchObject({ status: 401 });
      expect(await rpcError(call(ICP.create, { name: 'x', type: 'b2b' }, null))).toMatchObject({
        status: 401,
      });
    });
  });

  describe("another client's profile", () => {
    let alicesIcp: Icp;
    beforeAll(async () => {
      alicesIcp = await call<Icp>(ICP.create, fullFields, alice);
    });

    it('is 404 for every read and write, and does not show in lists', async () => {
      const notFound = { status: 404, message: 'ICP not found' };
      const id = alicesIcp.id;
      expect(await rpcError(call(ICP.get, { id }, bob))).toMatchObject(notFound);
      expect(
        await rpcError(call(ICP.update, { id, fields: { name: 'Mine now', type: 'b2b' } }, bob)),
      ).toMatchObject(notFound);
      expect(await rpcError(call(ICP.setStatus, { id, status: 'draft' }, bob))).toMatchObject(notFound);
      expect(await rpcError(call(ICP.delete, { id }, bob))).toMatchObject(notFound);
      expect(await rpcError(call(ICP.getScore, { id }, bob))).toMatchObject(notFound);
      expect(await rpcError(call(ICP.analyze, { id }, bob))).toMatchObject(notFound);
      expect(await call(ICP.canSee, { id }, bob)).toEqual({ allowed: false, ownerId: null });
      expect((await call<Page<Icp>>(ICP.list, {}, bob)).items.map((i) => i.id)).not.toContain(id);
      // ...and it is untouched.
      expect(await call<Icp>(ICP.get, { id }, alice)).toEqual(alicesIcp);
      expect(await call(ICP.canSee, { id }, alice)).toEqual({ allowed: true, ownerId: alice.user.id });
    });

    it('is also 404 for an id that never existed (no difference to tell)', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      expect(await rpcError(call(ICP.get, { id }, bob))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
      expect(await call(ICP.canSee, { id }, bob)).toEqual({ allowed: false, ownerId: null });
    });

    it('cannot be created for another client by a client (403)', async () => {
      expect(
        await rpcError(call(ICP.createForClient, { ...fullFields, clientId: bob.user.id }, alice)),
      ).toMatchObject({
        status: 403,
      });
    });
  });

  describe('advisors', () => {
    let alicesIcp: Icp;
    beforeAll(async () => {
      alicesIcp = await call<Icp>(ICP.create, { ...fullFields, name: 'Alice own' }, alice);
    });

    it('an unassigned advisor cannot read, change or create for the client', async () => {
      const id = alicesIcp.id;
      expect(await rpcError(call(ICP.get, { id }, ned))).toMatchObject({ status: 404 });
      expect(await rpcError(call(ICP.update, { id, fields: fullFields }, ned))).toMatchObject({
        status: 404,
      });
      expect(await rpcError(call(ICP.setStatus, { id, status: 'draft' }, ned))).toMatchObject({
        status: 404,
      });
      expect(await rpcError(call(ICP.delete, { id }, ned))).toMatchObject({ status: 404 });
      expect(await rpcError(call(ICP.analyze, { id }, ned))).toMatchObject({ status: 404 });
      expect(await call(ICP.canSee, { id }, ned)).toEqual({ allowed: false, ownerId: null });
      expect(
        await rpcError(call(ICP.createForClient, { ...fullFields, clientId: alice.user.id }, ned)),
      ).toMatchObject({
        status: 403,
        message: 'You can create profiles only for your assigned clients',
      });
      expect((await call<Page<Icp>>(ICP.list, {}, ned)).total).toBe(0);
    });

    it('the assigned advisor reads, changes and creates for the client, and filters by creator', async () => {
      const id = alicesIcp.id;
      expect(await call<Icp>(ICP.get, { id }, ann)).toMatchObject({ id, userId: alice.user.id });
      const changed = await call<Icp>(
        ICP.update,
        { id, fields: { ...fullFields, name: 'Reviewed by Ann' } },
        ann,
      );
      expect(changed).toMatchObject({
        name: 'Reviewed by Ann',
        userId: alice.user.id,
        createdBy: alice.user.id,
      });
      expect(await call(ICP.canSee, { id }, ann)).toEqual({ allowed: true, ownerId: alice.user.id });

      const forAlice = await call<Icp>(
        ICP.createForClient,
        { ...fullFields, name: 'Made by Ann', clientId: alice.user.id },
        ann,
      );
      expect(forAlice).toMatchObject({
        userId: alice.user.id,
        createdBy: ann.user.id,
        clientName: 'Alice Anders',
        clientEmail: 'alice@example.com',
        status: 'in_progress',
      });
      // The client sees what the advisor made for it.
      expect(await call<Icp>(ICP.get, { id: forAlice.id }, alice)).toMatchObject({ id: forAlice.id });

      const byMe = await call<Page<Icp>>(ICP.list, { createdBy: 'me' }, ann);
      expect(byMe.items.map((i) => i.id)).toEqual([forAlice.id]);
      const byClient = await call<Page<Icp>>(ICP.list, { createdBy: 'client' }, ann);
      expect(byClient.items.length).toBeGreaterThan(0);
      expect(byClient.items.every((i) => i.createdBy === alice.user.id)).toBe(true);
      const all = await call<Page<Icp>>(ICP.list, {}, ann);
      expect(all.total).toBe(byMe.total + byClient.total);
      expect(all.items.every((i) => i.userId === alice.user.id)).toBe(true);
      expect(
        await rpcError(call(ICP.createForClient, { ...fullFields, clientId: bob.user.id }, ann)),
      ).toMatchObject({
        status: 403,
      });
    });

    it('loses access as soon as auth announces the assignment is removed, well inside the cache window', async () => {
      const id = alicesIcp.id;
      await call(ICP.get, { id }, ann); // the scope is cached now
      s.events.length = 0;
      await s.unassign(alice.user.id);
      await s.waitForEvent((e) => e.subject === EVENTS.assignmentChanged);
      const took = await eventually(
        async () => (await rpcError(call(ICP.get, { id }, ann)).catch(() => null))?.status === 404,
        2000,
      );
      expect(took).toBeLessThan(2000); // the cache alone would have kept access for 60 s
      expect(await rpcError(call(ICP.update, { id, fields: fullFields }, ann))).toMatchObject({
        status: 404,
      });
      expect(
        await rpcError(call(ICP.createForClient, { ...fullFields, clientId: alice.user.id }, ann)),
      ).toMatchObject({
        status: 403,
      });
      expect(
        (await call<Page<Icp>>(ICP.list, {}, ann)).items.filter((i) => i.userId === alice.user.id),
      ).toEqual([]);
    });

    it('gains access as soon as a new assignment is announced, and loses it when auth changes the role', async () => {
      const id = alicesIcp.id;
      expect(await rpcError(call(ICP.get, { id }, ned))).toMatchObject({ status: 404 }); // cached: nothing
      await s.assign(alice.user.id, ned.user.id);
      await eventually(
        async () => (await call<Icp>(ICP.get, { id }, ned).catch(() => null))?.id === id,
        2000,
      );

      // Demoted to client: even with a stale advisor actor, auth's answer after the userChanged event
      // no longer includes Alice.
      await s.rpc.request(AUTH.setRole, { id: ned.user.id, role: 'client' }, { actor: s.admin.actor });
      await eventually(
        async () => (await rpcError(call(ICP.get, { id }, ned)).catch(() => null))?.status === 404,
        2000,
      );
    });
  });

  it('answers its health check', async () => {
    const address = s.icp.ops?.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      service: 'icp',
      checks: { database: 'ok', nats: 'ok' },
    });
  });

  describe('admins', () => {
    it('see and change everything, create for any client, and count per user', async () => {
      const bobs = await call<Icp>(ICP.create, { ...fullFields, name: 'Bob profile' }, bob);
      expect(await call<Icp>(ICP.get, { id: bobs.id }, s.admin)).toMatchObject({ id: bobs.id });
      expect(await call(ICP.canSee, { id: bobs.id }, s.admin)).toEqual({
        allowed: true,
        ownerId: bob.user.id,
      });
      await call(ICP.update, { id: bobs.id, fields: { ...fullFields, name: 'Edited by admin' } }, s.admin);
      await call(ICP.setStatus, { id: bobs.id, status: 'completed' }, s.admin);
      const forBob = await call<Icp>(ICP.createForClient, { ...fullFields, clientId: bob.user.id }, s.admin);
      expect(forBob).toMatchObject({
        userId: bob.user.id,
        createdBy: s.admin.user.id,
        clientName: 'Bob Brown',
      });

      expect(
        await rpcError(call(ICP.createForClient, { ...fullFields, clientId: ann.user.id }, s.admin)),
      ).toMatchObject({
        status: 400,
        message: 'Profiles can be created only for clients',
      });
      expect(
        await rpcError(
          call(
            ICP.createForClient,
            { ...fullFields, clientId: '00000000-0000-4000-8000-000000000000' },
            s.admin,
          ),
        ),
      ).toMatchObject({ status: 404, message: 'Client not found' });

      const everyone = await call<Page<Icp>>(ICP.list, { limit: 200 }, s.admin);
      const owners = new Set(everyone.items.map((i) => i.userId));
      expect(owners).toEqual(new Set([alice.user.id, bob.user.id]));

      const unknown = '00000000-0000-4000-8000-000000000001';
      const counts = await call<Record<string, { total: number; completed: number }>>(
        ICP.countsByUser,
        { userIds: [bob.user.id, alice.user.id, unknown] },
        s.admin,
      );
      const expected = (owner: string) => ({
        total: everyone.items.filter((i) => i.userId === owner).length,
        completed: everyone.items.filter((i) => i.userId === owner && i.status === 'completed').length,
      });
      expect(counts).toEqual({
        [bob.user.id]: { total: 2, completed: 1 },
        [alice.user.id]: expected(alice.user.id),
        [unknown]: { total: 0, completed: 0 },
      });

      expect(await call(ICP.delete, { id: forBob.id }, s.admin)).toEqual({ message: 'Deleted' });
    });

    it('stats counts every profile, for admins only', async () => {
      const everyone = await call<Page<Icp>>(ICP.list, { limit: 1 }, s.admin);
      expect(await call(ICP.stats, {}, s.admin)).toEqual({ total: everyone.total });
      for (const who of [alice, ann]) {
        expect(await rpcError(call(ICP.stats, {}, who))).toMatchObject({ status: 403 });
      }
      expect(await rpcError(call(ICP.stats, {}, null))).toMatchObject({ status: 401 });
    });

    it('activityByUser answers the profiles and last change of the users the asker may see, zeros for others', async () => {
      const everyone = await call<Page<Icp>>(ICP.list, { limit: 200 }, s.admin);
      const alices = everyone.items.filter((i) => i.userId === alice.user.id);
      const latest = alices
        .map((i) => i.updatedAt)
        .sort()
        .at(-1)!;
      const ids = { userIds: [alice.user.id, bob.user.id] };
      const zero = { total: 0, openTasks: 0, lastActivityAt: null };
      // Alice sees her own figures, not Bob's (the same visibility as the list: an advisor's are their clients').
      expect(await call(ICP.activityByUser, ids, alice)).toEqual({
        [alice.user.id]: {
          total: alices.length,
          openTasks: 0,
          lastActivityAt: new Date(latest).toISOString(),
        },
        [bob.user.id]: zero,
      });
      expect(await call(ICP.activityByUser, ids, bob)).toMatchObject({ [alice.user.id]: zero });
      expect(await call(ICP.activityByUser, ids, s.admin)).toMatchObject({
        [alice.user.id]: { total: alices.length },
        [bob.user.id]: { total: everyone.items.filter((i) => i.userId === bob.user.id).length },
      });
      expect(await rpcError(call(ICP.activityByUser, ids, null))).toMatchObject({ status: 401 });
    });

    it('countsByUser is for admins only', async () => {
      expect(await rpcError(call(ICP.countsByUser, { userIds: [alice.user.id] }, alice))).toMatchObject({
        status: 403,
      });
      expect(await rpcError(call(ICP.countsByUser, { userIds: [alice.user.id] }, ann))).toMatchObject({
        status: 403,
      });
    });
  });
});
