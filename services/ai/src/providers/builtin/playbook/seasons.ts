import type { RoadmapCampaign, RoadmapPhase } from '@icp-studio/contracts';
import { ROADMAP_DAYS } from '@icp-studio/contracts';
import { joinList } from '../english.js';
import { keyDatesBetween } from '../countries/index.js';
import type { ChannelKind } from './channel-kinds.js';
import type { PlaybookContext } from './context.js';

/**
 * The roadmap around the client's busy season (the niche's `season`, niches/): campaigns that ask the
 * client for their time (events, emails, calls, posts to them, mailings, asking for introductions) never run
 * in the busy months; they move to the nearest quiet stretch of the 90 days, or wait for the next plan when
 * there is none. Campaigns that ask nothing of them (pages, reviews, booking, partners) run through it.
 */
const ASKS_THEIR_TIME: ChannelKind[] = [
  'event',
  'email',
  'linkedin',
  'ads',
  'print',
  'community',
  'referral-clients',
  'social',
  'podcast',
  'other',
];

const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * For each day 1-90 (index 0 unused), whether it falls in the client's busy months; null: not known. Only
 * business clients are busy in their season (a CPA firm in tax season); a consumer's season is when they
 * buy (a wedding, a race), which campaigns lead up to rather than avoid.
 */
export function busyDays(c: PlaybookContext): boolean[] | null {
  const months = c.m.type === 'b2b' ? c.m.niche?.season?.months : undefined;
  const start = c.options.startDate;
  if (!months?.length || !start) return null;
  const out = [false];
  for (let d = 1; d <= ROADMAP_DAYS; d++)
    out.push(months.includes(Number(addDays(start, d - 1).slice(5, 7))));
  return out;
}

/** The runs of quiet days, [from, to], in order. */
function quietRuns(busy: boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let d = 1; d <= ROADMAP_DAYS; d++) {
    if (busy[d]) continue;
    const last = runs.at(-1);
    if (last && last[1] === d - 1) last[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}

/** A campaign's days placed out of the busy season: the same days, moved, shortened, or null (it waits). */
export function placeOutOfSeason(
  kind: ChannelKind,
  from: number,
  to: number,
  busy: boolean[] | null,
): [number, number] | null {
  if (!busy || !ASKS_THEIR_TIME.includes(kind)) return [from, to];
  let clash = false;
  for (let d = from; d <= to; d++) if (busy[d]) clash = true;
  if (!clash) return [from, to];
  const length = to - from + 1;
  const runs = quietRuns(busy).filter(([a, b]) => b - a + 1 >= Math.min(length, 14));
  if (!runs.length) return null;
  const distance = ([a, b]: [number, number]) => (from < a ? a - from : from > b ? from - b : 0);
  const [a, b] = runs.sort((x, y) => distance(x) - distance(y) || x[0] - y[0])[0]!;
  const start = Math.max(a, Math.min(from, b - Math.min(length, b - a + 1) + 1));
  return [start, Math.min(b, start + length - 1)];
}

/** Month numbers as names: [1, 4, 7, 10] -> "January, April, July and October". */
function monthNames(months: readonly number[]): string {
  return joinList(months.map((m) => MONTH[m - 1]!));
}

/** The three 30-day phases: what each is for, the busy season and the country's key dates that fall in it. */
export function phasesOf(
  c: PlaybookContext,
  campaigns: RoadmapCampaign[],
  busy: boolean[] | null,
): RoadmapPhase[] {
  const season = c.m.niche?.season ?? null;
  const start = c.options.startDate ?? null;
  const names = [
    'Days 1-30: set up and get noticed',
    'Days 31-60: conversations',
    'Days 61-90: decisions and referrals',
  ];
  return [0, 1, 2].map((i) => {
    const from = 30 * i + 1;
    const to = 30 * (i + 1);
    let busyCount = 0;
    for (let d = from; d <= to; d++) if (busy?.[d]) busyCount++;
    const isBusy = busyCount > 15;
    const running = campaigns.filter((x) => x.startDay <= to && x.endDay >= from).map((x) => x.name);
    const parts: string[] = [];
    if (isBusy && season)
      parts.push(
        `Busy season for ${c.m.niche!.label} (${season.note}): nothing that asks for their time; pages, reviews and partners only.`,
      );
    if (running.length) parts.push(`Running: ${joinList(running)}.`);
    else if (!isBusy) parts.push('Review the first results and move the budget to what works.');
    if (i === 0 && season && c.m.type === 'b2c')
      parts.push(`Their season: ${monthNames(season.months)} (${season.note}); campaigns lead up to it.`);
    else if (i === 0 && season && !start)
      parts.push(
        `Their busy months are ${monthNames(season.months)} (${season.note}): set a start date so no campaign asks for their time then.`,
      );
    if (start && c.m.knowledge) {
      const dates = keyDatesBetween(
        c.m.country,
        c.m.knowledge.id,
        addDays(start, from - 1),
        addDays(start, to - 1),
      );
      if (dates.length) parts.push(`Key dates: ${joinList(dates)}.`);
    }
    return { name: names[i]!, startDay: from, endDay: to, busy: isBusy, focus: parts.join(' ') };
  });
}
