import { addDays, daysBetween, isoDayOf, roadmapOf } from './roadmap.js';

describe('roadmapOf', () => {
  it('places campaigns by their dates, else by the start date in the timeline plus their day offsets', () => {
    const r = roadmapOf({
      timeline: '90 days from 2027-01-04:',
      campaigns: [
        { name: 'A', stage: 'awareness', startDate: '2027-01-04', endDate: '2027-01-10' },
        { name: 'B', startDay: 31, endDay: 60 },
        { name: '  ', objective: 'x' },
      ],
    });
    expect(r.startDate).toBe('2027-01-04');
    expect(r.days).toBe(90);
    expect(r.undated).toBe(1);
    expect(r.campaigns.map((c) => [c.name, c.start, c.end, c.fromDay, c.toDay])).toEqual([
      ['A', '2027-01-04', '2027-01-10', 1, 7],
      ['B', '2027-02-03', '2027-03-04', 31, 60],
      ['Campaign 3', null, null, null, null],
    ]);
  });

  it('reads the start date back from a campaign with both a date and a day offset', () => {
    const r = roadmapOf({
      timeline: null,
      campaigns: [
        { name: 'A', startDay: 11, endDay: 20, startDate: '2027-03-11', endDate: '2027-03-20' },
        { name: 'B', startDay: 1, endDay: 5 },
      ],
    });
    expect(r.startDate).toBe('2027-03-01');
    expect(r.campaigns[1]).toMatchObject({ start: '2027-03-01', end: '2027-03-05', fromDay: 1, toDay: 5 });
  });

  it('without any date, keeps the day offsets for the axis and no dates', () => {
    const r = roadmapOf({ timeline: 'Q1', campaigns: [{ name: 'A', startDay: 5, endDay: 120 }] });
    expect(r.startDate).toBeNull();
    expect(r.days).toBe(120);
    expect(r.campaigns[0]).toMatchObject({ start: null, fromDay: 5, toDay: 120 });
    expect(r.undated).toBe(1);
  });

  it('takes the earliest date as day 1 when nothing else says it; a lone date is a one-day campaign', () => {
    const r = roadmapOf({
      timeline: null,
      campaigns: [
        { name: 'Late', startDate: '2027-05-10' },
        { name: 'Early', startDate: '2027-05-01', endDate: '2027-04-01' },
        { name: 'Offsets only', startDay: 3, endDay: 4 },
      ],
    });
    expect(r.startDate).toBe('2027-05-01');
    expect(r.campaigns.map((c) => [c.start, c.end, c.fromDay, c.toDay])).toEqual([
      ['2027-05-10', '2027-05-10', 10, 10],
      ['2027-05-01', '2027-05-01', 1, 1],
      // No day 1 was ever said: its offsets are not turned into dates.
      [null, null, 3, 4],
    ]);
    expect(r.undated).toBe(1);
  });

  it('ignores invalid dates and odd values; free text has no campaigns', () => {
    const r = roadmapOf({
      timeline: null,
      campaigns: [{ name: 'A', startDate: '2027-02-30', startDay: 'soon', budget: '12' }],
    });
    expect(r.campaigns[0]).toMatchObject({ start: null, fromDay: null, budget: null });
    expect(roadmapOf({ timeline: null, campaigns: 'Spring push' }).campaigns).toEqual([]);
    expect(roadmapOf({ timeline: null, campaigns: null }).campaigns).toEqual([]);
  });
});

describe('day arithmetic', () => {
  it('works in calendar days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(daysBetween('2027-01-04', '2027-03-04')).toBe(59);
    expect(isoDayOf('2027-02-29')).toBeNull();
    expect(isoDayOf('2027-02-28T10:00:00Z')).toBe('2027-02-28');
  });
});
