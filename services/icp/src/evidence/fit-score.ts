import {
  FIT_DISQUALIFIED_CAP,
  FIT_RULES_VERSION,
  type ColumnMapping,
  type FitReason,
  type FitScore,
  type FitTier,
  type ImportedTable,
} from '@icp-studio/contracts';
import { attributeSpecs, type AttributeSpec, type CellReading, type EvidenceProfile } from './attributes.js';
import { columnIndexes } from './column-mapping.js';
import { disqualifierChecker } from './disqualifiers.js';
import { distanceFactor, formatNumber, formatRange } from './numbers.js';

/**
 * The fit score of a client row against a profile (docs/evidence.md, Fit score), FIT_RULES_VERSION 2.
 * Each attribute the profile states and the sheet has a column for is compared: a match earns the
 * attribute's weight, a figure just outside the profile's range (within a factor of 1.5) half of it, a
 * miss nothing. Attributes the row leaves blank (or unreadable) are left out, neither for nor against:
 *
 *   score = round(100 · earned / (sum of the weights of the attributes the row has))
 *
 * A row with fewer than two known attributes (one, when the profile states only one that can be compared)
 * gets "insufficient data" instead of a number. Tiers: A 80+, B 60+, C 40+, D below. A row that hits a
 * disqualifier of the profile (Not a fit, disqualifiers.ts) scores at most FIT_DISQUALIFIED_CAP (30, tier
 * D) and names it in `disqualifiedBy`; a row with insufficient data lists it too. No clock, no
 * randomness: the same row, mapping and profile always score the same.
 */

/** A figure this much beyond the range's end (as a factor) still earns half the points. */
export const NEAR_FACTOR = 1.5;
/** Known attributes a row needs for a score. */
export const MIN_KNOWN_ATTRIBUTES = 2;

export function fitTier(score: number): FitTier {
  if (score >= 80) return 'A';
  if (score >= 60) return 'B';
  if (score >= 40) return 'C';
  return 'D';
}

const q = (s: string) => `'${s.length > 40 ? `${s.slice(0, 39)}…` : s}'`;

function reasonFor(spec: AttributeSpec, cell: CellReading): FitReason {
  const label = spec.def.label;
  const weight = spec.def.weight;
  const base = { attribute: spec.def.key };
  if (!cell.known) {
    return {
      ...base,
      outcome: 'unknown',
      points: 0,
      maxPoints: 0,
      reason: cell.raw ? `${label} ${q(cell.raw)} could not be read` : `${label}: no value in this row`,
    };
  }
  if (spec.def.kind === 'text') {
    if (cell.matched) {
      const names = cell.matchedValues.map((i) => q(spec.values[i] ?? '')).join(', ');
      return {
        ...base,
        outcome: 'matched',
        points: weight,
        maxPoints: weight,
        reason: `${label} ${q(cell.raw)} matches ${names}`,
      };
    }
    return {
      ...base,
      outcome: 'missed',
      points: 0,
      maxPoints: weight,
      reason: `${label} ${q(cell.raw)} is not among the profile's: ${spec.values.join(', ')}`,
    };
  }
  const range = spec.range;
  const figure = cell.figure;
  if (!range || figure === null) {
    return {
      ...base,
      outcome: 'unknown',
      points: 0,
      maxPoints: 0,
      reason: `${label} ${q(cell.raw)} could not be read`,
    };
  }
  const shown = cell.open ? q(cell.raw) : formatNumber(figure);
  if (cell.open && cell.relation === 'partly') {
    return {
      ...base,
      outcome: 'partial',
      points: weight / 2,
      maxPoints: weight,
      reason: `${label} ${shown} is only partly within ${formatRange(range)}`,
    };
  }
  if (cell.matched) {
    return {
      ...base,
      outcome: 'matched',
      points: weight,
      maxPoints: weight,
      reason: `${label} ${shown} is within ${formatRange(range)}`,
    };
  }
  if (distanceFactor(figure, range) <= NEAR_FACTOR) {
    return {
      ...base,
      outcome: 'partial',
      points: weight / 2,
      maxPoints: weight,
      reason: `${label} ${shown} is just outside ${formatRange(range)}`,
    };
  }
  return {
    ...base,
    outcome: 'missed',
    points: 0,
    maxPoints: weight,
    reason: `${label} ${shown} is outside ${formatRange(range)}`,
  };
}

