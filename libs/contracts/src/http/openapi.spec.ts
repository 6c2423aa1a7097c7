import { z } from 'zod';
import { API_ROUTES, matchRoute, expressPath, openApiPath } from './routes.js';
import { openApiDocument } from './openapi.js';

const doc = openApiDocument();

/** Every `$ref` in a JSON value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  return out;
}

function resolve(pointer: string): unknown {
  expect(pointer.startsWith('#/')).toBe(true);
  return pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

describe('the route registry', () => {
  it('declares each method and path once, with unique operation ids', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = API_ROUTES.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(API_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: path parameters and the params schema agree',
    (_name, route) => {
      const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = route.params ? Object.keys(route.params.shape).sort() : [];
      expect(declared).toEqual(inPath);
      expect(route.path.startsWith('/')).toBe(true);
      expect(route.response === undefined).toBe(route.produces !== undefined);
    },
  );

  it('matches request paths to their declared pattern (metrics labels)', () => {
    expect(matchRoute('GET', '/api/icps/4b0f7e5e-1c1e-4a41-9d7c-2f1f5a0c1d2e')?.path).toBe('/api/icps/{id}');
    expect(matchRoute('GET', '/api/icps/x/score')?.path).toBe('/api/icps/{id}/score');
    expect(matchRoute('HEAD', '/api/icps')?.path).toBe('/api/icps');
    expect(matchRoute('POST', '/api/notes/open-task-counts')?.operationId).toBe('openTaskCounts');
    expect(matchRoute('DELETE', '/api/icps')).toBeUndefined();
    expect(matchRoute('GET', '/api/nothing-here')).toBeUndefined();
  });

  it('converts between OpenAPI and Express path syntax', () => {
    expect(expressPath('/api/icps/{id}/score')).toBe('/api/icps/:id/score');
    expect(openApiPath('/api/icps/:id/score')).toBe('/api/icps/{id}/score');
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every declared route', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const route of API_ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op?.operationId).toBe(route.operationId);
      expect(op?.responses[String(route.status ?? 200)]).toBeDefined();
    }
    const count = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(count).toBe(API_ROUTES.length);
  });

  it('resolves every $ref inside the document and keeps no stray $defs', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(50);
    for (const ref of all) expect(resolve(ref)).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('$defs');
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });

  it('describes request bodies as clients send them, answers as the server sends them', () => {
    const fields = doc.components.schemas.IcpFields as { required?: string[] };
    expect(fields.required).toEqual(['name', 'type']);
    const icp = doc.components.schemas.Icp as { required?: string[] };
    expect(icp.required).toEqual(expect.arrayContaining(['id', 'createdAt', 'technographics']));
    const login = doc.paths['/api/auth/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login.responses['429']).toBeDefined();
    const list = doc.paths['/api/icps']!.get!;
    expect((list.parameters as { name: string }[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(['status', 'search', 'limit', 'offset']),
    );
    expect(list.security).toEqual([{ session: [] }]);
    expect(list['x-nats-subject']).toBe('icp.icps.list');
  });

  it('describes every list as an array with X-Total-Count and Link headers and limit/offset parameters', () => {
    const lists = API_ROUTES.filter((r) => r.list);
    expect(lists.map((r) => r.path).sort()).toEqual(
      [
        '/api/admin/advisors',
        '/api/approvals',
        '/api/admin/clients',
        '/api/advisor/clients',
        '/api/drafts',
        '/api/icps',
        '/api/icps/{id}/evidence/fit',
        '/api/icps/{id}/shares',
        '/api/icps/{id}/versions',
        '/api/notes',
        '/api/notifications',
        '/api/notes/search',
        '/api/playbooks',
        '/api/playbooks/{id}/shares',
        '/api/playbooks/{id}/versions',
        '/api/tasks',
        '/api/templates',
        '/api/users',
      ].sort(),
    );
    for (const route of lists) {
      expect({ path: route.path, method: route.method }).toEqual({ path: route.path, method: 'GET' });
      const op = doc.paths[route.path]!.get!;
      const ok = op.responses['200'] as {
        headers: Record<string, { schema: { type: string } }>;
        content: { 'application/json': { schema: { $ref: string } } };
      };
      expect(ok.headers['X-Total-Count']!.schema.type).toBe('integer');
      expect(ok.headers.Link!.schema.type).toBe('string');
      const body = resolve(ok.content['application/json'].schema.$ref) as { type: string };
      expect({ path: route.path, type: body.type }).toEqual({ path: route.path, type: 'array' });
      const names = (op.parameters as { name: string }[]).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['limit', 'offset']));
    }
    // Answers that are not lists carry no list headers.
    expect(doc.paths['/api/icps/{id}']!.get!.responses['200']).not.toHaveProperty('headers');
  });

  it('marks PDF answers as binary', () => {
    const exp = doc.paths['/api/icps/{id}/export']!.get!;
    expect(exp.responses['200']).toEqual({
      description: 'Success',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
  });

  it('refuses a registry with a duplicated operation id', () => {
    const route = { ...API_ROUTES[0]!, response: z.object({}) };
    expect(() => openApiDocument({ routes: [route, route] })).toThrow(/duplicate operationId/);
  });
});
