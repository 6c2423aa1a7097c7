// The security and fuzz suites read the route registry (libs/contracts/src/http/routes.ts), not lists
// of their own: a route added to it is probed without editing them, and one they cannot probe or never
// reached fails them. Here a fake route is added to a copy of the registry and the suites' coverage
// checks are asked about it (the checks the suites run, without starting the stack).
import assert from 'node:assert/strict';
import test from 'node:test';
import { z } from 'zod';
import { API_ROUTES } from '@icp-studio/contracts/http';
import { MATRIX, coverage, derivedEntry, unreached } from '../security/matrix.mjs';
import { routesWithoutIdKind } from '../fuzz/lib/requests.mjs';
import { unreachedRoutes } from '../fuzz/lib/coverage.mjs';
import { routeKey, routeOf } from '../support/registry-routes.mjs';

const id = { params: z.object({ id: z.uuid() }) };
/** A read route under a collection the suites know: `GET /api/icps/{id}/fake`. */
const fakeRead = {
  method: 'GET',
  path: '/api/icps/{id}/fake',
  operationId: 'getIcpFake',
  summary: 'A fake read',
  tag: 'Profiles',
  access: 'signed-in',
  subject: 'icp.fake',
  ...id,
  response: z.object({ ok: z.boolean() }),
};
/** A route whose `{id}` stands under a collection no suite knows. */
const fakeGadget = { ...fakeRead, path: '/api/gadgets/{id}', operationId: 'getGadget' };
/** An admin-only write: probed only with the refusals its access declares. */
const fakeWrite = {
  ...fakeRead,
  method: 'POST',
  path: '/api/admin/fake-reindex',
  operationId: 'fakeReindex',
  access: 'admin',
  params: undefined,
  body: z.object({ reason: z.string().min(3).max(40) }),
  status: 202,
};

/** A request of every route (its parameters filled), as a run's transcript has them. */
const askEvery = (routes) => routes.map((r) => `${r.method} ${r.path.replace(/\{[^}]+\}/g, 'x1')}?limit=5`);

test('security: every registry route is probed, and every hand-written entry agrees with its access', () => {
  const cov = coverage();
  assert.deepEqual(cov.missing, []);
  assert.deepEqual(cov.stale, []);
  assert.deepEqual(cov.disagree, []);
  assert.deepEqual(unreached(askEvery(API_ROUTES)), []);
});

test('security: a read route added to the registry is probed from its entry, the suite unedited', () => {
  const routes = [...API_ROUTES, fakeRead];
  assert.deepEqual(coverage(routes).missing, []);
  const entry = derivedEntry(fakeRead);
  assert.deepEqual(entry.targets, ['A', 'B', 'missing']);
  const answers = (role) => entry.targets.map((t) => entry.expect(role, t));
  assert.deepEqual(answers('anonymous'), [401, 401, 401]);
  assert.deepEqual(answers('clientA'), [200, 404, 404]);
  assert.deepEqual(answers('clientB'), [404, 200, 404]);
  assert.deepEqual(answers('advAssigned'), [200, 404, 404]);
  assert.deepEqual(answers('advUnassigned'), [404, 404, 404]);
  assert.deepEqual(answers('admin'), [200, 200, 404]);
  const ctx = { rec: { A: { icp: { id: 'icp-of-A' } } }, users: {}, missing: 'none' };
  assert.equal(entry.request(ctx, 'clientA', 'A').path, '/api/icps/icp-of-A/fake');
  // ... and a run whose requests never reached it fails.
  assert.deepEqual(unreached(askEvery(API_ROUTES), routes), ['GET /api/icps/{id}/fake']);
  assert.deepEqual(unreached(askEvery(routes), routes), []);
});

test('security: a write added to the registry gets the refusals its access declares', () => {
  const entry = derivedEntry(fakeWrite);
  assert.deepEqual(entry.targets, ['-']);
  assert.equal(entry.expect('anonymous', '-'), 401);
  for (const role of ['clientA', 'clientB', 'advAssigned', 'advUnassigned'])
    assert.equal(entry.expect(role, '-'), 403, role);
  assert.equal(entry.expect('admin', '-'), undefined, 'its effects need a hand-written entry');
  const req = entry.request({ rec: { A: {} }, users: {}, missing: 'none' }, 'clientA', '-');
  assert.equal(fakeWrite.body.safeParse(req.body).success, true, 'the refusal is asked with a valid body');
});

test('security: a route the suite cannot name the parameters of fails the coverage check', () => {
  const cov = coverage([...API_ROUTES, fakeGadget]);
  assert.deepEqual(cov.missing, ['GET /api/gadgets/{id}']);
});

test('security: a hand-written entry that contradicts the registry fails the coverage check', () => {
  const matrix = {
    ...MATRIX,
    'GET /api/icps/{id}/fake': { targets: ['-'], expect: () => 200, request: () => ({ path: '/' }) },
  };
  const cov = coverage([...API_ROUTES, fakeRead], matrix);
  assert.equal(cov.disagree.length, 1);
  assert.match(cov.disagree[0], /GET \/api\/icps\/\{id\}\/fake \(signed-in\): anonymous 200/);
});

test('fuzz: the {id} of every route is named from its path; an unknown collection stops the run', () => {
  assert.deepEqual(routesWithoutIdKind(API_ROUTES), []);
  assert.deepEqual(routesWithoutIdKind([...API_ROUTES, fakeRead]), []);
  assert.deepEqual(routesWithoutIdKind([...API_ROUTES, fakeGadget]), ['getGadget']);
});

test('fuzz: a registry route that never answered 2xx fails the run', () => {
  const byRoute = Object.fromEntries(API_ROUTES.map((r) => [r.operationId, { n: 9, s2: 1 }]));
  const routes = [...API_ROUTES, fakeRead];
  assert.deepEqual(unreachedRoutes(API_ROUTES, byRoute), []);
  assert.deepEqual(unreachedRoutes(routes, byRoute), ['getIcpFake']);
  assert.deepEqual(unreachedRoutes(routes, { ...byRoute, getIcpFake: { n: 60, s2: 0 } }), ['getIcpFake']);
  assert.deepEqual(unreachedRoutes(routes, byRoute, { getIcpFake: 'a token only the e-mail has' }), []);
});

test('a request is matched to its route as the gateway routes it', () => {
  const key = (m, p) => routeKey(routeOf(API_ROUTES, m, p));
  assert.equal(key('GET', '/api/icps/export.csv?x=1'), 'GET /api/icps/export.csv');
  assert.equal(key('GET', '/api/icps/abc'), 'GET /api/icps/{id}');
  assert.equal(key('GET', '/api/icps/abc/evidence/fit.csv'), 'GET /api/icps/{id}/evidence/fit.csv');
  assert.equal(routeOf(API_ROUTES, 'GET', '/api/nothing-here'), undefined);
});

test('security: a read of another kind of record is asked of a missing one (404) by every role it admits', () => {
  const entry = derivedEntry({ ...fakeRead, path: '/api/templates/{id}/fake', operationId: 'fakeTemplate' });
  assert.deepEqual(entry.targets, ['A', 'missing']);
  assert.equal(entry.expect('anonymous', 'A'), 401);
  assert.equal(entry.expect('clientB', 'missing'), 404);
  assert.equal(entry.expect('clientB', 'A'), undefined, 'who sees a template is its own rule');
});