/**
 * How little a score knows (docs/evidence.md, Fit score, "Coverage"): null when every attribute compared
 * is known; else "Based on 4 of 5 attributes (unknown: channel)", and for half or fewer known "Only 2 of 5
 * attributes known (unknown: company size, revenue, channel): a rough score". A row with insufficient
 * data says so itself.
 */
export function coverageNote(
  reasons: readonly FitReason[],
  labels: ReadonlyMap<string, string>,
): string | null {
  const unknown = reasons.filter((r) => r.outcome === 'unknown');
  if (unknown.length === 0) return null;
  const known = reasons.length - unknown.length;
  const names = unknown.map((r) => (labels.get(r.attribute) ?? r.attribute).toLowerCase()).join(', ');
  return known * 2 <= reasons.length
    ? `Only ${known} of ${reasons.length} attributes known (unknown: ${names}): a rough score`
    : `Based on ${known} of ${reasons.length} attributes (unknown: ${names})`;
}

/**
 * A scorer for one table's rows: reads the profile and mapping once, then scores each row. Only attributes
 * that can be compared (stated, with a mapped column, and readable as a range where one is needed) count.
 */
export function fitScorer(
  profile: EvidenceProfile,
  mapping: ColumnMapping,
  headers: readonly string[],
): (row: readonly string[], rowNumber: number) => FitScore {
  const specs = attributeSpecs(profile, mapping, headers).filter((s) => s.status === 'measured');
  const idIndex = columnIndexes(mapping, headers).clientId;
  const needed = Math.min(MIN_KNOWN_ATTRIBUTES, specs.length);
  const disqualified = disqualifierChecker(profile.disqualifiers, mapping, headers).check;
  const labels = new Map(specs.map((s) => [s.def.key as string, s.def.label]));
  // A cell's reading is shared by every row with the same text, and so is its reason (rows share the objects).
  const memo = specs.map(() => new Map<CellReading, FitReason>());
  const reasonOf = (k: number, row: readonly string[]) => {
    const spec = specs[k] as AttributeSpec;
    const cell = spec.read(row);
    const cache = memo[k] as Map<CellReading, FitReason>;
    let reason = cache.get(cell);
    if (!reason) {
      reason = reasonFor(spec, cell);
      if (cache.size < 100_000) cache.set(cell, reason);
    }
    return reason;
  };
  return (row, rowNumber) => {
    const reasons = specs.map((_, k) => reasonOf(k, row));
    let known = 0;
    let earned = 0;
    let possible = 0;
    for (const r of reasons) {
      if (r.outcome !== 'unknown') known += 1;
      earned += r.points;
      possible += r.maxPoints;
    }
    const clientId = idIndex >= 0 ? (row[idIndex] ?? '').trim() || null : null;
    const insufficient = specs.length === 0 || known < needed;
    const disqualifiedBy = disqualified(row);
    const uncapped = insufficient ? null : Math.round((100 * earned) / possible);
    const capped = uncapped !== null && disqualifiedBy.length > 0 && uncapped > FIT_DISQUALIFIED_CAP;
    const score = capped ? FIT_DISQUALIFIED_CAP : uncapped;
    return {
      row: rowNumber,
      clientId,
      score,
      tier: score === null ? null : fitTier(score),
      status: insufficient ? 'insufficient_data' : 'scored',
      known,
      compared: specs.length,
      reasons,
      rulesVersion: FIT_RULES_VERSION,
      disqualifiedBy,
      ...(capped && { uncappedScore: uncapped }),
      coverage: insufficient ? null : coverageNote(reasons, labels),
    };
  };
}

/** Fit scores for every row of an imported table, in the table's order. */
export function scoreTable(
  table: Pick<ImportedTable, 'headers' | 'rows' | 'rowNumbers'>,
  mapping: ColumnMapping,
  profile: EvidenceProfile,
): FitScore[] {
  const score = fitScorer(profile, mapping, table.headers);
  return table.rows.map((row, i) => score(row, table.rowNumbers[i] ?? i + 2));
}
