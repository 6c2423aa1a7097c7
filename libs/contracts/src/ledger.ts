import { z } from 'zod';

/**
 * The evidence ledger (docs/evidence.md, "Evidence ledger"): where each field of a profile comes from.
 * A person states a value, accepts it from the AI, or marks it as an assumption; imported client data
 * observes it. Only observation is evidence: a profile without an observed field is a hypothesis.
 */

/** The profile fields the ledger tracks: its content, not its name, type or status. */
export const LEDGER_FIELDS = [
  'industry',
  'companySize',
  'revenue',
  'technographics',
  'decisionMakerRole',
  'decisionMakerTitle',
  'ageRange',
  'gender',
  'education',
  'occupation',
  'income',
  'geographics',
  'disqualifiers',
  'psychographics',
  'behavioralTraits',
  'painPoints',
  'needs',
  'goals',
  'preferredChannels',
  'buyerJourney',
] as const;
export const ledgerFieldSchema = z.enum(LEDGER_FIELDS);
export type LedgerField = z.infer<typeof ledgerFieldSchema>;

/**
 * Where a value came from, as the people who wrote it say: 'stated' typed by a person (the default: a
 * client written against the spec types), 'ai' accepted from an AI suggestion, 'assumed' marked as a guess.
 */
export const fieldOriginSchema = z.enum(['stated', 'ai', 'assumed'], {
  message: 'A field source must be stated, ai or assumed',
});
export type FieldOrigin = z.infer<typeof fieldOriginSchema>;

/** What a save may declare: the origin of the fields it names. Fields it leaves out follow the rule. */
export const fieldSourcesInputSchema = z.partialRecord(ledgerFieldSchema, fieldOriginSchema);
export type FieldSourcesInput = z.infer<typeof fieldSourcesInputSchema>;

/** A profile's answer: the origin of every filled ledger field (empty fields are not named). */
export const fieldSourcesSchema = z.partialRecord(ledgerFieldSchema, fieldOriginSchema);
export type FieldSources = z.infer<typeof fieldSourcesSchema>;

/** What the ledger shows for a field: observed by the data, else its origin. */
export const ledgerSourceSchema = z.enum(['observed', 'stated', 'ai', 'assumed']);
export type LedgerSource = z.infer<typeof ledgerSourceSchema>;

export const ledgerEntrySchema = z.object({
  field: ledgerFieldSchema,
  /** 'observed' when imported clients match the value; else the origin. */
  source: ledgerSourceSchema,
  /** Who or what wrote the value (kept when the data also observes it). */
  origin: fieldOriginSchema,
  /** The imported clients the value describes, of those with a known value (null: not observed). */
  observed: z
    .object({
      clients: z.number().int().min(1),
      of: z.number().int().min(1),
    })
    .nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** `GET /api/icps/{id}/ledger`. */
export const icpLedgerSchema = z.object({
  /** Every filled ledger field, in the profile's order. */
  fields: z.array(ledgerEntrySchema),
  /** No field is observed in imported client data: the profile is what its authors believe. */
  hypothesis: z.boolean(),
  /** The client list the observations come from (null before any import). */
  evidence: z
    .object({ rowCount: z.number().int().min(0), clients: z.number().int().min(0), importedAt: z.string() })
    .nullable(),
});
export type IcpLedger = z.infer<typeof icpLedgerSchema>;

/** Labels for people (web and documents). */
export const LEDGER_SOURCE_LABELS: Record<LedgerSource, string> = {
  observed: 'Observed',
  stated: 'Stated',
  ai: 'AI-suggested',
  assumed: 'Assumed',
};

/**
 * A field's source in words, the same on the page and in the documents: "Observed · 12 of 40 clients",
 * "Stated", "AI-suggested", "Assumed".
 */
export function ledgerSourceText(entry: Pick<IcpLedger['fields'][number], 'source' | 'observed'>): string {
  const label = LEDGER_SOURCE_LABELS[entry.source];
  if (!entry.observed) return label;
  const { clients, of } = entry.observed;
  return `${label} · ${clients.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} clients`;
}
