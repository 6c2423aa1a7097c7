/**
 * The AI analysis end to end with real Redis, PostgreSQL and NATS and the real auth and icp services:
 * ICP.analyze answers the rubric at once with aiStatus 'pending' and queues a job; the worker (in-process)
 * reads the profile as the requester, asks their provider and writes the AI part back through icp.
 */
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { AI, EVENTS, ICP, QUEUES, aiAnalysisJobId, type Icp, type IcpScore } from '@icp-studio/contracts';
import { testEnv } from '@icp-studio/service-kit/testing';
import { AnalysisProcessor } from '../src/analysis/analysis.processor.js';
import { encryptionKey } from '../src/config.js';
import { createAiDataSource } from '../src/infra/database.js';
import { ProviderFactory } from '../src/providers/factory.js';
import { KeyCipher } from '../src/settings/key-cipher.js';
import { SettingsRepository } from '../src/settings/settings.repository.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { UrlGuard } from '../src/ssrf/url-guard.js';
import { FAKE_ANSWERS, startFakeOpenAi, type FakeProviderServer } from './support/fake-providers.js';
import {
  aiTestConfig,
  eventually,
  startFullStack,
  useOwnPrefixes,
  type FullStack,
  type Person,
} from './support/stack.js';

const prefixes = useOwnPrefixes();
const aiEnv = { AI_ALLOW_PRIVATE_URLS: 'true', AI_TIMEOUT_MS: '3000', AI_JOBS_KEEP_COMPLETED: '2' };

const profile = {
  name: 'Owner-led dental groups',
  type: 'b2b',
  // The user's trade; the engine never reads it from the industry (docs/engine.md, "Who is who").
  profession: 'bookkeepers',
  industry: 'Bookkeeping',
  companySize: '10-50 employees',
  decisionMakerTitle: 'Practice Owner',
  geographics: ['Greater Boston'],
  painPoints: ['Books are three months behind'],
};

