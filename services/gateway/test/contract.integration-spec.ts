import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import {
  API_ROUTES,
  DOCS_ASSETS,
  SESSION_COOKIE_NAME,
  expressPath,
  openApiDocument,
  openApiPath,
  type ApiRoute,
} from '@icp-studio/contracts/http';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { forwardSpecOf } from '../src/common/forward.js';
import { SESSION_COOKIE } from '../src/session/session-data.js';
import { send } from './support/http.js';
import { startTestGateway } from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gw${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

interface ServedRoute {
  method: string;
  path: string;
}

/**
 * The routes the running gateway really serves, as Fastify registered them (HEAD routes are the ones
 * Fastify adds for each GET; OPTIONS and catch-alls are not routes of the registry).
 */
function servedRoutes(gw: GatewayHandle): ServedRoute[] {
  return gw.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.path.includes('*'));
}

const key = (method: string, path: string) => `${method} ${path}`;

/** Every Nest handler of the gateway with its HTTP method and full path, from the controllers' metadata. */
function handlers(gw: GatewayHandle) {
  const out: { method: string; path: string; handler: object }[] = [];
  for (const mod of gw.app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctor = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!ctor) continue;
      const base = String(Reflect.getMetadata('path', ctor) ?? '');
      for (const name of Object.getOwnPropertyNames(ctor.prototype)) {
        const handler = (ctor.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata('method', handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = [Reflect.getMetadata('path', handler) as string | string[]].flat();
        for (const p of paths) {
          const full = ['api', base, p].filter((s) => s && s !== '/').join('/');
          out.push({ method: RequestMethod[method], path: `/${full}`.replace(/\/+/g, '/'), handler });
        }
      }
    }
  }
  return out;
}

describe('the /api contract: the route registry, the OpenAPI document and the docs', () => {
  let gw: GatewayHandle;

  beforeAll(async () => {
    gw = await startTestGateway(suffix);
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('every route the gateway serves is declared, and every declared route is served', () => {
    const served = servedRoutes(gw);
    expect(served.length).toBeGreaterThan(40);
    const servedKeys = new Set(served.map((r) => key(r.method, r.path)));
    const declaredKeys = new Set(API_ROUTES.map((r) => key(r.method, expressPath(r.path))));

    const undeclared = [...servedKeys].filter((k) => !declaredKeys.has(k));
    const unserved = [...declaredKeys].filter((k) => !servedKeys.has(k));
    expect({ undeclared, unserved }).toEqual({ undeclared: [], unserved: [] });
    expect(servedKeys.size).toBe(served.length); // no route registered twice
  });

  it('each forwarding route validates with the declared schemas and forwards to the declared subject', () => {
    const declared = new Map<string, ApiRoute>(API_ROUTES.map((r) => [key(r.method, r.path), r]));
    const forwarded = new Set<string>();
    for (const h of handlers(gw)) {
      const spec = forwardSpecOf(h.handler);
      if (!spec) continue;
      const k = key(h.method, openApiPath(h.path));
      const route = declared.get(k);
      expect({ k, declared: Boolean(route) }).toEqual({ k, declared: true });
      // The very same zod objects: what the document shows is what the gateway enforces.
      expect({ k, subject: route!.subject }).toEqual({ k, subject: spec.subject });
      expect({ k, params: route!.params === spec.options.params }).toEqual({ k, params: true });
      expect({ k, query: route!.query === spec.options.query }).toEqual({ k, query: true });
      expect({ k, body: route!.body === spec.options.body }).toEqual({ k, body: true });
      expect({ k, list: route!.list }).toEqual({ k, list: spec.options.list });
      forwarded.add(k);
    }
    expect(forwarded.size).toBeGreaterThan(30);
    // A declared subject means the route is a pure forward.
    for (const r of API_ROUTES.filter((x) => x.subject)) expect(forwarded).toContain(key(r.method, r.path));
  });

  it('GET /api/openapi.json answers the document generated from the registry', async () => {
    const res = await send(gw.url, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(res.body.components.securitySchemes.session.name).toBe(SESSION_COOKIE);
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
  });

  it('GET /api/docs serves Swagger UI from node_modules under a CSP that allows only this origin', async () => {
    const page = await send(gw.url, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toMatch(/https?:/);
    for (const file of DOCS_ASSETS) {
      expect(page.text).toContain(`docs/${file}`);
      const asset = await send(gw.url, 'GET', `/api/docs/${file}`);
      expect({ file, status: asset.status }).toEqual({ file, status: 200 });
      expect(asset.headers['content-type']).toMatch(file.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(asset.text.length).toBeGreaterThan(file === 'docs.js' ? 50 : 10_000);
      // The file itself, not some JSON wrapping of it.
      expect(asset.text).toMatch(
        {
          'swagger-ui.css': /\.swagger-ui/,
          'swagger-ui-bundle.js': /SwaggerUIBundle/,
          'docs.js': /^window\.ui =/,
        }[file],
      );
      expect(asset.text.startsWith('{')).toBe(false);
    }
    const missing = await send(gw.url, 'GET', '/api/docs/package.json');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found' });
  });

  it('GET /metrics on the ops port: Prometheus text with the HTTP latency by method, route pattern and status', async () => {
    await send(gw.url, 'GET', '/api/icps/6f1d4c8e-0a4b-4c47-9f59-1d2b3c4d5e6f'); // 401: signed out
    await send(gw.url, 'GET', '/api/no-such-route');
    // Not on the public port (the one the edge routes to).
    const public_ = await send(gw.url, 'GET', '/metrics');
    expect(public_.status).toBe(404);
    expect(public_.text).not.toContain('process_cpu');
    const res = await send(gw.opsUrl, 'GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    const has = (...parts: string[]) => lines.some((l) => parts.every((p) => l.includes(p)));
    expect(
      has('icp_http_request_seconds_count{', 'method="GET"', 'route="/api/icps/{id}"', 'status="401"'),
    ).toBe(true);
    expect(has('icp_http_request_seconds_count{', 'route="unmatched"', 'status="404"')).toBe(true);
    expect(has('process_cpu_user_seconds_total', 'service="gateway"')).toBe(true);
    // Raw paths never become label values.
    expect(res.text).not.toContain('6f1d4c8e-0a4b');
  });

  it('answers /api JSON, errors included, with Cache-Control: no-store', async () => {
    for (const path of ['/api/auth/check', '/api/icps', '/api/no-such-route']) {
      const res = await send(gw.url, 'GET', path);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
    }
  });

  it('GET /live answers while the process runs; /health checks NATS and Redis', async () => {
    const live = await send(gw.url, 'GET', '/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const health = await send(gw.url, 'GET', '/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', checks: { nats: 'ok', redis: 'ok' } });
  });

  it("adopts an ingress controller's X-Request-Id as the correlation id when none is given", async () => {
    const res = await send(gw.url, 'GET', '/api/auth/check', {
      headers: { 'x-request-id': 'ingress-req-42' },
    });
    expect(res.headers['x-correlation-id']).toBe('ingress-req-42');
    const own = await send(gw.url, 'GET', '/api/auth/check', {
      headers: { 'x-request-id': 'ingress-req-43', 'x-correlation-id': 'edge-77' },
    });
    expect(own.headers['x-correlation-id']).toBe('edge-77');
  });
});
