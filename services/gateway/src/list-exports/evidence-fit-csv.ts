/**
 * The scored client list as a spreadsheet (docs/evidence.md, "Scored list as CSV"): one row per imported
 * client in the file's order, the user's own id and name columns, the fit score (or "insufficient data"),
 * the tier, why a client the profile calls not a fit is capped (the column only when one is), and per
 * attribute compared its points and reason.
 */
import {
  evidenceAttributeKeySchema,
  type EvidenceAttributeKey,
  type EvidenceFitItem,
  type EvidenceImport,
} from '@icp-studio/contracts';
import type { CsvValue } from './csv.js';

const LABELS: Record<EvidenceAttributeKey, string> = {
  industry: 'Industry',
  companySize: 'Company size',
  revenue: 'Revenue',
  location: 'Location',
  age: 'Age range',
  income: 'Income',
  occupation: 'Occupation',
  channel: 'Channels',
};

/** The header row and the rows of the scored list; `items` in any order (they are put in sheet order). */
export function fitCsvTable(
  imported: EvidenceImport | null,
  items: readonly EvidenceFitItem[],
): { header: string[]; rows: CsvValue[][] } {
  const idColumn = imported?.mapping.clientId ?? null;
  const nameColumn = imported?.mapping.name ?? null;
  const present = new Set(items.flatMap((i) => i.reasons.map((r) => r.attribute)));
  const attributes = evidenceAttributeKeySchema.options.filter((a) => present.has(a));
  const notAFit = items.some((i) => (i.disqualifiedBy ?? []).length > 0);
  const header = [
    'Row',
    ...(idColumn ? [idColumn] : []),
    ...(nameColumn ? [nameColumn] : []),
    'Fit score',
    'Tier',
    ...(notAFit ? ['Not a fit'] : []),
    ...attributes.flatMap((a) => [`${LABELS[a]} points`, `${LABELS[a]} reason`]),
  ];
  const rows = [...items]
    .sort((a, b) => a.row - b.row)
    .map((item) => {
      const reasons = new Map(item.reasons.map((r) => [r.attribute, r]));
      return [
        item.row,
        ...(idColumn ? [item.clientId] : []),
        ...(nameColumn ? [item.name] : []),
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
