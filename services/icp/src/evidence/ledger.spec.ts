import { icpLedgerSchema } from '@icp-studio/contracts';
import { guessMapping } from './column-mapping.js';
import { evidenceReport } from './evidence-report.js';
import { ledgerOf } from './ledger.js';

const headers = ['Company', 'Industry', 'Employees', 'Country', 'Fee'];
const rows = [
  ['A', 'Healthcare', '20', 'Germany', '10000'],
  ['B', 'Healthcare', '30', 'Austria', '8000'],
  ['C', 'Retail', '400', 'Germany', '1000'],
  ['D', 'Legal', '15', 'France', '2000'],
];
const table = { headers, rows };
const mapping = guessMapping(headers);

describe('the evidence ledger', () => {
  const profile = {
    industry: 'Healthcare',
    companySize: '500+',
    geographics: ['Spain'],
    painPoints: ['No-shows'],
    psychographics: null,
    fieldSources: { industry: 'ai' as const, companySize: 'assumed' as const },
  };

  it('without an import: every filled field with its origin, and the profile is a hypothesis', () => {
    const ledger = ledgerOf(profile, null);
    expect(icpLedgerSchema.parse(ledger)).toEqual(ledger);
    expect(ledger).toEqual({
      fields: [
        { field: 'industry', source: 'ai', origin: 'ai', observed: null },
        { field: 'companySize', source: 'assumed', origin: 'assumed', observed: null },
        { field: 'geographics', source: 'stated', origin: 'stated', observed: null },
        { field: 'painPoints', source: 'stated', origin: 'stated', observed: null },
      ],
      hypothesis: true,
      evidence: null,
    });
  });

  it('a field the clients match is observed with the count, keeping its origin; others are not', () => {
    const report = evidenceReport(table, mapping, profile);
    const ledger = ledgerOf(profile, { report, rowCount: 4, importedAt: '2026-11-26T06:00:00.000Z' });
    const byField = Object.fromEntries(ledger.fields.map((f) => [f.field, f]));
    // Two of four clients are in Healthcare: observed, though the AI suggested it.
    expect(byField.industry).toEqual({
      field: 'industry',
      source: 'observed',
      origin: 'ai',
      observed: { clients: 2, of: 4 },
    });
    // No client has 500+ employees, none is in Spain: what the authors said stays what they said.
    expect(byField.companySize?.source).toBe('assumed');
    expect(byField.geographics?.source).toBe('stated');
    // Pain points are not in a client list.
    expect(byField.painPoints?.source).toBe('stated');
    expect(ledger.hypothesis).toBe(false);
    expect(ledger.evidence).toEqual({ rowCount: 4, clients: 4, importedAt: '2026-11-26T06:00:00.000Z' });
  });

  it('an import no field is matched by leaves the profile a hypothesis', () => {
    const nothing = { ...profile, industry: 'Mining' };
    const report = evidenceReport(table, mapping, nothing);
    expect(
      ledgerOf(nothing, { report, rowCount: 4, importedAt: '2026-11-26T06:00:00.000Z' }).hypothesis,
    ).toBe(true);
  });
});
