import type {
  ColumnMapping,
  EvidenceAttributeKey,
  EvidencePredictor,
  EvidencePredictors,
  ImportedTable,
} from '@icp-studio/contracts';
import { ATTRIBUTES, cached, CLIENTS_WITH, repeatedRows, rowFacts, type RowFacts } from './attributes.js';
import { columnIndexes } from './column-mapping.js';
import { formatNumber, formatRange, parseCellRange, representative } from './numbers.js';
import type { ClientStatus } from './outcome.js';
import {
  benjaminiHochberg,
  fisherExact,
  mannWhitney,
  median,
  midRanks,
  newcombe,
  type Interval,
} from './stats.js';
import { canonicalWords } from './text-match.js';

/**
 * What predicts a good client (docs/evidence.md, Outcomes and predictors). For every mapped attribute
 * and each of its values (text: the sheet's values, most frequent first; figures: quarters of the list),
 * the rows with that value against the rest of the list on three measures: win rate (won / won or lost;
 * a kept or churned client was won), retention (kept / kept or churned) and value (the median). Each
 * comparison needs PREDICTOR_MIN_SAMPLE rows on both sides; a difference is named only when
 * Benjamini-Hochberg across every comparison made keeps it at PREDICTOR_FDR and, for rates, the 95%
 * interval of the difference excludes zero. Pure and deterministic; one pass per attribute and measure.
 */

/** The false discovery rate findings are held to. */
export const PREDICTOR_FDR = 0.05;
/** The fewest rows on each side of a comparison (the group and the rest). */
export const PREDICTOR_MIN_SAMPLE = 10;
/** Text values compared per attribute (the most frequent). */
const MAX_VALUES = 12;
/** Figures (company size, revenue...) are cut into this many groups of about equal size. */
const FIGURE_GROUPS = 4;
/** Row numbers listed per finding. */
const MAX_ROWS = 100;
/** Below this many deals won or lost, a list without findings says only large differences could show. */
const SMALL_LIST = 200;

type Measure = EvidencePredictor['measure'];

/** Row-level outcomes: 1 a hit, 0 a miss, -1 not in the measure. */
function hitsOf(statuses: readonly (ClientStatus | null)[], measure: 'win_rate' | 'retention'): Int8Array {
  const out = new Int8Array(statuses.length).fill(-1);
  statuses.forEach((s, i) => {
    if (measure === 'win_rate') {
      if (s === 'lost') out[i] = 0;
      else if (s === 'won' || s === 'active' || s === 'churned') out[i] = 1;
    } else if (s === 'active') out[i] = 1;
    else if (s === 'churned') out[i] = 0;
  });
  return out;
}

/** An attribute's rows in groups: `group[i]` the group of row i (-1 unknown, -2 a value not compared). */
interface Grouping {
  attribute: EvidenceAttributeKey;
  column: string;
  labels: string[];
  group: Int32Array;
}

function textGrouping(
  rows: readonly (readonly string[])[],
  col: number,
  used: Uint8Array,
): Grouping['group'] {
  const keyOf = cached((raw: string) => canonicalWords(raw).join(' '));
  const group = new Int32Array(rows.length).fill(-1);
  const ids = new Map<string, number>();
  rows.forEach((row, i) => {
    if (!used[i]) return;
    const key = keyOf((row[col] ?? '').trim());
    if (!key) return;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    group[i] = id;
  });
  return group;
}

/** Groups text values, most frequent first (the first spelling as label); the rest of the values stay in "the rest". */
function byText(
  rows: readonly (readonly string[])[],
  col: number,
  used: Uint8Array,
): { labels: string[]; group: Int32Array } {
  const raw = textGrouping(rows, col, used);
  const counts = new Map<number, { n: number; label: string; first: number }>();
  raw.forEach((g, i) => {
    if (g < 0) return;
    const c = counts.get(g);
    if (c) c.n += 1;
    else counts.set(g, { n: 1, label: (rows[i]?.[col] ?? '').trim(), first: i });
  });
  const kept = [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, MAX_VALUES);
  const renumber = new Map(kept.map(([g], k) => [g, k]));
  const group = raw.map((g) => (g < 0 ? -1 : (renumber.get(g) ?? -2)));
  return { labels: kept.map(([, c]) => c.label), group };
}

