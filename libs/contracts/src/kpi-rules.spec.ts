import {
  addPeriods,
  kpiBehindStreak,
  kpiKey,
  kpiPeriodKind,
  kpiStatus,
  kpiTargetValue,
  kpiTrend,
  overallKpiStatus,
  parseKpiCsv,
  parsePeriod,
  periodLabel,
  type KpiPoint,
} from './kpi-rules.js';
import { kpiActualRequestSchema } from './kpi-actuals.js';

const months = (values: (number | null)[], from = '2026-01-01'): KpiPoint[] =>
  values.flatMap((value, i) =>
    value === null ? [] : [{ periodStart: addPeriods(from, 'month', i), value }],
  );

describe('KPI keys', () => {
  it('normalises the name: lower case, accents dropped, words joined by -', () => {
    expect(kpiKey('Qualified leads / month')).toBe('qualified-leads-month');
    expect(kpiKey('  Café visits  ')).toBe('cafe-visits');
    expect(kpiKey('***')).toBeNull();
    expect(kpiKey(undefined)).toBeNull();
  });
});

describe('KPI periods', () => {
  it('reads the period kind of a KPI', () => {
    expect(kpiPeriodKind('week')).toBe('week');
    expect(kpiPeriodKind('90 days')).toBe('quarter');
    expect(kpiPeriodKind('season')).toBe('quarter');
    expect(kpiPeriodKind('year')).toBe('year');
    expect(kpiPeriodKind(undefined)).toBe('month');
  });

  it("takes the period the KPI's name says over its `period`", () => {
    expect(kpiPeriodKind('quarter', 'clients renewing each year')).toBe('year');
    expect(kpiPeriodKind('90 days', 'retainer clients renewing after a year')).toBe('year');
    expect(kpiPeriodKind(undefined, 'Qualified leads / month')).toBe('month');
    expect(kpiPeriodKind('month', 'new-patient bookings a week')).toBe('week');
    expect(kpiPeriodKind('week', 'Booked demos')).toBe('week');
  });

  it('parses, labels and counts years', () => {
    expect(parsePeriod('2026', 'year')).toEqual({ ok: true, start: '2026-01-01' });
    expect(parsePeriod('2026-05-20', 'year')).toEqual({ ok: true, start: '2026-01-01' });
    expect(parsePeriod('2026', 'quarter').ok).toBe(false);
    expect(parsePeriod('2026-Q1', 'year').ok).toBe(false);
    expect(periodLabel('2026-01-01', 'year')).toBe('2026');
  });

  it('parses months, quarters, ISO weeks and days to the period start', () => {
    expect(parsePeriod('2026-03', 'month')).toEqual({ ok: true, start: '2026-03-01' });
    expect(parsePeriod('2026-03-14', 'month')).toEqual({ ok: true, start: '2026-03-01' });
    expect(parsePeriod('2026-q2', 'quarter')).toEqual({ ok: true, start: '2026-04-01' });
    expect(parsePeriod('2026-05-20', 'quarter')).toEqual({ ok: true, start: '2026-04-01' });
    expect(parsePeriod('2026-W01', 'week')).toEqual({ ok: true, start: '2025-12-29' });
    expect(parsePeriod('2026-03-14', 'week')).toEqual({ ok: true, start: '2026-03-09' });
    expect(periodLabel('2025-12-29', 'week')).toBe('2026-W01');
    expect(periodLabel('2026-04-01', 'quarter')).toBe('2026-Q2');
  });

  it('refuses what is no period of the kind', () => {
    expect(parsePeriod('2026-13', 'month').ok).toBe(false);
    expect(parsePeriod('2026-02-30', 'month').ok).toBe(false);
    expect(parsePeriod('2026-Q1', 'month').ok).toBe(false);
    expect(parsePeriod('March', 'month').ok).toBe(false);
    expect(parsePeriod('1999-01', 'month')).toEqual({
      ok: false,
      message: 'A period must be between 2000 and 2100',
    });
  });
});

describe('KPI targets', () => {
  it('reads the first number of a target', () => {
    expect(kpiTargetValue(40)).toBe(40);
    expect(kpiTargetValue('25%')).toBe(25);
    expect(kpiTargetValue('1,200 leads')).toBe(1200);
    expect(kpiTargetValue('€5k')).toBe(5000);
    expect(kpiTargetValue('more')).toBeNull();
    expect(kpiTargetValue(null)).toBeNull();
  });
});

