import type { NatsConnection, Status } from '@nats-io/transport-node';
import { DomainError } from './errors.js';
import { AUTH, ICP } from '@icp-studio/contracts';
import { RpcClient, natsAuthOptions } from './nats.js';

/** A NatsConnection stand-in whose status events the test emits, and whose requests it answers. */
function fakeConnection() {
  const waiting: ((s: IteratorResult<Status>) => void)[] = [];
  const queued: Status[] = [];
  const requests: string[] = [];
  const nc = {
    isClosed: () => false,
    status: (): AsyncIterable<Status> => ({
      [Symbol.asyncIterator]: () => ({
        next: () =>
          new Promise<IteratorResult<Status>>((resolve) => {
            const next = queued.shift();
            if (next) resolve({ value: next, done: false });
            else waiting.push(resolve);
          }),
      }),
    }),
    request: (subject: string) => {
      requests.push(subject);
      return Promise.resolve({ json: () => ({ response: 'pong' }) });
    },
  };
  const emit = async (type: string) => {
    const status = { type } as unknown as Status;
    const resolve = waiting.shift();
    if (resolve) resolve({ value: status, done: false });
    else queued.push(status);
    await new Promise((r) => setImmediate(r));
  };
  return { nc: nc as unknown as NatsConnection, emit, requests };
}

describe('RpcClient while NATS is away', () => {
  it('answers 503 at once while disconnected, and asks NATS again once reconnected', async () => {
    const { nc, emit, requests } = fakeConnection();
    const client = new RpcClient(nc, 5000);
    await expect(client.request('icp.get', {})).resolves.toBe('pong');

    await emit('disconnect');
    await emit('reconnecting');
    const started = performance.now();
    const refused = await client.request('icp.get', {}).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 503, retryAfter: 2 });
    expect(performance.now() - started).toBeLessThan(50);
    expect(requests).toHaveLength(1);

    await emit('reconnect');
    await expect(client.request('icp.get', {})).resolves.toBe('pong');
    expect(requests).toHaveLength(2);
  });
});

/** A connected NatsConnection stand-in that answers every request with `response`. */
function answering(response: unknown): NatsConnection {
  return {
    isClosed: () => false,
    status: (): AsyncIterable<Status> => ({
      [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<Status>>(() => {}) }),
    }),
    request: () => Promise.resolve({ json: () => ({ response }) }),
  } as unknown as NatsConnection;
}

describe('RpcClient checks answers against the RPC map', () => {
  const canSee = { allowed: true, ownerId: '7b0c1c8e-3f0e-4b7e-9a43-2a7c0c7a2f10' };

  it('passes an answer that fits the subject response schema on as it came', async () => {
    const answer = { ...canSee, extra: 'kept' };
    const res = await new RpcClient(answering(answer), 5000).request(ICP.canSee, { id: canSee.ownerId });
    expect(res).toEqual(answer);
  });

  it('refuses a malformed answer with a 502 upstream_error', async () => {
    for (const bad of [{ allowed: 'yes', ownerId: null }, null, 'pong', [canSee]]) {
      const err = await new RpcClient(answering(bad), 5000)
        .request(ICP.canSee, { id: canSee.ownerId })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({
        status: 502,
        code: 'upstream_error',
        message: 'Another service answered unexpectedly',
      });
    }
  });

  it('checks a map subject even when the caller names the answer type itself', async () => {
    const client = new RpcClient(answering({ accountKey: 42 }), 5000);
    await expect(
      client.request<{ accountKey: string }>(AUTH.loginAccountKey, { username: 'x' }),
    ).rejects.toMatchObject({ status: 502 });
  });

  it('leaves subjects outside the map unchecked', async () => {
    await expect(new RpcClient(answering('pong'), 5000).request('kit.echo', {})).resolves.toBe('pong');
  });
});

describe('natsAuthOptions', () => {
  it('signs in as NATS_USER with NATS_PASSWORD, reading answers under its own inbox prefix', () => {
    expect(natsAuthOptions({ NATS_USER: 'pdf', NATS_PASSWORD: 'secret' })).toEqual({
      user: 'pdf',
      pass: 'secret',
      inboxPrefix: '_INBOX_pdf',
    });
  });

  it('has no credentials without a user (the machine’s own NATS under make up)', () => {
    expect(natsAuthOptions({})).toEqual({});
    expect(natsAuthOptions({ NATS_USER: ' ', NATS_PASSWORD: 'x' })).toEqual({});
  });
});
