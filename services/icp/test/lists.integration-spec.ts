import pg from 'pg';
import { ICP, type Icp, type IcpFieldsInput, type IcpScore, type Page } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

describe('icp service: the profile list', () => {
  let s: Stack;
  let carol: Person;
  let dave: Person;
  let bob: Person;
  let ann: Person;
  const made: Record<string, Icp> = {};
  const call = <T>(subject: string, body: unknown, who: Person) =>
    s.rpc.request<T>(subject, body, { actor: who.actor });
  const list = (query: object, who: Person = ann) => call<Page<Icp>>(ICP.list, query, who);
  const names = (page: Page<Icp>) => page.items.map((i) => i.name).sort();

  beforeAll(async () => {
    s = await startStack();
    carol = await s.register('carol', 'Carol', 'Clark');
    dave = await s.register('dave', 'Dave', 'Dent');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    await s.assign(carol.user.id, ann.user.id);
    await s.assign(dave.user.id, ann.user.id);
    const mine: [string, IcpFieldsInput][] = [
      ['carol', { name: 'Dental clinics', type: 'b2b', industry: 'Healthcare' }],
      ['carol', { name: 'Dentists in Ohio', type: 'b2b', industry: 'healthcare' }],
      ['carol', { name: 'Yoga lovers', type: 'b2c', industry: 'Fitness' }],
      ['carol', { name: 'Runners', type: 'b2c', industry: 'Fitness' }],
      ['carol', { name: '50%_off hunters', type: 'b2c' }],
      ['ann', { name: 'Plumbers', type: 'b2b', industry: 'Trades' }],
      [
        'ann',
        {
          name: 'Electricians',
          type: 'b2b',
          industry: 'Trades',
          behavioralTraits: ['Answers calls in the evening'],
          needs: ['Steady jobs'],
          preferredChannels: ['Local radio'],
        },
      ],
      ['bob', { name: 'Bob dentistry', type: 'b2b', industry: 'Healthcare' }],
    ];
    for (const [who, fields] of mine) {
      made[fields.name] =
        who === 'carol'
          ? await call<Icp>(ICP.create, fields, carol)
          : who === 'bob'
            ? await call<Icp>(ICP.create, fields, bob)
            : await call<Icp>(ICP.createForClient, { ...fields, clientId: dave.user.id }, ann);
    }
    await call(ICP.setStatus, { id: made['Electricians']!.id, status: 'completed' }, ann);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('pages through everything visible, newest change first, with the total on every page', async () => {
    const pages = [
      await list({ limit: 3 }),
      await list({ limit: 3, offset: 3 }),
      await list({ limit: 3, offset: 6 }),
    ];
    expect(pages.map((p) => [p.total, p.items.length, p.limit, p.offset])).toEqual([
      [7, 3, 3, 0],
      [7, 3, 3, 3],
      [7, 1, 3, 6],
    ]);
    expect(Object.keys(pages[0]!).sort()).toEqual(['items', 'limit', 'offset', 'total']);
    const items = pages.flatMap((p) => p.items);
    expect(new Set(items.map((i) => i.id)).size).toBe(7);
    const times = items.map((i) => Date.parse(i.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]!.name).toBe('Electricians'); // its status changed last
    const past = await list({ offset: 100 });
    expect([past.items, past.total]).toEqual([[], 7]); // the total still comes with an empty page
    const adminPast = await list({ offset: 100 }, s.admin);
    expect([adminPast.items, adminPast.total]).toEqual([[], 8]);
    expect((await list({ limit: 2, offset: 7 }, s.admin)).total).toBe(8);
  });

  it('moves a profile to the top when it changes', async () => {
    await call(
      ICP.update,
      { id: made['Runners']!.id, fields: { name: 'Runners', type: 'b2c', industry: 'Fitness' } },
      carol,
    );
    expect((await list({ limit: 1 })).items[0]!.name).toBe('Runners');
  });

  it('filters by status, type, industry (any case), owner and creator', async () => {
    expect(names(await list({ status: 'completed' }))).toEqual(['Electricians']);
    expect(names(await list({ type: 'b2c' }))).toEqual(['50%_off hunters', 'Runners', 'Yoga lovers']);
    expect(names(await list({ industry: 'HEALTHCARE' }))).toEqual(['Dental clinics', 'Dentists in Ohio']);
    expect(names(await list({ userId: dave.user.id }))).toEqual(['Electricians', 'Plumbers']);
    expect(names(await list({ createdBy: 'me' }))).toEqual(['Electricians', 'Plumbers']);
    expect((await list({ createdBy: 'client' })).total).toBe(5);
    expect(names(await list({ type: 'b2b', industry: 'trades', status: 'in_progress' }))).toEqual([
      'Plumbers',
    ]);
    // Another user's id as a filter opens nothing.
    expect((await list({ userId: bob.user.id })).total).toBe(0);
  });

  it("searches the profile name and the client's name and e-mail", async () => {
    expect(names(await list({ search: 'dent' }))).toEqual([
      'Dental clinics',
      'Dentists in Ohio',
      'Electricians',
      'Plumbers',
    ]);
    expect((await list({ search: 'CLARK' })).total).toBe(5);
    expect(names(await list({ search: 'dave@example' }))).toEqual(['Electricians', 'Plumbers']);
    expect(names(await list({ search: '  yoga ' }))).toEqual(['Yoga lovers']);
    expect(names(await list({ search: '%' }))).toEqual(['50%_off hunters']);
    expect(names(await list({ search: '_' }))).toEqual(['50%_off hunters']);
    expect((await list({ search: 'nothing like this' })).total).toBe(0);
    expect(names(await list({ search: 'dent', createdBy: 'client' }))).toEqual([
      'Dental clinics',
      'Dentists in Ohio',
    ]);
  });

  it('sorts by creation, name or score when asked, and by the last change without a sort', async () => {
    const order = async (query: object, who: Person = ann) =>
      (await list({ limit: 100, ...query }, who)).items.map((i) => i.name);
    const byUpdate = await order({});
    expect(await order({ sort: 'updated' })).toEqual(byUpdate);
    const all = (await list({ limit: 100 })).items;
    const newestCreated = [...all]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (b.id < a.id ? -1 : 1))
      .map((i) => i.name);
    expect(await order({ sort: 'created' })).toEqual(newestCreated);
    expect(await order({ sort: 'created' })).not.toEqual(byUpdate); // Runners and Electricians changed since
    expect(await order({ sort: 'name' })).toEqual([
      '50%_off hunters',
      'Dental clinics',
      'Dentists in Ohio',
      'Electricians',
      'Plumbers',
      'Runners',
      'Yoga lovers',
    ]);
    // The order holds across pages, with the filters, and for an admin's unscoped list too.
    const paged = [
      ...(await list({ sort: 'name', limit: 4 })).items,
      ...(await list({ sort: 'name', limit: 4, offset: 4 })).items,
    ].map((i) => i.name);
    expect(paged).toEqual(await order({ sort: 'name' }));
    expect(await order({ sort: 'name', type: 'b2c' })).toEqual(['50%_off hunters', 'Runners', 'Yoga lovers']);
    expect((await order({ sort: 'name' }, s.admin)).slice(0, 3)).toEqual([
      '50%_off hunters',
      'Bob dentistry',
      'Dental clinics',
    ]);

    // Highest score first; profiles never scored come after every scored one.
    const scored: Record<string, number> = {};
    for (const name of ['Electricians', 'Plumbers', 'Runners']) {
      scored[name] = (await call<IcpScore>(ICP.analyze, { id: made[name]!.id }, ann)).overallScore;
    }
    expect(scored['Electricians']).toBeGreaterThan(scored['Plumbers']!);
    const byScore = await order({ sort: 'score' });
    const expectedScored = Object.entries(scored)
      .sort((a, b) => b[1] - a[1])
      .map(([name]) => name);
    expect(byScore.slice(0, 3).map((n) => scored[n])).toEqual(expectedScored.map((n) => scored[n]));
    expect(new Set(byScore.slice(3))).toEqual(new Set(all.map((i) => i.name).filter((n) => !(n in scored))));
    expect((await order({ sort: 'score' }, s.admin))[0]).toBe(byScore[0]);
  });

  it('refuses an unknown sort with a clear message', async () => {
    expect(await rpcError(list({ sort: 'price' }))).toMatchObject({
      status: 400,
      message: 'Sort must be one of updated, created, name, score',
    });
  });

  it('gives a client only its own, and an admin everyone', async () => {
    expect((await list({}, carol)).total).toBe(5);
    expect(names(await list({ search: 'dent' }, bob))).toEqual(['Bob dentistry']);
    expect((await list({ limit: 200 }, s.admin)).total).toBe(8);
    expect(names(await list({ search: 'brown' }, s.admin))).toEqual(['Bob dentistry']);
  });

  it('serves the scope, order and search from indexes', async () => {
    const c = new pg.Client({ connectionString: s.db.url });
    await c.connect();
    try {
      const { rows } = await c.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = 'icp' AND tablename = 'icps'`,
      );
      expect(rows.map((r) => r.indexname)).toEqual(
        expect.arrayContaining([
          'icps_user_id_updated_at_idx',
          'icps_created_by_idx',
          'icps_status_idx',
          'icps_type_idx',
          'icps_updated_at_idx',
          'icps_industry_lower_idx',
          'icps_name_trgm_idx',
          'icps_client_name_trgm_idx',
          'icps_client_email_trgm_idx',
        ]),
      );
      await c.query('SET enable_seqscan = off');
      const plan = async (sql: string) =>
        (await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      expect(await plan(`SELECT id FROM icp.icps WHERE name ILIKE '%dent%'`)).toContain('icps_name_trgm_idx');
      expect(await plan(`SELECT id FROM icp.icps WHERE client_name ILIKE '%dent%'`)).toContain(
        'icps_client_name_trgm_idx',
      );
      expect(
        await plan(
          `SELECT id FROM icp.icps WHERE user_id = ANY('{${carol.user.id},${dave.user.id}}'::uuid[]) ORDER BY updated_at DESC, id DESC LIMIT 50`,
        ),
      ).toContain('icps_user_id_updated_at_idx');
    } finally {
      await c.end();
    }
  });
});
