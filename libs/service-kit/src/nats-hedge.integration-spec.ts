/**
 * Reads asked twice. Members of one queue group that die with a request in hand (their connection
 * closes without an answer) beside a live one: an idempotent request that reached a dying member is
 * asked again after the hedge delay, NATS hands it to the live member, and it is answered; beside a
 * frozen member (subscribed, silent) it is asked again until a live member has it. A write is
 * sent once: one that reaches a silent member meets its deadline (504).
 */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { connectNats, RpcClient } from './nats.js';
import { testEnv, uniqueSuffix } from './testing/index.js';

const suffix = uniqueSuffix();
const PREFIX = `h${suffix}.`;
process.env.NATS_SUBJECT_PREFIX = PREFIX;
const READ = `kit-hedge.${suffix}.read`;
const WRITE = `kit-hedge.${suffix}.write`;

/** A member of the queue group answering in the Nest reply format. */
function live(nc: NatsConnection, subject: string, count: { n: number }) {
  nc.subscribe(PREFIX + subject, {
    queue: 'svc',
    callback: (_err, msg) => {
      count.n++;
      const { id } = msg.json<{ id: string }>();
      msg.respond(JSON.stringify({ id, response: { ok: true }, isDisposed: true }));
    },
  });
}

describe('RpcClient hedging of idempotent requests', () => {
  const conns: NatsConnection[] = [];
  let client: RpcClient;
  const answered = { n: 0 };
  const died = { n: 0 };
  const writesLive = { n: 0 };
  const writesSilent = { n: 0 };

  beforeAll(async () => {
    const main = await connect({ servers: testEnv.natsUrl });
    conns.push(main);
    live(main, READ, answered);
    live(main, WRITE, writesLive);
    main.subscribe(PREFIX + WRITE, { queue: 'svc', callback: () => void writesSilent.n++ });
    // Four instances that die with the first request they get.
    for (let i = 0; i < 4; i++) {
      const nc = await connect({ servers: testEnv.natsUrl });
      conns.push(nc);
      nc.subscribe(PREFIX + READ, {
        queue: 'svc',
        callback: () => {
          died.n++;
          void nc.close();
        },
      });
      await nc.flush();
    }
    await main.flush();
    client = new RpcClient(await connectNats({ url: testEnv.natsUrl, name: 'kit-hedge-client' }), 2000, {
      readHedgeMs: 300,
    });
  });
  afterAll(async () => {
    await client.connection.drain();
    for (const nc of conns) if (!nc.isClosed()) await nc.drain();
  });

  it('answers every read in flight at an instance that died, asked again after the hedge delay', async () => {
    const times = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const t0 = performance.now();
        await expect(client.request(READ, {}, { idempotent: true })).resolves.toEqual({ ok: true });
        return performance.now() - t0;
      }),
    );
    expect(died.n).toBeGreaterThan(0);
    expect(answered.n).toBe(24);
    // The ones that reached a dying member were answered after the hedge delay, long before the deadline.
    // (At least those: a request NATS handed to a member whose connection was already closing never
    // reaches its callback, so `died` does not count it, and it too is asked again after the delay.)
    const late = times.filter((t) => t >= 290);
    expect(late.length).toBeGreaterThanOrEqual(died.n);
    expect(late.length).toBeLessThan(24); // the live member answered some at once
    expect(Math.max(...times)).toBeLessThan(1500);
  });

  it('answers every read beside a frozen member (subscribed, silent), asked again until a live one has it', async () => {
    const frozen = `kit-hedge.${suffix}.frozen`;
    const nc = await connect({ servers: testEnv.natsUrl });
    conns.push(nc);
    const reached = { live: 0, frozen: 0 };
    live(nc, frozen, { n: 0 });
    nc.subscribe(PREFIX + frozen, { queue: 'svc', callback: () => void reached.frozen++ });
    await nc.flush();
    const times = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const t0 = performance.now();
        await expect(client.request(frozen, {}, { idempotent: true })).resolves.toEqual({ ok: true });
        return performance.now() - t0;
      }),
    );
    // Some asked the frozen member more than once (a second asking alone would have failed them).
    expect(reached.frozen).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThan(2000);
  });

  it('never sends a write twice: one that reaches a silent member answers 504 at its deadline', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => client.request(WRITE, {}, { timeoutMs: 600 })),
    );
    expect(writesLive.n + writesSilent.n).toBe(20);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed.length).toBe(writesSilent.n);
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed) expect(f.reason).toMatchObject({ status: 504 });
  });

  it('answers 503 after the hedge delay, not 504 at the deadline, when the only member died with it', async () => {
    const alone = `kit-hedge.${suffix}.alone`;
    const nc = await connect({ servers: testEnv.natsUrl });
    conns.push(nc);
    nc.subscribe(PREFIX + alone, { queue: 'svc', callback: () => void nc.close() });
    await nc.flush();
    const t0 = performance.now();
    await expect(client.request(alone, {}, { idempotent: true })).rejects.toMatchObject({ status: 503 });
    const ms = performance.now() - t0;
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(1000);
  });

  it('answers 503 at once, without asking again, when no member listens', async () => {
    const t0 = performance.now();
    await expect(
      client.request(`kit-hedge.${suffix}.nobody`, {}, { idempotent: true }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(performance.now() - t0).toBeLessThan(150);
  });
});
