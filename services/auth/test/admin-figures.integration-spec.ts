import {
  AUTH,
  EVENTS,
  advisorSummarySchema,
  authStatsSchema,
  type Actor,
  type AdvisorSummary,
  type AuthStats,
} from '@icp-studio/contracts';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import { adminActor, createUser, expectNoSecrets, startHarness, type AuthHarness } from './harness.js';

process.env.NATS_SUBJECT_PREFIX = `t${uniqueSuffix()}.`;

describe('auth: the admin figures (stats, advisor summaries) and role changes of assigned clients', () => {
  let h: AuthHarness;
  let admin: Actor;

  beforeAll(async () => {
    h = await startHarness();
    admin = await adminActor(h);
  });
  afterAll(async () => {
    if (h) expectNoSecrets(h);
    await h?.stop();
  });

  it('refuses the admin figures to clients and advisors (403) and to callers without an actor (401)', async () => {
    const client = await createUser(h);
    const advisor = await createUser(h, { role: 'team_member' });
    for (const subject of [AUTH.stats, AUTH.advisorSummaries]) {
      for (const actor of [client.actor, advisor.actor]) {
        await expect(h.fail(subject, {}, actor)).resolves.toMatchObject({ status: 403 });
      }
      await expect(h.fail(subject, {})).resolves.toMatchObject({ status: 401 });
    }
    // A stale actor claiming admin is refused too: the role is read from the database.
    await expect(h.fail(AUTH.stats, {}, { userId: client.id, role: 'admin' })).resolves.toMatchObject({
      status: 403,
    });
    // Leave only the admin for the figures below.
    await h.ds.query(`DELETE FROM auth.users WHERE id = ANY($1)`, [[client.id, advisor.id]]);
  });

  it('counts users by role, assignments of clients and unassigned clients, and summarises advisors', async () => {
    const zed = await createUser(h, { role: 'team_member', firstName: 'zed', lastName: 'Last' });
    const amy = await createUser(h, { role: 'team_member', firstName: 'Amy', lastName: 'First' });
    const clients = [];
    for (let i = 0; i < 5; i++) clients.push(await createUser(h, { firstName: `C${i}` }));
    for (const c of clients.slice(0, 4)) {
      await h.call(AUTH.createAssignment, { clientId: c.id, advisorId: amy.id }, admin);
    }
    const stats = authStatsSchema.strict().parse(await h.call<AuthStats>(AUTH.stats, {}, admin));
    expect(stats).toEqual({
      totalUsers: 8,
      clientCount: 5,
      advisorCount: 2,
      adminCount: 1,
      activeAssignments: 4,
      unassignedClients: 1,
      emailConfigured: true,
    });

    const summaries = advisorSummarySchema
      .strict()
      .array()
      .parse(await h.call<AdvisorSummary[]>(AUTH.advisorSummaries, {}, admin));
    // By name, ignoring case.
    expect(summaries.map((s) => s.id)).toEqual([amy.id, zed.id]);
    expect(summaries[0]).toMatchObject({ clientCount: 4, firstName: 'Amy', email: amy.email });
    // The three most recent, newest first.
    expect(summaries[0]!.clients.map((c) => c.id)).toEqual([clients[3]!.id, clients[2]!.id, clients[1]!.id]);
    expect(summaries[1]).toMatchObject({ clientCount: 0, clients: [] });
  });

  it('removes the assignment of a client who becomes a team member or an admin, and announces it', async () => {
    const advisor = await createUser(h, { role: 'team_member' });
    for (const role of ['team_member', 'admin'] as const) {
      const client = await createUser(h);
      await h.call(AUTH.createAssignment, { clientId: client.id, advisorId: advisor.id }, admin);
      await expect(h.call(AUTH.canSeeUser, { userId: client.id }, advisor.actor)).resolves.toEqual({
        allowed: true,
      });
      await h.call(AUTH.setRole, { id: client.id, role }, admin);
      await h.events.waitFor(EVENTS.assignmentChanged, {
        clientId: client.id,
        advisorId: null,
        previousAdvisorId: advisor.id,
      });
      await expect(h.call(AUTH.canSeeUser, { userId: client.id }, advisor.actor)).resolves.toEqual({
        allowed: false,
      });
      await expect(h.call(AUTH.advisorClients, {}, advisor.actor)).resolves.toEqual([]);
      const rows = await h.ds.query(`SELECT 1 FROM auth.advisor_assignments WHERE client_id = $1`, [
        client.id,
      ]);
      expect(rows).toEqual([]);
      // Back to client: unassigned, nothing comes back.
      await h.call(AUTH.setRole, { id: client.id, role: 'client' }, admin);
      await expect(h.call(AUTH.canSeeUser, { userId: client.id }, advisor.actor)).resolves.toEqual({
        allowed: false,
      });
    }
  });
});

describe('auth: the admin list queries use their indexes', () => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('searches users with the trigram index and reads advisor cards by (advisor_id, assigned_at)', async () => {
    const runner = h.ds.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SET enable_seqscan = off');
      const plan = async (sql: string, params: unknown[] = []) =>
        ((await runner.query(`EXPLAIN ${sql}`, params)) as { 'QUERY PLAN': string }[])
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const search = await plan(
        `SELECT id FROM auth.users u WHERE (u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || u.username) ILIKE $1`,
        ['%lovelace%'],
      );
      expect(search).toMatch(/users_search_trgm_idx/);
      const recent = await plan(
        `SELECT client_id FROM auth.advisor_assignments a WHERE a.advisor_id = $1 ORDER BY a.assigned_at DESC, a.client_id LIMIT 3`,
        ['5b1e4a8e-8c3f-4b5d-9e2a-7f6c5d4b3a21'],
      );
      expect(recent).toMatch(/advisor_assignments_advisor_assigned_idx/);
      expect(recent).not.toMatch(/Sort/);
    } finally {
      await runner.release();
    }
  });
});
