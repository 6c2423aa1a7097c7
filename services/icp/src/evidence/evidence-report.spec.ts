import { evidenceReportSchema } from '@icp-studio/contracts';
import { guessMapping } from './column-mapping.js';
import { evidenceReport } from './evidence-report.js';
import type { EvidenceProfile } from './attributes.js';

/**
 * Ten clients and two lost deals, small enough to check by hand (the figures in the comments are worked out
 * from these rows). Fees total 51,000; the top fifth (2 clients) is C8 (12,000) and C1 (10,000).
 */
const headers = ['ID', 'Company', 'Industry', 'Employees', 'Country', 'Fee', 'Source', 'Status'];
const rows = [
  ['1', 'C1', 'Healthcare', '20', 'Germany', '$10,000', 'Referral', 'Won'],
  ['2', 'C2', 'Health care', '30', 'Deutschland', '$8,000', 'referrals', 'won'],
  ['3', 'C3', 'Dental practice', '12', 'Austria', '$6,000', 'LinkedIn', 'Won'],
  ['4', 'C4', 'Retail', '5', 'France', '$1,000', 'Google Ads', 'Won'],
  ['5', 'C5', 'healthcare', '40', 'Germany', '$9,000', 'Referral', 'Won'],
  ['6', 'C6', 'Legal', '15', 'Germany', '$2,000', 'LinkedIn', 'Won'],
  ['7', 'C7', 'Legal', '25', 'Austria', '$1,500', 'Word of mouth', 'Won'],
  ['8', 'C8', 'Healthcare', '300', 'Switzerland', '$12,000', 'Event', 'Won'],
  ['9', 'C9', 'Retail', '8', 'Germany', '$500', 'Google Ads', 'Won'],
  ['10', 'C10', 'Legal', '18', 'Germany', '$1,000', 'Referral', 'Won'],
  ['11', 'L1', 'Healthcare', '30', 'Germany', '$5,000', 'Referral', 'Lost'],
  ['12', 'L2', 'Retail', '10', 'France', '$700', 'LinkedIn', 'Lost'],
];
const table = { headers, rows };
const mapping = guessMapping(headers);
const profile: EvidenceProfile = {
  industry: 'Retail, Legal',
  companySize: '10-50 employees',
  geographics: ['Germany'],
  preferredChannels: ['LinkedIn'],
};

const close = (x: number | null | undefined, y: number) => expect(x).toBeCloseTo(y, 6);

