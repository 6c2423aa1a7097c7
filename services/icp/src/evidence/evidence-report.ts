import type {
  ColumnMapping,
  EvidenceAttribute,
  EvidenceAttributeKey,
  EvidenceDisqualifier,
  EvidenceGroup,
  EvidenceReport,
  EvidenceShare,
  EvidenceSuggestion,
  ImportedTable,
} from '@icp-studio/contracts';
import {
  attributeSpecs,
  CLIENTS_WITH,
  repeatedRows,
  rowFacts,
  type AttributeSpec,
  type EvidenceProfile,
} from './attributes.js';
import { disqualifierChecker, figureHits, readDisqualifiers, type Disqualifier } from './disqualifiers.js';
import { formatRange } from './numbers.js';
import type { Outcome } from './outcome.js';
import { predictors } from './predictors.js';

export { repeatedRows } from './attributes.js';

/**
 * The evidence report (docs/evidence.md, Evidence): for each attribute the profile states, how many of the
 * imported clients it describes and how much of their value they bring, overall and among the top fifth
 * by value; the sheet's own values beside it; and suggestions with figures where the two differ.
 * Deterministic: the same table, mapping and profile always give the same report.
 */

/** A sheet value not in the profile is suggested from this share (of value, or of clients without values). */
export const ADD_FROM_SHARE = 0.15;
/** A profile value is suggested for dropping below this share of clients. */
export const DROP_BELOW_SHARE = 0.05;
/** A range is suggested when it describes less than this share. */
export const RANGE_BELOW_SHARE = 0.5;
/** No suggestion about an attribute known for fewer clients than this. */
export const MIN_KNOWN = 5;
/** A disqualifier (Not a fit) is worth a sentence from this share of the value (of clients without values). */
export const NOT_A_FIT_FROM_SHARE = 0.05;
/** How many of the sheet's own values a report lists per attribute. */
const MAX_GROUPS = 10;

const pct = (x: number) => `${Math.round(x * 100)}%`;
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/** ... and of what the clients are: "40% of your clients are in Healthcare". */
const CLIENTS_WHO: Record<EvidenceAttributeKey, (v: string) => string> = {
  industry: (v) => `are in ${v}`,
  location: (v) => `are in ${v}`,
  occupation: (v) => `work as ${v}`,
  channel: (v) => `came through ${v}`,
  companySize: (v) => `have ${v} employees`,
  revenue: (v) => `have revenue of ${v}`,
  age: (v) => `are aged ${v}`,
  income: (v) => `have an income of ${v}`,
};
const NOUNS: Record<EvidenceAttributeKey, string> = {
  industry: 'industry',
  location: 'location',
  occupation: 'occupation',
  channel: 'channel',
  companySize: 'company size',
  revenue: 'revenue',
  age: 'age',
  income: 'income',
};

interface Tally {
  known: number;
  matched: number;
  knownValue: number;
  matchedValue: number;
}
const tally = (): Tally => ({ known: 0, matched: 0, knownValue: 0, matchedValue: 0 });

function share(t: Tally, withValues: boolean): EvidenceShare {
  return {
    known: t.known,
    matched: t.matched,
    clientShare: ratio(t.matched, t.known),
    valueShare: withValues ? ratio(t.matchedValue, t.knownValue) : null,
  };
}

/** The figures between which the middle 80% of the weight lies (weights: values, or 1 per client). */
function middleRange(points: { x: number; w: number }[]): { min: number; max: number } | null {
  const ps = points.filter((p) => p.w > 0).sort((a, b) => a.x - b.x);
  const total = ps.reduce((s, p) => s + p.w, 0);
  if (ps.length === 0 || total <= 0) return null;
  const at = (q: number) => {
    let acc = 0;
    for (const p of ps) {
      acc += p.w;
      if (acc >= q * total - 1e-9) return p.x;
    }
    return (ps[ps.length - 1] as { x: number }).x;
  };
  return { min: at(0.1), max: at(0.9) };
}

interface Group {
  label: string;
  clients: number;
  value: number;
  top: number;
  inProfile: boolean;
}

function toGroup(g: Group, known: number, knownValue: number, withValues: boolean): EvidenceGroup {
  return {
    label: g.label,
    clients: g.clients,
    clientShare: ratio(g.clients, known),
    valueShare: withValues ? ratio(g.value, knownValue) : null,
    topClients: withValues ? g.top : null,
    inProfile: g.inProfile,
  };
}

