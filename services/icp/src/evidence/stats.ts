/**
 * The few statistics the predictors need (docs/evidence.md, Outcomes and predictors), written out so
 * they are exact for small samples and fast for 50,000 rows: Wilson and Newcombe intervals, Fisher's
 * exact test, the Mann-Whitney test and Benjamini-Hochberg. Pure.
 */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson's score interval for x successes of n (n > 0). */
export function wilson(x: number, n: number, z = Z95): Interval {
  const p = x / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Newcombe's hybrid score interval (his method 10) for the difference of two proportions, x/n - y/m:
 * built from each one's Wilson interval, so it behaves with small counts and rates near 0 or 1.
 */
export function newcombe(x: number, n: number, y: number, m: number, z = Z95): Interval {
  const p1 = x / n;
  const p2 = y / m;
  const a = wilson(x, n, z);
  const b = wilson(y, m, z);
  const d = p1 - p2;
  return {
    low: d - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: d + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}

/** log(k!) for k = 0..n, grown on demand and kept (one table for every test of a report). */
const logFactorials: number[] = [0];
function logFactorial(k: number): number {
  for (let i = logFactorials.length; i <= k; i++)
    logFactorials.push((logFactorials[i - 1] as number) + Math.log(i));
  return logFactorials[k] as number;
}

/**
 * Fisher's exact test, two-sided, for x of n against y of m: the probability, with the margins fixed, of
 * a table as unlikely as the one seen or less (the tables summed whose probability is at most its own).
 */
export function fisherExact(x: number, n: number, y: number, m: number): number {
  const total = n + m;
  const k = x + y;
  const base =
    logFactorial(k) + logFactorial(total - k) + logFactorial(n) + logFactorial(m) - logFactorial(total);
  const logP = (a: number) =>
    base - logFactorial(a) - logFactorial(k - a) - logFactorial(n - a) - logFactorial(m - k + a);
  const seen = logP(x);
  const lo = Math.max(0, k - m);
  const hi = Math.min(k, n);
  let p = 0;
  // Relative slack so the table seen counts as "as unlikely" despite rounding.
  const limit = seen + 1e-7;
  for (let a = lo; a <= hi; a++) {
    const l = logP(a);
    if (l <= limit) p += Math.exp(l);
  }
  return Math.min(1, p);
}

/** The standard normal's upper tail, P(Z > z), to about 1e-7 (Abramowitz and Stegun 7.1.26 on erfc). */
export function normalUpper(z: number): number {
  if (z < 0) return 1 - normalUpper(-z);
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return 0.5 * poly * Math.exp(-x * x);
}

/**
 * The Mann-Whitney test, two-sided, normal approximation with tie and continuity corrections, from the
 * sum of the group's ranks among all values (ranks 1..total, ties at their mean rank).
 */
export function mannWhitney(rankSum: number, n: number, m: number, tieTerm: number): number {
  const total = n + m;
  const u = rankSum - (n * (n + 1)) / 2;
  const mean = (n * m) / 2;
  const variance = ((n * m) / 12) * (total + 1 - tieTerm / (total * (total - 1)));
  if (variance <= 0) return 1;
  const z = Math.max(0, Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return Math.min(1, 2 * normalUpper(z));
}

/** Mid-ranks of sorted values (ties share their mean rank) and the tie term Σ(t³ - t). */
export function midRanks(sorted: readonly number[]): { ranks: number[]; tieTerm: number } {
  const ranks = new Array<number>(sorted.length);
  let tieTerm = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[i]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[k] = rank;
    const t = j - i + 1;
    tieTerm += t * t * t - t;
    i = j + 1;
  }
  return { ranks, tieTerm };
}

/**
 * Benjamini-Hochberg: each p-value's adjusted value (the smallest q at which it is a discovery); a
 * comparison is a discovery at q when its adjusted value is at most q. Keeps the expected share of false
 * discoveries among the discoveries at most q.
 */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const count = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(count);
  let running = 1;
  for (let k = count - 1; k >= 0; k--) {
    const { p, i } = order[k] as { p: number; i: number };
    running = Math.min(running, (p * count) / (k + 1));
    adjusted[i] = running;
  }
  return adjusted;
}

/** The median of sorted values (null when none). */
export function median(sorted: readonly number[]): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const mid = n >> 1;
  return n % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
