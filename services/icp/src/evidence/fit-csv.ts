import {
  evidenceAttributeKeySchema,
  type ColumnMapping,
  type EvidenceAttributeKey,
  type FitCsvLayout,
  type FitScore,
} from '@icp-studio/contracts';
import type { CsvValue } from '@icp-studio/service-kit';

/**
 * The scored client list as a spreadsheet (docs/evidence.md, "Scored list as CSV"), one row per imported
 * client in the file's order, in one of two layouts:
 *
 * - `standard`: `Row`, the user's own id and name columns, `Fit score` (or "insufficient data"), `Tier`,
 *   `Not a fit` (why a client the profile calls not a fit is capped; the column only when one is), and per
 *   attribute compared its points and reason;
 * - `hubspot`: for HubSpot's importer, which maps a column to the property whose name its header is: the
 *   user's own id and name columns, `Persona` (the profile's name), and the custom properties
 *   `ICP fit score` (a number, empty without a score), `ICP fit tier`, `ICP fit reasons` and `ICP profile`.
 */

export const LABELS: Record<EvidenceAttributeKey, string> = {
  industry: 'Industry',
  companySize: 'Company size',
  revenue: 'Revenue',
  location: 'Location',
  age: 'Age range',
  income: 'Income',
  occupation: 'Occupation',
  channel: 'Channels',
};

/** The HubSpot layout's own columns, after the user's id and name. */
export const HUBSPOT_COLUMNS = ['Persona', 'ICP fit score', 'ICP fit tier', 'ICP fit reasons', 'ICP profile'];

export type FitCsvItem = Pick<
  FitScore,
  'row' | 'clientId' | 'score' | 'tier' | 'status' | 'reasons' | 'disqualifiedBy'
> & {
  name: string | null;
};

/** The header row and the rows of the scored list; `items` in any order (they are put in sheet order). */
export function fitCsvTable(
  mapping: ColumnMapping | null,
  items: readonly FitCsvItem[],
  layout: FitCsvLayout = 'standard',
  profileName = '',
): { header: string[]; rows: CsvValue[][] } {
  const idColumn = mapping?.clientId ?? null;
  const nameColumn = mapping?.name ?? null;
  const own = [...(idColumn ? [idColumn] : []), ...(nameColumn ? [nameColumn] : [])];
  const ownCells = (item: FitCsvItem) => [
    ...(idColumn ? [item.clientId] : []),
    ...(nameColumn ? [item.name] : []),
  ];
  const sorted = [...items].sort((a, b) => a.row - b.row);
  if (layout === 'hubspot') {
    return {
      header: [...own, ...HUBSPOT_COLUMNS],
      rows: sorted.map((item) => [
        ...ownCells(item),
        profileName,
        item.status === 'scored' ? item.score : null,
        item.tier,
        hubspotReasons(item),
        profileName,
      ]),
    };
  }
  const present = new Set(items.flatMap((i) => i.reasons.map((r) => r.attribute)));
  const attributes = evidenceAttributeKeySchema.options.filter((a) => present.has(a));
  const notAFit = items.some((i) => (i.disqualifiedBy ?? []).length > 0);
  const header = [
    'Row',
    ...own,
    'Fit score',
    'Tier',
    ...(notAFit ? ['Not a fit'] : []),
    ...attributes.flatMap((a) => [`${LABELS[a]} points`, `${LABELS[a]} reason`]),
  ];
  const rows = sorted.map((item) => {
    const reasons = new Map(item.reasons.map((r) => [r.attribute, r]));
    return [
      item.row,
      ...ownCells(item),
      item.status === 'scored' ? item.score : 'insufficient data',
      item.tier,
      ...(notAFit ? [(item.disqualifiedBy ?? []).map((d) => d.reason).join('; ') || null] : []),
      ...attributes.flatMap((a) => {
        const r = reasons.get(a);
        return r ? [`${r.points} of ${r.maxPoints}`, r.reason] : [null, null];
      }),
    ];
  });
  return { header, rows };
}

/**
 * One cell for HubSpot: the reasons as sentences joined by "; " (a not-a-fit cap first), led by
 * "Insufficient data" without a score.
 */
export function hubspotReasons(item: Pick<FitScore, 'status' | 'reasons' | 'disqualifiedBy'>): string {
  const text = [
    ...(item.disqualifiedBy ?? []).map((d) => d.reason),
    ...item.reasons.map((r) => r.reason),
  ].join('; ');
  return item.status === 'scored' ? text : text ? `Insufficient data: ${text}` : 'Insufficient data';
}
