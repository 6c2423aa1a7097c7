/**
 * KPI actuals (docs/product.md §17): the rules shared by the web, the PDF and the playbook service: the
 * KPI key, periods, status and trend, the two-periods rule, CSV, the chart's geometry. Pure functions.
 */
import {
  KPI_NEGATIVE_VALUE,
  type KpiPeriodKind,
  type KpiStatus,
  type KpiWithActuals,
  type PlaybookKpis,
} from './kpi-actuals.js';

export const KPI_STATUS_LABELS: Record<KpiStatus, string> = {
  on_track: 'On track',
  at_risk: 'At risk',
  behind: 'Behind',
};

/** A KPI at or above this share of its target is "at risk", not "behind". */
export const KPI_AT_RISK_SHARE = 0.8;
/** A rising trend that reaches the target within this many periods is "at risk", not "behind". */
export const KPI_TREND_HORIZON = 2;
/** Behind in this many periods in a row: a review task (docs/product.md §17). */
export const KPI_REVIEW_STREAK = 2;
/** The review task's text. */
export const KPI_REVIEW_TASK = 'Review the profile and playbook';

const KEY_MAX = 100;

/**
 * A KPI's stable key: its name (or metric) in lower case, accents dropped, every run of other
 * characters than a-z and 0-9 one `-`, no `-` at either end, at most 100 characters. "Qualified
 * leads / month" -> `qualified-leads-month`. Null when nothing is left (such a KPI takes no actuals).
 * Renaming a KPI gives it another key: its actuals stay under the old one.
 */
export function kpiKey(name: string | null | undefined): string | null {
  if (typeof name !== 'string') return null;
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, KEY_MAX)
    .replace(/-+$/g, '');
  return key || null;
}

/** A KPI as a playbook holds it (a loose object, docs/product.md §3): its label (name, else metric). */
export function kpiLabel(kpi: { name?: unknown; metric?: unknown }): string {
  const name = typeof kpi.name === 'string' ? kpi.name.trim() : '';
  const metric = typeof kpi.metric === 'string' ? kpi.metric.trim() : '';
  return name || metric;
}

/** "clients renewing each year", "bookings a week": the period the KPI's name says it counts in. */
const NAMED_PERIOD = /(?:\b(?:a|per|each|every)\s+|\/\s*)(week|month|quarter|year)\b/i;

/**
 * The period a KPI is tracked in: the one its name says ("clients renewing each year" is tracked per
 * year, whatever else the KPI says); else its `period` when it names a week, a month, a quarter or a
 * year; a season or "90 days" is tracked by quarter; anything else (or none) by month.
 */
export function kpiPeriodKind(period: unknown, name?: unknown): KpiPeriodKind {
  const named = typeof name === 'string' ? NAMED_PERIOD.exec(name) : null;
  if (named) return named[1]!.toLowerCase() as KpiPeriodKind;
  const p = typeof period === 'string' ? period.toLowerCase() : '';
  if (/week/.test(p)) return 'week';
  if (/year|annual/.test(p)) return 'year';
  if (/quarter|season|90/.test(p)) return 'quarter';
  return 'month';
}

/**
 * A target as a number: a number as it is; in text the first number ("25%", "1,200 leads", "€5k" ->
 * 25, 1200, 5000). Null when there is none (the KPI then has no status).
 */
