import { AUTH, type Actor } from '@icp-studio/contracts';
import type { RpcClient } from '@icp-studio/service-kit';
import { AdminService } from './admin.service.js';
import { ReadCache } from './read-cache.js';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('ReadCache', () => {
  it('answers a key from its entry until the ttl has passed, then loads again', async () => {
    let now = 0;
    const cache = new ReadCache(1000, 10, () => now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one running load among the callers of a key, and never one key’s answer with another', async () => {
    const cache = new ReadCache(1000);
    const d = deferred<string>();
    let loads = 0;
    const a = cache.get('a', () => (loads++, d.promise));
    const b = cache.get('a', () => (loads++, Promise.resolve('other')));
    const c = cache.get('b', () => (loads++, Promise.resolve('b')));
    d.resolve('a');
    await expect(Promise.all([a, b, c])).resolves.toEqual(['a', 'a', 'b']);
    expect(loads).toBe(2);
  });

  it('drops everything on clear, a running load too: the next read loads again', async () => {
    const cache = new ReadCache(60_000);
    const d = deferred<string>();
    const first = cache.get('k', () => d.promise);
    cache.clear();
    expect(cache.size).toBe(0);
    const second = cache.get('k', () => Promise.resolve('after the change'));
    d.resolve('before the change');
    await expect(first).resolves.toBe('before the change');
    await expect(second).resolves.toBe('after the change');
    await expect(cache.get('k', () => Promise.resolve('again'))).resolves.toBe('after the change');
  });

  it('keeps no failed load', async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', () => Promise.resolve('up'))).resolves.toBe('up');
  });

  it('keeps nothing with a ttl of 0, and at most maxEntries (the oldest go first)', async () => {
    const off = new ReadCache(0);
    await off.get('k', () => Promise.resolve(1));
    expect(off.size).toBe(0);
    const small = new ReadCache(60_000, 2);
    for (const k of ['a', 'b', 'c']) await small.get(k, () => Promise.resolve(k));
    expect(small.size).toBe(2);
    await expect(small.get('a', () => Promise.resolve('a again'))).resolves.toBe('a again');
  });
});

describe('AdminService with its read cache', () => {
  const ada: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'team_member' };
  const grace: Actor = { userId: '00000000-0000-4000-8000-00000000000b', role: 'team_member' };
  const admin: Actor = { userId: '00000000-0000-4000-8000-00000000000c', role: 'admin' };

  /** An RpcClient that answers every advisorClients request with the asking actor's own client. */
  const fakeRpc = () => {
    const asked: { subject: string; actor: Actor }[] = [];
    const rpc = {
      request: (subject: string, body: { userIds?: string[] }, opts: { actor: Actor }) => {
        asked.push({ subject, actor: opts.actor });
        if (subject === AUTH.advisorClients) {
          return Promise.resolve([{ id: `client-of-${opts.actor.userId}` }]);
        }
        return Promise.resolve(
          Object.fromEntries((body.userIds ?? []).map((id) => [id, { total: 1, openTasks: 0 }])),
        );
      },
    };
    return { rpc: rpc as unknown as RpcClient, asked };
  };

  it('never answers one actor with what was gathered for another, even for the same query', async () => {
    const { rpc, asked } = fakeRpc();
    const service = new AdminService(rpc, new ReadCache(60_000));
    const forAda = await service.advisorClients(ada, {});
    const forGrace = await service.advisorClients(grace, {});
    const forAdmin = await service.advisorClients(admin, {});
    expect(forAda.map((c) => c.id)).toEqual([`client-of-${ada.userId}`]);
    expect(forGrace.map((c) => c.id)).toEqual([`client-of-${grace.userId}`]);
    expect(forAdmin.map((c) => c.id)).toEqual([`client-of-${admin.userId}`]);
    // Each gather asked the owners as its own actor.
    for (const a of [ada, grace, admin]) {
      expect(asked.filter((r) => r.actor.userId === a.userId)).toHaveLength(3);
    }
    // A second read of Ada's is hers, from the cache.
    expect((await service.advisorClients(ada, {})).map((c) => c.id)).toEqual([`client-of-${ada.userId}`]);
    expect(asked).toHaveLength(9);
  });

  it('keys each read by its query', async () => {
    const { rpc, asked } = fakeRpc();
    const service = new AdminService(rpc, new ReadCache(60_000));
    await service.advisorClients(admin, { advisorId: ada.userId });
    await service.advisorClients(admin, { advisorId: grace.userId });
    expect(asked.filter((r) => r.subject === AUTH.advisorClients)).toHaveLength(2);
  });
});