describe('the evidence report on a hand-computed list', () => {
  const report = evidenceReport(table, mapping, profile);
  const attr = (key: string) => {
    const a = report.attributes.find((x) => x.attribute === key);
    if (!a) throw new Error(`no ${key}`);
    return a;
  };

  it('fits the contract', () => {
    expect(evidenceReportSchema.parse(report)).toEqual(report);
  });

  it('counts clients, lost deals, values and the top fifth', () => {
    expect(report).toMatchObject({ rows: 12, clients: 10, lost: 2, withValue: 10, totalValue: 51000 });
    expect(report.topFifth).toEqual({ clients: 2, minValue: 10000 });
    expect(report.attributes.map((a) => a.attribute)).toEqual([
      'industry',
      'companySize',
      'location',
      'channel',
    ]);
  });

  it('measures the industries: half the clients, 12% of the fees, none of the best', () => {
    const a = attr('industry');
    expect(a).toMatchObject({ status: 'measured', column: 'Industry', profileValues: ['Retail', 'Legal'] });
    expect(a.all).toMatchObject({ known: 10, matched: 5, clientShare: 0.5 });
    close(a.all.valueShare, 6000 / 51000);
    expect(a.top).toEqual({ known: 2, matched: 0, clientShare: 0, valueShare: 0 });
    expect(a.perProfileValue.map((p) => [p.label, p.clients, p.topClients])).toEqual([
      ['Retail', 2, 0],
      ['Legal', 3, 0],
    ]);
    close(a.perProfileValue[0]?.valueShare, 1500 / 51000);
    // Lost deals count for win rates: Retail/Legal deals 5 won of 6; all deals 10 of 12.
    close(a.winRate?.matched, 5 / 6);
    close(a.winRate?.all, 10 / 12);
  });

  it('ranks the sheet’s own industries by fees, spellings and case folded together', () => {
    const groups = attr('industry').dataGroups;
    expect(groups.map((g) => [g.label, g.clients, g.topClients, g.inProfile])).toEqual([
      ['Healthcare', 4, 2, false],
      ['Dental practice', 1, 0, false],
      ['Legal', 3, 0, true],
      ['Retail', 2, 0, true],
    ]);
    close(groups[0]?.valueShare, 39000 / 51000);
    close(groups[0]?.clientShare, 0.4);
  });

  it('measures the size range, with bands below and above it and where the fees really are', () => {
    const a = attr('companySize');
    expect(a.all).toMatchObject({ known: 10, matched: 7, clientShare: 0.7 });
    close(a.all.valueShare, 37500 / 51000);
    expect(a.top).toMatchObject({ known: 2, matched: 1, clientShare: 0.5 });
    close(a.top?.valueShare, 10000 / 22000);
    expect(a.dataGroups.map((g) => [g.label, g.clients, g.inProfile])).toEqual([
      ['10-50', 7, true],
      ['over 50', 1, false],
      ['under 10', 2, false],
    ]);
    // Fee-weighted 10th and 90th percentiles of the head counts.
    expect(a.observedRange).toEqual({ min: 12, max: 300 });
  });

  it('measures locations through synonyms', () => {
    const a = attr('location');
    expect(a.all).toMatchObject({ known: 10, matched: 6 });
    close(a.all.valueShare, 30500 / 51000);
    expect(a.dataGroups[0]).toMatchObject({ label: 'Germany', clients: 6, inProfile: true });
  });

  it('suggests what the fees show, largest first, with the figures', () => {
    expect(report.suggestions).toEqual([
      {
        attribute: 'industry',
        kind: 'add_value',
        value: 'Healthcare',
        message:
          '76% of your revenue comes from clients in Healthcare, which the profile does not name (4 of 10 clients; 2 of your 2 best clients (top fifth by value) are among them).',
        weight: 39000 / 51000,
      },
      {
        attribute: 'channel',
        kind: 'add_value',
        value: 'Referral',
        message:
          '58% of your revenue comes from clients who came through Referral, which the profile does not name (5 of 10 clients; 1 of your 2 best clients (top fifth by value) are among them).',
        weight: 29500 / 51000,
      },
    ]);
  });
});

describe('suggestions without values and for ranges', () => {
  it('speaks of clients when the sheet has no value column, and has no top fifth', () => {
    const noFee = {
      headers: ['Industry', 'Employees'],
      rows: rows.slice(0, 10).map((r) => [r[2] ?? '', r[3] ?? '']),
    };
    const report = evidenceReport(noFee, guessMapping(noFee.headers), {
      industry: 'Retail',
      companySize: '100-500',
    });
    expect(report.topFifth).toBeNull();
    expect(report.withValue).toBe(0);
    const industry = report.attributes[0];
    expect(industry?.top).toBeNull();
    expect(industry?.all).toEqual({ known: 10, matched: 2, clientShare: 0.2, valueShare: null });
    expect(industry?.winRate).toBeNull();
    const messages = report.suggestions.map((s) => s.message);
    expect(messages).toEqual([
      "80% of your clients have 5-40 employees; only 10% have 100-500 employees, the profile's range.",
      '40% of your clients are in Healthcare, which the profile does not name (4 of 10 clients).',
      '30% of your clients are in Legal, which the profile does not name (3 of 10 clients).',
    ]);
    expect(report.suggestions[0]).toMatchObject({
      kind: 'set_range',
      value: '5-40',
      attribute: 'companySize',
    });
  });

  it('says when no client matches a profile value or range', () => {
    const report = evidenceReport(table, mapping, { industry: 'Mining, Healthcare', companySize: '500+' });
    const drops = report.suggestions.filter((s) => s.kind === 'drop_value');
    expect(drops.map((s) => s.message)).toEqual([
      "No client matches 'Mining' (of 10 clients with a known industry): the profile names it without evidence.",
      "No client matches the profile's company size '500+' (of 10 clients with a known company size).",
    ]);
    // Additions come before drops.
    expect(report.suggestions.at(-1)?.kind).toBe('drop_value');
    expect(report.suggestions[0]?.kind).not.toBe('drop_value');
  });

  it('makes no suggestion from fewer than five known clients', () => {
    const few = { headers, rows: rows.slice(0, 4) };
    expect(evidenceReport(few, mapping, profile).suggestions).toEqual([]);
  });

  it('reports attributes without a column or with an unreadable range, and skips unstated ones', () => {
    const report = evidenceReport(table, mapping, {
      industry: 'Legal',
      ageRange: '30-50',
      revenue: 'profitable',
    });
    expect(report.attributes.map((a) => [a.attribute, a.status])).toEqual([
      ['industry', 'measured'],
      ['revenue', 'no_column'],
      ['age', 'no_column'],
    ]);
    const withRevenue = guessMapping([...headers, 'Revenue']);
    const r2 = evidenceReport(
      { headers: [...headers, 'Revenue'], rows: rows.map((r) => [...r, '$1M']) },
      withRevenue,
      { revenue: 'profitable' },
    );
    expect(r2.attributes[0]).toMatchObject({
      attribute: 'revenue',
      status: 'unreadable',
      top: null,
      observedRange: null,
    });
  });

  it('is the same report for the same input', () => {
    expect(evidenceReport(table, mapping, profile)).toEqual(evidenceReport(table, mapping, profile));
  });
});