export function kpiTargetValue(target: unknown): number | null {
  if (typeof target === 'number') return Number.isFinite(target) ? target : null;
  if (typeof target !== 'string') return null;
  const m = /(-?\d[\d,]*(?:\.\d+)?)\s*([kKmM])?(?![a-zA-Z])/.exec(target.replace(/(\d)\s(?=\d{3}\b)/g, '$1'));
  if (!m) return null;
  const n = Number(m[1]!.replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  const scale = m[2] ? (m[2].toLowerCase() === 'k' ? 1_000 : 1_000_000) : 1;
  return n * scale;
}

// ---- periods ----

function ymd(d: Date): string {
  return d.toISOString().slice(0, 10);
}
function utc(y: number, m: number, d: number): Date {
  return new Date(Date.UTC(y, m, d));
}

/** The first day (YYYY-MM-DD) of the period of this kind holding the day (weeks start on Monday). */
export function periodStartOf(day: string, kind: KpiPeriodKind): string {
  const d = new Date(`${day}T00:00:00Z`);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (kind === 'month') return ymd(utc(y, m, 1));
  if (kind === 'quarter') return ymd(utc(y, m - (m % 3), 1));
  if (kind === 'year') return ymd(utc(y, 0, 1));
  const back = (d.getUTCDay() + 6) % 7;
  return ymd(utc(y, m, d.getUTCDate() - back));
}

/** The start of the period `n` periods after the one starting at `start`. */
export function addPeriods(start: string, kind: KpiPeriodKind, n: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (kind === 'week') return ymd(utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 7 * n));
  const months = kind === 'month' ? n : kind === 'year' ? 12 * n : 3 * n;
  return ymd(utc(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
}

/** Whole periods from `a` to `b` (both period starts). */
export function periodsBetween(a: string, b: string, kind: KpiPeriodKind): number {
  const da = new Date(`${a}T00:00:00Z`);
  const db = new Date(`${b}T00:00:00Z`);
  if (kind === 'week') return Math.round((db.getTime() - da.getTime()) / (7 * 86_400_000));
  const months = (db.getUTCFullYear() - da.getUTCFullYear()) * 12 + (db.getUTCMonth() - da.getUTCMonth());
  return kind === 'month' ? months : Math.round(months / (kind === 'year' ? 12 : 3));
}

/** ISO week number and its year of a Monday. */
function isoWeek(start: string): { year: number; week: number } {
  const d = new Date(`${start}T00:00:00Z`);
  const thursday = utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 3);
  const year = thursday.getUTCFullYear();
  const jan4 = utc(year, 0, 4);
  const week1 = utc(year, 0, 4 - ((jan4.getUTCDay() + 6) % 7));
  return { year, week: Math.round((thursday.getTime() - week1.getTime()) / (7 * 86_400_000)) + 1 };
}

/** A period as the user writes it: `2026-03` (month), `2026-Q1` (quarter), `2026-W05` (ISO week), `2026`. */
export function periodLabel(start: string, kind: KpiPeriodKind): string {
  if (kind === 'year') return start.slice(0, 4);
  if (kind === 'month') return start.slice(0, 7);
  if (kind === 'quarter') return `${start.slice(0, 4)}-Q${Math.floor(Number(start.slice(5, 7)) / 3) + 1}`;
  const { year, week } = isoWeek(start);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A period for people: "Mar 2026", "Q1 2026", "Week 5, 2026", "2026". */
export function periodDisplay(start: string, kind: KpiPeriodKind): string {
  if (kind === 'year') return start.slice(0, 4);
  if (kind === 'month') return `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`;
  if (kind === 'quarter') return `Q${Math.floor(Number(start.slice(5, 7)) / 3) + 1} ${start.slice(0, 4)}`;
  const { year, week } = isoWeek(start);
  return `Week ${week}, ${year}`;
}

/**
 * A period as written (`2026-03`, `2026-Q1`, `2026-W05`, or any day `2026-03-14`) as the start of the
 * KPI's period holding it; an error message when it is none, or outside 2000-2100.
 */
export function parsePeriod(
  text: string,
  kind: KpiPeriodKind,
): { ok: true; start: string } | { ok: false; message: string } {
  const t = text.trim().toUpperCase();
  const bad = {
    ok: false as const,
    message: `Period "${text.trim().slice(0, 40)}" is not a ${kind} (write ${periodLabel(
      periodStartOf('2026-03-14', kind),
      kind,
    )} or a day like 2026-03-14)`,
  };
  let day: string | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t))) {
    const d = utc(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (ymd(d) !== t) return bad;
    day = t;
  } else if ((m = /^(\d{4})$/.exec(t))) {
    if (kind !== 'year') return bad;
    day = `${m[1]}-01-01`;
  } else if ((m = /^(\d{4})-(\d{2})$/.exec(t))) {
    if (kind === 'week' || Number(m[2]) < 1 || Number(m[2]) > 12) return bad;
    day = `${m[1]}-${m[2]}-01`;
  } else if ((m = /^(\d{4})-?Q([1-4])$/.exec(t))) {
    if (kind !== 'quarter') return bad;
    day = ymd(utc(Number(m[1]), (Number(m[2]) - 1) * 3, 1));
  } else if ((m = /^(\d{4})-?W(\d{2})$/.exec(t))) {
    if (kind !== 'week') return bad;
    const year = Number(m[1]);
    const week = Number(m[2]);
    const jan4 = utc(year, 0, 4);
    const week1 = utc(year, 0, 4 - ((jan4.getUTCDay() + 6) % 7));
    const monday = new Date(week1.getTime() + 7 * 86_400_000 * (week - 1));
    if (week < 1 || isoWeek(ymd(monday)).week !== week) return bad;
    day = ymd(monday);
  } else return bad;
  if (day < '2000-01-01' || day > '2100-12-31') {
    return { ok: false, message: 'A period must be between 2000 and 2100' };
  }
  return { ok: true, start: periodStartOf(day, kind) };
}

