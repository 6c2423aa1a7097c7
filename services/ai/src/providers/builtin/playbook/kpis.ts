import type { GeneratedKpi, JourneyStage, KpisSection } from '@icp-studio/contracts';
import { JOURNEY_STAGES } from '@icp-studio/contracts';
import { sentence } from '../english.js';
import { GENERIC } from '../knowledge/index.js';
import type { Kpi } from '../knowledge/types.js';
import { baselineOf } from './baselines.js';
import type { PlaybookContext } from './context.js';

type Period = GeneratedKpi['period'];

/** How a KPI's name counts: a number of things in a period, a share, money, or a count per unit of work. */
export interface KpiShape {
  measure: 'count' | 'percent' | 'money' | 'ratio';
  /** What is counted ("new-patient bookings"), "%", or the currency. */
  unit: string;
  period: Period;
}

const PERIOD = /\s+(?:a|per|each|every)\s+(week|month|quarter|year|season)\b(.*)$/i;
const KEPT =
  /renew|retain|retention|still|complet|reaching|without|by the \d|again|back for|refinanc|second|reviewing|using/i;

/** Reads the trade's KPI name: "new-patient bookings a month" is a count of bookings each month. */
export function shapeOf(name: string, stage: JourneyStage, currency: string): KpiShape {
  const per = /^(.*?)\s+per\s+(?!season)([a-z][\w\s-]*)$/i.exec(name);
  if (per) return { measure: 'ratio', unit: name, period: '90 days' };
  if (/\b(?:value|assets)\b/i.test(name))
    return { measure: 'money', unit: currency, period: periodOf(name) ?? 'quarter' };
  if (/\brate\b|^share of\b/i.test(name))
    return { measure: 'percent', unit: '%', period: periodOf(name) ?? '90 days' };
  const m = PERIOD.exec(name);
  // "clients renewing each year", "retainer clients renewing after a year": a share kept, not a count.
  if (KEPT.test(name) && (stage === 'retention' || !m))
    return { measure: 'percent', unit: '%', period: periodOf(name) ?? '90 days' };
  if (m)
    return { measure: 'count', unit: name.slice(0, m.index).trim(), period: m[1]!.toLowerCase() as Period };
  if (stage === 'retention') return { measure: 'percent', unit: '%', period: '90 days' };
  return { measure: 'count', unit: name, period: '90 days' };
}

function periodOf(name: string): Period | null {
  const m = PERIOD.exec(name);
  return m ? (m[1]!.toLowerCase() as Period) : null;
}

/** Months in each period, to turn a monthly figure into the KPI's own. */
const MONTHS: Record<Period, number> = {
  week: 12 / 52,
  month: 1,
  quarter: 3,
  year: 12,
  season: 4,
  '90 days': 3,
};

/** A figure as a person would set it: whole numbers, two significant digits for large ones. */
export function roundTarget(n: number): number {
  if (n < 1) return Math.max(0.1, Math.round(n * 10) / 10);
  if (n < 20) return Math.round(n);
  const digits = Math.floor(Math.log10(n)) - 1;
  const step = 10 ** digits;
  return Math.round(n / step) * step;
}

/** KPIs that do not fit some clients, whatever the trade's file says: a first-time buyer has nothing to refinance yet. */
const KPI_GUARDS: { text: RegExp; not: string[] }[] = [{ text: /refinanc/i, not: ['first-time'] }];

/** The trade's KPI for each stage and kind of client; the general one where the trade has none (or it does not fit). */
export function kpiOf(c: PlaybookContext, stage: JourneyStage): Kpi {
  const own = c.m.knowledge.kpis.filter(
    (x) =>
      (!x.type || x.type === c.m.type) &&
      KPI_GUARDS.every((g) => !g.text.test(x.name) || !g.not.some((t) => c.m.tags.has(t))),
  );
  return (
    own.find((x) => x.stage === stage) ??
    GENERIC.kpis.find((x) => x.stage === stage && (!x.type || x.type === c.m.type))!
  );
}

/**
 * One KPI per journey stage, in the trade's own units, with a target worked out from the trade's starting
 * figures (baselines.ts) so the four agree: enquiries × conversion = new clients. A variant other than 0
 * gives a stretch plan (higher targets).
 */