/** Groups figures into quarters of the rows (fewer when few distinct figures), labelled by the figures in each. */
function byFigure(
  rows: readonly (readonly string[])[],
  col: number,
  used: Uint8Array,
): { labels: string[]; group: Int32Array } {
  const figureOf = cached((raw: string) => {
    const r = parseCellRange(raw);
    return r ? representative(r) : null;
  });
  const figures = new Float64Array(rows.length).fill(NaN);
  const known: number[] = [];
  rows.forEach((row, i) => {
    if (!used[i]) return;
    const f = figureOf((row[col] ?? '').trim());
    if (f === null) return;
    figures[i] = f;
    known.push(f);
  });
  known.sort((a, b) => a - b);
  const cuts: number[] = [];
  for (let k = 1; k < FIGURE_GROUPS; k++) {
    const cut = known[Math.floor((k * known.length) / FIGURE_GROUPS) - 1];
    if (cut !== undefined && cut !== cuts[cuts.length - 1] && cut !== known[known.length - 1]) cuts.push(cut);
  }
  const group = new Int32Array(rows.length).fill(-1);
  const lo: number[] = [];
  const hi: number[] = [];
  figures.forEach((f, i) => {
    if (Number.isNaN(f)) return;
    let g = 0;
    while (g < cuts.length && f > (cuts[g] as number)) g++;
    group[i] = g;
    lo[g] = Math.min(lo[g] ?? f, f);
    hi[g] = Math.max(hi[g] ?? f, f);
  });
  const labels = cuts.concat([0]).map((_, g) => formatRange({ min: lo[g] ?? 0, max: hi[g] ?? 0 }));
  return { labels, group };
}

/** One comparison before the false discovery rate is applied. */
interface Comparison {
  measure: Measure;
  grouping: Grouping;
  g: number;
  x: number | null;
  n: number;
  y: number | null;
  m: number;
  groupFigure: number;
  restFigure: number;
  interval: Interval | null;
  p: number;
  /** Which rows count for the measure (row i is in it when `inMeasure(i)`). */
  inMeasure: (i: number) => boolean;
}

/** The groups worth comparing: enough rows on both sides; of two groups that split the rows, one. */
function comparable(counts: readonly number[], total: number): number[] {
  const ok = counts.flatMap((n, g) =>
    n >= PREDICTOR_MIN_SAMPLE && total - n >= PREDICTOR_MIN_SAMPLE ? [g] : [],
  );
  const nonEmpty = counts.filter((n) => n > 0).length;
  const split = nonEmpty === 2 && counts.reduce((a, b) => a + b, 0) === total;
  return split ? ok.slice(0, 1) : ok;
}

function rateComparisons(
  grouping: Grouping,
  measure: 'win_rate' | 'retention',
  hits: Int8Array,
): Comparison[] {
  const k = grouping.labels.length;
  const n = new Array<number>(k).fill(0);
  const x = new Array<number>(k).fill(0);
  let total = 0;
  let totalHits = 0;
  grouping.group.forEach((g, i) => {
    const h = hits[i] as number;
    if (g === -1 || h < 0) return;
    total += 1;
    totalHits += h;
    if (g >= 0) {
      n[g] = (n[g] as number) + 1;
      x[g] = (x[g] as number) + h;
    }
  });
  if (totalHits === 0 || totalHits === total) return []; // nothing varies: nothing can predict it
  return comparable(n, total).map((g) => {
    const gn = n[g] as number;
    const gx = x[g] as number;
    const m = total - gn;
    const y = totalHits - gx;
    return {
      measure,
      grouping,
      g,
      x: gx,
      n: gn,
      y,
      m,
      groupFigure: gx / gn,
      restFigure: y / m,
      interval: newcombe(gx, gn, y, m),
      p: fisherExact(gx, gn, y, m),
      inMeasure: (i) => (hits[i] as number) >= 0,
    };
  });
}

