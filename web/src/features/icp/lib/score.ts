import { scoreBand, type IcpScore, type IcpType } from '@icp-studio/contracts';

export type ScoreBand = ReturnType<typeof scoreBand>;

export interface ScoreBar {
  key: 'demographics' | 'psychographics' | 'painPoints' | 'needs' | 'channels';
  label: string;
  value: number;
  band: ScoreBand;
}

/** A score kept within 0..100 and whole, whatever the server sent. */
export function clampScore(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.round(Math.min(100, Math.max(0, n)));
}

/**
 * The five sub-scores as the chart draws them, in the wizard's order. The first reads Firmographics
 * for a b2b profile and Demographics for a b2c one.
 */
export function scoreBars(score: IcpScore, type: IcpType): ScoreBar[] {
  const bars: [ScoreBar['key'], string, number][] = [
    ['demographics', type === 'b2b' ? 'Firmographics' : 'Demographics', score.demographicsScore],
    ['psychographics', 'Psychographics', score.psychographicsScore],
    ['painPoints', 'Pain Points', score.painPointsScore],
    ['needs', 'Needs & Goals', score.needsScore],
    ['channels', 'Channels', score.channelsScore],
  ];
  return bars.map(([key, label, raw]) => {
    const value = clampScore(raw);
    return { key, label, value, band: scoreBand(value) };
  });
}

/** Chakra colour tokens per band (docs/product.md §9: green, yellow, red). */
export const BAND_TOKENS: Record<ScoreBand['color'], { solid: string; fg: string; subtle: string }> = {
  green: { solid: 'green.500', fg: 'green.700', subtle: 'green.50' },
  yellow: { solid: 'yellow.400', fg: 'yellow.800', subtle: 'yellow.50' },
  red: { solid: 'red.500', fg: 'red.700', subtle: 'red.50' },
};
