import type { Actor } from '@icp-studio/contracts';
import { DomainError, type RpcClient } from '@icp-studio/service-kit';
import type { IcpEntity } from '../icps/icp.entity.js';
import { ICP_NOT_FOUND, type IcpsService } from '../icps/icps.service.js';
import type { AiAnalysisQueue } from './ai-analysis.queue.js';
import type { RubricResult } from '../rubric/rubric.js';
import type { IcpScoreEntity } from './score.entity.js';
import type { ScoresRepository } from './scores.repository.js';
import type { IcpsRepository } from '../icps/icps.repository.js';
import { ScoringService } from './scoring.service.js';

// Unit tests of the scoring orchestration (visibility, the stored score, the AI part's status and the
// ai worker's answer) with in-memory stand-ins; the rubric itself runs for real.

const ICP_ID = '00000000-0000-4000-8000-000000000100';
const OWNER: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'client' };
const STRANGER: Actor = { userId: '00000000-0000-4000-8000-00000000000b', role: 'client' };
/** A whole profile row (every column), so the real rubric reads what it would read from the database. */
const profile: IcpEntity = {
  id: ICP_ID,
  name: 'Dentists',
  userId: OWNER.userId,
  createdBy: OWNER.userId,
  status: 'in_progress',
  type: 'b2b',
  industry: 'Dental practices',
  companySize: null,
  revenue: null,
  technographics: [],
  decisionMakerRole: null,
  decisionMakerTitle: null,
  ageRange: null,
  gender: null,
  education: null,
  occupation: null,
  income: null,
  geographics: [],
  psychographics: null,
  behavioralTraits: [],
  painPoints: ['No-shows'],
  needs: [],
  goals: [],
  preferredChannels: [],
  buyerJourney: null,
  profession: null,
  disqualifiers: [],
  clientName: null,
  clientEmail: null,
  version: 1,
  createdAt: new Date('2025-01-01T00:00:00.000Z'),
  updatedAt: new Date('2025-01-01T00:00:00.000Z'),
  scoreRequestedAt: new Date('2025-01-01T00:00:00.000Z'),
  scoreFailedAt: null,
  fieldSources: {},
  signedOffVersion: null,
  signedOffAt: null,
  signedOffBy: null,
  observedFields: null,
};

function setup(opts: { queueEnabled?: boolean; queueFails?: boolean; gone?: boolean } = {}) {
  let stored: IcpScoreEntity | null = null;
  const published: unknown[] = [];
  const queued: unknown[] = [];
  let applied: number | null = 70;
  const scores = {
    findByIcp: async () => stored,
    score: async (
      icpId: string,
      mode: 'analyze' | 'refresh',
      compute: (icp: IcpEntity) => { result: RubricResult },
    ) => {
      if (opts.gone) return null;
      // refresh writes only over an older score (the repository's WHERE)
      if (mode === 'refresh' && stored?.scoredFor && stored.scoredFor >= profile.scoreRequestedAt!)
        return null;
      const { result } = compute(profile);
      stored = {
        ...stored,
        icpId,
        overallScore: result.overall,
        analyzedAt: new Date('2025-01-01T00:00:00.000Z'),
        scoredFor: profile.scoreRequestedAt,
        aiRequestedAt:
          mode === 'analyze' ? new Date('2025-01-01T00:00:01.000Z') : (stored?.aiRequestedAt ?? null),
        aiStatus: stored?.aiStatus ?? 'none',
        aiError: stored?.aiError ?? null,
      } as unknown as IcpScoreEntity;
      return stored;
    },
    setAiStatus: async (_id: string, status: string, error: string | null) => {
      Object.assign(stored!, { aiStatus: status, aiError: error });
    },
    applyAiAnswer: async () => applied,
  } as unknown as ScoresRepository;
  const icps = {
    findVisible: async (a: Actor, id: string) => {
      if (id !== ICP_ID || a.userId !== OWNER.userId) throw DomainError.notFound(ICP_NOT_FOUND);
      return profile;
    },
  } as unknown as IcpsService;
  const rpc = { publish: (_s: string, e: unknown) => published.push(e) } as unknown as RpcClient;
  const queue = {
    enabled: opts.queueEnabled ?? false,
    enqueue: async (job: unknown) => {
      if (opts.queueFails) throw new Error('redis down');
      queued.push(job);
    },
  } as unknown as AiAnalysisQueue;
  const profiles = {
    findById: async (id: string) => (id === ICP_ID && !opts.gone ? profile : null),
  } as unknown as IcpsRepository;
  const service = new ScoringService(scores, icps, rpc, queue, profiles);
  return { service, published, queued, setApplied: (v: number | null) => (applied = v) };
}

async function status(p: Promise<unknown>): Promise<number> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return (err as DomainError).status;
}

describe('ScoringService', () => {
  it('answers 404 for a profile the actor may not see, and "No score yet" before an analysis', async () => {
    const { service } = setup();
    expect(await status(service.analyze(STRANGER, ICP_ID))).toBe(404);
    const err = await service.get(OWNER, ICP_ID).catch((e: DomainError) => e);
    expect([(err as DomainError).status, (err as DomainError).message]).toEqual([404, 'No score yet']);
  });

  it('stores the rubric’s score and publishes it', async () => {
    const { service, published } = setup();
    const score = await service.analyze(OWNER, ICP_ID);
    expect(score.icpId).toBe(ICP_ID);
    expect(published).toEqual([expect.objectContaining({ icpId: ICP_ID, userId: OWNER.userId })]);
    await expect(service.get(OWNER, ICP_ID)).resolves.toMatchObject({ icpId: ICP_ID });
  });

  it('re-scores after a save without an actor, publishes it, and never writes over a newer score', async () => {
    const { service, published } = setup();
    await expect(service.refresh(ICP_ID)).resolves.toBe('scored');
    expect(published).toEqual([expect.objectContaining({ icpId: ICP_ID, userId: OWNER.userId })]);
    await expect(service.refresh(ICP_ID)).resolves.toBe('behind');
    expect(published).toHaveLength(1);
    await expect(service.get(OWNER, ICP_ID)).resolves.toMatchObject({ state: 'current' });
  });

  it('a re-score of a deleted profile ends quietly', async () => {
    const { service, published } = setup({ gone: true });
    await expect(service.refresh(ICP_ID)).resolves.toBe('gone');
    expect(published).toEqual([]);
  });

  it('answers 404 when the profile was deleted between reading and scoring it', async () => {
    const { service } = setup({ gone: true });
    expect(await status(service.analyze(OWNER, ICP_ID))).toBe(404);
  });

  it('queues the AI part as pending, or marks it failed when the queue cannot be reached', async () => {
    const ok = setup({ queueEnabled: true });
    expect((await ok.service.analyze(OWNER, ICP_ID)).aiStatus).toBe('pending');
    expect(ok.queued).toHaveLength(1);
    const down = setup({ queueEnabled: true, queueFails: true });
    expect((await down.service.analyze(OWNER, ICP_ID)).aiStatus).toBe('failed');
  });

  it('applies the ai worker’s answer only while the score belongs to that analysis', async () => {
    const { service, published, setApplied } = setup();
    const req = { icpId: ICP_ID, status: 'failed', error: ' ', analyzedAt: null } as never;
    await expect(service.applyAiAnalysis(OWNER, req)).resolves.toEqual({ applied: true });
    expect(published).toHaveLength(1);
    setApplied(null);
    await expect(service.applyAiAnalysis(OWNER, req)).resolves.toEqual({ applied: false });
    expect(published).toHaveLength(1);
  });
});
