import { PasswordHasher } from './password-hasher.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ memoryCost: 19456, timeCost: 2 });

  it('hashes with argon2id, 19 MiB, t=2, p=1', async () => {
    const h = await hasher.hash('Secret1!');
    const [, type, version, params] = h.split('$');
    expect([type, version]).toEqual(['argon2id', 'v=19']);
    expect(Object.fromEntries(params!.split(',').map((kv) => kv.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
    expect(h).not.toContain('Secret1!');
  });

  it('never goes below the minimum cost, whatever it is given', () => {
    const weak = new PasswordHasher({ memoryCost: 1024, timeCost: 1 });
    expect(weak.params).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('Secret1!')).not.toEqual(await hasher.hash('Secret1!'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const h = await hasher.hash('Secret1!');
    await expect(hasher.verify(h, 'Secret1!')).resolves.toBe(true);
    await expect(hasher.verify(h, 'secret1!')).resolves.toBe(false);
  });

  it('refuses a missing or malformed stored hash', async () => {
    await expect(hasher.verify(null, 'Secret1!')).resolves.toBe(false);
    await expect(hasher.verify('not-a-hash', 'Secret1!')).resolves.toBe(false);
  });

  it('spends as long on an unknown user as on a known one (no timing oracle)', async () => {
    const h = await hasher.hash('Secret1!');
    await hasher.dummyHash();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(() => hasher.verify(h, 'Wrong1!x')));
      unknown.push(await timed(() => hasher.verify(null, 'Wrong1!x')));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });

  it('asks for a rehash of hashes made with weaker parameters', async () => {
    const stronger = new PasswordHasher({ memoryCost: 32768, timeCost: 3 });
    const h = await hasher.hash('Secret1!');
    expect(hasher.needsRehash(h)).toBe(false);
    expect(stronger.needsRehash(h)).toBe(true);
    expect(hasher.needsRehash('$2b$10$bcrypt-hash')).toBe(true);
  });
});
