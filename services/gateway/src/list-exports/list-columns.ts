/**
 * The columns of the list downloads (docs/product.md §11): what a profile and a playbook are as one
 * spreadsheet row. Lists are joined with "; ", dates are ISO 8601 (UTC).
 */
import type { Icp, Playbook, Status } from '@icp-studio/contracts';
import type { CsvValue } from './csv.js';

const STATUS_LABELS: Record<Status, string> = {
  draft: 'Draft',
  in_progress: 'In Progress',
  completed: 'Completed',
};

interface Column<T> {
  header: string;
  value: (item: T) => CsvValue;
}

export const ICP_COLUMNS: readonly Column<Icp>[] = [
  { header: 'Name', value: (i) => i.name },
  { header: 'Type', value: (i) => i.type.toUpperCase() },
  { header: 'Status', value: (i) => STATUS_LABELS[i.status] ?? i.status },
  { header: 'Client', value: (i) => i.clientName },
  { header: 'Client e-mail', value: (i) => i.clientEmail },
  { header: 'Industry', value: (i) => i.industry },
  { header: 'Company size', value: (i) => i.companySize },
  { header: 'Revenue range', value: (i) => i.revenue },
  { header: 'Decision maker role', value: (i) => i.decisionMakerRole },
  { header: 'Decision maker title', value: (i) => i.decisionMakerTitle },
  { header: 'Age range', value: (i) => i.ageRange },
  { header: 'Gender', value: (i) => i.gender },
  { header: 'Education', value: (i) => i.education },
  { header: 'Occupation', value: (i) => i.occupation },
  { header: 'Income range', value: (i) => i.income },
  { header: 'Geography', value: (i) => i.geographics },
  { header: 'Pain points', value: (i) => i.painPoints },
  { header: 'Needs', value: (i) => i.needs },
  { header: 'Goals', value: (i) => i.goals },
  { header: 'Preferred channels', value: (i) => i.preferredChannels },
  { header: 'Behavioral traits', value: (i) => i.behavioralTraits },
  { header: 'Profession', value: (i) => i.profession },
  { header: 'Created', value: (i) => i.createdAt },
  { header: 'Last updated', value: (i) => i.updatedAt },
  { header: 'ID', value: (i) => i.id },
];

export const PLAYBOOK_COLUMNS: readonly Column<Playbook>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Status', value: (p) => STATUS_LABELS[p.status] ?? p.status },
  { header: 'Ideal client profile', value: (p) => p.icpName },
  { header: 'Client', value: (p) => p.clientName },
  { header: 'Strategic goals', value: (p) => p.marketingGoals },
  { header: 'Value proposition', value: (p) => p.valueProposition },
  { header: 'Key messages', value: (p) => p.keyMessages },
  { header: 'Market positioning', value: (p) => p.positioning },
  { header: 'Brand tonality', value: (p) => p.tonality },
  { header: 'Timeline', value: (p) => p.timeline },
  { header: 'Created', value: (p) => p.createdAt },
  { header: 'Last updated', value: (p) => p.updatedAt },
  { header: 'ID', value: (p) => p.id },
  { header: 'Profile ID', value: (p) => p.icpId },
];

export function headersOf<T>(columns: readonly Column<T>[]): string[] {
  return columns.map((c) => c.header);
}

export function rowOf<T>(columns: readonly Column<T>[], item: T): CsvValue[] {
  return columns.map((c) => c.value(item));
}