function valueComparisons(
  grouping: Grouping,
  values: readonly (number | null)[],
  isClient: Uint8Array,
): Comparison[] {
  const points: { v: number; g: number }[] = [];
  grouping.group.forEach((g, i) => {
    const v = values[i];
    if (g !== -1 && isClient[i] && v !== null && v !== undefined) points.push({ v, g });
  });
  points.sort((a, b) => a.v - b.v);
  const sorted = points.map((p) => p.v);
  const { ranks, tieTerm } = midRanks(sorted);
  const k = grouping.labels.length;
  const n = new Array<number>(k).fill(0);
  const rankSum = new Array<number>(k).fill(0);
  points.forEach((p, j) => {
    if (p.g < 0) return;
    n[p.g] = (n[p.g] as number) + 1;
    rankSum[p.g] = (rankSum[p.g] as number) + (ranks[j] as number);
  });
  const total = points.length;
  return comparable(n, total).map((g) => {
    // Both medians from the one sorted list: its members and the others, in order.
    const mine: number[] = [];
    const others: number[] = [];
    for (const p of points) (p.g === g ? mine : others).push(p.v);
    return {
      measure: 'value',
      grouping,
      g,
      x: null,
      n: n[g] as number,
      y: null,
      m: total - (n[g] as number),
      groupFigure: median(mine) as number,
      restFigure: median(others) as number,
      interval: null,
      p: mannWhitney(rankSum[g] as number, n[g] as number, total - (n[g] as number), tieTerm),
      inMeasure: (i) => isClient[i] === 1 && values[i] !== null,
    };
  });
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
/** A count as people read it: 16,000 (only the findings' few figures are formatted). */
const count = (n: number | null) => (n ?? 0).toLocaleString('en-US');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pText = (p: number) => (p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`);

/** "3 times", "1.5 times", "twice". */
function times(r: number): string {
  const t = r >= 10 ? Math.round(r) : Math.round(r * 10) / 10;
  return t === 2 ? 'twice' : `${t} times`;
}

function sentenceOf(c: Comparison, higher: boolean): string {
  const who = capital(CLIENTS_WITH[c.grouping.attribute](c.grouping.labels[c.g] as string));
  const figures = `${count(c.x)} of ${count(c.n)} (${pct(c.groupFigure)}) against ${count(c.y)} of ${count(c.m)} (${pct(c.restFigure)})`;
  const ratio = c.restFigure > 0 ? c.groupFigure / c.restFigure : Infinity;
  if (c.measure === 'win_rate')
    return higher
      ? `${who} were won ${Number.isFinite(ratio) ? `${times(ratio)} as often as` : 'more often than'} the rest: ${figures}.`
      : `${who} were won less often than the rest: ${figures}.`;
  if (c.measure === 'retention')
    return higher
      ? `${who} were kept ${Number.isFinite(ratio) ? `${times(ratio)} as often as` : 'more often than'} the rest: ${figures}.`
      : `${who} churned more often than the rest: kept ${figures}.`;
  const lead = `${who} bring a median value of ${formatNumber(c.groupFigure)} against ${formatNumber(c.restFigure)} for the rest`;
  return `${lead} (${count(c.n)} against ${count(c.m)} clients with a value).`;
}

function detailOf(c: Comparison, q: number, count: number): string {
  const test =
    c.measure === 'value' ? `Mann-Whitney test p ${pText(c.p)}` : `Fisher's exact test p ${pText(c.p)}`;
  const adjusted = `adjusted ${pText(q)} across ${count} comparisons`;
  if (!c.interval) return `${test}, ${adjusted}.`;
  const pts = (x: number) => `${Math.round(x * 100)}`;
  const diff = c.groupFigure - c.restFigure;
  return `${diff >= 0 ? '+' : ''}${pts(diff)} points (95% interval ${pts(c.interval.low)} to ${pts(c.interval.high)}); ${test}, ${adjusted}.`;
}

function rowsOf(c: Comparison, rowNumbers: readonly number[] | undefined): number[] {
  const out: number[] = [];
  const group = c.grouping.group;
  for (let i = 0; i < group.length && out.length < MAX_ROWS; i++)
    if (group[i] === c.g && c.inMeasure(i)) out.push(rowNumbers?.[i] ?? i + 2);
  return out;
}

function verdictMessage(
  findings: number,
  comparisons: number,
  counts: { decided: number; retained: number; withValue: number },
): { verdict: EvidencePredictors['verdict']; message: string } {
  const fdr = `Benjamini-Hochberg, false discovery rate ${pct(PREDICTOR_FDR)}`;
  if (comparisons === 0)
    return {
      verdict: 'too_small',
      message:
        `The list is too small to say what predicts a good client: no value of an attribute has ${PREDICTOR_MIN_SAMPLE} ` +
        `rows on each side of a comparison (${counts.decided} deals won or lost, ${counts.retained} clients kept or churned, ` +
        `${counts.withValue} clients with a value).`,
    };
  if (findings === 0) {
    const small =
      counts.decided < SMALL_LIST
        ? ` With ${counts.decided} deals won or lost, only large differences could show.`
        : '';
    return {
      verdict: 'none',
      message: `None of the ${comparisons} comparisons shows a difference the data supports (${fdr}).${small}`,
    };
  }
  return {
    verdict: 'found',
    message: `${findings} of ${comparisons} comparisons show a difference the data supports (${fdr}).`,
  };
}

/** The rows each measure reads, from the row facts (`rowFacts`) and the rows left out as repeats. */
function measureRows(facts: RowFacts, skip: ReadonlySet<number>) {
  const count = facts.statuses.length;
  const win = facts.hasOutcomeColumn ? hitsOf(facts.statuses, 'win_rate') : new Int8Array(count).fill(-1);
  const kept = facts.hasOutcomeColumn ? hitsOf(facts.statuses, 'retention') : new Int8Array(count).fill(-1);
  // Value is compared among clients: not lost deals nor open ones.
  const isClient = new Uint8Array(count);
  const used = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    if (skip.has(i)) {
      win[i] = -1;
      kept[i] = -1;
      continue;
    }
    const s = facts.statuses[i];
    isClient[i] = facts.hasValueColumn && s !== 'lost' && s !== 'open' && facts.values[i] !== null ? 1 : 0;
    used[i] = (win[i] as number) >= 0 || (kept[i] as number) >= 0 || isClient[i] ? 1 : 0;
  }
  return { win, kept, isClient, used };
}

