import { describe, expect, it } from '@jest/globals';
import { dueKpiReminders, recordedKey, reminderPeriodName } from './kpis.rules.js';

const kpis = [
  { name: 'Booked consultations', period: 'month', target: 20 },
  { name: 'Revenue', period: 'quarter', target: '€50k' },
  { name: 'Clients renewing each year', target: 30 },
  { name: 'Bookings a week', target: 5 },
];
const longAgo = new Date('2025-01-10T09:00:00Z');
const none = new Set<string>();

const names = (due: ReturnType<typeof dueKpiReminders>) =>
  due.map((d) => `${d.period}: ${d.kpis.map((k) => k.name).join(', ')}`);

describe('dueKpiReminders', () => {
  it('on the day after a month ends: the month, for the monthly KPIs only', () => {
    const due = dueKpiReminders(kpis, longAgo, '2026-03-01', none);
    expect(names(due)).toEqual(['February 2026: Booked consultations']);
    expect(due[0]).toMatchObject({ periodKind: 'month', periodStart: '2026-02-01' });
  });

  it('after a quarter and a year end: one reminder per period, weekly KPIs never', () => {
    const due = dueKpiReminders(kpis, longAgo, '2026-01-03', none);
    expect(names(due)).toEqual([
      'December 2025: Booked consultations',
      'Q4 2025: Revenue',
      '2025: Clients renewing each year',
    ]);
    expect(due.map((d) => d.periodStart)).toEqual(['2025-12-01', '2025-10-01', '2025-01-01']);
  });

  it('KPIs of the same period are one reminder', () => {
    const two = [
      { name: 'Booked consultations', period: 'month' },
      { name: 'Leads', period: 'monthly' },
    ];
    expect(names(dueKpiReminders(two, longAgo, '2026-04-02', none))).toEqual([
      'March 2026: Booked consultations, Leads',
    ]);
  });

  it('only within 7 days after the period ends (day 0 to day 6)', () => {
    expect(dueKpiReminders(kpis, longAgo, '2026-04-07', none)).toHaveLength(2); // March and Q1
    expect(dueKpiReminders(kpis, longAgo, '2026-04-08', none)).toEqual([]);
    expect(dueKpiReminders(kpis, longAgo, '2026-03-31', none)).toEqual([]); // March has not ended
    expect(dueKpiReminders(kpis, longAgo, '2026-03-20', none)).toEqual([]); // February's window passed
  });

  it('a playbook created mid-period is reminded of that period; one created after its end is not', () => {
    const midMarch = new Date('2026-03-15T12:00:00Z');
    expect(names(dueKpiReminders(kpis, midMarch, '2026-04-01', none))).toEqual([
      'March 2026: Booked consultations',
      'Q1 2026: Revenue',
    ]);
    const firstOfApril = new Date('2026-04-01T08:00:00Z');
    expect(dueKpiReminders(kpis, firstOfApril, '2026-04-02', none)).toEqual([]);
    // Created in 2026: the year 2025 ended before it, so no reminder for it in January 2026.
    expect(names(dueKpiReminders(kpis, new Date('2025-12-10T00:00:00Z'), '2026-01-02', none))).toEqual([
      'December 2025: Booked consultations',
      'Q4 2025: Revenue',
      '2025: Clients renewing each year',
    ]);
    expect(dueKpiReminders(kpis, new Date('2026-01-01T00:00:01Z'), '2026-01-02', none)).toEqual([]);
  });

  it('a KPI with a value recorded for the ended period is left out', () => {
    const recorded = new Set([recordedKey('booked-consultations', '2026-03-01')]);
    expect(names(dueKpiReminders(kpis, longAgo, '2026-04-01', recorded))).toEqual(['Q1 2026: Revenue']);
    const both = new Set([...recorded, recordedKey('revenue', '2026-01-01')]);
    expect(dueKpiReminders(kpis, longAgo, '2026-04-01', both)).toEqual([]);
    // A value for another period does not count.
    const other = new Set([recordedKey('booked-consultations', '2026-02-01')]);
    expect(names(dueKpiReminders(kpis, longAgo, '2026-04-01', other))).toHaveLength(2);
  });

  it('no KPIs, KPIs as text: nothing', () => {
    expect(dueKpiReminders(null, longAgo, '2026-04-01', none)).toEqual([]);
    expect(dueKpiReminders('grow a lot', longAgo, '2026-04-01', none)).toEqual([]);
  });
});

describe('reminderPeriodName', () => {
  it('names months in full, quarters and years as the charts do', () => {
    expect(reminderPeriodName('2026-03-01', 'month')).toBe('March 2026');
    expect(reminderPeriodName('2026-10-01', 'quarter')).toBe('Q4 2026');
    expect(reminderPeriodName('2026-01-01', 'year')).toBe('2026');
  });
});
