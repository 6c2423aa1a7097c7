/**
 * The quality score drawn as inline SVG (no scripts, no images): a ring for the overall score and one
 * bar per sub-score, coloured by band (76+ Excellent green, 51-75 Good yellow, below 51 Needs Work red).
 */
import { scoreBand, type IcpScore, type IcpType } from '@icp-studio/contracts';
import { markup, join, type SafeHtml } from './escape.js';

export type BandColor = ReturnType<typeof scoreBand>['color'];

/** Print colours per band: the bar, and a darker shade for text on white. */
export const BAND_COLORS: Record<BandColor, { fill: string; text: string; soft: string }> = {
  green: { fill: '#16a34a', text: '#15803d', soft: '#dcfce7' },
  yellow: { fill: '#eab308', text: '#a16207', soft: '#fef9c3' },
  red: { fill: '#dc2626', text: '#b91c1c', soft: '#fee2e2' },
};

/** A score kept within 0..100 and whole, whatever was stored. */
export function clampScore(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.round(Math.min(100, Math.max(0, n)));
}

export interface ChartLayout {
  /** The whole drawing's width (SVG user units). */
  width: number;
  labelWidth: number;
  valueWidth: number;
  rowHeight: number;
  barHeight: number;
}

export const CHART: ChartLayout = {
  width: 480,
  labelWidth: 128,
  valueWidth: 40,
  rowHeight: 30,
  barHeight: 12,
};

export interface BarGeometry {
  x: number;
  y: number;
  /** The filled part: proportional to the score, 0 for 0, the whole track for 100. */
  width: number;
  height: number;
  trackWidth: number;
  /** Baseline of the row's label and value text. */
  textY: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Where bar `index` (0-based) with score `value` sits. */
export function barGeometry(value: number, index: number, layout: ChartLayout = CHART): BarGeometry {
  const trackWidth = layout.width - layout.labelWidth - layout.valueWidth;
  const top = index * layout.rowHeight;
  const y = top + (layout.rowHeight - layout.barHeight) / 2;
  return {
    x: layout.labelWidth,
    y: round(y),
    width: round((clampScore(value) / 100) * trackWidth),
    height: layout.barHeight,
    trackWidth,
    textY: round(y + layout.barHeight / 2 + 4),
  };
}

/** The x of a threshold line (51 and 76) on the track. */
export function thresholdX(score: number, layout: ChartLayout = CHART): number {
  const trackWidth = layout.width - layout.labelWidth - layout.valueWidth;
  return round(layout.labelWidth + (clampScore(score) / 100) * trackWidth);
}

export interface RingGeometry {
  radius: number;
  circumference: number;
  /** stroke-dasharray: the arc drawn, then the rest. */
  dash: number;
  gap: number;
}

export function ringGeometry(value: number, radius = 42): RingGeometry {
  const circumference = round(2 * Math.PI * radius);
  const dash = round((clampScore(value) / 100) * circumference);
  return { radius, circumference, dash, gap: round(circumference - dash) };
}

export interface ScoreBar {
  label: string;
  value: number;
  color: BandColor;
}

/** The five sub-scores in the wizard's order; the first reads Firmographics (b2b) or Demographics (b2c). */
export function scoreBars(score: IcpScore, type: IcpType): ScoreBar[] {
  const bars: [string, number][] = [
    [type === 'b2b' ? 'Firmographics' : 'Demographics', score.demographicsScore],
    ['Psychographics', score.psychographicsScore],
    ['Pain Points', score.painPointsScore],
    ['Needs & Goals', score.needsScore],
    ['Channels', score.channelsScore],
  ];
  return bars.map(([label, raw]) => {
    const value = clampScore(raw);
    return { label, value, color: scoreBand(value).color };
  });
}

/** The sub-score bars as one SVG. */
export function barChart(bars: readonly ScoreBar[], layout: ChartLayout = CHART): SafeHtml {
  const height = bars.length * layout.rowHeight;
  const rows = bars.map((bar, i) => {
    const g = barGeometry(bar.value, i, layout);
    const colors = BAND_COLORS[bar.color];
    return markup`<g>
      <text x="0" y="${g.textY}" class="chart-label">${bar.label}</text>
      <rect
        x="${g.x}"
        y="${g.y}"
        width="${g.trackWidth}"
        height="${g.height}"
        rx="${g.height / 2}"
        fill="#eef2f7"
      />
      ${g.width > 0 ? markup`<rect x="${g.x}" y="${g.y}" width="${Math.max(g.width, g.height)}" height="${g.height}" rx="${g.height / 2}" fill="${colors.fill}" />` : null}
      <text x="${layout.width}" y="${g.textY}" text-anchor="end" class="chart-value" fill="${colors.text}"
        >${bar.value}</text
      >
    </g>`;
  });
  const lines = [51, 76].map(
    (t) =>
      markup`<line
        x1="${thresholdX(t, layout)}"
        x2="${thresholdX(t, layout)}"
        y1="2"
        y2="${height - 2}"
        stroke="#94a3b8"
        stroke-width="0.8"
        stroke-dasharray="2 3"
      />`,
  );
  return markup`<svg
    class="bar-chart"
    viewBox="0 0 ${layout.width} ${height}"
    width="100%"
    role="img"
    aria-label="Sub-scores"
    xmlns="http://www.w3.org/2000/svg"
  >
    ${join(rows)}${join(lines)}
  </svg>`;
}

/** The overall score as a ring with the figure in the middle. */
export function scoreRing(value: number): SafeHtml {
  const v = clampScore(value);
  const colors = BAND_COLORS[scoreBand(v).color];
  const g = ringGeometry(v);
  const size = (g.radius + 8) * 2;
  const c = size / 2;
  return markup`<svg
    class="score-ring"
    viewBox="0 0 ${size} ${size}"
    width="${size}"
    height="${size}"
    role="img"
    aria-label="Overall score ${v} out of 100"
    xmlns="http://www.w3.org/2000/svg"
  >
    <circle cx="${c}" cy="${c}" r="${g.radius}" fill="none" stroke="#eef2f7" stroke-width="9" />
    <circle
      cx="${c}"
      cy="${c}"
      r="${g.radius}"
      fill="none"
      stroke="${colors.fill}"
      stroke-width="9"
      stroke-linecap="${v > 0 && v < 100 ? 'round' : 'butt'}"
      stroke-dasharray="${g.dash} ${g.gap}"
      transform="rotate(-90 ${c} ${c})"
    />
    <text x="${c}" y="${c + 2}" text-anchor="middle" class="ring-value" fill="#0f172a">${v}</text>
    <text x="${c}" y="${c + 18}" text-anchor="middle" class="ring-unit" fill="#64748b">of 100</text>
  </svg>`;
}