function measure(
  spec: AttributeSpec,
  clientRows: readonly (readonly string[])[],
  values: readonly (number | null)[],
  inTop: readonly boolean[],
  withValues: boolean,
  allRows: { rows: readonly (readonly string[])[]; outcomes: readonly (Outcome | null)[] } | null,
  ruledOut: (figure: number) => boolean = () => false,
): { attribute: EvidenceAttribute; groups: Group[] } {
  const all = tally();
  const top = tally();
  const per = spec.values.map(() => ({ clients: 0, value: 0, top: 0 }));
  const groups = new Map<string, Group>();
  const points: { x: number; w: number }[] = [];
  const range = spec.range;
  clientRows.forEach((row, i) => {
    const cell = spec.read(row);
    if (!cell.known) return;
    const v = values[i] ?? null;
    const isTop = inTop[i] === true;
    for (const t of isTop ? [all, top] : [all]) {
      t.known += 1;
      t.knownValue += v ?? 0;
      if (cell.matched) {
        t.matched += 1;
        t.matchedValue += v ?? 0;
      }
    }
    for (const k of cell.matchedValues) {
      const p = per[k] as { clients: number; value: number; top: number };
      p.clients += 1;
      p.value += v ?? 0;
      if (isTop) p.top += 1;
    }
    let key = cell.key;
    if (spec.def.kind === 'range' && range && cell.figure !== null) {
      // The observed range (and the range it suggests) leaves out what the profile calls not a fit.
      if (!ruledOut(cell.figure)) points.push({ x: cell.figure, w: withValues ? (v ?? 0) : 1 });
      // An open range ("50+") only partly within the profile's is not 'in'; it goes by its known end.
      key = cell.matched
        ? 'in'
        : cell.relation === 'below' ||
            (cell.relation !== 'above' && range.min !== null && cell.figure < range.min)
          ? 'below'
          : 'above';
    }
    let g = groups.get(key);
    if (!g) {
      let label = cell.raw;
      if (spec.def.kind === 'range' && range) {
        label =
          key === 'in'
            ? formatRange(range)
            : key === 'below'
              ? `under ${formatRange({ min: range.min, max: range.min })}`
              : `over ${formatRange({ min: range.max, max: range.max })}`;
      }
      g = { label, clients: 0, value: 0, top: 0, inProfile: cell.matched };
      groups.set(key, g);
    }
    g.clients += 1;
    g.value += v ?? 0;
    if (isTop) g.top += 1;
  });

  const order = (a: Group, b: Group) =>
    (withValues ? b.value - a.value : 0) || b.clients - a.clients || a.label.localeCompare(b.label);
  const sorted = [...groups.values()].sort(order);

  let winRate: EvidenceAttribute['winRate'] = null;
  if (allRows) {
    let decided = 0;
    let won = 0;
    let matchedDecided = 0;
    let matchedWon = 0;
    allRows.rows.forEach((row, i) => {
      const outcome = allRows.outcomes[i];
      if (outcome !== 'won' && outcome !== 'lost') return; // blank, unread or still open: not decided
      const cell = spec.read(row);
      if (!cell.known) return;
      decided += 1;
      if (outcome === 'won') won += 1;
      if (cell.matched) {
        matchedDecided += 1;
        if (outcome === 'won') matchedWon += 1;
      }
    });
    if (decided > 0) winRate = { matched: ratio(matchedWon, matchedDecided), all: ratio(won, decided) };
  }

  const measured = spec.status === 'measured';
  const attribute: EvidenceAttribute = {
    attribute: spec.def.key,
    profileValues: spec.values,
    column: spec.column,
    status: spec.status,
    all: share(all, withValues),
    top: withValues && measured ? share(top, true) : null,
    perProfileValue: measured
      ? spec.values.map((label, k) => {
          const p = per[k] as { clients: number; value: number; top: number };
          return toGroup(
            { label, clients: p.clients, value: p.value, top: p.top, inProfile: true },
            all.known,
            all.knownValue,
            withValues,
          );
        })
      : [],
    dataGroups: sorted.slice(0, MAX_GROUPS).map((g) => toGroup(g, all.known, all.knownValue, withValues)),
    observedRange: spec.def.kind === 'range' && measured ? middleRange(points) : null,
    winRate,
  };
  return { attribute, groups: sorted };
}