describe('KPI status and trend', () => {
  it('is on track at or above the target', () => {
    expect(kpiStatus(months([10, 40]), 40, 'month')).toBe('on_track');
  });

  it('is at risk within 80% of the target', () => {
    expect(kpiStatus(months([50, 32]), 40, 'month')).toBe('at_risk');
  });

  it('is at risk below 80% when the rising trend reaches the target within two periods', () => {
    expect(kpiStatus(months([10, 20, 30]), 50, 'month')).toBe('at_risk');
    expect(kpiStatus(months([10, 12, 14]), 60, 'month')).toBe('behind');
  });

  it('is behind below 80% without such a trend; none without values or a target', () => {
    expect(kpiStatus(months([10]), 40, 'month')).toBe('behind');
    expect(kpiStatus([], 40, 'month')).toBeNull();
    expect(kpiStatus(months([10]), null, 'month')).toBeNull();
  });

  it('leaves periods without a value out of the trend (not read as 0)', () => {
    const trend = kpiTrend(months([10, null, 30]), 'month');
    expect(trend?.slope).toBeCloseTo(10);
    expect(trend?.direction).toBe('rising');
    expect(kpiTrend(months([10]), 'month')).toBeNull();
    expect(kpiTrend(months([10, 10]), 'month')?.direction).toBe('flat');
  });

  it('takes the worst status as the overall one', () => {
    expect(overallKpiStatus(['on_track', 'at_risk', null])).toBe('at_risk');
    expect(overallKpiStatus(['on_track', 'behind'])).toBe('behind');
    expect(overallKpiStatus([null])).toBeNull();
  });
});

describe('the two-periods rule', () => {
  it('asks for a review when the two latest adjacent periods are behind', () => {
    expect(kpiBehindStreak(months([50, 10]), 40, 'month')).toBeNull();
    expect(kpiBehindStreak(months([50, 10, 12]), 40, 'month')).toBe('2026-02-01');
    expect(kpiBehindStreak(months([10, 11, 12]), 40, 'month')).toBe('2026-01-01');
  });

  it('needs adjacent periods: a gap ends the streak', () => {
    expect(kpiBehindStreak(months([10, null, 11]), 40, 'month')).toBeNull();
  });

  it('a period back on track ends the streak; a new one starts later', () => {
    expect(kpiBehindStreak(months([10, 11, 45, 10]), 40, 'month')).toBeNull();
    expect(kpiBehindStreak(months([10, 11, 45, 10, 9]), 40, 'month')).toBe('2026-04-01');
  });
});

describe('KPI CSV', () => {
  it('reads the rows with the columns in any order, quoted cells and ; separators', () => {
    expect(parseKpiCsv('period,kpi,value\n2026-01,"Leads, qualified",12\n2026-02,Leads,1,200\n')).toEqual({
      rows: [{ line: 2, kpi: 'Leads, qualified', period: '2026-01', value: 12 }],
      errors: [
        {
          line: 3,
          message: 'The row has more cells than the header (put a value holding a comma in quotes)',
        },
      ],
    });
    expect(parseKpiCsv('\uFEFFkpi;period;value\r\nLeads;2026-01;12,5\r\n').errors).toEqual([
      { line: 2, message: 'Value "12,5" is not a number' },
    ]);
    expect(
      parseKpiCsv('kpi,period,value\nLeads,2026-01,"1,200"\nLeads,2026-02,15%').rows.map((r) => r.value),
    ).toEqual([1200, 15]);
  });

  it('refuses a value below zero', () => {
    expect(parseKpiCsv('kpi,period,value\nLeads,2026-01,-3').errors).toEqual([
      { line: 2, message: 'Value cannot be negative' },
    ]);
    expect(kpiActualRequestSchema.safeParse({ value: -0.5 }).error?.issues[0]?.message).toBe(
      'Value cannot be negative',
    );
    expect(kpiActualRequestSchema.safeParse({ value: 0 }).success).toBe(true);
  });

  it('names each bad row, and a file that is no such table', () => {
    expect(parseKpiCsv('kpi,period,value\n,2026-01,3\nLeads,,3\nLeads,2026-01,x').errors).toEqual([
      { line: 2, message: 'The KPI is missing' },
      { line: 3, message: 'The period is missing' },
      { line: 4, message: 'Value "x" is not a number' },
    ]);
    expect(parseKpiCsv('name,amount\na,1').errors[0]?.message).toMatch(/kpi, period and value/);
    expect(parseKpiCsv('  \n').errors).toEqual([{ line: 1, message: 'The file is empty' }]);
    expect(parseKpiCsv('kpi,period,value\n').errors).toEqual([{ line: 2, message: 'No rows to import' }]);
  });
});
