import { SingleFlight } from './single-flight.js';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('SingleFlight', () => {
  it('shares one computation among callers of the same key while it runs', async () => {
    const flight = new SingleFlight<number>();
    const d = deferred<number>();
    let calls = 0;
    const compute = () => {
      calls++;
      return d.promise;
    };
    const a = flight.run('admin-1', compute);
    const b = flight.run('admin-1', compute);
    expect(calls).toBe(1);
    d.resolve(42);
    await expect(Promise.all([a, b])).resolves.toEqual([42, 42]);
    expect(flight.size).toBe(0);
  });

  it('starts a new computation once the previous one has settled: answers are never kept', async () => {
    const flight = new SingleFlight<number>();
    let n = 0;
    expect(await flight.run('k', async () => ++n)).toBe(1);
    expect(await flight.run('k', async () => ++n)).toBe(2);
  });

  it('keeps keys apart', async () => {
    const flight = new SingleFlight<string>();
    const d = deferred<string>();
    const a = flight.run('admin-1', () => d.promise);
    const b = flight.run('admin-2', async () => 'other');
    await expect(b).resolves.toBe('other');
    d.resolve('first');
    await expect(a).resolves.toBe('first');
  });

  it('gives every waiting caller the error, and forgets it', async () => {
    const flight = new SingleFlight<number>();
    const d = deferred<number>();
    const a = flight.run('k', () => d.promise);
    const b = flight.run('k', () => Promise.resolve(1));
    d.reject(new Error('auth is down'));
    await expect(a).rejects.toThrow('auth is down');
    await expect(b).rejects.toThrow('auth is down');
    await expect(flight.run('k', async () => 7)).resolves.toBe(7);
  });
});
