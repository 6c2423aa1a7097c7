import { randomBytes } from 'node:crypto';
import { API_ROUTES, type ApiRoute } from '@icp-studio/contracts/http';
import { DEFAULT_PAGE_SIZE, LINK_HEADER_BUDGET, parseLinkHeader } from '@icp-studio/contracts';
import type { ServiceHandle } from '@icp-studio/service-kit';
import { testEnv, uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client, type Answer } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';
import { startAdminService } from '../../admin/src/app.js';
import { adminConfigSchema } from '../../admin/src/config.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gwls${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

const ADMIN_EMAIL = `admin_${suffix}@example.com`;
const ADMIN_PASSWORD = `Adm1n!${randomBytes(6).toString('hex')}`;

/** How the walk calls one list route: who asks, with which query, and how many items match. */
interface ListCase {
  who: () => Client;
  query: string;
  total: number;
  /** The concrete path of a route with a path parameter (`/api/icps/{id}/...`). */
  at?: string;
}

/**
 * Every list route of the route registry against the real services behind the gateway: the body is a
 * JSON array, `X-Total-Count` is the number of matching items, and `Link` names first/prev/next/last
 * pages that keep the query; following `next` visits every item once.
 */
/** An item of a list: a record (id), a row of a client list (row) or a version (version). */
type Item = { id?: string; row?: number; version?: number };
const itemKey = (i: Item) => i.id ?? (i.version !== undefined ? `version ${i.version}` : `row ${i.row}`);

