import { evidenceReportSchema } from '@icp-studio/contracts';
import { guessMapping, proposedMapping } from './column-mapping.js';
import { evidenceReport, repeatedRows } from './evidence-report.js';
import type { EvidenceProfile } from './attributes.js';

const profile: EvidenceProfile = { industry: 'Dental', companySize: '10-50', revenue: '1M-5M' };

describe('duplicates are reported and counted once', () => {
  const headers = ['Client ID', 'Company', 'Industry', 'Employees', 'Fee'];
  const rows = [
    ['C1', 'Smile', 'Dental', '20', '1000'],
    ['C2', 'Bright', 'Dental', '30', '2000'],
    ['C1', 'Smile Dental GmbH', 'Dental', '20', '1000'], // the same id
    ['C3', 'Legal', 'Legal', '12', '500'],
  ];

  it('by client id, else by the same cells', () => {
    expect([...repeatedRows(rows, 0)]).toEqual([2]);
    const noIds = [
      ['Smile', 'Dental'],
      [' smile ', 'DENTAL'],
      ['Bright', 'Dental'],
    ];
    expect([...repeatedRows(noIds, -1)]).toEqual([1]);
    expect([
      ...repeatedRows(
        [
          ['', 'x'],
          ['', 'x'],
          ['', 'y'],
        ],
        0,
      ),
    ]).toEqual([1]); // blank ids: the cells decide
  });

  it('leaves the repeats out of every figure', () => {
    const r = evidenceReport({ headers, rows }, guessMapping(headers), profile);
    expect(evidenceReportSchema.parse(r)).toEqual(r);
    expect(r).toMatchObject({ rows: 4, clients: 3, duplicates: 1, lost: 0, totalValue: 3500 });
    const industry = r.attributes.find((a) => a.attribute === 'industry')!;
    expect(industry.all).toMatchObject({ known: 3, matched: 2 });
  });
});

describe('won and lost told apart, the population the won ones', () => {
  const headers = ['Company', 'Industry', 'Employees', 'Fee', 'Notes 2'];
  const rows = [
    ['A', 'Dental', '20', '1000', 'Won'],
    ['B', 'Dental', '30', '1000', 'Closed Lost - price'],
    ['C', 'Legal', '12', '1000', 'Churned'],
    ['D', 'Dental', '15', '1000', 'Proposal sent'],
    ['E', 'Legal', '40', '1000', 'Active client'],
  ];

  it('finds the won/lost column by its values and counts only the won rows as clients', () => {
    const mapping = proposedMapping(null, headers, rows);
    expect(mapping.outcome).toBe('Notes 2');
    const r = evidenceReport({ headers, rows }, mapping, profile);
    expect(r).toMatchObject({ rows: 5, clients: 2, lost: 2, open: 1, totalValue: 2000 });
    const industry = r.attributes.find((a) => a.attribute === 'industry')!;
    expect(industry.all).toMatchObject({ known: 2, matched: 1 });
    // Win rate among decided deals (won and lost, the open one left out): Dental 1 of 2, all 2 of 4.
    expect(industry.winRate).toEqual({ matched: 0.5, all: 0.5 });
  });

  it('keeps a won/lost column the user declined on the same sheet unmapped', () => {
    const saved = { mapping: { ...guessMapping(headers), outcome: null }, headers };
    expect(proposedMapping(saved, headers, rows).outcome).toBeNull();
  });
});

describe('open ranges in the report', () => {
  it('does not count "50+" as within 10-50, nor "< $1M" as within 1M-5M', () => {
    const headers = ['Company', 'Industry', 'Employees', 'Revenue'];
    const rows = [
      ['A', 'Dental', '50+', '< $1M'],
      ['B', 'Dental', '20', '2M'],
    ];
    const r = evidenceReport({ headers, rows }, guessMapping(headers), profile);
    const size = r.attributes.find((a) => a.attribute === 'companySize')!;
    expect(size.all).toMatchObject({ known: 2, matched: 1 });
    const revenue = r.attributes.find((a) => a.attribute === 'revenue')!;
    expect(revenue.all).toMatchObject({ known: 2, matched: 1 });
    expect(revenue.dataGroups.map((g) => g.label).sort()).toEqual(['1M-5M', 'under 1M']);
  });
});

describe("suggestions never contradict the profile's disqualifiers", () => {
  // 10 clients, sizes 2..2,230; the profile calls "fewer than 5 employees" not a fit.
  const headers = ['Company', 'Industry', 'Employees'];
  const sizes = [2, 3, 5, 8, 12, 20, 40, 300, 900, 2230];
  const rows = sizes.map((n, i) => [`C${i}`, 'Dental', String(n)]);
  const base: EvidenceProfile = { industry: 'Dental', companySize: '100-500' };

  it('suggests a range that leaves out the clients the profile rules out', () => {
    const free = evidenceReport({ headers, rows }, guessMapping(headers), base);
    const before = free.suggestions.find((s) => s.kind === 'set_range');
    expect(before?.value).toMatch(/^[23]-/); // without the disqualifier the range starts at 2 or 3

    const ruled = evidenceReport({ headers, rows }, guessMapping(headers), {
      ...base,
      disqualifiers: ['fewer than 5 employees'],
    });
    const after = ruled.suggestions.find((s) => s.kind === 'set_range');
    expect(after).toBeDefined();
    const min = Number(after!.value.split('-')[0]!.replace(/,/g, ''));
    expect(min).toBeGreaterThanOrEqual(5);
    const size = ruled.attributes.find((a) => a.attribute === 'companySize')!;
    expect(size.observedRange!.min).toBeGreaterThanOrEqual(5);
  });

  it('keeps the top of the range under an "at most" limit from above', () => {
    const ruled = evidenceReport({ headers, rows }, guessMapping(headers), {
      ...base,
      disqualifiers: ['more than 500 employees'],
    });
    const size = ruled.attributes.find((a) => a.attribute === 'companySize')!;
    expect(size.observedRange!.max).toBeLessThanOrEqual(500);
  });
});
