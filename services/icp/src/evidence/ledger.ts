import {
  LEDGER_FIELDS,
  type EvidenceAttributeKey,
  type EvidenceReport,
  type FieldSources,
  type IcpLedger,
  type LedgerEntry,
  type LedgerField,
} from '@icp-studio/contracts';
import { fieldSourcesOf, type LedgerValues } from '../icps/field-sources.js';

/** The profile field each evidence attribute is read from (attributes.ts). */
const FIELD_OF: Record<EvidenceAttributeKey, LedgerField> = {
  industry: 'industry',
  companySize: 'companySize',
  revenue: 'revenue',
  location: 'geographics',
  age: 'ageRange',
  income: 'income',
  occupation: 'occupation',
  channel: 'preferredChannels',
};

/**
 * The evidence ledger of a profile (docs/evidence.md, "Evidence ledger"): every filled field with its
 * origin, observed when the imported clients match it (at least one client, counted among those with a
 * known value; the report is computed against the profile as it is). Only observation is evidence: an
 * AI-suggested value is observed only when the data matches it, like any other, and a profile with no
 * observed field is a hypothesis.
 */
export function ledgerOf(
  profile: LedgerValues & { fieldSources: FieldSources | null | undefined },
  evidence: { report: EvidenceReport; rowCount: number; importedAt: string } | null,
): IcpLedger {
  const origins = fieldSourcesOf(profile, profile.fieldSources);
  const observed = new Map<LedgerField, { clients: number; of: number }>();
  for (const a of evidence?.report.attributes ?? []) {
    if (a.status === 'measured' && a.all.matched > 0 && a.all.known > 0)
      observed.set(FIELD_OF[a.attribute], { clients: a.all.matched, of: a.all.known });
  }
  const fields: LedgerEntry[] = [];
  for (const field of LEDGER_FIELDS) {
    const origin = origins[field];
    if (!origin) continue;
    const seen = observed.get(field) ?? null;
    fields.push({ field, origin, source: seen ? 'observed' : origin, observed: seen });
  }
  return {
    fields,
    hypothesis: !fields.some((f) => f.source === 'observed'),
    evidence: evidence
      ? { rowCount: evidence.rowCount, clients: evidence.report.clients, importedAt: evidence.importedAt }
      : null,
  };
}
