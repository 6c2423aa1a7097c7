import { jest } from '@jest/globals';
import { ScopeCache } from './scope-cache.js';

describe('ScopeCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1000;
  });

  it('keeps an answer for its time, then loads again', async () => {
    const cache = new ScopeCache<string[]>(5000, clock);
    const load = jest.fn(async () => ['a']);
    await cache.get('k', load);
    now += 4999;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new ScopeCache<string[]>(5000, clock);
    const load = jest.fn(async () => ['a']);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toEqual(['a']);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ScopeCache<string[]>(5000, clock);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((r) => setImmediate(r));
    await expect(cache.get('k', async () => ['b'])).resolves.toEqual(['b']);
  });

  it('drops entries on invalidate and clear', async () => {
    const cache = new ScopeCache<string[]>(5000, clock);
    await cache.get('a', async () => ['1']);
    await cache.get('b', async () => ['2']);
    cache.invalidate('a', null, undefined);
    expect(cache.size).toBe(1);
    await expect(cache.get('a', async () => ['3'])).resolves.toEqual(['3']);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = new ScopeCache<string[]>(0, clock);
    const load = jest.fn(async () => ['a']);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
