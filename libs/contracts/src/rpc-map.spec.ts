import { z } from 'zod';
import { API_ROUTES, routeSubject, type ApiRoute } from './http/routes.js';
import { RPC, routeContract, type RpcAnswer, type RpcParsedBody } from './rpc-map.js';
import { templateSchema } from './templates.js';

const GET_TEMPLATE = routeSubject('getTemplate');

describe('RPC contracts declared by their route entry', () => {
  it('a forwarded route without a line of its own gets its contract from its entry', () => {
    expect(GET_TEMPLATE).toBe('playbook.templates.get');
    const contract = RPC[GET_TEMPLATE];
    expect(contract.actor).toBe('required');
    expect(contract.response).toBe(templateSchema);
    const id = '3f1d7a2e-1c4b-4a8e-9f0a-2b6c8d9e0f1a';
    expect(contract.request.parse({ id })).toEqual({ id });
    expect(contract.request.safeParse({ id: 'not-an-id' }).success).toBe(false);
    // The types follow: the handler's body and the caller's answer.
    const body: RpcParsedBody<typeof GET_TEMPLATE> = { id };
    // @ts-expect-error the route's params name an id
    const wrong: RpcParsedBody<typeof GET_TEMPLATE> = { name: 'x' };
    const answer: RpcAnswer<typeof GET_TEMPLATE> | undefined = undefined;
    expect([body, wrong, answer]).toHaveLength(3);
  });

  it('every forwarded route has a contract in the map', () => {
    for (const route of API_ROUTES.filter((r) => r.subject))
      expect(Object.hasOwn(RPC, route.subject!)).toBe(true);
  });

  it('merges params, query and body; pages a paged list; public routes need no actor', () => {
    const route: ApiRoute = {
      method: 'GET',
      path: '/api/things/{id}/parts',
      operationId: 'listThingParts',
      summary: 'x',
      tag: 'x',
      access: 'public',
      subject: 'x.things.parts',
      params: z.object({ id: z.string() }),
      query: z.object({ limit: z.number() }),
      response: z.array(z.object({ name: z.string() })),
      list: 'page',
    };
    const contract = routeContract(route);
    expect(contract.actor).toBe('none');
    expect(contract.request.parse({ id: 'a', limit: 2, extra: 1 })).toEqual({ id: 'a', limit: 2 });
    expect(
      contract.response.safeParse({ items: [{ name: 'n' }], total: 1, limit: 2, offset: 0 }).success,
    ).toBe(true);
  });

  it('refuses a route that maps its RPC body: that subject needs its own line', () => {
    const route = API_ROUTES.find((r) => r.message)!;
    expect(() => routeContract(route)).toThrow(/needs its subject's line in RPC/);
  });
});