describe('from file to report', () => {
  it('imports a German semicolon file, guesses its columns and measures it', async () => {
    const { readFileSync } = await import('node:fs');
    const { importClientFile } = await import('./csv-import.js');
    const imported = importClientFile(readFileSync(new URL('./fixtures/semicolon.csv', import.meta.url)));
    if (!imported.ok) throw new Error(imported.error.message);
    const m = guessMapping(imported.table.headers);
    expect(m).toMatchObject({
      name: 'Kunde',
      industry: 'Branche',
      companySize: 'Mitarbeiter',
      location: 'Ort',
      value: 'Honorar',
    });
    const report = evidenceReport(imported.table, m, { industry: 'Healthcare', geographics: ['Austria'] });
    // Fees 1,200.50 and 3,400.00; Schmidt AG (Gesundheitswesen, Wien) is the top fifth.
    expect(report.totalValue).toBeCloseTo(4600.5, 6);
    expect(report.topFifth).toEqual({ clients: 1, minValue: 3400 });
    expect(report.attributes[0]?.all).toMatchObject({ known: 2, matched: 1 });
    close(report.attributes[0]?.all.valueShare, 3400 / 4600.5);
    // Wien is a city, not a country: the location does not match Austria.
    expect(report.attributes[1]?.all.matched).toBe(0);
  });
});

describe('the evidence report on the profile’s disqualifiers (Not a fit)', () => {
  const notFit: EvidenceProfile = {
    ...profile,
    disqualifiers: ['fewer than 10 employees', 'Legal', 'no', 'income below 30k'],
  };

  it('counts the clients that hit each and their share of the fees; a sentence when it is material', () => {
    const report = evidenceReport(table, mapping, notFit);
    expect(evidenceReportSchema.parse(report)).toEqual(report);
    const [few, legal, no, income] = report.disqualifiers ?? [];
    // C4 ($1,000) and C9 ($500): 3% of 51,000, below 5%; L2 (10, lost) is not a client.
    expect(few).toMatchObject({ form: 'figure', attribute: 'companySize', status: 'measured', clients: 2 });
    close(few?.clientShare, 0.2);
    close(few?.valueShare, 1500 / 51000);
    expect(few?.message).toBeNull();
    // C6, C7, C10: 4,500 of 51,000.
    expect(legal).toMatchObject({ form: 'phrase', attribute: null, clients: 3 });
    close(legal?.valueShare, 4500 / 51000);
    expect(legal?.message).toBe(
      "9% of your revenue comes from clients the profile calls not a fit: 'Legal' (3 of 10 clients).",
    );
    expect(no).toMatchObject({ status: 'unusable', clients: 0, clientShare: null, message: null });
    expect(income).toMatchObject({ status: 'no_column', clients: 0, clientShare: null, message: null });
  });

  it('speaks of clients without a value column', () => {
    const report = evidenceReport(table, { ...mapping, value: null }, notFit);
    expect(report.disqualifiers?.[0]).toMatchObject({
      clients: 2,
      valueShare: null,
      message:
        "20% of your clients are ones the profile calls not a fit: 'fewer than 10 employees' (2 of 10 clients).",
    });
  });

  it('is empty for a profile without disqualifiers', () => {
    expect(evidenceReport(table, mapping, profile).disqualifiers).toEqual([]);
  });
});
