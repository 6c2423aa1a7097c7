/**
 * Figures as people write them in client lists and profiles (docs/evidence.md, Numbers): thousands
 * separators, currency symbols and codes, k/M/bn suffixes, ranges ("10-50", "50+", "<10", "10 to 50").
 * Pure: the same text always reads as the same range.
 */

/** A closed or open range; a single figure is a range with min = max. */
export interface NumericRange {
  min: number | null;
  max: number | null;
}

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  tsd: 1e3,
  t: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  mrd: 1e9,
};

/** One number with an optional suffix, as a regex source (separators are resolved in parseFigure). */
const FIGURE = String.raw`(\d[\d.,'’\u00a0\u202f ]*\d|\d)\s*(k|thousand|tsd|t|mm|mn|mio|millions?|m|bn|billions?|b|mrd)?(?![a-z])`;

/**
 * A number written with separators: both '.' and ',' present -> the last is the decimal mark; one of them
 * repeated -> thousands; one of them once followed by exactly three digits (and a non-zero integer part)
 * -> thousands ("1,200", "1.200"); else decimal ("1,5", "1.25"). Spaces and apostrophes between digits
 * group thousands.
 */
export function parseFigure(raw: string): number | null {
  const s = raw.replace(/[\s'’\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const dots = (s.match(/\./g) ?? []).length;
  const commas = (s.match(/,/g) ?? []).length;
  let normal: string;
  if (dots > 0 && commas > 0) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normal = s.split(thousands).join('').replace(decimal, '.');
  } else if (dots + commas === 0) {
    normal = s;
  } else {
    const mark = dots > 0 ? '.' : ',';
    const count = dots + commas;
    const [intPart = '', frac = ''] = s.split(mark);
    if (count > 1) normal = s.split(mark).join('');
    else if (frac.length === 3 && intPart !== '0') normal = intPart + frac;
    else normal = `${intPart}.${frac}`;
  }
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

function clean(text: string): string {
  return text
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/(?:usd|eur|gbp|chf|cad|aud|sek|nok|dkk|[$€£¥₹])/g, ' ')
    .replace(
      /\b(?:employees?|staff|people|fte|mitarbeiter(?:innen)?|salari[ée]s|years?|yrs?|jahre|ans|años|p\.?a\.?|per year|a year|\/yr|\/year)\b/g,
      ' ',
    )
    .trim();
}

function figure(num: string, suffix: string | undefined): number | null {
  const n = parseFigure(num);
  if (n === null) return null;
  return suffix ? n * (MULTIPLIERS[suffix] ?? 1) : n;
}

const RANGE = new RegExp(String.raw`^${FIGURE}\s*(?:-|to|bis|à|a|until)\s*${FIGURE}$`);
const PLUS = new RegExp(
  String.raw`^(?:>=?|over|more than|above|at least|min\.?|ab|über|plus de)?\s*${FIGURE}\s*(?:\+|or more|and (?:up|more|above)|plus)?$`,
);
const BELOW = new RegExp(
  String.raw`^(?:<=?|under|below|less than|up to|fewer than|bis|unter|max\.?|moins de|jusqu'à)\s*${FIGURE}$`,
);

/**
 * The range a text states, or null when it states none. "10-50" -> 10..50, "50+" -> 50..open,
 * "<10" / "under 10" -> open..10, "$1.2M" -> 1,200,000, "1-10M" -> 1M..10M (a suffix on the second
 * figure only applies to both, when that keeps the range in order).
 */
export function parseRange(text: string | null | undefined): NumericRange | null {
  if (!text) return null;
  const s = clean(text);
  if (!s || !/\d/.test(s)) return null;
  const negative = /^-\s*\d/.test(s) && !RANGE.test(s);
  if (negative) {
    const n = parseRange(s.slice(1));
    return n && n.min !== null && n.min === n.max ? { min: -n.min, max: -n.max } : null;
  }
  const range = RANGE.exec(s);
  if (range) {
    const [, aNum = '', aSuf, bNum = '', bSuf] = range;
    let a = figure(aNum, aSuf);
    const b = figure(bNum, bSuf);
    if (a === null || b === null) return null;
    if (!aSuf && bSuf) {
      const scaled = a * (MULTIPLIERS[bSuf] ?? 1);
      if (scaled <= b) a = scaled;
    }
    return a <= b ? { min: a, max: b } : { min: b, max: a };
  }
  const below = BELOW.exec(s);
  if (below) {
    const n = figure(below[1] ?? '', below[2]);
    return n === null ? null : { min: null, max: n };
  }
  const plus = PLUS.exec(s);
  if (plus) {
    const n = figure(plus[1] ?? '', plus[2]);
    if (n === null) return null;
    const open = /\+|or more|and |plus|over|more than|above|at least|min|ab|über|>/.test(s);
    return open ? { min: n, max: null } : { min: n, max: n };
  }
  return null;
}

/** A row's range with whether its open range excludes its end ("<1M" does, "up to 1M" does not). */
export interface CellRange extends NumericRange {
  minExclusive: boolean;
  maxExclusive: boolean;
}

/** A cell read as a range (parseRange), its ends' exclusivity read from the words: "<", "under", "more than". */
export function parseCellRange(text: string | null | undefined): CellRange | null {
  const r = parseRange(text);
  if (!r || !text) return r && { ...r, minExclusive: false, maxExclusive: false };
  const s = clean(text);
  return {
    ...r,
    minExclusive: r.max === null && /^(?:>(?!=)|over|more than|above|über|plus de)/.test(s),
    maxExclusive: r.min === null && /^(?:<(?!=)|under|below|less than|fewer than|unter|moins de)/.test(s),
  };
}

/** Where a row's range lies against the profile's: wholly inside, partly, or wholly below or above it. */
export type RangeRelation = 'inside' | 'partly' | 'below' | 'above';

/**
 * An open range read as a range (docs/evidence.md, Numbers): "50+" is only partly within 10-50 and "< $1M"
 * is below 1M-5M, where its known end alone (50, 1M) would read as inside.
 */
export function relateRange(cell: CellRange, profile: NumericRange): RangeRelation {
  const lo = cell.min ?? -Infinity;
  const hi = cell.max ?? Infinity;
  const pmin = profile.min ?? -Infinity;
  const pmax = profile.max ?? Infinity;
  if (hi < pmin || (cell.maxExclusive && hi <= pmin)) return 'below';
  if (lo > pmax || (cell.minExclusive && lo >= pmax)) return 'above';
  return lo >= pmin && hi <= pmax ? 'inside' : 'partly';
}

/** A single amount (a fee, a revenue): a figure, or the middle of a closed range. */
export function parseAmount(text: string | null | undefined): number | null {
  const r = parseRange(text);
  if (!r) return null;
  return representative(r);
}

/** One figure standing for a range: the middle of a closed range, the known end of an open one. */
export function representative(r: NumericRange): number | null {
  if (r.min !== null && r.max !== null) return (r.min + r.max) / 2;
  return r.min ?? r.max;
}

/** Size words a profile may use instead of figures (EU company-size classes). */
const SIZE_WORDS: [RegExp, NumericRange][] = [
  [
    /\b(?:solo|solopreneurs?|freelancers?|self[- ]employed|sole traders?|one[- ]person)\b/,
    { min: 1, max: 1 },
  ],
  [/\bmicro\b/, { min: 1, max: 9 }],
  [/\b(?:small|kleine?|petites?)\b/, { min: 10, max: 49 }],
  [/\b(?:smbs?|smes?|kmus?|pmes?)\b/, { min: 1, max: 249 }],
  [/\b(?:medium|mid[- ]?size[d]?|mid[- ]?market|mittlere?|moyennes?)\b/, { min: 50, max: 249 }],
  [/\b(?:large|enterprises?|gro(?:ß|ss)e?|grandes?)\b/, { min: 250, max: null }],
];

/** A profile's company size: a range, or a size word ("small businesses" -> 10-49 employees). */
export function parseSizeRange(text: string | null | undefined): NumericRange | null {
  const r = parseRange(text);
  if (r || !text) return r;
  const lower = text.toLowerCase();
  for (const [re, range] of SIZE_WORDS) if (re.test(lower)) return range;
  return null;
}

export function inRange(x: number, r: NumericRange): boolean {
  return (r.min === null || x >= r.min) && (r.max === null || x <= r.max);
}

/** How far outside a range a figure is, as a factor (1 inside; 1.5 = half as much again beyond its end). */
export function distanceFactor(x: number, r: NumericRange): number {
  if (inRange(x, r)) return 1;
  if (r.min !== null && x < r.min) return x <= 0 ? Infinity : r.min / x;
  if (r.max !== null && x > r.max) return r.max <= 0 ? Infinity : x / r.max;
  return 1;
}

/** "10-50", "50+", "up to 10": a range in words, figures rounded for reading. */
export function formatRange(r: NumericRange): string {
  if (r.min !== null && r.max !== null)
    return r.min === r.max ? formatNumber(r.min) : `${formatNumber(r.min)}-${formatNumber(r.max)}`;
  if (r.min !== null) return `${formatNumber(r.min)}+`;
  if (r.max !== null) return `up to ${formatNumber(r.max)}`;
  return 'any';
}

/** 1234 -> "1,234"; 1,250,000 -> "1.25M"; 2,000,000,000 -> "2B". */
export function formatNumber(n: number): string {
  const abs = Math.abs(n);
  const trim = (x: number) => String(Number(x.toFixed(2)));
  if (abs >= 1e9) return `${trim(n / 1e9)}B`;
  if (abs >= 1e6) return `${trim(n / 1e6)}M`;
  if (abs >= 1e5) return `${trim(n / 1e3)}k`;
  return GROUPED.format(Math.round(n));
}

/** One formatter for all (toLocaleString builds a new one per call, which is slow over 50,000 rows). */
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
