import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES, pdfWorkerKey, pdfWorkersKey } from '@icp-studio/contracts';
import { eventually, testEnv, uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { ServiceHandle } from '@icp-studio/service-kit';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';

const suffix = uniqueSuffix();
const queuePrefix = `gwcap${suffix}`;
process.env.NATS_SUBJECT_PREFIX = `gwcap${suffix}.`;
process.env.QUEUE_PREFIX = queuePrefix;
process.env.PDF_EXPORT_TIMEOUT_MS = '2500';
process.env.LOG_LEVEL ??= 'warn';

/**
 * Per-user caps on exports (docs/limits.md): past EXPORTS_PER_USER running at once a user's next export
 * answers 429 with Retry-After and a message at once, queueing nothing, while another user's goes through.
 * No worker renders here, so each export holds its slot until its deadline (504).
 */
describe('per-user cap on exports running at once', () => {
  let stack: AuthStack;
  let icp: ServiceHandle;
  let gw: GatewayHandle;
  let queue: Queue;
  let redis: Redis;
  let alice: Client;
  let bob: Client;
  let aliceIcp: string;
  let bobIcp: string;

  beforeAll(async () => {
    redis = new Redis(testEnv.redisUrl);
    stack = await startAuthStack();
    icp = await startIcpService(
      icpConfigSchema.parse({ DATABASE_URL: stack.db.url, NATS_URL: testEnv.natsUrl, HEALTH_PORT: '0' }),
      { handleSignals: false },
    );
    gw = await startTestGateway(suffix, { EXPORTS_PER_USER: '2', CONCURRENCY_RETRY_AFTER_SECONDS: '4' });
    queue = new Queue(QUEUES.pdf, { connection: { url: testEnv.redisUrl }, prefix: queuePrefix });
    // A worker's heartbeat, so exports are queued (none takes them).
    await redis.set(pdfWorkerKey(queuePrefix, 'fake'), JSON.stringify({ ready: true }), 'PX', 120_000);
    await redis.sadd(pdfWorkersKey(queuePrefix), 'fake');
    alice = new Client(gw.url);
    bob = new Client(gw.url);
    expect((await alice.post('/api/auth/register', newUser('Alice'))).status).toBe(201);
    expect((await bob.post('/api/auth/register', newUser('Bob'))).status).toBe(201);
    aliceIcp = (await alice.post('/api/icps', { name: 'Dental clinics', type: 'b2b' })).body.id;
    bobIcp = (await bob.post('/api/icps', { name: 'Law firms', type: 'b2b' })).body.id;
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await redis?.del(pdfWorkersKey(queuePrefix), pdfWorkerKey(queuePrefix, 'fake')).catch(() => undefined);
    redis?.disconnect();
    await gw?.close();
    await icp?.close();
    await stack?.close();
  });

  it("answers 429 with Retry-After past the user's cap, queueing nothing, and serves another user", async () => {
    const running = [
      alice.get(`/api/icps/${aliceIcp}/export`),
      alice.get(`/api/icps/${aliceIcp}/export/persona.png`),
    ];
    await eventually(async () => (await queue.getJobCounts('waiting')).waiting === 2, 2000);

    const started = Date.now();
    const refused = await alice.get(`/api/icps/${aliceIcp}/export/docx`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(4);
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^You already have 2 exports running; wait for one to finish, then try again in [1-4] seconds?\.$/,
      ),
    });
    expect((await queue.getJobCounts('waiting')).waiting).toBe(2);
    // The scored list's CSV takes one of the same slots: refused too, before anything is written.
    expect((await alice.get(`/api/icps/${aliceIcp}/evidence/fit.csv`)).status).toBe(429);

    // Another user is not held back by Alice's burst: Bob's export is queued (and times out: no worker).
    const other = bob.get(`/api/icps/${bobIcp}/export`);
    await eventually(async () => (await queue.getJobCounts('waiting')).waiting === 3, 2000);

    // Once Alice's exports end (504 here), her slots are free again.
    expect((await Promise.all(running)).map((r) => r.status)).toEqual([504, 504]);
    expect((await other).status).toBe(504);
    // A scored CSV gives its slot back once sent (no client list yet: its header alone): after two of
    // them both slots are free again.
    for (let i = 0; i < 2; i++) {
      const sent = await alice.get(`/api/icps/${aliceIcp}/evidence/fit.csv`);
      expect(sent.status).toBe(200);
    }
    const again = alice.get(`/api/icps/${aliceIcp}/export`);
    await eventually(async () => (await queue.getJobCounts('waiting')).waiting === 1, 2000);
    expect((await again).status).toBe(504);
  });
});