// ---- status and trend ----

/** One recorded value. */
export interface KpiPoint {
  /** The period's first day, YYYY-MM-DD. */
  periodStart: string;
  value: number;
}

/** The least-squares line through the recorded values, by period index (gaps keep their place). */
export interface KpiTrend {
  /** Change per period. */
  slope: number;
  /** The line's value at the first recorded period. */
  intercept: number;
  direction: 'rising' | 'falling' | 'flat';
}

/**
 * The trend of the values (at least two recorded periods; null otherwise). Periods without a value
 * are left out, not read as 0: x is each value's period index from the first one. Flat: the slope
 * moves less than 1% of the mean magnitude per period.
 */
export function kpiTrend(points: readonly KpiPoint[], kind: KpiPeriodKind): KpiTrend | null {
  if (points.length < 2) return null;
  const sorted = [...points].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const first = sorted[0]!.periodStart;
  const xs = sorted.map((p) => periodsBetween(first, p.periodStart, kind));
  const ys = sorted.map((p) => p.value);
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = my - slope * mx;
  const scale = ys.reduce((a, b) => a + Math.abs(b), 0) / n;
  const flat = Math.abs(slope) <= 0.01 * scale || slope === 0;
  return { slope, intercept, direction: flat ? 'flat' : slope > 0 ? 'rising' : 'falling' };
}

/**
 * The status of a KPI (docs/product.md §17), read from its latest recorded value against a numeric
 * target (higher is better):
 * - On track: the latest value is at or above the target;
 * - At risk: below it but at least 80% of it, or the trend is rising and its line reaches the target
 *   within two periods after the latest one;
 * - Behind: otherwise.
 * Null without a recorded value or without a numeric target above 0. Periods without a value do not
 * count as misses.
 */
export function kpiStatus(
  points: readonly KpiPoint[],
  target: number | null,
  kind: KpiPeriodKind,
): KpiStatus | null {
  if (target === null || !(target > 0) || points.length === 0) return null;
  const sorted = [...points].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const latest = sorted[sorted.length - 1]!;
  if (latest.value >= target) return 'on_track';
  if (latest.value >= KPI_AT_RISK_SHARE * target) return 'at_risk';
  const trend = kpiTrend(sorted, kind);
  if (trend && trend.direction === 'rising') {
    const x = periodsBetween(sorted[0]!.periodStart, latest.periodStart, kind) + KPI_TREND_HORIZON;
    if (trend.intercept + trend.slope * x >= target) return 'at_risk';
  }
  return 'behind';
}

/**
 * The streak of "Behind" that asks for a review (docs/product.md §17): the latest recorded period and
 * the one right before it (adjacent periods, both recorded) are each "Behind" by `kpiStatus` read with
 * the values up to that period. Answers the first period of that run of consecutive "Behind" periods
 * (the streak's identity: a review is asked once per streak), or null.
 */
export function kpiBehindStreak(
  points: readonly KpiPoint[],
  target: number | null,
  kind: KpiPeriodKind,
): string | null {
  const sorted = [...points].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  let start: string | null = null;
  let length = 0;
  for (let i = 0; i < sorted.length; i++) {
    const behind = kpiStatus(sorted.slice(0, i + 1), target, kind) === 'behind';
    const adjacent = i > 0 && addPeriods(sorted[i - 1]!.periodStart, kind, 1) === sorted[i]!.periodStart;
    if (!behind) {
      start = null;
      length = 0;
    } else if (length > 0 && adjacent) {
      length++;
    } else {
      start = sorted[i]!.periodStart;
      length = 1;
    }
  }
  return length >= KPI_REVIEW_STREAK ? start : null;
}

/** The worst of the statuses (behind < at risk < on track); null when none has one. */
export function overallKpiStatus(statuses: readonly (KpiStatus | null)[]): KpiStatus | null {
  if (statuses.includes('behind')) return 'behind';
  if (statuses.includes('at_risk')) return 'at_risk';
  if (statuses.includes('on_track')) return 'on_track';
  return null;
}

// ---- CSV import ----

export interface KpiCsvRow {
  line: number;
  kpi: string;
  period: string;
  value: number;
}
export interface KpiCsvError {
  line: number;
  message: string;
}

