import { toCsv } from '@icp-studio/service-kit';
import { isFormulaCell, readCsvLeniently } from '@icp-studio/service-kit/testing';
import { guessMapping } from './column-mapping.js';
import { HUBSPOT_COLUMNS, fitCsvTable, hubspotReasons } from './fit-csv.js';
import { scoreTable } from './fit-score.js';

const headers = ['Kunden-Nr', 'Company', 'Industry', 'Employees'];
const mapping = guessMapping(headers);
const table = {
  headers,
  rows: [
    ['=1+1', 'Smile, "Dental"', 'Dental', '20'],
    ['K-2', '@Clinic', 'Retail', ''],
    ['K-3', 'Bakery', '', ''],
  ],
  rowNumbers: [2, 3, 5],
};
const items = scoreTable(table, mapping, { industry: 'Dental', companySize: '10-50' }).map((s, i) => ({
  ...s,
  name: table.rows[i]?.[1] ?? null,
}));

describe('the scored list as CSV', () => {
  it("standard layout: row, the user's own columns, score, tier, points and reasons, in sheet order", () => {
    const { header, rows } = fitCsvTable(mapping, [...items].reverse());
    expect(header).toEqual([
      'Row',
      'Kunden-Nr',
      'Company',
      'Fit score',
      'Tier',
      'Industry points',
      'Industry reason',
      'Company size points',
      'Company size reason',
    ]);
    expect(rows.map((r) => r[0])).toEqual([2, 3, 5]);
    expect(rows[0]?.slice(0, 5)).toEqual([2, '=1+1', 'Smile, "Dental"', 100, 'A']);
    expect(rows[2]?.[3]).toBe('insufficient data');
  });

  it('hubspot layout: the own id and name, Persona, the ICP fit properties; escaping kept', () => {
    const { header, rows } = fitCsvTable(mapping, items, 'hubspot', 'Dental practices');
    expect(header).toEqual(['Kunden-Nr', 'Company', ...HUBSPOT_COLUMNS]);
    expect(HUBSPOT_COLUMNS).toEqual([
      'Persona',
      'ICP fit score',
      'ICP fit tier',
      'ICP fit reasons',
      'ICP profile',
    ]);
    expect(rows[0]).toEqual([
      '=1+1',
      'Smile, "Dental"',
      'Dental practices',
      100,
      'A',
      "Industry 'Dental' matches 'Dental'; Company size 20 is within 10-50",
      'Dental practices',
    ]);
    // No score: the number column stays empty, the reasons say why.
    expect(rows[2]?.[3]).toBeNull();
    expect(String(rows[2]?.[5])).toMatch(/^Insufficient data: /);
    // As HubSpot's importer (a comma reader) reads the file: formulas defused, the rest as it was.
    const read = readCsvLeniently(toCsv(header, rows), ',');
    expect(read[1]?.slice(0, 5)).toEqual(["'=1+1", 'Smile, "Dental"', 'Dental practices', '100', 'A']);
    expect(read[2]?.slice(0, 2)).toEqual(['K-2', "'@Clinic"]);
  });

  it('hubspot layout: the values a CRM matches on (ids, e-mails, numbers) without an apostrophe', () => {
    const crmTable = {
      headers: ['Client ID', 'Company', 'Industry'],
      rows: [
        ['jane@example.com', 'Smile Dental', 'Dental'],
        ['20261129', 'Bakery; =cmd', 'Dental'],
        ['-7', 'Acme', 'Retail'],
      ],
      rowNumbers: [2, 3, 4],
    };
    const crmMapping = guessMapping(crmTable.headers);
    const crm = scoreTable(crmTable, crmMapping, { industry: 'Dental' }).map((s, i) => ({
      ...s,
      name: crmTable.rows[i]?.[1] ?? null,
    }));
    const { header, rows } = fitCsvTable(crmMapping, crm, 'hubspot', 'Dentists; -1+1');
    const file = toCsv(header, rows);
    const read = readCsvLeniently(file, ',');
    expect(read[0]).toEqual(['Client ID', 'Company', ...HUBSPOT_COLUMNS]);
    expect(read[1]?.slice(0, 5)).toEqual(['jane@example.com', 'Smile Dental', "Dentists; '-1+1", '100', 'A']);
    expect(read[2]?.slice(0, 4)).toEqual(['20261129', "Bakery; '=cmd", "Dentists; '-1+1", '100']);
    // First in its row a signed number is defused: a semicolon reader reads it with the whole row.
    expect(read[3]?.slice(0, 2)).toEqual(["'-7", 'Acme']);
    expect(readCsvLeniently(file, ';').flat().filter(isFormulaCell)).toEqual([]);
  });

  it('hubspot reasons without any reason', () => {
    expect(hubspotReasons({ status: 'insufficient_data', reasons: [] })).toBe('Insufficient data');
  });
});