describe('AI analysis on the queue', () => {
  let s: FullStack;
  let fake: FakeProviderServer;
  let queue: Queue;
  let queueRedis: Redis;
  let db: pg.Client;
  let carol: Person;

  const call = <T>(subject: string, body: unknown, who: Person) => s.call<T>(subject, body, who.actor);
  const scoreOf = (icp: Icp, who: Person) => call<IcpScore>(ICP.getScore, { id: icp.id }, who);
  const aiRow = async (icpId: string) =>
    (
      await db.query<{ ai_status: string; ai_error: string | null }>(
        `SELECT ai_status, ai_error FROM icp.icp_scores WHERE icp_id = $1`,
        [icpId],
      )
    ).rows[0];
  const useCustomProvider = (who: Person) =>
    call(
      AI.putSettings,
      { provider: 'custom', model: 'fake', customApiUrl: fake.baseUrl, useReplitAI: false },
      who,
    );
  const waitForAi = (icp: Icp, who: Person, status: 'done' | 'failed', timeoutMs = 10_000) =>
    eventually(async () => (await scoreOf(icp, who)).aiStatus === status, timeoutMs);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    s = await startFullStack(prefixes, {
      aiEnv,
      icpEnv: { AI_JOBS_KEEP_COMPLETED: '2' },
    });
    queueRedis = new Redis(testEnv.redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue(QUEUES.aiAnalysis, { connection: queueRedis, prefix: prefixes.queue });
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
    carol = await s.register('carol');
  });
  afterAll(async () => {
    await db?.end();
    await queue?.close();
    queueRedis?.disconnect();
    await s?.close();
    await fake?.close();
  });

  it('answers the rubric at once, then the worker writes suggestions and a persona narrative', async () => {
    const icp = await call<Icp>(ICP.create, profile, carol);
    const score = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
    expect(score).toMatchObject({ icpId: icp.id, aiStatus: 'pending', aiSuggestions: null });
    const rubricSuggestions = score.suggestions;
    expect(rubricSuggestions.length).toBeGreaterThan(0);

    await waitForAi(icp, carol, 'done');
    const after = await scoreOf(icp, carol);
    // Built-in AI (nothing configured): suggestions for what the profile lacks.
    expect(after.aiSuggestions!.length).toBeGreaterThanOrEqual(3);
    expect(after.aiSuggestions!.join('\n')).toMatch(/^Pain points: add more in the words businesses use/m);
    expect(after.suggestions).toEqual([...rubricSuggestions, ...after.aiSuggestions!]);
    expect(after.overallScore).toBe(score.overallScore);

    const shown = await call<Icp>(ICP.get, { id: icp.id }, carol);
    expect(shown.aiSuggestions).toEqual(after.aiSuggestions);
    expect(shown.personaNarrative).toMatch(/^Meet \w+, Practice Owner at a business with 10-50 employees/);

    await eventually(
      async () =>
        s.events.filter(
          (e) => e.subject === EVENTS.scoreUpdated && (e.data as { icpId: string }).icpId === icp.id,
        ).length >= 2,
      3000,
    );
    expect(await aiRow(icp.id)).toEqual({ ai_status: 'done', ai_error: null });
  });

  it('reports its health and exports job durations and the queue depth at /metrics', async () => {
    const port = (s.worker.ops!.address() as AddressInfo).port;
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      service: 'ai-worker',
      checks: { database: 'ok', redis: 'ok', nats: 'ok', worker: 'ok' },
    });
    // The job of the test above ran; the depth is sampled at start and every 5 s.
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toMatch(/icp_job_seconds_count\{[^}]*queue="ai-analysis"[^}]*outcome="ok"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/icp_queue_jobs\{[^}]*queue="ai-analysis"[^}]*state="waiting"[^}]*\} \d+/);
  });

  it("reads the profile as the requester: an advisor analysing an assigned client's profile", async () => {
    const dora = await s.register('dora');
    const ann = await s.makeAdvisor('ann');
    await s.assign(dora.user.id, ann.user.id);
    const icp = await call<Icp>(ICP.create, { ...profile, name: 'Dora’s profile' }, dora);
    expect((await call<IcpScore>(ICP.analyze, { id: icp.id }, ann)).aiStatus).toBe('pending');
    await waitForAi(icp, dora, 'done');
  });

  it("uses the requester's own provider", async () => {
    const erin = await s.register('erin');
    await useCustomProvider(erin);
    const icp = await call<Icp>(ICP.create, profile, erin);
    const before = fake.requests.length;
    await call(ICP.analyze, { id: icp.id }, erin);
    await waitForAi(icp, erin, 'done');
    expect((await scoreOf(icp, erin)).aiSuggestions).toEqual(FAKE_ANSWERS.analysis.suggestions);
    expect((await call<Icp>(ICP.get, { id: icp.id }, erin)).personaNarrative).toBe(
      FAKE_ANSWERS.analysis.personaNarrative,
    );
    expect(fake.requests.length - before).toBe(1);
    expect(fake.requests.at(-1)!.prompt).toContain('Books are three months behind');
  });

  it('runs each analysis once and gives the same result when a job is delivered again', async () => {
    const icp = await call<Icp>(ICP.create, { ...profile, name: 'Re-delivered' }, carol);
    const score = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
    await waitForAi(icp, carol, 'done');
    const done = await scoreOf(icp, carol);
    const jobId = aiAnalysisJobId(icp.id, score.analyzedAt);

    // The same analysis queued again is the same job: nothing new runs.
    const counts = await queue.getJobCounts('completed', 'waiting', 'active', 'delayed');
    const again = await queue.add(
      'analyze',
      { icpId: icp.id, requestedBy: carol.user.id, role: 'client', analyzedAt: score.analyzedAt },
      { jobId },
    );
    expect(again.id).toBe(jobId);
    expect(await queue.getJobCounts('completed', 'waiting', 'active', 'delayed')).toEqual(counts);

    // At-least-once delivery: processing the job a second time writes the same answer.
    const config = aiTestConfig(s.db, prefixes, aiEnv, true);
    const ds = createAiDataSource(config.DATABASE_URL, 2);
    await ds.initialize();
    try {
      const guard = new UrlGuard({ allowPrivate: true });
      const processor = new AnalysisProcessor(
        s.rpc,
        new SettingsService(new SettingsRepository(ds), config, new KeyCipher(encryptionKey(config)), guard),
        new ProviderFactory(config, guard),
      );
      const job = {
        id: jobId,
        data: { icpId: icp.id, requestedBy: carol.user.id, role: 'client', analyzedAt: score.analyzedAt },
        attemptsMade: 0,
        opts: { attempts: 3 },
      } as unknown as Job;
      expect(await processor.process(job)).toBe('done');
      expect(await processor.process(job)).toBe('done');
      expect(await scoreOf(icp, carol)).toEqual(done);

      // A job of an analysis that has since been redone does nothing.
      await new Promise((r) => setTimeout(r, 5));
      const newer = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
      expect(newer.analyzedAt).not.toBe(score.analyzedAt);
      expect(await processor.process(job)).toBe('stale');
      await waitForAi(icp, carol, 'done');

      // A profile that is gone ends the job.
      await call(ICP.delete, { id: icp.id }, carol);
      expect(await processor.process(job)).toBe('gone');
    } finally {
      await ds.destroy();
    }
  });

  it('retries a failing provider with backoff, then marks the analysis failed with the reason', async () => {
    const frank = await s.register('frank');
    await useCustomProvider(frank);
    const icp = await call<Icp>(ICP.create, { ...profile, name: 'Provider down' }, frank);
    fake.setDefault({ status: 503 });
    try {
      const before = fake.requests.length;
      await call(ICP.analyze, { id: icp.id }, frank);
      await waitForAi(icp, frank, 'failed');
      expect(fake.requests.length - before).toBe(3); // attempts: 3
      expect(await aiRow(icp.id)).toEqual({
        ai_status: 'failed',
        ai_error: 'The AI provider is unavailable',
      });
      expect((await scoreOf(icp, frank)).aiSuggestions).toBeNull();

      // A rejected key cannot pass: no retry.
      fake.setDefault({ status: 401 });
      const before401 = fake.requests.length;
      await call(ICP.analyze, { id: icp.id }, frank);
      await eventually(
        async () => (await aiRow(icp.id))?.ai_error === 'The AI provider rejected the API key',
        10_000,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(fake.requests.length - before401).toBe(1);
    } finally {
      fake.setDefault(null);
    }
    // Once the provider is back, analysing again succeeds.
    await call(ICP.analyze, { id: icp.id }, frank);
    await waitForAi(icp, frank, 'done');
  });

  it('keeps at most AI_JOBS_KEEP_COMPLETED finished jobs', async () => {
    const icps = await Promise.all(
      [1, 2, 3, 4].map((i) => call<Icp>(ICP.create, { ...profile, name: `Batch ${i}` }, carol)),
    );
    for (const icp of icps) await call(ICP.analyze, { id: icp.id }, carol);
    for (const icp of icps) await waitForAi(icp, carol, 'done');
    await eventually(async () => ((await queue.getJobCounts('completed')).completed ?? 0) <= 2, 5000);
    expect((await queue.getJobCounts('completed')).completed ?? 0).toBeGreaterThan(0);
  });

  it('finishes the job in hand when the worker shuts down', async () => {
    const gus = await s.register('gus');
    await useCustomProvider(gus);
    const icp = await call<Icp>(ICP.create, { ...profile, name: 'Slow provider' }, gus);
    fake.setDefault(() => ({ delayMs: 800, then: { content: JSON.stringify(FAKE_ANSWERS.analysis) } }));
    try {
      await call(ICP.analyze, { id: icp.id }, gus);
      await eventually(async () => (await queue.getActiveCount()) === 1, 5000);
      await s.worker.close();
      expect((await scoreOf(icp, gus)).aiStatus).toBe('done');
    } finally {
      fake.setDefault(null);
      await s.restartWorker();
    }
  });
});
