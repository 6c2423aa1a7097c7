import type { EvidenceFitSummary } from '@icp-studio/contracts';
import { describe, expect, it } from 'vitest';
import { bucketLabel, movementSentence, rowMovement } from './fit-summary-text';

const fit = (changes: EvidenceFitSummary['changes']): EvidenceFitSummary => ({
  rulesVersion: 2,
  profileUpdatedAt: '2026-11-25T14:02:00.000Z',
  computedAt: '2026-11-25T14:03:00.000Z',
  tiers: { A: 1, B: 0, C: 0, D: 0, insufficient: 0 },
  histogram: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
  changes,
});
const moved = {
  reason: 'profile' as const,
  previousProfileUpdatedAt: '2026-11-20T09:00:00.000Z',
  previousRulesVersion: 2,
  up: 14,
  down: 3,
  sameTierChanged: 0,
  newScores: 0,
  lostScores: 0,
  biggestMovers: [],
};

describe('the fit summary in words', () => {
  it('says what moved since the profile changed', () => {
    const s = movementSentence(fit(moved), 'en-GB');
    expect(s).toMatch(
      /^Since the profile changed \(25 Nov, \d\d:\d\d\): 14 clients moved up a tier, 3 down\.$/,
    );
    expect(movementSentence(fit(null))).toBeNull();
  });

  it('names a rules change and the other movements', () => {
    const s = movementSentence(
      fit({
        ...moved,
        reason: 'rules',
        previousRulesVersion: 1,
        up: 1,
        down: 0,
        newScores: 2,
        sameTierChanged: 1,
      }),
    );
    expect(s).toBe(
      'Since the scoring rules changed (version 1 to 2): 1 client moved up a tier, 0 down, 1 score changed within a tier, 2 clients newly scored.',
    );
    expect(movementSentence(fit({ ...moved, up: 0, down: 0 }))).toMatch(/: no client moved\.$/);
  });

  it('labels the histogram buckets', () => {
    expect([0, 1, 8, 9].map((i) => bucketLabel(i))).toEqual(['0-9', '10-19', '80-89', '90-100']);
  });

  it('marks a row that moved, with words for a screen reader', () => {
    expect(rowMovement({ score: 85, tier: 'A', previousScore: 70, previousTier: 'B' })).toEqual({
      mark: '▲',
      label: 'Up from 70 to 85, tier B to A',
    });
    expect(rowMovement({ score: 62, tier: 'B', previousScore: 65, previousTier: 'B' })).toEqual({
      mark: '▼',
      label: 'Down from 65 to 62',
    });
    expect(rowMovement({ score: 62, tier: 'B', previousScore: 62, previousTier: 'B' })).toBeNull();
    expect(rowMovement({ score: 62, tier: 'B' })).toBeNull();
    expect(rowMovement({ score: null, tier: null, previousScore: 40, previousTier: 'C' })).toBeNull();
  });
});
