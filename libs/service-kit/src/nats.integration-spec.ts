import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import type { RpcRequest } from '@icp-studio/contracts';
import { connectNats, RpcClient } from './nats.js';
import { startMicroservice, type ServiceHandle } from './bootstrap.js';
import { DomainError, parse } from './errors.js';
import { requireActor } from './rpc-server.js';
import { currentCorrelationId, withCorrelation } from './logger.js';
import { testEnv, uniqueSuffix } from './testing/index.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `t${suffix}.`;
const SUBJECTS = {
  echo: `kit-test.${suffix}.echo`,
  missing: `kit-test.${suffix}.missing`,
  slow: `kit-test.${suffix}.slow`,
};

@Controller()
class EchoController {
  @MessagePattern(SUBJECTS.echo)
  echo(@Payload() req: RpcRequest) {
    const actor = requireActor(req);
    const body = parse(z.object({ text: z.string().min(1, 'Text is required') }), req.body);
    if (body.text === 'secret') throw DomainError.notFound('No such thing');
    if (body.text === 'boom') throw new Error('database exploded');
    return { text: body.text, actor, correlationId: currentCorrelationId() };
  }

  @MessagePattern(SUBJECTS.slow)
  async slow() {
    await new Promise((r) => setTimeout(r, 500));
    return 'late';
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('RPC over NATS with the Nest server', () => {
  let service: ServiceHandle;
  let client: RpcClient;
  const actor = { userId: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10', role: 'client' as const };

  beforeAll(async () => {
    service = await startMicroservice({
      service: `kit-test-${suffix}`,
      module: EchoModule,
      natsUrl: testEnv.natsUrl,
      handleSignals: false,
    });
    client = new RpcClient(await connectNats({ url: testEnv.natsUrl, name: 'kit-test-client' }), 300);
  });
  afterAll(async () => {
    await service.close();
    await client.connection.drain();
  });

  it('answers a request with the actor and the caller correlation id', async () => {
    const res = await withCorrelation('corr-123', () =>
      client.request(SUBJECTS.echo, { text: 'hi' }, { actor }),
    );
    expect(res).toEqual({ text: 'hi', actor, correlationId: 'corr-123' });
  });

  it('carries domain errors as they are', async () => {
    await expect(client.request(SUBJECTS.echo, { text: 'secret' }, { actor })).rejects.toMatchObject({
      status: 404,
      message: 'No such thing',
    });
  });

  it('turns bad input into 400 with the field messages', async () => {
    await expect(client.request(SUBJECTS.echo, { text: '' }, { actor })).rejects.toMatchObject({
      status: 400,
      message: 'Text is required',
      fields: { text: ['Text is required'] },
    });
  });

  it('refuses a request without an actor with 401', async () => {
    await expect(client.request(SUBJECTS.echo, { text: 'x' })).rejects.toMatchObject({ status: 401 });
  });

  it('hides unexpected errors behind a 500 with an error id', async () => {
    const err = await client.request(SUBJECTS.echo, { text: 'boom' }, { actor }).catch((e: DomainError) => e);
    expect(err).toMatchObject({ status: 500 });
    expect((err as DomainError).message).not.toContain('database');
  });

  it('answers 503 at once when no service listens', async () => {
    const started = performance.now();
    await expect(client.request(SUBJECTS.missing, {}, { actor })).rejects.toMatchObject({
      status: 503,
      retryAfter: 2,
    });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('answers 504 when the deadline passes', async () => {
    await expect(client.request(SUBJECTS.slow, {}, { actor, timeoutMs: 100 })).rejects.toMatchObject({
      status: 504,
    });
  });
});

describe('metrics', () => {
  it('exposes request and handling histograms by subject', async () => {
    const { registry } = await import('./metrics.js');
    const text = await registry.metrics();
    expect(text).toMatch(
      /icp_rpc_request_seconds_count\{[^}]*subject="kit-test\.[a-f0-9]+\.echo"[^}]*outcome="ok"/,
    );
    expect(text).toMatch(/icp_rpc_handled_seconds_count\{[^}]*outcome="not_found"/);
    expect(text).toMatch(/icp_rpc_request_seconds_count\{[^}]*outcome="service_unavailable"/);
    expect(text).toMatch(/icp_errors_total\{[^}]*code="validation_failed"/);
  });
});
