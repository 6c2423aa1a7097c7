import type { EvidenceFitSummary, FitTier } from '@icp-studio/contracts';

/**
 * The words of the fit summary (docs/evidence.md, "Stored scores"): what moved since the previous set of
 * scores, the histogram's buckets and a row's movement, for the screen and for assistive technology.
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "25 Nov, 14:02" in the reader's time zone. */
export function shortDateTime(iso: string, locale?: string): string {
  const d = new Date(iso);
  const day = d.toLocaleDateString(locale ?? 'en-GB', { day: 'numeric', month: 'short' });
  const time = d.toLocaleTimeString(locale ?? 'en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${day}, ${time}`;
}

/**
 * "Since the profile changed (25 Nov, 14:02): 14 clients moved up a tier, 3 down, 2 newly scored." or
 * null when nothing was recomputed yet.
 */
export function movementSentence(fit: EvidenceFitSummary, locale?: string): string | null {
  const c = fit.changes;
  if (!c) return null;
  const what =
    c.reason === 'rules'
      ? `Since the scoring rules changed (version ${c.previousRulesVersion} to ${fit.rulesVersion})`
      : c.reason === 'both'
        ? `Since the profile and the scoring rules changed (${shortDateTime(fit.profileUpdatedAt, locale)})`
        : `Since the profile changed (${shortDateTime(fit.profileUpdatedAt, locale)})`;
  const parts: string[] = [];
  if (c.up || c.down) parts.push(`${plural(c.up, 'client', 'clients')} moved up a tier, ${c.down} down`);
  if (c.sameTierChanged) parts.push(`${plural(c.sameTierChanged, 'score', 'scores')} changed within a tier`);
  if (c.newScores) parts.push(`${plural(c.newScores, 'client', 'clients')} newly scored`);
  if (c.lostScores) parts.push(`${plural(c.lostScores, 'client', 'clients')} without a score now`);
  return `${what}: ${parts.length ? parts.join(', ') : 'no client moved'}.`;
}

/** The label of histogram bucket `i`: "0-9", ..., "80-89", "90-100". */
export function bucketLabel(i: number, buckets = 10): string {
  const from = i * 10;
  return i === buckets - 1 ? `${from}-100` : `${from}-${from + 9}`;
}

const RANK: Record<FitTier, number> = { A: 4, B: 3, C: 2, D: 1 };

/** A row's movement: a mark and the words a screen reader says, or null when it did not move. */
export function rowMovement(item: {
  score: number | null;
  tier: FitTier | null;
  previousScore?: number | null;
  previousTier?: FitTier | null;
}): { mark: '▲' | '▼'; label: string } | null {
  const prev = item.previousScore ?? null;
  if (prev === null || item.score === null || prev === item.score) return null;
  const up = item.score > prev;
  const tierMove =
    item.tier && item.previousTier && RANK[item.tier] !== RANK[item.previousTier]
      ? `, tier ${item.previousTier} to ${item.tier}`
      : '';
  return {
    mark: up ? '▲' : '▼',
    label: `${up ? 'Up' : 'Down'} from ${prev} to ${item.score}${tierMove}`,
  };
}
