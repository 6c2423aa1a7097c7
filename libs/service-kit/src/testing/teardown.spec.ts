import { Teardown } from './teardown.js';
import { eventually, waitFor } from './wait.js';

describe('Teardown', () => {
  it('runs the steps in reverse order of deferring', async () => {
    const t = new Teardown();
    const ran: string[] = [];
    t.defer(() => ran.push('database'));
    t.add({ close: async () => void ran.push('auth') });
    await t.start(async () => ({ close: async () => void ran.push('icp') }));
    await t.close();
    expect(ran).toEqual(['icp', 'auth', 'database']);
  });

  it('runs every step when one fails, then throws the first error', async () => {
    const t = new Teardown();
    const ran: string[] = [];
    t.defer(() => ran.push('last'));
    t.defer(() => {
      throw new Error('second');
    });
    t.defer(() => {
      throw new Error('first');
    });
    await expect(t.close()).rejects.toThrow('first');
    expect(ran).toEqual(['last']);
  });

  it('guard: a failed set-up stops what it had started and rethrows', async () => {
    const t = new Teardown();
    const ran: string[] = [];
    t.defer(() => ran.push('database'));
    await expect(
      t.guard(async () => {
        await t.start(async () => ({ close: async () => void ran.push('auth') }));
        throw new Error('icp did not start');
      }),
    ).rejects.toThrow('icp did not start');
    expect(ran).toEqual(['auth', 'database']);
  });
});

describe('eventually and waitFor', () => {
  it('eventually answers how long the condition took', async () => {
    let n = 0;
    const took = await eventually(() => ++n >= 3, 1000, 5);
    expect(n).toBe(3);
    expect(took).toBeGreaterThanOrEqual(0);
  });

  it('eventually fails when the time is up', async () => {
    await expect(eventually(() => false, 50, 5)).rejects.toThrow('condition not met within 50 ms');
  });

  it('waitFor answers the first value that is not undefined', async () => {
    let n = 0;
    await expect(waitFor(() => (++n >= 2 ? `found ${n}` : undefined), 1000, 'a value', 5)).resolves.toBe(
      'found 2',
    );
    await expect(waitFor(() => undefined, 30, 'nothing', 5)).rejects.toThrow('timed out waiting for nothing');
  });
});