describe('list routes: a JSON array, X-Total-Count and Link', () => {
  let stack: AuthStack;
  let services: ServiceHandle[];
  let gw: GatewayHandle;
  let admin: Client;
  let advisor: Client;
  let client0: Client;
  let firstIcp: string;
  const cases = new Map<string, ListCase>();

  const signIn = async (login: string, password: string) => {
    const c = new Client(gw.url);
    const res = await c.post('/api/auth/login', { username: login, password });
    expect(res.status).toBe(200);
    return c;
  };
  const register = async (first: string) => {
    const body = newUser(first);
    const c = new Client(gw.url);
    const res = await c.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    return { c, id: res.body.user.id as string, body };
  };
  const ok = async (res: Promise<Answer>) => {
    const answer = await res;
    expect([200, 201]).toContain(answer.status);
    return answer.body;
  };

  beforeAll(async () => {
    stack = await startAuthStack({ ADMIN_EMAIL, ADMIN_PASSWORD });
    const env = {
      DATABASE_URL: stack.db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'warn',
    };
    services = [
      await startIcpService(icpConfigSchema.parse(env), { handleSignals: false }),
      await startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }),
      await startAdminService(adminConfigSchema.parse(env), { handleSignals: false }),
    ];
    gw = await startTestGateway(suffix);
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);

    // Two advisors, five clients: four of them the first advisor's.
    const advisors = [await register('Ada'), await register('Abe')];
    for (const a of advisors) await ok(admin.patch(`/api/admin/users/${a.id}`, { role: 'team_member' }));
    advisor = await signIn(advisors[0]!.body.username, advisors[0]!.body.password);
    const clients: Awaited<ReturnType<typeof register>>[] = [];
    for (let i = 0; i < 5; i++) clients.push(await register(`Client${i}`));
    for (const cl of clients.slice(0, 4))
      await ok(admin.post('/api/admin/assignments', { clientId: cl.id, advisorId: advisors[0]!.id }));
    client0 = clients[0]!.c;

    // Nine profiles (seven "Listed", two others), five playbooks, seven notes, four drafts.
    for (let i = 0; i < 7; i++) {
      const icp = await ok(client0.post('/api/icps', { name: `Listed profile ${i}`, type: 'b2b' }));
      firstIcp ??= icp.id;
    }
    let otherIcp: string | undefined;
    for (let i = 0; i < 2; i++) {
      const icp = await ok(clients[1]!.c.post('/api/icps', { name: `Other profile ${i}`, type: 'b2c' }));
      otherIcp ??= icp.id;
    }
    // Six open tasks of the second client's (on their own profile, apart from the first profile's notes).
    for (let i = 0; i < 6; i++)
      await ok(clients[1]!.c.post('/api/notes', { icpId: otherIcp, note: `Task ${i}`, isTask: true }));
    let firstPlaybook: string | undefined;
    for (let i = 0; i < 5; i++) {
      const playbook = await ok(client0.post('/api/playbooks', { icpId: firstIcp, name: `Playbook ${i}` }));
      firstPlaybook ??= playbook.id;
    }
    // Version history (docs/product.md §13): five versions of the first profile, four of the first playbook.
    for (let i = 1; i < 5; i++)
      await ok(
        client0.put(`/api/icps/${firstIcp}`, { name: 'Listed profile 0', type: 'b2b', industry: `I${i}` }),
      );
    for (let i = 1; i < 4; i++)
      await ok(client0.put(`/api/playbooks/${firstPlaybook}`, { icpId: firstIcp, name: `Playbook 0.${i}` }));
    // Share links: three on the first profile, two on the first playbook (one more revoked on each).
    for (let i = 0; i < 4; i++)
      await ok(client0.post(`/api/icps/${firstIcp}/shares`, { label: `Link ${i}` }));
    for (let i = 0; i < 3; i++) await ok(client0.post(`/api/playbooks/${firstPlaybook}/shares`, {}));
    for (const base of [`/api/icps/${firstIcp}`, `/api/playbooks/${firstPlaybook}`]) {
      const [one] = await ok(client0.get(`${base}/shares`));
      await ok(client0.delete(`${base}/shares/${one.id}`));
    }
    for (let i = 0; i < 7; i++) await ok(client0.post('/api/notes', { icpId: firstIcp, note: `Note ${i}` }));
    for (let i = 0; i < 4; i++)
      await ok(client0.post('/api/drafts', { name: `Draft ${i}`, draftData: {}, currentStep: 1 }));

    const set = (path: string, c: ListCase) => cases.set(path, c);
    set('/api/icps', { who: () => admin, query: 'search=Listed', total: 7 });
    set('/api/playbooks', { who: () => admin, query: '', total: 5 });
    set('/api/notes', { who: () => client0, query: `icpId=${firstIcp}`, total: 7 });
    set('/api/users', { who: () => admin, query: 'role=client', total: 5 });
    set('/api/admin/clients', { who: () => admin, query: '', total: 5 });
    set('/api/admin/advisors', { who: () => admin, query: '', total: 2 });
    set('/api/advisor/clients', { who: () => advisor, query: '', total: 4 });
    set('/api/drafts', { who: () => client0, query: '', total: 4 });
    set('/api/tasks', { who: () => clients[1]!.c, query: 'filter=open', total: 6 });
    // The first advisor's notifications (docs/product.md §15): each of their four clients given to them.
    set('/api/notifications', { who: () => advisor, query: '', total: 4 });
    // The header search over notes: the first client's seven notes (not the second client's tasks).
    set('/api/notes/search', { who: () => client0, query: 'search=NOTE', total: 7 });
    set('/api/icps/{id}/shares', {
      who: () => advisor,
      query: '',
      total: 3,
      at: `/api/icps/${firstIcp}/shares`,
    });
    set('/api/playbooks/{id}/shares', {
      who: () => admin,
      query: '',
      total: 2,
      at: `/api/playbooks/${firstPlaybook}/shares`,
    });

    // Templates: the first client's four private ones (the built-in library is filtered out by scope).
    for (let i = 0; i < 4; i++)
      await ok(client0.post(`/api/icps/${firstIcp}/template`, { name: `Template ${i}` }));
    set('/api/templates', { who: () => client0, query: 'scope=private', total: 4 });

    // A client list of five on the first profile: its fit list pages like any other.
    const csv = [
      'Client,Industry,Fee',
      ...[1, 2, 3, 4, 5].map((i) => `Firm ${i},Healthcare,${i * 1000}`),
    ].join('\n');
    await ok(client0.put(`/api/icps/${firstIcp}/evidence`, { csv }));
    set('/api/icps/{id}/versions', {
      who: () => advisor,
      query: '',
      total: 5,
      at: `/api/icps/${firstIcp}/versions`,
    });
    set('/api/playbooks/{id}/versions', {
      who: () => client0,
      query: '',
      total: 4,
      at: `/api/playbooks/${firstPlaybook}/versions`,
    });
    set('/api/icps/{id}/evidence/fit', {
      who: () => client0,
      query: '',
      total: 5,
      at: `/api/icps/${firstIcp}/evidence/fit`,
    });
    // Approval of copy (docs/approvals.md): each of the five playbooks sent once; the admin's queue.
    const mine = (await ok(client0.get('/api/playbooks'))) as { id: string; version: number }[];
    for (const p of mine) await ok(client0.post(`/api/playbooks/${p.id}/approvals`, { version: p.version }));
    set('/api/approvals', { who: () => admin, query: 'state=pending', total: mine.length });
  }, 120_000);

  afterAll(async () => {
    await gw?.close();
    for (const s of services ?? []) await s.close();
    await stack?.close();
  });

  const lists = API_ROUTES.filter((r) => r.list);

  it('the registry declares the lists this walk knows how to call', () => {
    expect(lists.length).toBeGreaterThanOrEqual(8);
    expect(lists.map((r) => r.path).filter((p) => !cases.has(p))).toEqual([]);
  });

  const url = (path: string, query: string, extra: string) =>
    `${path}?${[query, extra].filter(Boolean).join('&')}`;

  /** The query of a link as a map, and the check that it keeps the case's own parameters. */
  const linkQuery = (link: string, path: string, query: string) => {
    const u = new URL(link, 'http://x');
    expect(u.pathname).toBe(path);
    const q = Object.fromEntries(u.searchParams);
    for (const [k, v] of new URLSearchParams(query)) expect(q[k]).toBe(v);
    return q;
  };

  it.each(lists.map((r) => [r.path, r] as const))(
    '%s: pages of 3 through every item, then one default page',
    async (path: string, _route: ApiRoute) => {
      const c = cases.get(path)!;
      // The route as called: its own path, or the concrete one of a route with a path parameter.
      path = c.at ?? path;
      const limit = 3;
      const seen: string[] = [];
      let next: string | undefined = url(path, c.query, `limit=${limit}`);
      let offset = 0;
      let pages = 0;
      while (next) {
        const res = await c.who().get(next);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        expect(Array.isArray(res.body)).toBe(true);
        expect(res.body).toHaveLength(Math.min(limit, c.total - offset));
        expect(res.headers['x-total-count']).toBe(String(c.total));
        const links = parseLinkHeader(res.headers.link as string);
        const last = Math.floor((c.total - 1) / limit) * limit;
        expect(linkQuery(links.first!, path, c.query)).toMatchObject({ limit: '3', offset: '0' });
        expect(linkQuery(links.last!, path, c.query)).toMatchObject({ limit: '3', offset: String(last) });
        if (offset > 0)
          expect(linkQuery(links.prev!, path, c.query)).toMatchObject({ offset: String(offset - limit) });
        else expect(links.prev).toBeUndefined();
        if (offset + limit < c.total)
          expect(linkQuery(links.next!, path, c.query)).toMatchObject({
            limit: '3',
            offset: String(offset + limit),
          });
        else expect(links.next).toBeUndefined();
        seen.push(...(res.body as Item[]).map(itemKey));
        next = links.next;
        offset += limit;
        pages++;
      }
      expect(pages).toBe(Math.ceil(c.total / limit));
      expect(seen).toHaveLength(c.total);
      expect(new Set(seen).size).toBe(c.total);

      // Without `limit`: the first page of the default size holds them all.
      const all = await c.who().get(c.query ? `${path}?${c.query}` : path);
      expect(all.status).toBe(200);
      expect((all.body as Item[]).map(itemKey)).toEqual(seen);
      const links = parseLinkHeader(all.headers.link as string);
      const defaultLimit = path === '/api/notes' ? 200 : DEFAULT_PAGE_SIZE;
      expect(linkQuery(links.first!, path, c.query)).toMatchObject({
        limit: String(defaultLimit),
        offset: '0',
      });
      expect(links.next).toBeUndefined();
      expect(links.prev).toBeUndefined();

      // Past the end: an empty array, the same total, prev pointing at the last page with items.
      const past = await c.who().get(url(path, c.query, `limit=${limit}&offset=50`));
      expect(past.status).toBe(200);
      expect(past.body).toEqual([]);
      expect(past.headers['x-total-count']).toBe(String(c.total));
      const pastLinks = parseLinkHeader(past.headers.link as string);
      expect(linkQuery(pastLinks.prev!, path, c.query).offset).toBe(
        String(Math.floor((c.total - 1) / limit) * limit),
      );

      // Bad paging is a 400, never a 500.
      for (const bad of ['limit=0', 'limit=abc', 'offset=-1', 'limit=100000']) {
        const res = await c.who().get(url(path, c.query, bad));
        expect({ path, bad, status: res.status }).toEqual({ path, bad, status: 400 });
        expect(res.body).toMatchObject({ code: 'validation_failed' });
      }
    },
  );

  it('links carry only the validated parameters and stay within the header budget', async () => {
    // A parameter the list does not know (5 000 bytes of it) is not repeated four times in Link.
    const junk = await client0.get(`/api/notes?icpId=${firstIcp}&limit=3&search=${'s'.repeat(5000)}`);
    expect(junk.status).toBe(200);
    expect(junk.headers.link).not.toContain('search');
    expect(parseLinkHeader(junk.headers.link as string).next).toBe(
      `/api/notes?icpId=${firstIcp}&limit=3&offset=3`,
    );
    // The longest search the list accepts, all multi-byte: the links that fit, within 2 KB.
    const search = encodeURIComponent('é'.repeat(200));
    const long = await admin.get(`/api/icps?search=${search}&limit=1&offset=1`);
    expect(long.status).toBe(200);
    expect(long.headers['x-total-count']).toBe('0');
    expect((long.headers.link as string).length).toBeLessThanOrEqual(LINK_HEADER_BUDGET);
    const links = parseLinkHeader(long.headers.link as string);
    expect(Object.keys(links)).toEqual(['prev']);
    expect(linkQuery(links.prev!, '/api/icps', `search=${search}`)).toMatchObject({ offset: '0' });
  });

  it('a signed-out caller gets 401 on every list, without list headers', async () => {
    const anon = new Client(gw.url);
    for (const route of lists) {
      const res = await anon.get(route.path);
      expect({ path: route.path, status: res.status }).toEqual({ path: route.path, status: 401 });
      expect(res.headers['x-total-count']).toBeUndefined();
    }
  });
});
