import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { ICP, type Actor, type CanSeeResponse, type IdParam } from '@icp-studio/contracts';
import { connectNats, RpcClient } from './nats.js';
import { startMicroservice, type ServiceHandle } from './bootstrap.js';
import { RpcHandler } from './rpc-handler.js';
import { testEnv, uniqueSuffix } from './testing/index.js';

// Real subjects of the map, in a namespace of this run's own: nobody else answers them here.
const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `t${suffix}.`;

const OWNER = '0f6f0d8e-4a51-4c3b-8d65-3f1c2b9a7e11';

/** Answers ICP.canSee as the map says for one id, and a malformed answer for any other. */
@Controller()
class CanSeeController {
  @RpcHandler(ICP.canSee)
  canSee(actor: Actor, { id }: IdParam): CanSeeResponse {
    if (id === OWNER) return { allowed: actor.role === 'admin', ownerId: OWNER };
    return { allowed: 'sure', ownerId: 7 } as unknown as CanSeeResponse;
  }
}

@Module({ controllers: [CanSeeController] })
class CanSeeModule {}

describe('the RPC map over NATS', () => {
  let service: ServiceHandle;
  let client: RpcClient;
  const admin: Actor = { userId: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10', role: 'admin' };

  beforeAll(async () => {
    service = await startMicroservice({
      service: `kit-map-test-${suffix}`,
      module: CanSeeModule,
      natsUrl: testEnv.natsUrl,
      handleSignals: false,
    });
    client = new RpcClient(await connectNats({ url: testEnv.natsUrl, name: 'kit-map-test-client' }), 2000);
  });
  afterAll(async () => {
    await service.close();
    await client.connection.drain();
  });

  it('answers through @RpcHandler with the typed answer', async () => {
    const answer: CanSeeResponse = await client.request(ICP.canSee, { id: OWNER }, { actor: admin });
    expect(answer).toEqual({ allowed: true, ownerId: OWNER });
  });

  it('refuses a malformed answer with 502, not a bad object', async () => {
    const other = '5d1c6b9e-2f4a-4e8b-9c3d-1a2b3c4d5e6f';
    await expect(client.request(ICP.canSee, { id: other }, { actor: admin })).rejects.toMatchObject({
      status: 502,
      code: 'upstream_error',
      message: 'Another service answered unexpectedly',
    });
  });

  it('answers 401 without an actor and 400 for a body the request schema refuses', async () => {
    await expect(client.request(ICP.canSee, { id: OWNER })).rejects.toMatchObject({
      status: 401,
      message: 'Not authenticated',
    });
    await expect(client.request(ICP.canSee, { id: 'nope' }, { actor: admin })).rejects.toMatchObject({
      status: 400,
      fields: { id: [expect.any(String)] },
    });
  });
});
