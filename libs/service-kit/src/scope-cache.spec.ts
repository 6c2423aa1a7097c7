import { ScopeCache } from './scope-cache.js';

function clock(start = 1000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function loader(answers: string[][]) {
  let calls = 0;
  const load = () => Promise.resolve(answers[Math.min(calls++, answers.length - 1)]!);
  return { load, calls: () => calls };
}

describe('the advisor scope cache', () => {
  it('keeps an answer for the cache time, then asks again', async () => {
    const c = clock();
    const cache = new ScopeCache(5000, c.now);
    const l = loader([['a'], ['a', 'b']]);
    expect(await cache.get('adv', l.load)).toEqual(['a']);
    c.advance(4999);
    expect(await cache.get('adv', l.load)).toEqual(['a']);
    expect(l.calls()).toBe(1);
    c.advance(1);
    expect(await cache.get('adv', l.load)).toEqual(['a', 'b']);
    expect(l.calls()).toBe(2);
  });

  it('forgets an invalidated key at once and keeps the others', async () => {
    const cache = new ScopeCache(60_000, clock().now);
    const one = loader([['a'], []]);
    const two = loader([['c']]);
    await cache.get('adv1', one.load);
    await cache.get('adv2', two.load);
    cache.invalidate('adv1', null, undefined);
    expect(await cache.get('adv1', one.load)).toEqual([]);
    await cache.get('adv2', two.load);
    expect(two.calls()).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('shares one load among concurrent callers', async () => {
    const cache = new ScopeCache(60_000, clock().now);
    const l = loader([['a']]);
    const [x, y] = await Promise.all([cache.get('adv', l.load), cache.get('adv', l.load)]);
    expect(x).toEqual(['a']);
    expect(y).toEqual(['a']);
    expect(l.calls()).toBe(1);
  });

  it('does not keep a load that was invalidated while it ran', async () => {
    const cache = new ScopeCache(60_000, clock().now);
    let release!: (v: string[]) => void;
    const pending = cache.get('adv', () => new Promise<string[]>((r) => (release = r)));
    cache.invalidate('adv');
    release(['stale']);
    expect(await pending).toEqual(['stale']);
    expect(await cache.get('adv', () => Promise.resolve(['fresh']))).toEqual(['fresh']);
  });

  it('does not keep a failed load', async () => {
    const cache = new ScopeCache(60_000, clock().now);
    await expect(cache.get('adv', () => Promise.reject(new Error('auth down')))).rejects.toThrow('auth down');
    expect(await cache.get('adv', () => Promise.resolve(['a']))).toEqual(['a']);
  });

  it('keeps nothing when the cache time is 0', async () => {
    const cache = new ScopeCache(0, clock().now);
    const l = loader([['a'], ['b']]);
    await cache.get('adv', l.load);
    expect(await cache.get('adv', l.load)).toEqual(['b']);
    expect(cache.size).toBe(0);
  });
});
