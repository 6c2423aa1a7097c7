import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  QUEUES,
  encodePdfFailure,
  pdfWorkerKey,
  pdfWorkersKey,
  type PdfJob,
  type PdfWorkerStatus,
} from '@icp-studio/contracts';
import { uniqueSuffix, testEnv } from '@icp-studio/service-kit/testing';
import type { ServiceHandle } from '@icp-studio/service-kit';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';

const suffix = uniqueSuffix();
const queuePrefix = `gwexp${suffix}`;
process.env.NATS_SUBJECT_PREFIX = `gwexp${suffix}.`;
process.env.QUEUE_PREFIX = queuePrefix;
process.env.PDF_EXPORT_TIMEOUT_MS = '1500';
process.env.LOG_LEVEL ??= 'warn';

/**
 * The export routes without a real pdf worker: the access rules, the workers' heartbeats (503 at once
 * when none runs or none can render), the queued job, and the deadline.
 */
describe('PDF export routes (no worker running)', () => {
  let stack: AuthStack;
  let services: ServiceHandle[];
  let gw: GatewayHandle;
  let queue: Queue;
  let alice: Client;
  let bob: Client;
  let icpId: string;
  let playbookId: string;
  let redis: Redis;
  /** Pretends a pdf worker runs (as its heartbeat in Redis says), or none (`undefined`). */
  const heartbeat = async (status: PdfWorkerStatus | undefined) => {
    await redis.del(pdfWorkersKey(queuePrefix), pdfWorkerKey(queuePrefix, 'fake'));
    if (!status) return;
    await redis.set(pdfWorkerKey(queuePrefix, 'fake'), JSON.stringify(status), 'PX', 60_000);
    await redis.sadd(pdfWorkersKey(queuePrefix), 'fake', 'dead');
  };

  beforeAll(async () => {
    redis = new Redis(testEnv.redisUrl);
    stack = await startAuthStack();
    const env = {
      DATABASE_URL: stack.db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'warn',
    };
    services = [
      await startIcpService(icpConfigSchema.parse(env), { handleSignals: false }),
      await startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }),
    ];
    gw = await startTestGateway(suffix);
    queue = new Queue(QUEUES.pdf, { connection: { url: testEnv.redisUrl }, prefix: queuePrefix });
    alice = new Client(gw.url);
    bob = new Client(gw.url);
    expect((await alice.post('/api/auth/register', newUser('Alice'))).status).toBe(201);
    expect((await bob.post('/api/auth/register', newUser('Bob'))).status).toBe(201);
    icpId = (await alice.post('/api/icps', { name: 'Dental clinics', type: 'b2b' })).body.id;
    playbookId = (await alice.post('/api/playbooks', { icpId, name: 'Plan' })).body.id;
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await heartbeat(undefined).catch(() => undefined);
    redis?.disconnect();
    await gw?.close();
    for (const s of services ?? []) await s.close();
    await stack?.close();
  });

  it('answers 401 signed out and 404 for an item the caller may not see, queueing nothing', async () => {
    expect((await new Client(gw.url).get(`/api/icps/${icpId}/export`)).status).toBe(401);
    expect((await new Client(gw.url).get(`/api/playbooks/${playbookId}/export`)).status).toBe(401);
    const icp = await bob.get(`/api/icps/${icpId}/export`);
    expect(icp.status).toBe(404);
    expect(icp.body.message).toBe('ICP not found');
    const pb = await bob.get(`/api/playbooks/${playbookId}/export`);
    expect(pb.status).toBe(404);
    expect(pb.body.message).toBe('Playbook not found');
    expect((await alice.get('/api/playbooks/nope/export')).status).toBe(400);
    expect(await queue.getJobCounts('waiting', 'active', 'completed', 'failed')).toEqual({
      waiting: 0,
      active: 0,
      completed: 0,
      failed: 0,
    });
  });

  it('answers 503 at once, saying why, when no pdf worker runs, queueing nothing', async () => {
    await heartbeat(undefined);
    const started = Date.now();
    const res = await alice.get(`/api/icps/${icpId}/export`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body).toMatchObject({
      code: 'service_unavailable',
      message: 'PDF export is unavailable right now: no PDF worker is running. Please try again later.',
    });
    expect(await queue.getJobCounts('waiting', 'active')).toEqual({ waiting: 0, active: 0 });
  });

  it("answers 503 at once with the worker's reason when no worker can render (browser missing)", async () => {
    await heartbeat({ ready: false, reason: 'the PDF renderer (Chromium) could not start' });
    const started = Date.now();
    const res = await alice.get(`/api/playbooks/${playbookId}/export`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(
      'PDF export is unavailable right now: the PDF renderer (Chromium) could not start. Please try again later.',
    );
    // The id of a worker whose heartbeat expired is dropped from the set.
    expect(await redis.smembers(pdfWorkersKey(queuePrefix))).toEqual(['fake']);
    expect(await queue.getJobCounts('waiting', 'active')).toEqual({ waiting: 0, active: 0 });
  });

  it('queues the job as the requester and answers 504 when no worker renders it in time', async () => {
    await heartbeat({ ready: true });
    const started = Date.now();
    const res = await alice.get(`/api/playbooks/${playbookId}/export`);
    expect(res.status).toBe(504);
    expect(res.body.message).toBe('PDF export timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // The job nobody took is dropped, not left for a worker to render later.
    expect(await queue.getJobCounts('waiting', 'active')).toEqual({ waiting: 0, active: 0 });
  });

  it('gives every request its own job carrying who asked, and answers a failed job with its error', async () => {
    await heartbeat({ ready: true });
    const me = (await alice.get('/api/auth/check')).body.user;
    const seen: Job<PdfJob>[] = [];
    const worker = new Worker<PdfJob>(
      QUEUES.pdf,
      async (job) => {
        seen.push(job);
        if (seen.length === 1)
          throw new UnrecoverableError(
            encodePdfFailure({ code: 'not_found', status: 404, message: 'ICP not found' }),
          );
        throw new UnrecoverableError('renderer exploded');
      },
      { connection: { url: testEnv.redisUrl, maxRetriesPerRequest: null }, prefix: queuePrefix },
    );
    try {
      await worker.waitUntilReady();
      const first = await alice.get(`/api/icps/${icpId}/export`);
      expect(first.status).toBe(404);
      expect(first.body.message).toBe('ICP not found');
      const second = await alice.get(`/api/icps/${icpId}/export`);
      expect(second.status).toBe(502);
      expect(second.body.message).toBe('Failed to export PDF');
    } finally {
      await worker.close();
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]!.id).not.toBe(seen[1]!.id);
    for (const job of seen) {
      expect(job.data).toMatchObject({ kind: 'icp', id: icpId, requestedBy: me.id, role: 'client' });
      expect(job.data.correlationId).toEqual(expect.any(String));
      expect(job.opts.attempts).toBe(3);
    }
  });
});