/** Values are numbers: `1200`, `1,200.5`, `12.5%` (the % sign dropped), `-3` (refused by the import). */
export function parseKpiValue(text: string): number | null {
  const t = text
    .trim()
    .replace(/%$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
    .trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) && Math.abs(n) < 1e12 ? n : null;
}

function splitCsvLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim());
}

export const KPI_CSV_MAX_ROWS = 1000;

/**
 * CSV text with the columns kpi, period, value (a header row naming them, in any order; `,` or `;`
 * between them) as rows, with one error per bad row (its line). A file that is no such table: a
 * single error on line 1.
 */
export function parseKpiCsv(text: string): { rows: KpiCsvRow[]; errors: KpiCsvError[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) return { rows: [], errors: [{ line: 1, message: 'The file is empty' }] };
  const header = lines[headerIndex]!;
  const sep = header.includes(';') && !header.includes(',') ? ';' : ',';
  const cols = splitCsvLine(header, sep).map((c) => c.toLowerCase());
  const at = { kpi: cols.indexOf('kpi'), period: cols.indexOf('period'), value: cols.indexOf('value') };
  if (at.kpi < 0 || at.period < 0 || at.value < 0) {
    return {
      rows: [],
      errors: [
        { line: headerIndex + 1, message: 'The first row must name the columns kpi, period and value' },
      ],
    };
  }
  const rows: KpiCsvRow[] = [];
  const errors: KpiCsvError[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const line = i + 1;
    if (rows.length + errors.length >= KPI_CSV_MAX_ROWS) {
      errors.push({ line, message: `At most ${KPI_CSV_MAX_ROWS} rows at once` });
      break;
    }
    const cells = splitCsvLine(lines[i]!, sep);
    const kpi = cells[at.kpi] ?? '';
    const period = cells[at.period] ?? '';
    const rawValue = cells[at.value] ?? '';
    if (cells.length > cols.length)
      errors.push({
        line,
        message: 'The row has more cells than the header (put a value holding a comma in quotes)',
      });
    else if (!kpi) errors.push({ line, message: 'The KPI is missing' });
    else if (!period) errors.push({ line, message: 'The period is missing' });
    else {
      const value = parseKpiValue(rawValue);
      if (value === null) errors.push({ line, message: `Value "${rawValue.slice(0, 40)}" is not a number` });
      else if (value < 0) errors.push({ line, message: KPI_NEGATIVE_VALUE });
      else rows.push({ line, kpi, period, value });
    }
  }
  if (rows.length === 0 && errors.length === 0)
    errors.push({ line: headerIndex + 2, message: 'No rows to import' });
  return { rows, errors };
}

/** A playbook's KPI as actuals read it: its key, label, period kind, target (docs/product.md §17). */
export interface TrackedKpi {
  key: string;
  name: string;
  unit: string | null;
  periodKind: KpiPeriodKind;
  targetText: string | null;
  target: number | null;
  stage: string | null;
}

/**
 * The KPIs of a playbook's `kpis` that take actuals: each listed KPI with a name (or metric) giving a
 * key; the first of two with the same key. KPIs written as text take none.
 */
export function trackedKpis(kpis: unknown): TrackedKpi[] {
  if (!Array.isArray(kpis)) return [];
  const seen = new Set<string>();
  const out: TrackedKpi[] = [];
  for (const k of kpis as unknown[]) {
    if (!k || typeof k !== 'object' || Array.isArray(k)) continue;
    const kpi = k as Record<string, unknown>;
    const name = kpiLabel(kpi);
    const key = kpiKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const target = kpi.target;
    out.push({
      key,
      name,
      unit: typeof kpi.unit === 'string' && kpi.unit.trim() ? kpi.unit.trim() : null,
      periodKind: kpiPeriodKind(kpi.period, name),
      targetText: typeof target === 'string' ? target : typeof target === 'number' ? String(target) : null,
      target: kpiTargetValue(target),
      stage: typeof kpi.stage === 'string' && kpi.stage.trim() ? kpi.stage.trim() : null,
    });
  }
  return out;
}

/** The KPIs with their values (any order), each with its status and trend. */
export function playbookKpisOf(
  playbookId: string,
  kpis: unknown,
  actuals: readonly {
    kpiKey: string;
    periodStart: string;
    value: number;
    recordedBy: string | null;
    recordedAt: string;
  }[],
): PlaybookKpis {
  const list = trackedKpis(kpis).map((k): KpiWithActuals => {
    const own = actuals
      .filter((a) => a.kpiKey === k.key)
      .sort((a, b) => a.periodStart.localeCompare(b.periodStart))
      .map((a) => ({
        periodStart: a.periodStart,
        period: periodLabel(a.periodStart, k.periodKind),
        value: a.value,
        recordedBy: a.recordedBy,
        recordedAt: a.recordedAt,
      }));
    return {
      ...k,
      actuals: own,
      status: kpiStatus(own, k.target, k.periodKind),
      trend: kpiTrend(own, k.periodKind),
    };
  });
  return { playbookId, status: overallKpiStatus(list.map((k) => k.status)), kpis: list };
}

