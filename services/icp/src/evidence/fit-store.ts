import {
  FIT_HISTOGRAM_BUCKETS,
  FIT_MOVERS_SHOWN,
  type EvidenceFitSort,
  type FitChanges,
  type FitMover,
  type FitScore,
  type FitTier,
  type FitTierCounts,
} from '@icp-studio/contracts';

/**
 * The stored fit scores of an import (docs/evidence.md, "Stored scores"): per client row, in sheet order,
 * its score (null: insufficient data) and tier, computed for one rules version and one profile version.
 * Pure: the counting, the histogram, what moved between two sets, and the orders of the fit list.
 */
export interface FitSet {
  rulesVersion: number;
  /** The profile's `updatedAt` the set was computed for (ISO). */
  profileUpdatedAt: string;
  computedAt: string;
  scores: (number | null)[];
  tiers: (FitTier | null)[];
}

/** The compact set of a table's scores. */
export function fitSetOf(
  scores: readonly Pick<FitScore, 'score' | 'tier'>[],
  stamp: Pick<FitSet, 'rulesVersion' | 'profileUpdatedAt' | 'computedAt'>,
): FitSet {
  return { ...stamp, scores: scores.map((s) => s.score), tiers: scores.map((s) => s.tier) };
}

/** Whether two sets give every row the same score and tier. */
export function sameScores(
  a: Pick<FitSet, 'scores' | 'tiers'>,
  b: Pick<FitSet, 'scores' | 'tiers'>,
): boolean {
  if (a.scores.length !== b.scores.length) return false;
  for (let i = 0; i < a.scores.length; i++) {
    if (a.scores[i] !== b.scores[i] || a.tiers[i] !== b.tiers[i]) return false;
  }
  return true;
}

export function tierCounts(tiers: readonly (FitTier | null)[]): FitTierCounts {
  const counts: FitTierCounts = { A: 0, B: 0, C: 0, D: 0, insufficient: 0 };
  for (const t of tiers) counts[t ?? 'insufficient'] += 1;
  return counts;
}

/** Scored rows per bucket of ten points: 0-9, ..., 80-89, and 90-100 (100 joins the last bucket). */
export function histogram(scores: readonly (number | null)[]): number[] {
  const buckets = new Array<number>(FIT_HISTOGRAM_BUCKETS).fill(0);
  for (const s of scores) {
    if (s === null) continue;
    const b = Math.min(FIT_HISTOGRAM_BUCKETS - 1, Math.max(0, Math.floor(s / 10)));
    buckets[b] = (buckets[b] ?? 0) + 1;
  }
  return buckets;
}

const TIER_RANK: Record<FitTier, number> = { A: 4, B: 3, C: 2, D: 1 };

/** What a row did between the previous set and this one. */
export function movement(
  score: number | null,
  tier: FitTier | null,
  previousScore: number | null,
  previousTier: FitTier | null,
): 'up' | 'down' | 'same-tier' | 'unchanged' | 'new' | 'lost' | 'none' {
  if (score === null && previousScore === null) return 'none';
  if (previousScore === null) return 'new';
  if (score === null) return 'lost';
  const a = TIER_RANK[tier ?? 'D'];
  const b = TIER_RANK[previousTier ?? 'D'];
  if (a > b) return 'up';
  if (a < b) return 'down';
  return score === previousScore ? 'unchanged' : 'same-tier';
}

/** Row facts the movers list names. */
export interface RowFacts {
  row: (i: number) => number;
  clientId: (i: number) => string | null;
  name: (i: number) => string | null;
}

/**
 * What moved from `previous` to `current` (the same import, row for row): tiers up and down, scores
 * changed within a tier, new and lost scores, and the largest changes of score (largest first, sheet order
 * within a tie; a new or lost score counts as its whole size).
 */
export function fitChanges(current: FitSet, previous: FitSet, facts: RowFacts): FitChanges {
  let up = 0;
  let down = 0;
  let sameTierChanged = 0;
  let newScores = 0;
  let lostScores = 0;
  const moved: { i: number; size: number }[] = [];
  for (let i = 0; i < current.scores.length; i++) {
    const s = current.scores[i] ?? null;
    const p = previous.scores[i] ?? null;
    const m = movement(s, current.tiers[i] ?? null, p, previous.tiers[i] ?? null);
    if (m === 'up') up += 1;
    else if (m === 'down') down += 1;
    else if (m === 'same-tier') sameTierChanged += 1;
    else if (m === 'new') newScores += 1;
    else if (m === 'lost') lostScores += 1;
    if (m !== 'none' && m !== 'unchanged') moved.push({ i, size: Math.abs((s ?? 0) - (p ?? 0)) });
  }
  moved.sort((a, b) => b.size - a.size || a.i - b.i);
  const biggestMovers: FitMover[] = moved.slice(0, FIT_MOVERS_SHOWN).map(({ i }) => ({
    row: facts.row(i),
    clientId: facts.clientId(i),
    name: facts.name(i),
    score: current.scores[i] ?? null,
    tier: current.tiers[i] ?? null,
    previousScore: previous.scores[i] ?? null,
    previousTier: previous.tiers[i] ?? null,
  }));
  const profileChanged = current.profileUpdatedAt !== previous.profileUpdatedAt;
  const rulesChanged = current.rulesVersion !== previous.rulesVersion;
  return {
    reason: profileChanged && rulesChanged ? 'both' : rulesChanged ? 'rules' : 'profile',
    previousProfileUpdatedAt: previous.profileUpdatedAt,
    previousRulesVersion: previous.rulesVersion,
    up,
    down,
    sameTierChanged,
    newScores,
    lostScores,
    biggestMovers,
  };
}

/**
 * The order of the fit list: row indexes. `fit`: scored rows by score; `value`: rows with a value by
 * value; in `order`, then the rest (insufficient data / no value) in sheet order; sheet order within a tie.
 */
export function fitOrder(
  scores: readonly (number | null)[],
  values: readonly (number | null)[],
  sort: EvidenceFitSort,
  order: 'asc' | 'desc',
): number[] {
  const key = sort === 'fit' ? scores : values;
  const sign = order === 'desc' ? -1 : 1;
  const idx = Array.from({ length: scores.length }, (_, i) => i);
  return idx.sort((a, b) => {
    const ka = key[a] ?? null;
    const kb = key[b] ?? null;
    if (ka === null || kb === null) return ka === kb ? a - b : ka === null ? 1 : -1;
    return sign * (ka - kb) || a - b;
  });
}

/** Rows per chunk of the fit list's cells (`icp.evidence_fit_cells`). */
export const FIT_CELLS_CHUNK = 500;

/** The four orders of the fit list (row indexes), as the index stores them. */
export interface FitOrders {
  fitDesc: number[];
  fitAsc: number[];
  valueDesc: number[];
  valueAsc: number[];
}

export function fitOrders(scores: readonly (number | null)[], values: readonly (number | null)[]): FitOrders {
  return {
    fitDesc: fitOrder(scores, values, 'fit', 'desc'),
    fitAsc: fitOrder(scores, values, 'fit', 'asc'),
    valueDesc: fitOrder(scores, values, 'value', 'desc'),
    valueAsc: fitOrder(scores, values, 'value', 'asc'),
  };
}
