import {
  ICS_PRODID,
  SKIPPED_PROPERTY,
  buildCalendar,
  campaignUid,
  escapeText,
  foldLine,
  icsTimestamp,
  roadmapCalendar,
} from './ics.js';
import { roadmapFileName } from './roadmap-calendar.controller.js';

const stamp = new Date('2026-11-29T17:30:05.123Z');
const PLAYBOOK_ID = '0b6f5f0e-3c1a-4c55-9d7e-6f1f1f7b2a10';

/** The file's lines with their folds undone (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('leaves colons and quotes alone', () => {
    expect(escapeText('KPI: "leads"')).toBe('KPI: "leads"');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds at 75 octets, each continuation starting with a space within the 75', () => {
    const folded = foldLine('S'.repeat(200));
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    for (const p of parts.slice(1)) {
      expect(p.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe('S'.repeat(200));
  });

  it('never cuts a multibyte character (accents, CJK, emoji)', () => {
    const line = `SUMMARY:${'Zoë 東京 🚀 '.repeat(20)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) {
      const bytes = Buffer.from(p, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each piece is valid UTF-8 on its own: decoding it gives no replacement character.
      expect(bytes.toString('utf8')).not.toContain('\uFFFD');
      expect(Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes)).toBe(true);
    }
    expect(parts.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildCalendar', () => {
  it('writes CRLF line ends, the PRODID, DTSTAMP and all-day dates with an exclusive DTEND', () => {
    const ics = buildCalendar({
      stamp,
      events: [{ uid: 'u1@x', start: '2027-01-30', end: '2027-02-01', summary: 'Launch, phase 1' }],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain(`PRODID:${ICS_PRODID}`);
    expect(lines).toContain('DTSTAMP:20261129T173005Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270130');
    expect(lines).toContain('DTEND;VALUE=DATE:20270202');
    expect(lines).toContain('SUMMARY:Launch\\, phase 1');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('a one-day event ends the next day; an end before the start is the start', () => {
    const lines = unfold(
      buildCalendar({
        stamp,
        events: [
          { uid: 'a', start: '2027-12-31', end: '2027-12-31', summary: 'A' },
          { uid: 'b', start: '2027-03-10', end: '2027-03-01', summary: 'B' },
        ],
      }),
    );
    expect(lines).toContain('DTEND;VALUE=DATE:20280101');
    expect(lines).toContain('DTEND;VALUE=DATE:20270311');
  });

  it('an empty calendar is still a valid calendar', () => {
    const lines = unfold(buildCalendar({ stamp, events: [] }));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(0);
    expect(lines).toContain('END:VCALENDAR');
  });

  it('icsTimestamp is UTC without fractions', () => {
    expect(icsTimestamp(new Date('2027-01-02T03:04:05.999Z'))).toBe('20270102T030405Z');
  });
});

describe('roadmapCalendar', () => {
  const campaigns: Record<string, string | number>[] = [
    {
      name: 'Open house',
      stage: 'awareness',
      owner: 'Practice owner',
      offer: 'Free check-up',
      kpi: 'New-patient bookings',
      budget: 1500,
      currency: 'GBP',
      startDate: '2027-01-10',
      endDate: '2027-01-20',
    },
    { name: 'Referral push', stage: 'decision', owner: 'Marketing lead', startDay: 31, endDay: 60 },
    { name: 'Someday', objective: 'no timing at all' },
  ];
  const playbook = {
    id: PLAYBOOK_ID,
    name: 'Spring; growth, plan',
    timeline: '90 days from 2027-01-04:\nDays 1-30: Open house',
    campaigns,
  };

  it('one event per dated campaign: its own dates, else the start date plus its day offsets', () => {
    const { ics, events, undated } = roadmapCalendar(playbook, stamp);
    expect(events).toBe(2);
    expect(undated).toBe(1);
    const lines = unfold(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:Open house');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270110');
    expect(lines).toContain('DTEND;VALUE=DATE:20270121');
    expect(lines).toContain('SUMMARY:Referral push');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270203'); // day 31 from 2027-01-04
    expect(lines).toContain('DTEND;VALUE=DATE:20270305'); // day 60 is 2027-03-04, exclusive end the day after
    expect(lines).not.toContain('SUMMARY:Someday');
    expect(lines).toContain(`${SKIPPED_PROPERTY}:1`);
    expect(lines).toContain('X-WR-CALNAME:Spring\\; growth\\, plan roadmap');
  });

  it('describes stage, owner, offer, KPI and budget', () => {
    const lines = unfold(roadmapCalendar(playbook, stamp).ics);
    const description = lines.find((l) => l.startsWith('DESCRIPTION:Stage: awareness'));
    expect(description).toBe(
      'DESCRIPTION:Stage: awareness\\nOwner: Practice owner\\nOffer: Free check-up\\nKPI: New-patient bookings' +
        '\\nBudget: GBP 1\\,500\\nPlaybook: Spring\\; growth\\, plan',
    );
  });

  it('keeps UIDs stable across edits of dates and order, apart for same-named campaigns', () => {
    const uidsOf = (ics: string) => unfold(ics).filter((l) => l.startsWith('UID:'));
    const first = uidsOf(roadmapCalendar(playbook, stamp).ics);
    const moved = uidsOf(
      roadmapCalendar(
        {
          ...playbook,
          campaigns: [
            { ...campaigns[1], startDay: 40 },
            { ...campaigns[0], startDate: '2027-01-11' },
          ],
        },
        new Date('2027-02-01T00:00:00Z'),
      ).ics,
    );
    expect(new Set(moved)).toEqual(new Set(first));
    expect(campaignUid(PLAYBOOK_ID, 'Open  House ', 1)).toBe(campaignUid(PLAYBOOK_ID, 'open house', 1));
    expect(campaignUid(PLAYBOOK_ID, 'Open house', 2)).not.toBe(campaignUid(PLAYBOOK_ID, 'Open house', 1));
    expect(campaignUid('other', 'Open house', 1)).not.toBe(campaignUid(PLAYBOOK_ID, 'Open house', 1));
  });

  it('without dates or a start date: no events, every campaign counted as undated', () => {
    const { ics, events, undated } = roadmapCalendar(
      { ...playbook, timeline: null, campaigns: [{ name: 'A', startDay: 1, endDay: 5 }, { name: 'B' }] },
      stamp,
    );
    expect(events).toBe(0);
    expect(undated).toBe(2);
    expect(unfold(ics)).toContain(`${SKIPPED_PROPERTY}:2`);
  });

  it('free-text campaigns make an empty calendar', () => {
    const { events, undated } = roadmapCalendar({ ...playbook, campaigns: 'Spring open house' }, stamp);
    expect([events, undated]).toEqual([0, 0]);
  });
});

describe('roadmapFileName', () => {
  it('is the safe playbook name with -roadmap.ics', () => {
    expect(roadmapFileName('Zoë\'s "Spring" plan / 2027')).toBe('zoe-s-spring-plan-2027-roadmap.ics');
    expect(roadmapFileName('東京')).toBe('untitled-roadmap.ics');
  });
});