// ---- the chart (drawn by the web page and the PDF alike) ----

/** Where a KPI chart draws its parts, in SVG user units (docs/product.md §17). */
export interface KpiChartGeometry {
  width: number;
  height: number;
  /** The plot area. */
  plot: { left: number; top: number; right: number; bottom: number };
  /** One per period from the first recorded to the latest (and at least the current one). */
  periods: { periodStart: string; label: string; x: number; value: number | null; y: number | null }[];
  /** The bars' width. */
  barWidth: number;
  /** The target's line (null without a numeric target). */
  targetY: number | null;
  /** The trend line from the first to the last period (null with fewer than two values). */
  trend: { x1: number; y1: number; x2: number; y2: number } | null;
  /** The value axis' ticks. */
  ticks: { value: number; y: number }[];
}

function niceMax(n: number): number {
  if (n <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= n) return m * p;
  return 10 * p;
}

/**
 * The chart of a KPI: a bar per period (an empty slot for a period without a value), the target as a
 * line, the trend as a line. Shows at most `maxPeriods` periods, the latest ones.
 */
export function kpiChartGeometry(
  kpi: Pick<KpiWithActuals, 'actuals' | 'target' | 'trend' | 'periodKind'>,
  opts: { width?: number; height?: number; maxPeriods?: number } = {},
): KpiChartGeometry {
  const width = opts.width ?? 480;
  const height = opts.height ?? 200;
  const maxPeriods = opts.maxPeriods ?? 12;
  const plot = { left: 44, top: 12, right: width - 12, bottom: height - 28 };
  const sorted = [...kpi.actuals].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const starts: string[] = [];
  if (sorted.length > 0) {
    const first = sorted[0]!.periodStart;
    const last = sorted[sorted.length - 1]!.periodStart;
    const n = periodsBetween(first, last, kpi.periodKind);
    for (let i = Math.max(0, n - maxPeriods + 1); i <= n; i++)
      starts.push(addPeriods(first, kpi.periodKind, i));
  }
  const byStart = new Map(sorted.map((a) => [a.periodStart, a.value]));
  const values = starts.flatMap((s) => (byStart.has(s) ? [byStart.get(s)!] : []));
  const top = niceMax(Math.max(0, ...values, kpi.target ?? 0) * 1.1);
  const yOf = (v: number) =>
    Math.round((plot.bottom - (Math.max(0, Math.min(v, top)) / top) * (plot.bottom - plot.top)) * 100) / 100;
  const slot = starts.length > 0 ? (plot.right - plot.left) / starts.length : 0;
  const periods = starts.map((s, i) => {
    const value = byStart.has(s) ? byStart.get(s)! : null;
    return {
      periodStart: s,
      label: periodDisplay(s, kpi.periodKind),
      x: Math.round((plot.left + slot * (i + 0.5)) * 100) / 100,
      value,
      y: value === null ? null : yOf(value),
    };
  });
  let trend: KpiChartGeometry['trend'] = null;
  if (kpi.trend && sorted.length >= 2 && periods.length >= 2) {
    const x0 = periodsBetween(sorted[0]!.periodStart, periods[0]!.periodStart, kpi.periodKind);
    const xn = periodsBetween(
      sorted[0]!.periodStart,
      periods[periods.length - 1]!.periodStart,
      kpi.periodKind,
    );
    trend = {
      x1: periods[0]!.x,
      y1: yOf(kpi.trend.intercept + kpi.trend.slope * x0),
      x2: periods[periods.length - 1]!.x,
      y2: yOf(kpi.trend.intercept + kpi.trend.slope * xn),
    };
  }
  return {
    width,
    height,
    plot,
    periods,
    barWidth: Math.round(Math.min(40, slot * 0.6) * 100) / 100,
    targetY: kpi.target !== null && kpi.target > 0 ? yOf(kpi.target) : null,
    trend,
    ticks: [0, top / 2, top].map((value) => ({ value, y: yOf(value) })),
  };
}

/** A number as the chart and its table print it: at most two decimals, thousands grouped. */
export function formatKpiValue(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