function suggestionsFor(
  a: EvidenceAttribute,
  groups: Group[],
  withValues: boolean,
  topClients: number,
  rangeText: string | null,
  profileRangeText: string,
): { add: EvidenceSuggestion[]; drop: EvidenceSuggestion[] } {
  const add: EvidenceSuggestion[] = [];
  const drop: EvidenceSuggestion[] = [];
  if (a.status !== 'measured' || a.all.known < MIN_KNOWN) return { add, drop };
  const known = a.all.known;
  const knownValue = groups.reduce((s, g) => s + g.value, 0);
  const from = CLIENTS_WITH[a.attribute];
  const who = CLIENTS_WHO[a.attribute];
  const noun = NOUNS[a.attribute];
  const weightOf = (clients: number, value: number) =>
    withValues && knownValue > 0 ? value / knownValue : clients / known;
  const best = (g: { top: number }) =>
    withValues && topClients > 0 && g.top * 2 >= topClients && g.top > 0
      ? `; ${g.top} of your ${topClients} best clients (top fifth by value) are among them`
      : '';

  if (rangeText === null) {
    for (const g of groups) {
      if (g.inProfile || g.clients < 2) continue;
      const weight = weightOf(g.clients, g.value);
      if (weight < ADD_FROM_SHARE) continue;
      const lead = withValues
        ? `${pct(weight)} of your revenue comes from ${from(g.label)}`
        : `${pct(weight)} of your clients ${who(g.label)}`;
      add.push({
        attribute: a.attribute,
        kind: 'add_value',
        value: g.label,
        message: `${lead}, which the profile does not name (${g.clients} of ${known} clients${best(g)}).`,
        weight,
      });
    }
    for (const p of a.perProfileValue) {
      const s = p.clientShare ?? 0;
      if (s >= DROP_BELOW_SHARE) continue;
      drop.push({
        attribute: a.attribute,
        kind: 'drop_value',
        value: p.label,
        message:
          p.clients === 0
            ? `No client matches '${p.label}' (of ${known} clients with a known ${noun}): the profile names it without evidence.`
            : `Only ${pct(s)} of your clients (${p.clients} of ${known}) ${who(p.label)}: consider dropping it from the profile.`,
        weight: 1 - s,
      });
    }
    return { add, drop };
  }

  // Numeric attributes: the profile's range against where the clients (their value) are.
  const share = withValues ? (a.all.valueShare ?? 0) : (a.all.clientShare ?? 0);
  const profileRange = a.profileValues[0] ?? '';
  if (a.all.matched === 0) {
    drop.push({
      attribute: a.attribute,
      kind: 'drop_value',
      value: profileRange,
      message: `No client matches the profile's ${noun} '${profileRange}' (of ${known} clients with a known ${noun}).`,
      weight: 1,
    });
  }
  if (share < RANGE_BELOW_SHARE && rangeText && a.observedRange) {
    const observed = withValues
      ? `80% of your revenue comes from ${from(rangeText)}`
      : `80% of your clients ${who(rangeText)}`;
    const matchedPart = withValues
      ? `only ${pct(share)} comes from ${from(profileRangeText)}, the profile's range`
      : `only ${pct(share)} ${who(profileRangeText)}, the profile's range`;
    add.push({
      attribute: a.attribute,
      kind: 'set_range',
      value: rangeText,
      message: `${observed}; ${matchedPart}.`,
      weight: 1 - share,
    });
  }
  return { add, drop };
}

/**
 * Whether a figure of `attribute` is one the profile calls not a fit ("fewer than 5 employees"): such
 * clients are left out of the observed range, so a suggested range never takes in what the profile's own
 * disqualifiers rule out (docs/evidence.md, Evidence, "Suggestions").
 */
function ruledOutBy(limits: readonly Disqualifier[], attribute: string): (figure: number) => boolean {
  const mine = limits.filter((d) => d.attribute === attribute && d.op !== null && d.limit !== null);
  if (mine.length === 0) return () => false;
  return (x) => mine.some((d) => figureHits(x, d.op as NonNullable<Disqualifier['op']>, d.limit as number));
}

/**
 * The evidence report of a table against a profile. Rows whose won/lost column says lost, or that a deal
 * is still open, are not clients (lost and won deals count for win rates); a row repeating an earlier one
 * counts once; values are read from the value column (fee or revenue from the client).
 */
