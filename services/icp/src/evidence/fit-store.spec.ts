import { evidenceFitSummarySchema, fitChangesSchema } from '@icp-studio/contracts';
import {
  fitChanges,
  fitOrder,
  fitSetOf,
  histogram,
  movement,
  sameScores,
  tierCounts,
  type FitSet,
} from './fit-store.js';
import { fitTier } from './fit-score.js';

const stamp = (profileUpdatedAt: string, rulesVersion = 1) => ({
  rulesVersion,
  profileUpdatedAt,
  computedAt: profileUpdatedAt,
});
const set = (scores: (number | null)[], profileUpdatedAt = '2026-11-25T14:02:00.000Z', rules = 1): FitSet =>
  fitSetOf(
    scores.map((score) => ({ score, tier: score === null ? null : fitTier(score) })),
    stamp(profileUpdatedAt, rules),
  );
const facts = {
  row: (i: number) => i + 2,
  clientId: (i: number) => `C-${i}`,
  name: (i: number) => `Client ${i}`,
};

describe('stored fit scores', () => {
  it('counts tiers and insufficient data', () => {
    expect(tierCounts(set([100, 80, 79, 60, 59, 40, 39, 0, null]).tiers)).toEqual({
      A: 2,
      B: 2,
      C: 2,
      D: 2,
      insufficient: 1,
    });
  });

  it('buckets scores by ten points, 100 in the last bucket, without the unscored', () => {
    const h = histogram([0, 9, 10, 55, 89, 90, 99, 100, null]);
    expect(h).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 1, 3]);
    expect(h).toHaveLength(10);
  });

  it('names what a row did', () => {
    expect(movement(85, 'A', 70, 'B')).toBe('up');
    expect(movement(50, 'C', 65, 'B')).toBe('down');
    expect(movement(65, 'B', 62, 'B')).toBe('same-tier');
    expect(movement(65, 'B', 65, 'B')).toBe('unchanged');
    expect(movement(65, 'B', null, null)).toBe('new');
    expect(movement(null, null, 65, 'B')).toBe('lost');
    expect(movement(null, null, null, null)).toBe('none');
  });

  it('counts what moved since the previous set and lists the biggest movers, largest first', () => {
    const previous = set([50, 90, 70, null, 30, 61, 61], '2026-11-20T09:00:00.000Z');
    const current = set([85, 55, 72, 40, null, 61, 60]);
    const c = fitChanges(current, previous, facts);
    expect(fitChangesSchema.parse(c)).toEqual(c);
    expect(c).toMatchObject({
      reason: 'profile',
      previousProfileUpdatedAt: '2026-11-20T09:00:00.000Z',
      previousRulesVersion: 1,
      up: 1,
      down: 1,
      sameTierChanged: 2,
      newScores: 1,
      lostScores: 1,
    });
    expect(c.biggestMovers.map((m) => [m.row, m.previousScore, m.score])).toEqual([
      [5, null, 40],
      [2, 50, 85],
      [3, 90, 55],
      [6, 30, null],
      [4, 70, 72],
    ]);
    expect(c.biggestMovers[2]).toMatchObject({
      clientId: 'C-1',
      name: 'Client 1',
      tier: 'C',
      previousTier: 'A',
    });
  });

  it('says whether the rules, the profile or both changed', () => {
    const a = set([50], '2026-11-20T09:00:00.000Z', 1);
    expect(fitChanges(set([50], '2026-11-20T09:00:00.000Z', 2), a, facts).reason).toBe('rules');
    expect(fitChanges(set([50], '2026-11-21T09:00:00.000Z', 2), a, facts).reason).toBe('both');
  });

  it('tells identical sets apart from changed ones', () => {
    expect(sameScores(set([1, null, 80]), set([1, null, 80], '2027-01-01T00:00:00.000Z'))).toBe(true);
    expect(sameScores(set([1, null, 80]), set([1, 2, 80]))).toBe(false);
    expect(sameScores(set([1]), set([1, 1]))).toBe(false);
  });

  it('orders by fit or value, either way, the rest last in sheet order', () => {
    const scores = [40, null, 90, 40, 10];
    const values = [100, 5, null, 300, null];
    expect(fitOrder(scores, [], 'fit', 'desc')).toEqual([2, 0, 3, 4, 1]);
    expect(fitOrder(scores, [], 'fit', 'asc')).toEqual([4, 0, 3, 2, 1]);
    expect(fitOrder(scores, values, 'value', 'desc')).toEqual([3, 0, 1, 2, 4]);
    expect(fitOrder(scores, values, 'value', 'asc')).toEqual([1, 0, 3, 2, 4]);
  });

  it('fits the summary schema', () => {
    const current = set([85, 20, null]);
    const summary = {
      ...stamp(current.profileUpdatedAt),
      tiers: tierCounts(current.tiers),
      histogram: histogram(current.scores),
      changes: null,
    };
    expect(evidenceFitSummarySchema.parse(summary)).toEqual(summary);
  });
});
