import { ROADMAP_DAYS } from './playbook-generation.js';
import type { Playbook } from './playbook.js';

/**
 * A playbook's roadmap as its page draws it and its calendar file (`GET /api/playbooks/{id}/roadmap.ics`)
 * lists it (docs/product.md §2, "PlaybookRoadmap"): the stored campaigns (objects with `name`, `stage`, `offer`,
 * `owner`, `kpi`, `budget`, `currency`, `startDate`/`endDate` and the roadmap's day offsets
 * `startDay`/`endDay`) with each one's days worked out the same way in both places.
 */

/** One campaign on the roadmap. Days are 1-based and inclusive; dates are calendar days (YYYY-MM-DD). */
export interface PlannedCampaign {
  /** Its place in the playbook's campaign list. */
  index: number;
  /** Its name, or "Campaign {n}" when it has none. */
  name: string;
  stage: string | null;
  channel: string | null;
  offer: string | null;
  owner: string | null;
  kpi: string | null;
  budget: number | null;
  currency: string | null;
  /** First and last day (inclusive): its own dates, else the roadmap's start plus its day offsets; else null. */
  start: string | null;
  end: string | null;
  /** First and last day on the roadmap's axis (1 = the axis's first day), null when it has no timing. */
  fromDay: number | null;
  toDay: number | null;
}

export interface PlaybookRoadmap {
  /**
   * The roadmap's day 1: the start date written in its timeline ("90 days from 2027-01-04:"), else read
   * back from a campaign with both a date and a day offset (only these place day offsets on dates), else
   * the earliest campaign date (the axis starts there); null when the roadmap speaks in day offsets only.
   */
  startDate: string | null;
  /** How many days the axis covers: the roadmap's (90), longer when a campaign runs past it. */
  days: number;
  campaigns: PlannedCampaign[];
  /** Campaigns with no dates (no own dates, and no start date to place their day offsets): not in a calendar. */
  undated: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** The longest axis drawn or listed: ten years of days (a typo in a year must not make a million bars). */
const MAX_AXIS_DAYS = 3660;

/** A real calendar day as YYYY-MM-DD, or null. */
export function isoDayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().slice(0, 10);
  if (!ISO_DAY.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : null;
}

/** The day `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const dayOffset = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_AXIS_DAYS ? v : null;
const amount = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

type Raw = Record<string, unknown>;

/** The start date written at the head of a generated timeline: "90 days from 2027-01-04:". */
function timelineStart(timeline: string | null | undefined): string | null {
  const m = /\bdays from (\d{4}-\d{2}-\d{2})\b/.exec(timeline ?? '');
  return m ? isoDayOf(m[1]) : null;
}

/** The roadmap of a playbook: its campaigns with their days; none when campaigns are free text. */
export function roadmapOf(playbook: Pick<Playbook, 'campaigns' | 'timeline'>): PlaybookRoadmap {
  const list = Array.isArray(playbook.campaigns) ? (playbook.campaigns as Raw[]) : [];
  const raw = list.map((c, index) => {
    const ownStart = isoDayOf(c.startDate);
    const ownEnd = isoDayOf(c.endDate);
    const startDay = dayOffset(c.startDay);
    const endDay = dayOffset(c.endDay);
    return {
      c,
      index,
      ownStart: ownStart ?? ownEnd,
      ownEnd: ownEnd && ownStart && ownEnd >= ownStart ? ownEnd : (ownStart ?? ownEnd),
      startDay: startDay ?? endDay,
      endDay: endDay && startDay && endDay >= startDay ? endDay : (startDay ?? endDay),
    };
  });
  const anchored = raw.find((r) => r.ownStart && r.startDay);
  // Day 1 as the playbook says it; only then do day offsets become dates.
  const dayOne =
    timelineStart(playbook.timeline) ??
    (anchored ? addDays(anchored.ownStart!, 1 - anchored.startDay!) : null);
  // The axis starts there, else at the earliest date (the dated campaigns are drawn from it).
  const startDate =
    dayOne ??
    raw
      .map((r) => r.ownStart)
      .filter((d): d is string => !!d)
      .sort()[0] ??
    null;

  const campaigns: PlannedCampaign[] = raw.map(({ c, index, ownStart, ownEnd, startDay, endDay }) => {
    let start = ownStart;
    let end = ownEnd;
    if (!start && dayOne && startDay && endDay) {
      start = addDays(dayOne, startDay - 1);
      end = addDays(dayOne, endDay - 1);
    }
    let fromDay: number | null = startDay;
    let toDay: number | null = endDay;
    if (start && end && startDate) {
      fromDay = daysBetween(startDate, start) + 1;
      toDay = daysBetween(startDate, end) + 1;
      // Before day 1 or past the longest axis: no bar (the list still says its dates).
      if (fromDay < 1 || toDay > MAX_AXIS_DAYS) fromDay = toDay = null;
    }
    return {
      index,
      name: text(c.name) ?? `Campaign ${index + 1}`,
      stage: text(c.stage),
      channel: text(c.channel),
      offer: text(c.offer),
      owner: text(c.owner),
      kpi: text(c.kpi),
      budget: amount(c.budget),
      currency: text(c.currency),
      start,
      end,
      fromDay,
      toDay,
    };
  });
  const days = Math.max(ROADMAP_DAYS, ...campaigns.map((c) => c.toDay ?? 0));
  return { startDate, days, campaigns, undated: campaigns.filter((c) => !c.start).length };
}