/**
 * What predicts a won, kept or valuable client in a table; null when it has neither an outcome nor a value
 * column. `facts` and `skip` (rows repeating an earlier one) are the report's, when it has read them.
 */
export function predictors(
  table: Pick<ImportedTable, 'headers' | 'rows'> & { rowNumbers?: readonly number[] },
  mapping: ColumnMapping,
  facts: RowFacts = rowFacts(table, mapping),
  skip: ReadonlySet<number> = repeatedRows(table.rows, facts.idIndex),
): EvidencePredictors | null {
  if (!facts.hasOutcomeColumn && !facts.hasValueColumn) return null;
  const { win, kept, isClient, used } = measureRows(facts, skip);
  const idx = columnIndexes(mapping, table.headers);
  const comparisons: Comparison[] = [];
  for (const def of ATTRIBUTES) {
    const col = idx[def.column];
    if (col < 0) continue;
    const { labels, group } = (def.kind === 'text' ? byText : byFigure)(table.rows, col, used);
    const grouping: Grouping = { attribute: def.key, column: table.headers[col] as string, labels, group };
    comparisons.push(
      ...rateComparisons(grouping, 'win_rate', win),
      ...rateComparisons(grouping, 'retention', kept),
      ...valueComparisons(grouping, facts.values, isClient),
    );
  }
  const adjusted = benjaminiHochberg(comparisons.map((c) => c.p));
  const findings = comparisons
    .map((c, k) => ({ c, q: adjusted[k] as number }))
    .filter(({ c, q }) => q <= PREDICTOR_FDR && (!c.interval || c.interval.low > 0 || c.interval.high < 0))
    .sort((a, b) => a.q - b.q || a.c.p - b.c.p)
    .map(({ c, q }): EvidencePredictor => {
      const higher = c.groupFigure > c.restFigure;
      return {
        measure: c.measure,
        attribute: c.grouping.attribute,
        column: c.grouping.column,
        value: c.grouping.labels[c.g] as string,
        direction: higher ? 'higher' : 'lower',
        sentence: sentenceOf(c, higher),
        detail: detailOf(c, q, comparisons.length),
        group: { hits: c.x, of: c.n },
        rest: { hits: c.y, of: c.m },
        groupFigure: c.groupFigure,
        restFigure: c.restFigure,
        interval: c.interval,
        p: c.p,
        q: Math.min(1, q),
        rows: rowsOf(c, table.rowNumbers),
      };
    });
  const counts = {
    decided: win.reduce((s, h) => s + (h >= 0 ? 1 : 0), 0),
    retained: kept.reduce((s, h) => s + (h >= 0 ? 1 : 0), 0),
    withValue: isClient.reduce((s, v) => s + v, 0),
  };
  return {
    ...verdictMessage(findings.length, comparisons.length, counts),
    fdr: PREDICTOR_FDR,
    minSample: PREDICTOR_MIN_SAMPLE,
    comparisons: comparisons.length,
    ...counts,
    findings,
  };
}
