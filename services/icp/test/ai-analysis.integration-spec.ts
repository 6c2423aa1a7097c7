import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  EVENTS,
  ICP,
  QUEUES,
  aiAnalysisJobId,
  type Icp,
  type IcpScore,
  type Page,
} from '@icp-studio/contracts';
import { jobProof } from '@icp-studio/service-kit';
import { testEnv, uniqueSuffix } from '@icp-studio/service-kit/testing';
import { excellentB2b } from './fixtures.js';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();
const queuePrefix = `icptest-${uniqueSuffix()}`;

describe('icp service: queuing the AI analysis and writing its answer', () => {
  let s: Stack;
  let carol: Person;
  let bob: Person;
  let redis: Redis;
  let queue: Queue;
  const call = <T>(subject: string, body: unknown, who: Person) =>
    s.rpc.request<T>(subject, body, { actor: who.actor });

  beforeAll(async () => {
    s = await startStack({ aiQueuePrefix: queuePrefix });
    carol = await s.register('carol', 'Carol', 'Clark');
    bob = await s.register('bob', 'Bob', 'Brown');
    redis = new Redis(testEnv.redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue(QUEUES.aiAnalysis, { connection: redis, prefix: queuePrefix });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    redis?.disconnect();
    await s?.close();
  });

  it('answers the rubric with aiStatus pending and queues one job per analysis', async () => {
    const icp = await call<Icp>(ICP.create, { ...excellentB2b, name: 'Queued' }, carol);
    const score = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
    expect(score).toMatchObject({ overallScore: 100, aiStatus: 'pending', aiSuggestions: null });
    expect(await call<IcpScore>(ICP.getScore, { id: icp.id }, carol)).toEqual(score);

    const job = await queue.getJob(aiAnalysisJobId(icp.id, score.analyzedAt));
    expect(job?.data).toEqual({
      icpId: icp.id,
      requestedBy: carol.user.id,
      role: 'client',
      analyzedAt: score.analyzedAt,
      correlationId: expect.any(String),
      // Carol's signed actor, carried on from her request: the worker reads the profile as her.
      actorProof: expect.any(String),
    });
    expect(jobProof(job?.data.actorProof)?.actor).toEqual(carol.actor);
    expect(job?.opts).toMatchObject({
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: { count: 1000, age: 86400 },
      removeOnFail: { count: 5000, age: 604800 },
    });
  });

  it('writes the AI part into the score and the profile, only for the analysis it belongs to', async () => {
    const icp = await call<Icp>(ICP.create, { ...excellentB2b, name: 'Applied' }, carol);
    const score = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
    const answer = {
      icpId: icp.id,
      status: 'done',
      aiSuggestions: ['Quantify the cost of no-shows'],
      personaNarrative: 'Meet Dana, who runs three clinics.',
      analyzedAt: score.analyzedAt,
    };
    expect(await call(ICP.applyAiAnalysis, answer, carol)).toEqual({ applied: true });
    expect(await call<IcpScore>(ICP.getScore, { id: icp.id }, carol)).toMatchObject({
      aiStatus: 'done',
      aiSuggestions: ['Quantify the cost of no-shows'],
      suggestions: ['Quantify the cost of no-shows'],
    });
    expect(await call<Icp>(ICP.get, { id: icp.id }, carol)).toMatchObject({
      aiSuggestions: ['Quantify the cost of no-shows'],
      personaNarrative: 'Meet Dana, who runs three clinics.',
    });
    const listed = await call<Page<Icp>>(ICP.list, {}, carol);
    expect(listed.items.find((i) => i.id === icp.id)).toMatchObject({
      aiSuggestions: ['Quantify the cost of no-shows'],
      personaNarrative: 'Meet Dana, who runs three clinics.',
    });
    await s.waitForEvent(
      (e) =>
        e.subject === EVENTS.scoreUpdated &&
        (e.data as { icpId: string; aiStatus?: string }).icpId === icp.id &&
        (e.data as { aiStatus?: string }).aiStatus === 'done',
    );
    // The dashboard's AI Insights: the server counts the profiles with AI suggestions.
    const withAi = await call<Page<Icp>>(ICP.list, { hasAi: 'true', limit: 1 }, carol);
    const withoutAi = await call<Page<Icp>>(ICP.list, { hasAi: 'false', limit: 200 }, carol);
    const all = await call<Page<Icp>>(ICP.list, { limit: 200 }, carol);
    const aiWritten = (i: Icp) =>
      Boolean(i.aiSuggestions) || Object.values(i.fieldSources ?? {}).includes('ai');
    expect(withAi.total).toBe(all.items.filter(aiWritten).length);
    expect(withAi.total).toBeGreaterThanOrEqual(1);
    expect(withAi.total + withoutAi.total).toBe(all.total);
    expect(withoutAi.items.map((i) => i.id)).not.toContain(icp.id);
    // The same answer again (a re-delivered job) changes nothing.
    expect(await call(ICP.applyAiAnalysis, answer, carol)).toEqual({ applied: true });

    // A failure keeps the earlier AI text and records the reason.
    await new Promise((r) => setTimeout(r, 5));
    const again = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
    expect(again).toMatchObject({ aiStatus: 'pending', aiSuggestions: ['Quantify the cost of no-shows'] });
    expect(
      await call(
        ICP.applyAiAnalysis,
        {
          icpId: icp.id,
          status: 'failed',
          error: 'The AI provider is unavailable',
          analyzedAt: again.analyzedAt,
        },
        carol,
      ),
    ).toEqual({ applied: true });
    expect(await call<IcpScore>(ICP.getScore, { id: icp.id }, carol)).toMatchObject({
      aiStatus: 'failed',
      aiSuggestions: ['Quantify the cost of no-shows'],
      aiError: 'The AI provider is unavailable',
    });

    // The answer of the earlier analysis is stale now.
    expect(await call(ICP.applyAiAnalysis, { ...answer, aiSuggestions: ['old'] }, carol)).toEqual({
      applied: false,
    });
    expect((await call<IcpScore>(ICP.getScore, { id: icp.id }, carol)).aiSuggestions).toEqual([
      'Quantify the cost of no-shows',
    ]);
  });

  it("counts a profile whose fields the AI suggested among AI Insights, without a review's suggestions", async () => {
    const dan = await s.register('dan_ai', 'Dan', 'Dent');
    await call<Icp>(ICP.create, { ...excellentB2b, name: 'Typed' }, dan);
    const suggested = await call<Icp>(
      ICP.create,
      { ...excellentB2b, name: 'Suggested', fieldSources: { painPoints: 'ai', goals: 'ai' } },
      dan,
    );
    expect(suggested.aiSuggestions ?? null).toBeNull();
    const withAi = await call<Page<Icp>>(ICP.list, { hasAi: 'true', limit: 10 }, dan);
    expect(withAi.items.map((i) => i.id)).toEqual([suggested.id]);
    const withoutAi = await call<Page<Icp>>(ICP.list, { hasAi: 'false', limit: 10 }, dan);
    expect(withoutAi.items.map((i) => i.name)).toEqual(['Typed']);
  });

  it('refuses callers who may not see the profile (404) and bad answers (400)', async () => {
    const icp = await call<Icp>(ICP.create, { ...excellentB2b, name: 'Private' }, carol);
    await call(ICP.analyze, { id: icp.id }, carol);
    const body = { icpId: icp.id, status: 'done', aiSuggestions: ['x'], personaNarrative: 'y' };
    expect(await rpcError(call(ICP.applyAiAnalysis, body, bob))).toMatchObject({
      status: 404,
      message: 'ICP not found',
    });
    expect(await rpcError(call(ICP.applyAiAnalysis, { ...body, status: 'maybe' }, carol))).toMatchObject({
      status: 400,
    });
    expect(await rpcError(s.rpc.request(ICP.applyAiAnalysis, body, { actor: null }))).toMatchObject({
      status: 401,
    });
  });
});