export function generateKpis(c: PlaybookContext): KpisSection {
  const currency = c.options.budget?.currency ?? 'USD';
  const base = baselineOf(c.m.served ? c.m.knowledge.id : 'generic');
  const perMonth = base.perMonth[c.m.type] ?? baselineOf('generic').perMonth[c.m.type]!;
  const stretch = c.variant ? 1 + 0.1 * (1 + ((c.variant - 1) % 4)) : 1;
  const points = c.variant ? 2 * (1 + ((c.variant - 1) % 4)) : 0;
  const basis = sentence(
    `${c.variant ? `Stretch plan, about ${Math.round((stretch - 1) * 100)}% above a` : 'A'} starting point for a small ${c.m.knowledge.id === 'generic' ? 'business' : c.k.firm}: about ${perMonth} new ${perMonth === 1 ? c.noun : c.nouns} a month, with ${base.win}% of first conversations becoming ${c.nouns} and ${base.keep}% kept over the year; replace it with your own last 90 days`,
  );
  const targetOf = (stage: JourneyStage, shape: KpiShape): number => {
    if (shape.measure === 'percent') {
      const pct = stage === 'retention' || stage === 'decision' ? base.keep : base.win;
      return Math.min(stage === 'retention' ? 98 : 90, pct + points);
    }
    if (shape.measure === 'money') return roundTarget(perMonth * base.value * MONTHS[shape.period] * stretch);
    if (shape.measure === 'ratio') return Math.min(1, Math.round((0.6 + points / 100) * 10) / 10);
    // What each stage counts, a month: enquiries lead to clients at the win rate; kept clients come back.
    const monthly =
      stage === 'awareness'
        ? perMonth / (base.win / 100)
        : stage === 'retention'
          ? perMonth * 0.3
          : perMonth * unitsPerClient(shape.unit);
    return roundTarget(Math.max(1, monthly * MONTHS[shape.period] * stretch));
  };
  const trade = JOURNEY_STAGES.map((stage, i) => {
    const kpi = kpiOf(c, stage);
    const shape = shapeOf(kpi.name, stage, currency);
    return {
      name: kpi.name,
      stage,
      ...shape,
      target: targetOf(stage, shape),
      basis: withTerm(basis, c, stage, i),
    };
  });
  // The niche's own figures follow, each in the period its name speaks of ("... each year": a year).
  const niche = (c.m.niche?.kpis ?? [])
    .filter((k) => !trade.some((t) => t.name === k.name))
    .map((k, i) => {
      const shape = shapeOf(k.name, k.stage, currency);
      const fixed = { ...shape, period: shape.measure === 'ratio' ? shape.period : k.period };
      const b = withTerm(basis, c, k.stage, trade.length + i);
      return { name: k.name, stage: k.stage, ...fixed, target: targetOf(k.stage, fixed), basis: b };
    });
  return [...trade, ...niche].slice(0, 8).map(({ name, stage, target, unit, period, basis: b }) => ({
    name,
    stage,
    target,
    unit,
    period,
    basis: b,
  }));
}

/**
 * How to read the figure against the client's own terms (the profile's, then the niche's), one per KPI in
 * turn: counting by what brought a client shows which of the niche's needs the marketing actually sells.
 */
function withTerm(basis: string, c: PlaybookContext, stage: JourneyStage, i: number): string {
  const talk = c.m.talk;
  if (!talk.length) return basis;
  const t = `“${talk[i % talk.length]!}”`;
  const how: Record<JourneyStage, string> = {
    awareness: `Count the enquiries about ${t} on their own: they show which message brings ${c.nouns} in`,
    consideration: `Note which first conversations turn on ${t}, and the answer that won them`,
    decision: `Tag each new ${c.noun} by what brought them (${t} or another need) to see what sells`,
    retention: `Ask those who stay what the help with ${t} was worth to them; their answer is the next message`,
  };
  return `${basis} ${sentence(how[stage])}`;
}

/** Some trades count units rather than clients at the decision stage: seats, doors, loans stay one each. */
function unitsPerClient(unit: string): number {
  if (/\bseats?\b/i.test(unit)) return 15;
  if (/\bdoors?\b/i.test(unit)) return 10;
  return 1;
}
