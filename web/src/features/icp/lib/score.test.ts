import { scoreBand, type IcpScore } from '@icp-studio/contracts';
import { describe, expect, it } from 'vitest';
import { BAND_TOKENS, clampScore, scoreBars } from './score';

const score: IcpScore = {
  icpId: '22222222-2222-4222-8222-222222222222',
  overallScore: 64,
  demographicsScore: 90,
  psychographicsScore: 76,
  painPointsScore: 75,
  needsScore: 51,
  channelsScore: 50,
  suggestions: [],
  rubricVersion: 1,
  aiStatus: 'none',
  aiSuggestions: null,
  analyzedAt: '2025-01-01T00:00:00.000Z',
};

describe('score bands (docs/product.md §9)', () => {
  it.each<[number, string, string]>([
    [100, 'Excellent', 'green'],
    [76, 'Excellent', 'green'],
    [75, 'Good', 'yellow'],
    [51, 'Good', 'yellow'],
    [50, 'Needs Work', 'red'],
    [0, 'Needs Work', 'red'],
  ])('%i is %s (%s)', (value, label, color) => {
    expect(scoreBand(value)).toEqual({ label, color });
    expect(BAND_TOKENS[scoreBand(value).color].solid).toBe(
      `${color === 'yellow' ? 'yellow.400' : `${color}.500`}`,
    );
  });
});

describe('scoreBars', () => {
  it('lists the five sub-scores in order with their bands; Firmographics for b2b', () => {
    expect(scoreBars(score, 'b2b').map((b) => [b.label, b.value, b.band.label])).toEqual([
      ['Firmographics', 90, 'Excellent'],
      ['Psychographics', 76, 'Excellent'],
      ['Pain Points', 75, 'Good'],
      ['Needs & Goals', 51, 'Good'],
      ['Channels', 50, 'Needs Work'],
    ]);
  });

  it('calls the first one Demographics for b2c', () => {
    expect(scoreBars(score, 'b2c')[0]?.label).toBe('Demographics');
  });

  it('keeps values within 0..100', () => {
    expect(clampScore(140)).toBe(100);
    expect(clampScore(-3)).toBe(0);
    expect(clampScore(Number.NaN)).toBe(0);
    expect(clampScore(66.6)).toBe(67);
  });
});