export function evidenceReport(
  table: Pick<ImportedTable, 'headers' | 'rows'> & { rowNumbers?: readonly number[] },
  mapping: ColumnMapping,
  profile: EvidenceProfile,
): EvidenceReport {
  const facts = rowFacts(table, mapping);
  const repeats = repeatedRows(table.rows, facts.idIndex);
  const clientIdx: number[] = [];
  const decidedIdx: number[] = [];
  let lost = 0;
  let open = 0;
  facts.outcomes.forEach((o, i) => {
    if (repeats.has(i)) return;
    if (o === 'lost') lost += 1;
    else if (o === 'open') open += 1;
    else clientIdx.push(i);
    if (o === 'won' || o === 'lost') decidedIdx.push(i);
  });
  const clientRows = clientIdx.map((i) => table.rows[i] as string[]);
  const values = clientIdx.map((i) => facts.values[i] ?? null);
  const withValue = values.filter((v) => v !== null).length;
  const totalValue = values.reduce<number>((s, v) => s + (v ?? 0), 0);
  const withValues = facts.hasValueColumn && withValue > 0;

  // The top fifth: the clients with the largest values (ties in sheet order), a fifth rounded up.
  const inTop = values.map(() => false);
  let topFifth: EvidenceReport['topFifth'] = null;
  if (withValues) {
    const ranked = values
      .map((v, i) => ({ v, i }))
      .filter((x): x is { v: number; i: number } => x.v !== null)
      .sort((a, b) => b.v - a.v || a.i - b.i);
    const n = Math.ceil(ranked.length / 5);
    const chosen = ranked.slice(0, n);
    for (const x of chosen) inTop[x.i] = true;
    topFifth = { clients: n, minValue: chosen[chosen.length - 1]?.v ?? 0 };
  }

  const specs = attributeSpecs(profile, mapping, table.headers);
  const figureLimits = readDisqualifiers(profile.disqualifiers, mapping, table.headers).filter(
    (d) => d.form === 'figure',
  );
  const attributes: EvidenceAttribute[] = [];
  const adds: EvidenceSuggestion[] = [];
  const drops: EvidenceSuggestion[] = [];
  for (const spec of specs) {
    const { attribute, groups } = measure(
      spec,
      clientRows,
      values,
      inTop,
      withValues,
      facts.hasOutcomeColumn
        ? {
            rows: decidedIdx.map((i) => table.rows[i] as string[]),
            outcomes: decidedIdx.map((i) => facts.outcomes[i] ?? null),
          }
        : null,
      ruledOutBy(figureLimits, spec.def.key),
    );
    attributes.push(attribute);
    const rangeText =
      spec.def.kind === 'range'
        ? attribute.observedRange
          ? formatRange(attribute.observedRange)
          : ''
        : null;
    const s = suggestionsFor(
      attribute,
      groups,
      withValues,
      topFifth?.clients ?? 0,
      rangeText,
      spec.range ? formatRange(spec.range) : '',
    );
    adds.push(...s.add);
    drops.push(...s.drop);
  }
  const byWeight = (a: EvidenceSuggestion, b: EvidenceSuggestion) => b.weight - a.weight;
  const disqualifiers = notAFit(table, mapping, profile, clientRows, values, withValues, totalValue);
  return {
    rows: table.rows.length,
    clients: clientRows.length,
    lost,
    open,
    duplicates: repeats.size,
    withValue: withValues ? withValue : 0,
    totalValue: withValues ? totalValue : 0,
    topFifth,
    attributes,
    suggestions: [...adds.sort(byWeight), ...drops.sort(byWeight)],
    disqualifiers,
    predictors: predictors(table, mapping, facts, repeats),
  };
}

/**
 * Per disqualifier of the profile (Not a fit): the clients that hit it and their share of the value; a
 * sentence when the share is material (NOT_A_FIT_FROM_SHARE, and at least MIN_KNOWN clients in all):
 * "9% of your revenue comes from clients the profile calls not a fit: 'fewer than 5 employees'".
 */
function notAFit(
  table: Pick<ImportedTable, 'headers'>,
  mapping: ColumnMapping,
  profile: EvidenceProfile,
  clientRows: string[][],
  values: (number | null)[],
  withValues: boolean,
  totalValue: number,
): EvidenceDisqualifier[] {
  const { list, check } = disqualifierChecker(profile.disqualifiers, mapping, table.headers);
  if (list.length === 0) return [];
  const clients = list.map(() => 0);
  const value = list.map(() => 0);
  const index = new Map(list.map((d, i) => [d.text, i]));
  clientRows.forEach((row, r) => {
    for (const hit of check(row)) {
      const i = index.get(hit.disqualifier) as number;
      clients[i] = (clients[i] as number) + 1;
      value[i] = (value[i] as number) + (values[r] ?? 0);
    }
  });
  const n = clientRows.length;
  return list.map((d, i) => {
    const hitClients = clients[i] as number;
    const clientShare = d.status === 'measured' ? ratio(hitClients, n) : null;
    const valueShare = d.status === 'measured' && withValues ? ratio(value[i] as number, totalValue) : null;
    const weight = withValues ? (valueShare ?? 0) : (clientShare ?? 0);
    const material = hitClients > 0 && n >= MIN_KNOWN && weight >= NOT_A_FIT_FROM_SHARE;
    const lead = withValues
      ? `${pct(weight)} of your revenue comes from clients the profile calls not a fit`
      : `${pct(weight)} of your clients are ones the profile calls not a fit`;
    return {
      disqualifier: d.text,
      form: d.form,
      attribute: d.attribute,
      status: d.status,
      clients: hitClients,
      clientShare,
      valueShare,
      message: material ? `${lead}: '${d.text}' (${hitClients} of ${n} clients).` : null,
    };
  });
}
