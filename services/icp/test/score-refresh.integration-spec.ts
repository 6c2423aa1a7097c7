import pg from 'pg';
import { Queue } from 'bullmq';
import {
  EVENTS,
  ICP,
  QUEUES,
  icpScoreSchema,
  scoreRefreshJobId,
  type Icp,
  type IcpScore,
  type ScoreUpdatedEvent,
} from '@icp-studio/contracts';
import { startIcpService } from '../src/app.js';
import { icpConfigSchema } from '../src/config.js';
import {
  settles,
  rpcError,
  startStack,
  testEnv,
  useOwnSubjectPrefix,
  type Person,
  type Stack,
} from './harness.js';

useOwnSubjectPrefix();

/**
 * The score follows the profile (docs/product.md §10): each save queues a re-score on the real BullMQ
 * queue in the local Redis, the icp service's own worker runs it, and its event reaches the profile's
 * room; the answers say 'updating' until then and 'current' after.
 */
describe('icp service: the score follows the profile', () => {
  let s: Stack;
  let carol: Person;
  let bob: Person;
  let db: pg.Client;
  const call = <T>(subject: string, body: unknown, who: Person) =>
    s.rpc.request<T>(subject, body, { actor: who.actor });
  const score = (icpId: string) => call<IcpScore>(ICP.getScore, { id: icpId }, carol);
  const scoreEvents = (icpId: string) =>
    s.events.filter(
      (e) => e.subject === EVENTS.scoreUpdated && (e.data as ScoreUpdatedEvent).icpId === icpId,
    );

  beforeAll(async () => {
    s = await startStack({ scoreRefresh: true });
    carol = await s.register('carol', 'Carol', 'Clark');
    bob = await s.register('bob', 'Bob', 'Brown');
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await s?.close();
  });

  it('scores a new profile through the queue: updating in the answer, current once its event is out', async () => {
    const icp = await call<Icp>(
      ICP.create,
      { name: 'Queued', type: 'b2b', companySize: 'Small', painPoints: ['Cost'] },
      carol,
    );
    expect(icp.scoreState).toBe('updating');
    const scored = await settles(() => score(icp.id));
    expect(icpScoreSchema.parse(scored)).toEqual(scored);
    expect(scored).toMatchObject({
      state: 'current',
      demographicsScore: 10,
      painPointsScore: 17,
      overallScore: 7,
    });
    await settles(async () => expect(scoreEvents(icp.id)).toHaveLength(1));
    expect(scoreEvents(icp.id)[0]!.data).toEqual({
      icpId: icp.id,
      userId: carol.user.id,
      overallScore: 7,
      aiStatus: 'none',
    });
    expect((await call<Icp>(ICP.get, { id: icp.id }, carol)).scoreState).toBe('current');
    // Nobody else learns anything from the score route.
    expect(await rpcError(call(ICP.getScore, { id: icp.id }, bob))).toMatchObject({ status: 404 });
  });

  it('re-scores every save with what the save wrote, and the list says so too', async () => {
    const icp = await call<Icp>(
      ICP.create,
      { name: 'Edited often', type: 'b2b', companySize: 'Small' },
      carol,
    );
    const first = await settles(async () => {
      const sc = await score(icp.id);
      expect(sc.state).toBe('current');
      return sc;
    });
    expect(first.demographicsScore).toBe(10);

    const saved = await call<Icp>(
      ICP.update,
      { id: icp.id, fields: { name: 'Edited often', type: 'b2b', companySize: '10-50 employees' } },
      carol,
    );
    expect(saved.scoreState).toBe('updating');
    const second = await settles(async () => {
      const sc = await score(icp.id);
      expect(sc.state).toBe('current');
      expect(sc.demographicsScore).toBe(20);
      return sc;
    });
    expect(Date.parse(second.analyzedAt)).toBeGreaterThan(Date.parse(first.analyzedAt));
    const listed = await call<{ items: Icp[] }>(ICP.list, { search: 'Edited often' }, carol);
    expect(listed.items.map((i) => [i.id, i.scoreState])).toEqual([[icp.id, 'current']]);

    // A status change is not a content change: no re-score, the score stays current.
    await call(ICP.setStatus, { id: icp.id, status: 'in_progress' }, carol);
    expect((await score(icp.id)).state).toBe('current');
  });

  it('keeps the AI part through a re-score and says it was written for an earlier version', async () => {
    const icp = await call<Icp>(
      ICP.create,
      { name: 'With AI', type: 'b2b', industry: 'Dental practices' },
      carol,
    );
    await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
    // What the AI analysis writes later, through its own queue.
    await db.query(
      `UPDATE icp.icp_scores SET ai_status = 'done', ai_suggestions = '["Run a webinar for practice owners"]',
         persona_narrative = 'Meet Dr. Maya' WHERE icp_id = $1`,
      [icp.id],
    );
    expect(await score(icp.id)).toMatchObject({ state: 'current', aiOutdated: false });

    await call(
      ICP.update,
      {
        id: icp.id,
        fields: { name: 'With AI', type: 'b2b', industry: 'Dental practices', companySize: '5-20' },
      },
      carol,
    );
    const after = await settles(async () => {
      const sc = await score(icp.id);
      expect(sc.state).toBe('current');
      return sc;
    });
    expect(after).toMatchObject({
      aiStatus: 'done',
      aiSuggestions: ['Run a webinar for practice owners'],
      aiOutdated: true,
    });
    expect((await call<Icp>(ICP.get, { id: icp.id }, carol)).personaNarrative).toBe('Meet Dr. Maya');
  });

  it('a late or repeated job never writes over a newer score', async () => {
    const icp = await call<Icp>(ICP.create, { name: 'Late job', type: 'b2c' }, carol);
    const current = await settles(async () => {
      const sc = await score(icp.id);
      expect(sc.state).toBe('current');
      return sc;
    });
    const queue = new Queue(QUEUES.scoreRefresh, {
      connection: { url: testEnv.redisUrl },
      prefix: s.queuePrefix,
    });
    try {
      const old = new Date(Date.parse(current.analyzedAt) - 60_000).toISOString();
      const job = await queue.add(
        'score',
        { icpId: icp.id, requestedAt: old },
        { jobId: scoreRefreshJobId(icp.id, old) },
      );
      await settles(async () => expect(await job.getState()).toBe('completed'));
      expect(await queue.getJob(job.id!).then((j) => j?.returnvalue)).toBe('behind');
      expect((await score(icp.id)).analyzedAt).toBe(current.analyzedAt);
    } finally {
      await queue.close();
    }
  });

  it('queues, on start, the re-score of profiles saved while no instance could (a lost job)', async () => {
    const icp = await call<Icp>(ICP.create, { name: 'Lost job', type: 'b2b', companySize: 'Small' }, carol);
    await settles(async () => expect((await score(icp.id)).state).toBe('current'));
    // A save whose job never reached Redis and was not recorded as failed (e.g. Redis lost its data).
    await db.query(
      `UPDATE icp.icps SET company_size = '10-50 employees', score_requested_at = now(), updated_at = now()
        WHERE id = $1`,
      [icp.id],
    );
    expect((await score(icp.id)).state).toBe('updating');
    // A second instance starts (a deploy, a restart): its sweep finds the profile and queues it.
    const second = await startIcpService(
      icpConfigSchema.parse({ ...s.env, HEALTH_PORT: '0', SCORE_REFRESH_ENABLED: 'true' }),
      { handleSignals: false },
    );
    try {
      await settles(async () => {
        const sc = await score(icp.id);
        expect(sc.state).toBe('current');
        expect(sc.demographicsScore).toBe(20);
      });
    } finally {
      await second.close();
    }
  });
});
