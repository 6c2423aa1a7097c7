import type { EvidenceFitItem } from '@icp-studio/contracts';
import { fitCsvTable, hubspotReasons } from './fit-csv.js';

const mapping = { clientId: 'Client ID', name: 'Company', companySize: 'Employees' };
const item = (row: number, over: Partial<EvidenceFitItem> = {}): EvidenceFitItem => ({
  row,
  clientId: `C-${row}`,
  name: `Client ${row}`,
  value: null,
  score: 100,
  tier: 'A',
  status: 'scored',
  known: 1,
  compared: 1,
  reasons: [
    {
      attribute: 'companySize',
      outcome: 'matched',
      points: 20,
      maxPoints: 20,
      reason: 'Company size 20 is within 10-50',
    },
  ],
  rulesVersion: 2,
  disqualifiedBy: [],
  ...over,
});

describe('the scored list as a spreadsheet', () => {
  it('has a Not a fit column with the reasons when a client is capped', () => {
    const capped = item(3, {
      score: 30,
      tier: 'D',
      uncappedScore: 100,
      disqualifiedBy: [
        {
          disqualifier: 'fewer than 5 employees',
          attribute: 'companySize',
          column: 'Employees',
          reason: "Not a fit: 'fewer than 5 employees' (company size 3)",
        },
      ],
    });
    const { header, rows } = fitCsvTable(mapping, [capped, item(2)]);
    expect(header).toEqual([
      'Row',
      'Client ID',
      'Company',
      'Fit score',
      'Tier',
      'Not a fit',
      'Company size points',
      'Company size reason',
    ]);
    expect(rows.map((r) => r.slice(0, 6))).toEqual([
      [2, 'C-2', 'Client 2', 100, 'A', null],
      [3, 'C-3', 'Client 3', 30, 'D', "Not a fit: 'fewer than 5 employees' (company size 3)"],
    ]);
  });

  it('leads the HubSpot reasons with the cap', () => {
    const capped = item(3, {
      disqualifiedBy: [
        {
          disqualifier: 'x',
          attribute: null,
          column: 'Notes',
          reason: "Not a fit: 'one-off' (Notes: 'One-off')",
        },
      ],
    });
    expect(hubspotReasons(capped)).toBe(
      "Not a fit: 'one-off' (Notes: 'One-off'); Company size 20 is within 10-50",
    );
  });

  it('has no such column when no client is capped (or the items predate the field)', () => {
    const { header } = fitCsvTable(mapping, [item(2), item(3, { disqualifiedBy: undefined })]);
    expect(header).not.toContain('Not a fit');
  });
});
