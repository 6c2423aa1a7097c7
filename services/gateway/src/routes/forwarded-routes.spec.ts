import 'reflect-metadata';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { API_ROUTES, type ApiRoute } from '@icp-studio/contracts/http';
import { forwardSpecOf } from '../common/forward.js';
import { forwardedRoutesController, isForwarded } from './forwarded-routes.js';

const handlerOf = (ctor: { prototype: object }, name: string) =>
  (ctor.prototype as Record<string, object>)[name]!;

describe('the forwarded routes, built from the registry', () => {
  const ctor = forwardedRoutesController(API_ROUTES);

  it('has one handler per route with a subject, decorated with its method, path, status and forward', () => {
    const forwarded = API_ROUTES.filter(isForwarded);
    expect(forwarded.length).toBeGreaterThan(30);
    for (const route of forwarded) {
      const handler = handlerOf(ctor, route.operationId);
      expect([
        route.operationId,
        RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number],
      ]).toEqual([route.operationId, route.method]);
      expect(`/api/${Reflect.getMetadata(PATH_METADATA, handler) as string}`).toBe(
        route.path.replace(/\{(\w+)\}/g, ':$1'),
      );
      expect(Reflect.getMetadata(HTTP_CODE_METADATA, handler)).toBe(route.status ?? 200);
      const spec = forwardSpecOf(handler)!;
      expect(spec.subject).toBe(route.subject);
      expect(spec.options).toMatchObject({ anonymous: route.access === 'public', list: route.list });
      expect(spec.options.message).toBe(route.message);
      expect(spec.options.deadline).toBe(route.deadline);
    }
    const own = API_ROUTES.filter((r) => !r.subject).map((r) => r.operationId);
    for (const name of own) expect(Object.hasOwn(ctor.prototype, name)).toBe(false);
  });

  it('maps the RPC body as the entry says (PUT /api/icps/{id} sends {id, fields})', () => {
    const spec = forwardSpecOf(handlerOf(ctor, 'updateIcp'))!;
    const parts = { params: { id: 'i1' }, query: undefined, body: { name: 'N' } };
    expect(spec.options.message!(parts as never)).toEqual({ id: 'i1', fields: { name: 'N' } });
  });

  it('refuses a forwarded route outside /api and two routes with one operationId', () => {
    const route: ApiRoute = {
      method: 'GET',
      path: '/elsewhere',
      operationId: 'elsewhere',
      summary: 'x',
      tag: 'x',
      access: 'public',
      subject: 'x.y',
    };
    expect(() => forwardedRoutesController([route])).toThrow(/served under \/api/);
    const twice = { ...route, path: '/api/twice' };
    expect(() => forwardedRoutesController([twice, { ...twice, method: 'POST' }])).toThrow(/two routes/);
  });
});
