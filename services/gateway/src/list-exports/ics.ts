import { createHash } from 'node:crypto';
import { addDays, roadmapOf, type Playbook } from '@icp-studio/contracts';

/**
 * An iCalendar file (RFC 5545) of all-day events, and a playbook's roadmap as one (docs/product.md §2,
 * "Roadmap"): pure functions, no I/O.
 */

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const ICS_PRODID = '-//ICP Studio//Playbook roadmap//EN';
/** The calendar property that counts the campaigns left out for want of dates. */
export const SKIPPED_PROPERTY = 'X-ICP-STUDIO-UNDATED-CAMPAIGNS';

const CRLF = '\r\n';
/** RFC 5545 §3.1: a content line is at most 75 octets, excluding the line break. */
const MAX_OCTETS = 75;

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each following piece starts with a space, which
 * counts against its 75. A character is never split across pieces (UTF-8 safe: the cut falls between
 * code points, a surrogate pair kept whole).
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** `20270104` from `2027-01-04`. */
export function icsDate(iso: string): string {
  return iso.replace(/-/g, '');
}

/** `20261129T173000Z` (UTC). */
export function icsTimestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface AllDayEvent {
  uid: string;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD, inclusive (written as the exclusive DTEND the standard asks for). */
  end: string;
  summary: string;
  description?: string;
}

export interface Calendar {
  name?: string;
  stamp: Date;
  events: readonly AllDayEvent[];
  /** Extra calendar properties (`X-` names), written as text. */
  extra?: Readonly<Record<string, string>>;
}

/** The whole file: CRLF line ends, text escaped, every line folded. */
export function buildCalendar({ name, stamp, events, extra = {} }: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...Object.entries(extra).map(([key, value]) => `${key}:${escapeText(value)}`),
  ];
  const dtstamp = icsTimestamp(stamp);
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${icsDate(e.start)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(e.end < e.start ? e.start : e.end, 1))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * A campaign's UID: the playbook's id and the campaign's name (lower case, spaces collapsed), hashed, with
 * `-2`, `-3`... for a second campaign of the same name. Re-importing the file after an edit of dates, order
 * or details updates the same events; a renamed campaign is a new event.
 */
export function campaignUid(playbookId: string, name: string, occurrence: number): string {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const hash = createHash('sha256').update(`${playbookId}\n${key}`).digest('hex').slice(0, 24);
  return `${hash}${occurrence > 1 ? `-${occurrence}` : ''}@roadmap.${playbookId}.icp-studio`;
}

const money = (amount: number, currency: string | null) =>
  `${currency ? `${currency} ` : ''}${amount.toLocaleString('en-US')}`;

/**
 * The roadmap as a calendar: one all-day event per campaign with dates (its own, else the roadmap's start
 * date plus its day offsets); the others are left out and counted in `X-ICP-STUDIO-UNDATED-CAMPAIGNS`.
 */
export function roadmapCalendar(
  playbook: Pick<Playbook, 'id' | 'name' | 'campaigns' | 'timeline'>,
  stamp: Date,
): { ics: string; events: number; undated: number } {
  const roadmap = roadmapOf(playbook);
  const seen = new Map<string, number>();
  const events: AllDayEvent[] = [];
  for (const c of roadmap.campaigns) {
    const key = c.name.trim().toLowerCase().replace(/\s+/g, ' ');
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    if (!c.start || !c.end) continue;
    const description = [
      c.stage && `Stage: ${c.stage}`,
      c.owner && `Owner: ${c.owner}`,
      c.offer && `Offer: ${c.offer}`,
      c.kpi && `KPI: ${c.kpi}`,
      c.channel && `Channel: ${c.channel}`,
      c.budget !== null && `Budget: ${money(c.budget, c.currency)}`,
      `Playbook: ${playbook.name}`,
    ]
      .filter(Boolean)
      .join('\n');
    events.push({
      uid: campaignUid(playbook.id, c.name, occurrence),
      start: c.start,
      end: c.end,
      summary: c.name,
      description,
    });
  }
  const ics = buildCalendar({
    name: `${playbook.name} roadmap`,
    stamp,
    events,
    extra: { [SKIPPED_PROPERTY]: String(roadmap.undated) },
  });
  return { ics, events: events.length, undated: roadmap.undated };
}
