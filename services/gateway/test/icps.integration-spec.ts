import { ICP } from '@icp-studio/contracts';
import type { ServiceHandle } from '@icp-studio/service-kit';
import { uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { MISSING_ID, startIcpStandIn } from './support/icp-stand-in.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gw${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

const ID = '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10';
const fields = {
  name: 'Dentists in Lyon',
  type: 'b2b',
  industry: '  Health  ',
  painPoints: ['  no-shows ', '', 'paperwork'],
};
const draft = {
  clientType: 'b2b',
  name: 'Draft',
  industry: null,
  draftData: { step1: { name: 'Draft' } },
  currentStep: 2,
};

describe('ICP and draft routes forward to the icp service', () => {
  let stack: AuthStack;
  let icp: ServiceHandle;
  let gw: GatewayHandle;
  let c: Client;
  let actor: { userId: string; role: string };

  beforeAll(async () => {
    stack = await startAuthStack();
    icp = await startIcpStandIn(suffix);
    gw = await startTestGateway(suffix);
    c = new Client(gw.url);
    const reg = await c.post('/api/auth/register', newUser('Casey'));
    actor = { userId: reg.body.user.id, role: 'client' };
  });
  afterAll(async () => {
    await gw?.close();
    await icp?.close();
    await stack?.close();
  });

  it.each([
    [
      'GET',
      '/api/icps?status=draft&limit=10',
      ICP.list,
      undefined,
      200,
      { status: 'draft', limit: 10, offset: 0 },
    ],
    ['GET', `/api/icps/${ID}`, ICP.get, undefined, 200, { id: ID }],
    [
      'POST',
      '/api/icps',
      ICP.create,
      fields,
      201,
      { name: 'Dentists in Lyon', type: 'b2b', industry: 'Health', painPoints: ['no-shows', 'paperwork'] },
    ],
    [
      'POST',
      '/api/advisor/icp',
      ICP.createForClient,
      { ...fields, clientId: ID },
      201,
      { clientId: ID, name: 'Dentists in Lyon' },
    ],
    [
      'PUT',
      `/api/icps/${ID}`,
      ICP.update,
      fields,
      200,
      { id: ID, fields: { name: 'Dentists in Lyon', type: 'b2b', industry: 'Health' } },
    ],
    [
      'PATCH',
      `/api/icps/${ID}`,
      ICP.setStatus,
      { status: 'completed' },
      200,
      { id: ID, status: 'completed' },
    ],
    ['DELETE', `/api/icps/${ID}`, ICP.delete, undefined, 200, { id: ID }],
    ['GET', `/api/icps/${ID}/score`, ICP.getScore, undefined, 200, { id: ID }],
    ['POST', `/api/icps/${ID}/analyze`, ICP.analyze, undefined, 200, { id: ID }],
    ['GET', '/api/drafts', ICP.listDrafts, undefined, 200, {}],
    ['GET', `/api/drafts/${ID}`, ICP.getDraft, undefined, 200, { id: ID }],
    ['POST', '/api/drafts', ICP.createDraft, draft, 201, draft],
    ['PUT', `/api/drafts/${ID}`, ICP.updateDraft, draft, 200, { id: ID, draft }],
    ['DELETE', `/api/drafts/${ID}`, ICP.deleteDraft, undefined, 200, { id: ID }],
  ])('%s %s -> %s', async (method, path, subject, body, status, expected) => {
    const res = await c.call(method as string, path as string, {
      body,
      headers: { 'x-correlation-id': `corr-${subject}` },
    });
    expect(res.status).toBe(status);
    const echo = subject === ICP.list || subject === ICP.listDrafts ? res.body[0] : res.body;
    expect(echo.subject).toBe(subject);
    expect(echo.actor).toEqual(actor);
    if (Object.keys(expected as object).length === 0) expect(echo.body).toEqual({});
    else expect(echo.body).toMatchObject(expected as object);
    // The correlation id travels over NATS to the service.
    expect(echo.correlationId).toBe(`corr-${subject}`);
  });

  it("answers the service's page as an array with X-Total-Count and Link headers", async () => {
    const res = await c.get('/api/icps?offset=5&search=a%20b&junk=x');
    expect(res.body).toHaveLength(1);
    expect(res.body[0].body).toMatchObject({ limit: 100, offset: 5, search: 'a b' });
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.headers.link).toBe(
      '</api/icps?search=a+b&limit=100&offset=0>; rel="first", ' +
        '</api/icps?search=a+b&limit=100&offset=0>; rel="prev", ' +
        '</api/icps?search=a+b&limit=100&offset=0>; rel="last"',
    );
  });

  it('pages a whole list itself: the service never sees limit and offset', async () => {
    const res = await c.get('/api/drafts?limit=1&offset=0');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].body).toEqual({});
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.headers.link).toBe(
      '</api/drafts?limit=1&offset=0>; rel="first", </api/drafts?limit=1&offset=0>; rel="last"',
    );
  });

  it('refuses signed-out callers with 401', async () => {
    const anon = new Client(gw.url);
    for (const [method, path] of [
      ['GET', '/api/icps'],
      ['POST', '/api/icps'],
      ['GET', `/api/drafts/${ID}`],
    ] as const) {
      const res = await anon.call(method, path, { body: method === 'POST' ? fields : undefined });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('validates params, query and body with the contract schemas (400 with field messages)', async () => {
    const badId = await c.get('/api/icps/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toEqual({ id: ['Invalid id'] });
    expect((await c.delete('/api/drafts/123')).body.fields).toEqual({ id: ['Invalid id'] });

    const noName = await c.post('/api/icps', { type: 'b2b' });
    expect(noName.status).toBe(400);
    expect(noName.body.fields.name).toBeDefined();
    const blankName = await c.post('/api/icps', { name: '  ', type: 'b2x' });
    expect(blankName.body.fields).toEqual({
      name: ['Profile name is required'],
      type: ['Type must be b2b or b2c'],
    });

    const badQuery = await c.get('/api/icps?limit=1000&status=archived');
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.fields).sort()).toEqual(['limit', 'status']);

    const badStatus = await c.patch(`/api/icps/${ID}`, { status: 'done' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fields.status).toBeDefined();

    const notObject = await c.post('/api/drafts', [1, 2]);
    expect(notObject.status).toBe(400);
    expect(notObject.body.message).toBe('Request body must be a JSON object');
  });

  it("passes the service's errors through as they are", async () => {
    const res = await c.get(`/api/icps/${MISSING_ID}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', status: 404, message: 'ICP not found' });
    expect(res.body.correlationId).toBe(res.headers['x-correlation-id']);
  });

  it('answers 503 with Retry-After when the icp service is down, at once', async () => {
    await icp.close();
    try {
      const res = await c.get(`/api/icps/${ID}`);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.ms).toBeLessThan(100);
    } finally {
      icp = await startIcpStandIn(suffix);
    }
    expect((await c.get(`/api/icps/${ID}`)).status).toBe(200);
  });
});
