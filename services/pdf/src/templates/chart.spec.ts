import type { IcpScore } from '@icp-studio/contracts';
import {
  BAND_COLORS,
  CHART,
  barChart,
  barGeometry,
  clampScore,
  ringGeometry,
  scoreBars,
  scoreRing,
  thresholdX,
} from './chart.js';

const track = CHART.width - CHART.labelWidth - CHART.valueWidth;

describe('bar geometry', () => {
  it('draws nothing for 0, the whole track for 100 and proportionally between', () => {
    expect(barGeometry(0, 0).width).toBe(0);
    expect(barGeometry(100, 0).width).toBe(track);
    expect(barGeometry(50, 0).width).toBe(track / 2);
    expect(barGeometry(25, 0).width).toBe(track / 4);
  });

  it('keeps scores out of range and garbage inside the track', () => {
    expect(barGeometry(150, 0).width).toBe(track);
    expect(barGeometry(-5, 0).width).toBe(0);
    expect(barGeometry(Number.NaN, 0).width).toBe(0);
    expect(clampScore('80')).toBe(0);
    expect(clampScore(79.6)).toBe(80);
  });

  it('starts every bar after the labels and stacks rows without overlap', () => {
    const rows = [0, 1, 2, 3, 4].map((i) => barGeometry(60, i));
    for (const r of rows) expect(r.x).toBe(CHART.labelWidth);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.y - rows[i - 1]!.y).toBe(CHART.rowHeight);
      expect(rows[i]!.y).toBeGreaterThanOrEqual(rows[i - 1]!.y + rows[i - 1]!.height);
    }
    expect(rows[4]!.y + rows[4]!.height).toBeLessThanOrEqual(5 * CHART.rowHeight);
  });

  it('puts the band thresholds where 51 and 76 fall on the track', () => {
    expect(thresholdX(51)).toBeCloseTo(CHART.labelWidth + 0.51 * track, 1);
    expect(thresholdX(76)).toBeCloseTo(CHART.labelWidth + 0.76 * track, 1);
  });
});

describe('ring geometry', () => {
  it('draws an arc proportional to the score, the rest as the gap', () => {
    const full = ringGeometry(100, 40);
    expect(full.circumference).toBeCloseTo(2 * Math.PI * 40, 1);
    expect(full.dash).toBe(full.circumference);
    expect(full.gap).toBe(0);
    const quarter = ringGeometry(25, 40);
    expect(quarter.dash).toBeCloseTo(full.circumference / 4, 1);
    expect(quarter.dash + quarter.gap).toBeCloseTo(full.circumference, 1);
    expect(ringGeometry(0).dash).toBe(0);
  });
});

describe('score bars', () => {
  const score: IcpScore = {
    icpId: '6f1c2a1e-8d3b-4c5a-9e7f-0a1b2c3d4e5f',
    overallScore: 60,
    demographicsScore: 76,
    psychographicsScore: 75,
    painPointsScore: 51,
    needsScore: 50,
    channelsScore: 0,
    suggestions: [],
    rubricVersion: 1,
    aiStatus: 'none',
    aiSuggestions: null,
    analyzedAt: '2026-11-20T09:30:00.000Z',
  };

  it('colours each sub-score by its band: 76+ green, 51-75 yellow, below 51 red', () => {
    expect(scoreBars(score, 'b2b').map((b) => [b.label, b.value, b.color])).toEqual([
      ['Firmographics', 76, 'green'],
      ['Psychographics', 75, 'yellow'],
      ['Pain Points', 51, 'yellow'],
      ['Needs & Goals', 50, 'red'],
      ['Channels', 0, 'red'],
    ]);
    expect(scoreBars(score, 'b2c')[0]!.label).toBe('Demographics');
  });

  it('draws one filled bar per non-zero score in its band colour', () => {
    const svg = barChart(scoreBars(score, 'b2b')).value;
    expect(svg.match(new RegExp(BAND_COLORS.green.fill, 'g'))).toHaveLength(1);
    expect(svg).toContain(`fill="${BAND_COLORS.yellow.fill}"`);
    expect(svg).toContain(`fill="${BAND_COLORS.red.fill}"`);
    expect(svg).toContain('Needs &amp; Goals');
    // Channels scores 0: its track, but no bar.
    expect(svg.match(/<rect\s/g)).toHaveLength(5 + 4);
  });

  it('labels the ring with the figure and colours it by band', () => {
    expect(scoreRing(82).value).toContain(`stroke="${BAND_COLORS.green.fill}"`);
    expect(scoreRing(40).value).toContain(`stroke="${BAND_COLORS.red.fill}"`);
    expect(scoreRing(82).value).toContain('>82<');
  });
});
