import type { EvidenceAttributeKey, EvidenceField } from '@icp-studio/contracts';

/** What each column of the client list may hold, as the mapping step names it. */
export const FIELD_LABELS: Record<EvidenceField, string> = {
  clientId: 'Client ID',
  name: 'Client name',
  industry: 'Industry',
  companySize: 'Company size (employees)',
  revenue: "Client's own revenue",
  location: 'Location',
  age: 'Age',
  income: 'Income',
  occupation: 'Occupation',
  channel: 'Acquisition channel',
  value: 'Fee or revenue from the client',
  clientSince: 'Client since',
  clientUntil: 'Client until',
  outcome: 'Outcome (won, lost, kept, churned)',
};

/** The profile attributes the evidence is measured on. */
export const ATTRIBUTE_LABELS: Record<EvidenceAttributeKey, string> = {
  industry: 'Industry',
  companySize: 'Company size',
  revenue: 'Revenue',
  location: 'Location',
  age: 'Age range',
  income: 'Income',
  occupation: 'Occupation',
  channel: 'Channels',
};

/** A share (0-1) as a whole percentage; an em dash when there is none. */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${Math.round(share * 100)}%`;
}
