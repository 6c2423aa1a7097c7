import { icpScoreSchema } from '@icp-studio/contracts';
import type { IcpScoreEntity } from './score.entity.js';
import { toIcpScore } from './score.mapper.js';

const row = (over: Partial<IcpScoreEntity> = {}): IcpScoreEntity =>
  Object.assign(
    {
      icpId: '0b6f7a5e-6f1e-4c61-9a55-8d6d3b0b6a11',
      overallScore: 7,
      demographicsScore: 10,
      psychographicsScore: 0,
      painPointsScore: 17,
      needsScore: 0,
      channelsScore: 0,
      suggestions: ['Add at least 3 pain points; you have 1'],
      breakdown: {},
      rubricVersion: 1,
      analyzedAt: new Date('2025-03-04T05:06:07.000Z'),
      aiStatus: 'none',
      aiSuggestions: null,
      personaNarrative: null,
      aiError: null,
      aiUpdatedAt: null,
      scoredFor: new Date('2025-03-04T05:06:00.000Z'),
      aiRequestedAt: null,
    } satisfies IcpScoreEntity,
    over,
  );

describe('score mapping', () => {
  it('answers the rubric part in the contract shape', () => {
    const score = toIcpScore(row());
    expect(icpScoreSchema.parse(score)).toEqual(score);
    expect(score).toMatchObject({
      overallScore: 7,
      suggestions: ['Add at least 3 pain points; you have 1'],
      aiStatus: 'none',
      aiSuggestions: null,
      analyzedAt: '2025-03-04T05:06:07.000Z',
    });
  });

  it("lists the rubric's suggestions first, then the language model's", () => {
    const score = toIcpScore(row({ aiStatus: 'done', aiSuggestions: ['Run a webinar'] }));
    expect(score.suggestions).toEqual(['Add at least 3 pain points; you have 1', 'Run a webinar']);
    expect(score.aiSuggestions).toEqual(['Run a webinar']);
  });

  it('says whether the figures and the AI part reflect the latest save of the profile', () => {
    const profile = (requested: string, failed: string | null = null) => ({
      scoreRequestedAt: new Date(requested),
      scoreFailedAt: failed ? new Date(failed) : null,
    });
    const scored = row({
      aiStatus: 'done',
      aiSuggestions: ['Run a webinar'],
      aiRequestedAt: new Date('2025-03-04T05:06:01.000Z'),
    });
    const current = toIcpScore(scored, profile('2025-03-04T05:06:00.000Z'));
    expect(icpScoreSchema.parse(current)).toEqual(current);
    expect(current).toMatchObject({ state: 'current', aiOutdated: false });
    // saved after the Analyze: the re-score is coming, and the AI part speaks of the earlier version
    expect(toIcpScore(scored, profile('2025-03-05T00:00:00.000Z'))).toMatchObject({
      state: 'updating',
      aiOutdated: true,
    });
    expect(toIcpScore(scored, profile('2025-03-05T00:00:00.000Z', '2025-03-05T00:00:00.000Z')).state).toBe(
      'stale',
    );
    // no AI text: nothing to be outdated
    expect(toIcpScore(row(), profile('2025-03-05T00:00:00.000Z')).aiOutdated).toBe(false);
  });
});
