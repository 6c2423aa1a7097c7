import {
  ADMIN,
  AUTH,
  ICP,
  PLAYBOOK,
  REPORT_WEEKS,
  SCORE_BUCKETS,
  adminReportsSchema,
} from '@icp-studio/contracts';
import { startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

/**
 * The admin's pages through the gateway, from a fresh database: `GET /api/admin/reports` (docs/product.md
 * §2, Reports) and the sorting of `GET /api/admin/clients` (All Clients).
 */
describe('admin pages through the gateway: reports and the sorted client list', () => {
  let s: Stack;
  const reports = async () => {
    const res = await s.admin.http.get('/api/admin/reports');
    expect(res.status).toBe(200);
    return adminReportsSchema.strict().parse(res.body);
  };

  beforeAll(async () => {
    s = await startStack();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers an empty installation with every week at zero, empty buckets and no advisors', async () => {
    const empty = await reports();
    expect(empty.weeks).toHaveLength(REPORT_WEEKS);
    expect(empty.weeks.every((w) => w.profiles === 0 && w.playbooks === 0)).toBe(true);
    const starts = empty.weeks.map((w) => Date.parse(`${w.weekStart}T00:00:00Z`));
    expect(starts.every((t, i) => i === 0 || t - starts[i - 1]! === 7 * 86_400_000)).toBe(true);
    expect(new Date(starts[0]!).getUTCDay()).toBe(1); // Mondays
    expect(empty.scoreBuckets).toEqual(SCORE_BUCKETS.map((b) => ({ ...b, count: 0 })));
    expect(empty.unscored).toBe(0);
    expect(empty.advisorWorkload).toEqual([]);
  });

  describe('with people, profiles and playbooks', () => {
    let ada: Person;
    let grace: Person;
    let alice: Person;
    let bob: Person;

    beforeAll(async () => {
      ada = await s.makeAdvisor('Ada', 'Lovelace');
      grace = await s.makeAdvisor('Grace', 'Hopper');
      alice = await s.signUp('Alice', 'Archer');
      bob = await s.signUp('Bob', 'Baker');
      for (const client of [alice, bob]) {
        const res = await s.admin.http.post('/api/admin/assignments', {
          clientId: client.user.id,
          advisorId: ada.user.id,
        });
        expect(res.status).toBe(201);
      }
      const icp = await alice.http.post('/api/icps', { name: 'Dentists', type: 'b2b', industry: 'Dentists' });
      expect(icp.status).toBe(201);
      expect((await alice.http.post(`/api/icps/${icp.body.id}/analyze`)).status).toBe(200);
      expect((await bob.http.post('/api/icps', { name: 'Bakeries', type: 'b2c' })).status).toBe(201);
      const playbook = await alice.http.post('/api/playbooks', { icpId: icp.body.id, name: 'Lyon' });
      expect(playbook.status).toBe(201);
    });

    it('counts this week’s profiles and playbooks, scores and each advisor’s clients', async () => {
      const r = await reports();
      expect(r.weeks.at(-1)).toMatchObject({ profiles: 2, playbooks: 1 });
      expect(r.weeks.slice(0, -1).every((w) => w.profiles === 0 && w.playbooks === 0)).toBe(true);
      expect(r.scoreBuckets.reduce((n, b) => n + b.count, 0)).toBe(1);
      expect(r.unscored).toBe(1);
      expect(r.advisorWorkload).toEqual([
        { advisorId: ada.user.id, firstName: 'Ada', lastName: 'Lovelace', clientCount: 2 },
        { advisorId: grace.user.id, firstName: 'Grace', lastName: 'Hopper', clientCount: 0 },
      ]);
    });

    it('asks icp, playbook and auth once each, with the admin as the actor', async () => {
      const subjects = [ICP.reportStats, PLAYBOOK.reportStats, AUTH.advisorSummaries];
      await s.freshReads();
      const { seen } = await s.watch([ADMIN.reports, ...subjects], () => reports());
      expect(seen.map((m) => m.subject).sort()).toEqual([ADMIN.reports, ...subjects].sort());
      for (const m of seen) expect(m.actor).toMatchObject({ userId: s.admin.user.id, role: 'admin' });
      expect(seen.find((m) => m.subject === ICP.reportStats)?.body).toEqual({ weeks: REPORT_WEEKS });
    });

    it('sorts the client list by name, e-mail, sign-up date or advisor, in either direction', async () => {
      const carol = await s.signUp('carol', 'Zed'); // lower case: the order ignores case
      const order = async (query: string) => {
        const res = await s.admin.http.get(`/api/admin/clients?${query}`);
        expect(res.status).toBe(200);
        return (res.body as { firstName: string }[]).map((c) => c.firstName);
      };
      expect(await order('')).toEqual(['carol', 'Bob', 'Alice']); // newest first by default
      expect(await order('sort=name')).toEqual(['Alice', 'Bob', 'carol']);
      expect(await order('sort=name&order=desc')).toEqual(['carol', 'Bob', 'Alice']);
      expect(await order('sort=createdAt')).toEqual(['Alice', 'Bob', 'carol']);
      expect(await order('sort=email&order=asc')).toEqual(['Alice', 'Bob', 'carol']);
      // Alice and Bob are Ada's; Carol, without an advisor, comes last either way.
      expect((await order('sort=advisor')).at(-1)).toBe('carol');
      expect((await order('sort=advisor&order=desc')).at(-1)).toBe('carol');
      // Paging follows the order, and the page links keep it.
      const second = await s.admin.http.get('/api/admin/clients?sort=name&limit=1&offset=1');
      expect((second.body as { id: string }[]).map((c) => c.id)).toEqual([bob.user.id]);
      expect(second.headers.link).toContain('sort=name');
      expect((await s.admin.http.get('/api/admin/clients?sort=profession')).status).toBe(400);
      expect(carol.user.role).toBe('client');
    });

    it('refuses a signed-out caller with 401, and a client or an advisor with 403', async () => {
      expect(await s.anonymous().get('/api/admin/reports')).toMatchObject({ status: 401 });
      for (const who of [alice, ada]) {
        expect(await who.http.get('/api/admin/reports')).toMatchObject({
          status: 403,
          body: { message: 'Admin access required' },
        });
      }
    });
  });
});
