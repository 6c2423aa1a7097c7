import { Controller, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { z } from 'zod';
import { pageQuerySchema, parseLinkHeader, type RpcRequest } from '@icp-studio/contracts';
import { API_ROUTES, type ApiRoute } from '@icp-studio/contracts/http';
import { requireActor, startMicroservice, type ServiceHandle } from '@icp-studio/service-kit';
import { testEnv, uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gwrr${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

/**
 * docs/developing.md, "Adding a route": a route is a registry entry, the owning service's handler and
 * the web's call; the gateway needs no change. Here two routes that exist nowhere else are added to
 * the registry the gateway starts with, and a stand-in service answers their subjects.
 */
const GADGET = { create: 'test.gadgets.create', list: 'test.gadgets.list' } as const;
const gadgetSchema = z.object({ name: z.string(), colour: z.enum(['red', 'blue']) });

const extraRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/test-gadgets',
    operationId: 'createTestGadget',
    summary: 'Create a gadget (test only)',
    tag: 'Test',
    access: 'signed-in',
    subject: GADGET.create,
    body: z.object({
      name: z.string().trim().min(1, 'Gadget name is required'),
      colour: z.enum(['red', 'blue']),
    }),
    message: ({ body }) => ({ gadget: body }),
    status: 201,
    response: gadgetSchema,
  },
  {
    method: 'GET',
    path: '/api/test-gadgets',
    operationId: 'listTestGadgets',
    summary: 'Gadgets (test only)',
    tag: 'Test',
    access: 'signed-in',
    subject: GADGET.list,
    query: pageQuerySchema.extend({ colour: z.enum(['red', 'blue']).optional() }),
    response: z.array(gadgetSchema),
    list: 'whole',
  },
];

/** What the stand-in service received last, per subject. */
const received = new Map<string, { actor: unknown; body: unknown }>();

@Controller()
class GadgetService {
  @MessagePattern(GADGET.create)
  create(req: RpcRequest) {
    requireActor(req);
    received.set(GADGET.create, { actor: req.actor, body: req.body });
    return (req.body as { gadget: unknown }).gadget;
  }

  @MessagePattern(GADGET.list)
  list(req: RpcRequest) {
    requireActor(req);
    received.set(GADGET.list, { actor: req.actor, body: req.body });
    return ['a', 'b', 'c'].map((name) => ({ name, colour: 'red' }));
  }
}

@Module({ controllers: [GadgetService] })
class GadgetServiceModule {}

describe('a route added to the registry alone is served by the gateway', () => {
  let stack: AuthStack;
  let service: ServiceHandle;
  let gw: GatewayHandle;
  let c: Client;
  let userId: string;

  beforeAll(async () => {
    stack = await startAuthStack();
    service = await startMicroservice({
      service: `gadgets-${suffix}`,
      module: GadgetServiceModule,
      natsUrl: testEnv.natsUrl,
      handleSignals: false,
    });
    gw = await startTestGateway(suffix, {}, { routes: [...API_ROUTES, ...extraRoutes] });
    c = new Client(gw.url);
    const reg = await c.post('/api/auth/register', newUser('Gadgeteer'));
    expect(reg.status).toBe(201);
    userId = reg.body.user.id;
  });
  afterAll(async () => {
    await gw?.close();
    await service?.close();
    await stack?.close();
  });

  it('forwards a valid body as the entry maps it, with the caller, and answers with its status', async () => {
    const res = await c.post('/api/test-gadgets', { name: '  Widget ', colour: 'blue' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'Widget', colour: 'blue' });
    expect(received.get(GADGET.create)).toEqual({
      actor: { userId, role: 'client' },
      body: { gadget: { name: 'Widget', colour: 'blue' } },
    });
  });

  it("validates with the entry's schemas (400 with field messages) before the service is asked", async () => {
    received.clear();
    const blank = await c.post('/api/test-gadgets', { name: ' ', colour: 'green' });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fields).sort()).toEqual(['colour', 'name']);
    expect(blank.body.fields.name).toEqual(['Gadget name is required']);
    const badQuery = await c.get('/api/test-gadgets?colour=green');
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.fields)).toEqual(['colour']);
    expect(received.size).toBe(0);
  });

  it('answers 401 to a signed-out caller on a signed-in route', async () => {
    const anon = new Client(gw.url);
    for (const res of [
      await anon.post('/api/test-gadgets', { name: 'Widget', colour: 'red' }),
      await anon.get('/api/test-gadgets'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('answers a list as one page of a JSON array with X-Total-Count and Link', async () => {
    const res = await c.get('/api/test-gadgets?colour=red&limit=2&offset=0');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'a', colour: 'red' },
      { name: 'b', colour: 'red' },
    ]);
    expect(res.headers['x-total-count']).toBe('3');
    const links = parseLinkHeader(res.headers.link as string);
    expect(links.next).toBe('/api/test-gadgets?colour=red&limit=2&offset=2');
    // A whole list: the service gets the filters, the gateway pages.
    expect(received.get(GADGET.list)?.body).toEqual({ colour: 'red' });
  });

  it('is absent from a gateway started with the registry as declared', async () => {
    const plain = await startTestGateway(`${suffix}p`);
    try {
      expect((await new Client(plain.url).get('/api/test-gadgets')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
