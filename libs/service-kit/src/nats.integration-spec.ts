import 'reflect-metadata';
import {
  Controller,
  Injectable,
  Module,
  UseGuards,
  type CanActivate,
  type OnApplicationShutdown,
} from '@nestjs/common';
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

const CLOSING = { slow: `kit-closing.${suffix}.slow` };

@Controller()
class ClosingController {
  /** Longer than a second: the old close waited one second and dropped the reply. */
  @MessagePattern(CLOSING.slow)
  async slow() {
    await new Promise((r) => setTimeout(r, 1500));
    return 'finished';
  }
}

@Module({ controllers: [ClosingController] })
class ClosingModule {}

const GUARDED = { quick: `kit-guarded.${suffix}.quick` };
const seen = { handled: 0, handledBeforeShutdown: false };

/** Awaited before the handler (and before any interceptor): a slow session lookup, a busy machine. */
@Injectable()
class SlowGuard implements CanActivate {
  async canActivate(): Promise<boolean> {
    await new Promise((r) => setTimeout(r, 400));
    return true;
  }
}

@Controller()
class GuardedController {
  @UseGuards(SlowGuard)
  @MessagePattern(GUARDED.quick)
  quick() {
    seen.handled++;
    return 'answered';
  }
}

/** Stands for the database pool, which the services close in this hook. */
@Injectable()
class PoolCloser implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    seen.handledBeforeShutdown = seen.handled > 0;
  }
}

@Module({ controllers: [GuardedController], providers: [SlowGuard, PoolCloser] })
class GuardedModule {}

describe('a service closing (SIGTERM, a rolling restart)', () => {
  /** The module as a service of its own, and a client with a 5 s deadline. */
  async function serviceAndClient(name: string, module: Parameters<typeof startMicroservice>[0]['module']) {
    const service = await startMicroservice({
      service: `${name}-${suffix}`,
      module,
      natsUrl: testEnv.natsUrl,
      handleSignals: false,
    });
    const client = new RpcClient(await connectNats({ url: testEnv.natsUrl, name: `${name}-client` }), 5000);
    return { service, client };
  }

  it('finishes the requests in hand and answers them, closes when they are done, then takes no more', async () => {
    const { service, client } = await serviceAndClient('kit-closing', ClosingModule);
    try {
      const inHand = client.request(CLOSING.slow, {});
      await new Promise((r) => setTimeout(r, 200));
      const t0 = performance.now();
      const closed = service.close();
      await expect(inHand).resolves.toBe('finished');
      await closed;
      // As soon as nothing is in hand, not at the end of the grace period (8 s).
      expect(performance.now() - t0).toBeLessThan(3000);
      // Its subscription is gone: a new request finds no member (503 at once).
      await expect(client.request(CLOSING.slow, {})).rejects.toMatchObject({ status: 503 });
    } finally {
      await client.connection.drain();
    }
  });

  it('counts a message from the moment NATS hands it over, not from when its handler starts', async () => {
    const { service, client } = await serviceAndClient('kit-guarded', GuardedModule);
    try {
      const inHand = client.request(GUARDED.quick, {});
      // Delivered, its guard still running: no handler has started yet.
      await new Promise((r) => setTimeout(r, 100));
      expect(seen.handled).toBe(0);
      const closed = service.close();
      await expect(inHand).resolves.toBe('answered');
      await closed;
      // The shutdown hooks (the database pool) ran after the handler, not under it.
      expect(seen.handledBeforeShutdown).toBe(true);
    } finally {
      await client.connection.drain();
    }
  });
});
