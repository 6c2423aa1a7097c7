import type { Draft, Icp, IcpScore, MessageResponse } from '@icp-studio/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { api, routeRequest, type ListItem, type RouteAnswer } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '6f1d4c8e-0a4b-4c47-9f59-1d2b3c4d5e6f';

describe('the typed client: routes called by operationId (libs/contracts/src/http/routes.ts)', () => {
  it("builds each call's method and path from the registry entry", () => {
    expect(routeRequest('getIcp', { params: { id: ID } })).toEqual({ method: 'GET', url: `/api/icps/${ID}` });
    expect(routeRequest('updateIcp', { params: { id: ID } })).toEqual({
      method: 'PUT',
      url: `/api/icps/${ID}`,
    });
    expect(routeRequest('setPlaybookStatus', { params: { id: 'p/1 ?' } })).toEqual({
      method: 'PATCH',
      url: '/api/playbooks/p%2F1%20%3F',
    });
    expect(routeRequest('completeNote', { params: { id: 'n1' } })).toEqual({
      method: 'POST',
      url: '/api/notes/n1/complete',
    });
    expect(routeRequest('deleteAssignment', { params: { id: 'c1' } })).toEqual({
      method: 'DELETE',
      url: '/api/admin/assignments/c1',
    });
    expect(routeRequest('logout')).toEqual({ method: 'POST', url: '/api/auth/logout' });
    expect(routeRequest('exportPlaybook', { params: { id: 'p1' } }).url).toBe('/api/playbooks/p1/export');
  });

  it("sends the query's set values in the order given", () => {
    expect(
      routeRequest('listIcps', {
        query: { status: 'completed', search: '', userId: undefined, limit: 2, offset: 4 },
      }).url,
    ).toBe('/api/icps?status=completed&limit=2&offset=4');
    expect(routeRequest('listUsers', { query: { role: 'client', search: 'a&b' } }).url).toBe(
      '/api/users?role=client&search=a%26b',
    );
    expect(routeRequest('listDrafts').url).toBe('/api/drafts');
  });

  it('refuses a call without a path parameter', () => {
    expect(() => routeRequest('getIcp', { params: { id: '' } })).toThrow(/getIcp: .*id is missing/);
  });

  it('calls the route: its method, URL and JSON body, and answers the JSON', async () => {
    const fetchMock = mockFetch({
      [`PUT /api/admin/assignments/c1`]: { body: { clientId: 'c1', advisorId: 'a1' } },
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    await expect(
      api.call('updateAssignment', { params: { id: 'c1' }, body: { clientId: 'c1', advisorId: 'a1' } }),
    ).resolves.toEqual({ clientId: 'c1', advisorId: 'a1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/assignments/c1');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ clientId: 'c1', advisorId: 'a1' }));
    await expect(api.call('logout')).resolves.toEqual({ message: 'Logged out' });
    expect(fetchMock.mock.calls[1]![1]?.body).toBeUndefined();
  });

  it('reads a list route as a page (X-Total-Count) or whole (following Link next)', async () => {
    mockFetch({
      'GET /api/icps': (_init, url) => {
        const offset = Number(new URL(url, 'http://x').searchParams.get('offset') ?? 0);
        return listAnswer([{ id: `i${offset}` }], { total: 2, limit: 1, offset, path: '/api/icps' });
      },
    });
    await expect(api.callPage('listIcps', { query: { limit: 1, offset: 0 } })).resolves.toMatchObject({
      items: [{ id: 'i0' }],
      total: 2,
      next: 1,
    });
    await expect(api.callAll('listIcps', { query: { limit: 1 } })).resolves.toEqual([
      { id: 'i0' },
      { id: 'i1' },
    ]);
  });

  it('types the parts and the answer from the zod schemas (checked by `npm run typecheck`)', () => {
    expectTypeOf<RouteAnswer<'getIcp'>>().toEqualTypeOf<Icp>();
    expectTypeOf<RouteAnswer<'getIcpScore'>>().toEqualTypeOf<IcpScore>();
    expectTypeOf<RouteAnswer<'deleteDraft'>>().toEqualTypeOf<MessageResponse>();
    expectTypeOf<ListItem<'listDrafts'>>().toEqualTypeOf<Draft>();
    expectTypeOf(api.call<'getIcp'>).returns.resolves.toEqualTypeOf<Icp>();

    // Only ever type-checked: each line is a call the types refuse.
    const refused = () => {
      // @ts-expect-error the path parameter is required
      void api.call('getIcp');
      // @ts-expect-error no such path parameter
      void api.call('getIcp', { params: { icpId: ID } });
      // @ts-expect-error a GET route takes no body
      void api.call('getIcp', { params: { id: ID }, body: {} });
      // @ts-expect-error the body is required and must match the schema
      void api.call('setIcpStatus', { params: { id: ID }, body: { state: 'active' } });
      // @ts-expect-error not a list route
      void api.callPage('getIcp', { params: { id: ID } });
      // @ts-expect-error no such operation
      void api.call('getIcons');
    };
    expect(typeof refused).toBe('function');
  });
});
