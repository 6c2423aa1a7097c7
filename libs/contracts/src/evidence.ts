import { z } from 'zod';
import { LIMITS, idSchema, pageQuerySchema } from './common.js';

/**
 * Customer evidence (docs/evidence.md): a profile checked against the firm's real client list. An import
 * turns a CSV or a spreadsheet paste into a table; a column mapping says which column holds what; the
 * evidence report compares the profile's stated attributes with the clients; a fit score rates each row.
 */

/** The import's limits: larger files are refused whole, never cut. */
export const EVIDENCE_LIMITS = {
  /** Client rows (the header row not counted). */
  maxRows: 50_000,
  /** Bytes of the file (or UTF-8 bytes of a paste). */
  maxBytes: 10 * 1024 * 1024,
  /** Columns of the header row: a client list has dozens; thousands are a hostile or broken file. */
  maxColumns: 300,
  /** Characters of one cell. */
  maxCellChars: 10_000,
  /** Characters of one row, its cells together. */
  maxRowChars: 100_000,
} as const;

/* ---- Import ---- */

export const evidenceDelimiterSchema = z.enum([',', ';', '\t']);
export type EvidenceDelimiter = z.infer<typeof evidenceDelimiterSchema>;

/** 'text': a paste, already characters; the others: the encoding the file's bytes were read in. */
export const evidenceEncodingSchema = z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'text']);
export type EvidenceEncoding = z.infer<typeof evidenceEncodingSchema>;

export const importErrorCodeSchema = z.enum([
  'empty',
  'no_header',
  'no_rows',
  'binary',
  'encoding',
  'too_many_rows',
  'too_large',
  'ragged',
  'malformed',
  'not_csv',
  'too_many_columns',
  'cell_too_long',
  'row_too_long',
]);
export type ImportErrorCode = z.infer<typeof importErrorCodeSchema>;

/** Why an import was refused: a message for the user that names the problem and, where there is one, the row. */
export const importErrorSchema = z.object({
  code: importErrorCodeSchema,
  message: z.string(),
  /** The spreadsheet row (the header is row 1), or null when the problem is the whole file. */
  row: z.number().int().positive().nullable(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** A whole imported table: every row or nothing. */
export const importedTableSchema = z.object({
  headers: z.array(z.string()),
  /** One array of cells per client row, as long as `headers`. */
  rows: z.array(z.array(z.string())),
  /** The spreadsheet row number of each row (the header is row 1; blank lines are skipped but counted). */
  rowNumbers: z.array(z.number().int().positive()),
  delimiter: evidenceDelimiterSchema,
  encoding: evidenceEncodingSchema,
  /** Whether the bytes began with a byte-order mark. */
  bom: z.boolean(),
});
export type ImportedTable = z.infer<typeof importedTableSchema>;

export const importResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), table: importedTableSchema }),
  z.object({ ok: z.literal(false), error: importErrorSchema }),
]);
export type ImportResult = z.infer<typeof importResultSchema>;

/* ---- Column mapping ---- */

/** What a column of the client list may hold. */
export const evidenceFieldSchema = z.enum([
  'clientId',
  'name',
  'industry',
  'companySize',
  'revenue',
  'location',
  'age',
  'income',
  'occupation',
  'channel',
  'value',
  'clientSince',
  'clientUntil',
  'outcome',
]);
export type EvidenceField = z.infer<typeof evidenceFieldSchema>;
export const EVIDENCE_FIELDS = evidenceFieldSchema.options;

const columnName = z.string().trim().min(1).max(200);

/**
 * Field -> header name (not position), so a saved mapping still fits the next export of the same sheet when
 * its columns moved. A field left out or null is not in the sheet.
 */
export const columnMappingSchema = z
  .object(
    Object.fromEntries(EVIDENCE_FIELDS.map((f) => [f, columnName.nullable().optional()])) as Record<
      EvidenceField,
      z.ZodOptional<z.ZodNullable<typeof columnName>>
    >,
  )
  .strict();
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const columnGuessSchema = z.object({
  field: evidenceFieldSchema,
  column: z.string(),
  /** 1: the header is a known name for the field; lower: the header only contains one. */
  confidence: z.number().min(0).max(1),
});
export type ColumnGuess = z.infer<typeof columnGuessSchema>;

/* ---- Evidence report ---- */

/** The profile attributes evidence is measured for, each read from one profile field. */
export const evidenceAttributeKeySchema = z.enum([
  'industry',
  'companySize',
  'revenue',
  'location',
  'age',
  'income',
  'occupation',
  'channel',
]);
export type EvidenceAttributeKey = z.infer<typeof evidenceAttributeKeySchema>;

const share = z.number().min(0).max(1);

export const evidenceShareSchema = z.object({
  /** Clients with a readable value for the attribute. */
  known: z.number().int().min(0),
  /** Of those, the clients the profile's value(s) describe. */
  matched: z.number().int().min(0),
  /** matched / known (null when none is known). */
  clientShare: share.nullable(),
  /** The matched clients' value / the known clients' value (null without a value column or value). */
  valueShare: share.nullable(),
});
export type EvidenceShare = z.infer<typeof evidenceShareSchema>;

export const evidenceGroupSchema = z.object({
  /** A value as the sheet writes it (the first spelling seen), or a profile value. */
  label: z.string(),
  clients: z.number().int().min(0),
  clientShare: share.nullable(),
  valueShare: share.nullable(),
  /** Among the top fifth of clients by value (null without values). */
  topClients: z.number().int().min(0).nullable(),
  /** Whether the profile names (describes) this value. */
  inProfile: z.boolean(),
});
export type EvidenceGroup = z.infer<typeof evidenceGroupSchema>;

export const evidenceAttributeSchema = z.object({
  attribute: evidenceAttributeKeySchema,
  /** What the profile states, split into its values ("Healthcare, Dental" -> two). */
  profileValues: z.array(z.string()),
  column: z.string().nullable(),
  /**
   * measured: figures below; no_column: the sheet has no column for it; unreadable: the profile's value is
   * not a range the data can be compared with (e.g. a size written as words the rules do not know).
   */
  status: z.enum(['measured', 'no_column', 'unreadable']),
  all: evidenceShareSchema,
  /** The same among the top fifth of clients by value (null without values). */
  top: evidenceShareSchema.nullable(),
  /** Each profile value on its own (text attributes) or the profile's range (numeric ones). */
  perProfileValue: z.array(evidenceGroupSchema),
  /** The sheet's own values, largest first by value (by clients without values); at most 10. */
  dataGroups: z.array(evidenceGroupSchema),
  /** Numeric attributes: the range holding the middle 80% of value (of clients without values). */
  observedRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** Of the deals with a known outcome, won/all among matched rows and among all rows (null without outcomes). */
  winRate: z.object({ matched: share.nullable(), all: share.nullable() }).nullable(),
});
export type EvidenceAttribute = z.infer<typeof evidenceAttributeSchema>;

export const evidenceSuggestionSchema = z.object({
  attribute: evidenceAttributeKeySchema,
  /** add_value: a value the profile should name; drop_value: a named value no (or almost no) client has; set_range: a range that fits the clients. */
  kind: z.enum(['add_value', 'drop_value', 'set_range']),
  /** The value to add or drop, or the suggested range as text ("10-50"). */
  value: z.string(),
  message: z.string(),
  /** How much it weighs: the value share (client share without values) behind the suggestion. */
  weight: share,
});
export type EvidenceSuggestion = z.infer<typeof evidenceSuggestionSchema>;

/**
 * A disqualifier of the profile (Not a fit, anti-ICP) against the clients (docs/evidence.md, Evidence):
 * how many of them hit it and what share of the value they bring.
 */
export const evidenceDisqualifierSchema = z.object({
  /** As the profile writes it. */
  disqualifier: z.string(),
  /** 'figure': a limit on an attribute ("fewer than 5 employees"); 'phrase': words looked for in every cell. */
  form: z.enum(['figure', 'phrase']),
  /** The attribute a figure limits; null for a phrase. */
  attribute: evidenceAttributeKeySchema.nullable(),
  /** measured: figures below; no_column: no column for the attribute; unusable: too short to look for. */
  status: z.enum(['measured', 'no_column', 'unusable']),
  /** Clients (not lost deals) that hit it. */
  clients: z.number().int().min(0),
  clientShare: share.nullable(),
  /** Their value / all clients' value (null without a value column or value). */
  valueShare: share.nullable(),
  /** A sentence with the figures when the share is material (see docs/evidence.md), else null. */
  message: z.string().nullable(),
});
export type EvidenceDisqualifier = z.infer<typeof evidenceDisqualifierSchema>;

/**
 * One difference the client list supports (docs/evidence.md, Outcomes and predictors): the clients with
 * one value of an attribute against the rest of the list, on win rate (won / won or lost), retention
 * (kept / kept or churned) or value (the median).
 */
export const evidencePredictorSchema = z.object({
  measure: z.enum(['win_rate', 'retention', 'value']),
  attribute: evidenceAttributeKeySchema,
  /** The column read. */
  column: z.string(),
  /** The value as the sheet writes it (first spelling seen), or a range of figures ("10-35"). */
  value: z.string(),
  direction: z.enum(['higher', 'lower']),
  /** "Clients in Healthcare were won 3 times as often as the rest: 18 of 40 (45%) against 9 of 60 (15%)." */
  sentence: z.string(),
  /** The interval and the test in words. */
  detail: z.string(),
  /** Rates: x of n in the group, y of m in the rest. Value: x and y null, n and m the rows with a value. */
  group: z.object({ hits: z.number().int().min(0).nullable(), of: z.number().int().min(0) }),
  rest: z.object({ hits: z.number().int().min(0).nullable(), of: z.number().int().min(0) }),
  /** Rates: the group's and the rest's; value: their medians. */
  groupFigure: z.number(),
  restFigure: z.number(),
  /** Rates: the 95% interval of the difference (group - rest, Newcombe); null for value. */
  interval: z.object({ low: z.number(), high: z.number() }).nullable(),
  /** The test's p-value (Fisher's exact; Mann-Whitney for value) and its Benjamini-Hochberg adjusted value. */
  p: z.number().min(0).max(1),
  q: z.number().min(0).max(1),
  /** Spreadsheet row numbers of the group's rows (the first 100). */
  rows: z.array(z.number().int().positive()),
});
export type EvidencePredictor = z.infer<typeof evidencePredictorSchema>;

/** What predicts a good client: the differences found, or why none can be named. */
export const evidencePredictorsSchema = z.object({
  /** found: differences the data supports; none: comparisons made, none supported; too_small: none could be made. */
  verdict: z.enum(['found', 'none', 'too_small']),
  message: z.string(),
  /** The false discovery rate the findings are held to (Benjamini-Hochberg). */
  fdr: z.number(),
  /** The fewest rows on each side of a comparison. */
  minSample: z.number().int(),
  /** Comparisons made (the family the false discovery rate is counted over). */
  comparisons: z.number().int().min(0),
  /** Deals won or lost; clients kept or churned; clients with a value. */
  decided: z.number().int().min(0),
  retained: z.number().int().min(0),
  withValue: z.number().int().min(0),
  /** Strongest first (smallest adjusted p-value). */
  findings: z.array(evidencePredictorSchema),
});
export type EvidencePredictors = z.infer<typeof evidencePredictorsSchema>;

export const evidenceReportSchema = z.object({
  rows: z.number().int().min(0),
  /** Rows counted as clients: all but deals marked lost or still open, each client once (duplicates left out). */
  clients: z.number().int().min(0),
  lost: z.number().int().min(0),
  /** Deals the won/lost column says are still open (in the pipeline): not clients, not lost. */
  open: z.number().int().min(0).optional(),
  /** Rows left out as repeats of an earlier row (the same client id, else the same cells). */
  duplicates: z.number().int().min(0).optional(),
  /** Clients with a readable value (fee or revenue from the client). */
  withValue: z.number().int().min(0),
  totalValue: z.number().min(0),
  /** The top fifth: how many clients, and the smallest value among them (null without values). */
  topFifth: z.object({ clients: z.number().int().min(0), minValue: z.number() }).nullable(),
  attributes: z.array(evidenceAttributeSchema),
  /** Largest weight first. */
  suggestions: z.array(evidenceSuggestionSchema),
  /** Per disqualifier of the profile (Not a fit), in the profile's order; added in rules version 2. */
  disqualifiers: z.array(evidenceDisqualifierSchema).optional(),
  /** What predicts a won, kept or valuable client; null without an outcome or value column. */
  predictors: evidencePredictorsSchema.nullable().optional(),
});
export type EvidenceReport = z.infer<typeof evidenceReportSchema>;

/* ---- Fit score ---- */

/**
 * The fit rules' version: stored with every score so a change of rules is visible as one. 2: a row that
 * hits a disqualifier of the profile (Not a fit) is capped at FIT_DISQUALIFIED_CAP. 3: a row's open range
 * is read as a range ("50+" is only partly within 10-50, "< $1M" is below 1M-5M).
 */
export const FIT_RULES_VERSION = 3;
/** The most a row that hits a disqualifier scores (tier D). */
export const FIT_DISQUALIFIED_CAP = 30;

export const fitReasonSchema = z.object({
  attribute: evidenceAttributeKeySchema,
  /** matched, partial (numeric value just outside the range), missed, or unknown (no value in the row). */
  outcome: z.enum(['matched', 'partial', 'missed', 'unknown']),
  points: z.number().min(0),
  maxPoints: z.number().min(0),
  reason: z.string(),
});
export type FitReason = z.infer<typeof fitReasonSchema>;

export const fitDisqualificationSchema = z.object({
  /** The disqualifier as the profile writes it. */
  disqualifier: z.string(),
  /** The attribute a figure limits, null for a phrase. */
  attribute: evidenceAttributeKeySchema.nullable(),
  /** The column (header) where the row hit it. */
  column: z.string(),
  reason: z.string(),
});
export type FitDisqualification = z.infer<typeof fitDisqualificationSchema>;

export const fitTierSchema = z.enum(['A', 'B', 'C', 'D']);
export type FitTier = z.infer<typeof fitTierSchema>;

export const fitScoreSchema = z.object({
  /** The row's spreadsheet row number. */
  row: z.number().int().positive(),
  /** The user's own id of the row, when a column is mapped to it. */
  clientId: z.string().nullable(),
  /** 0-100, or null with status 'insufficient_data'. */
  score: z.number().int().min(0).max(100).nullable(),
  tier: fitTierSchema.nullable(),
  status: z.enum(['scored', 'insufficient_data']),
  /** Profile attributes with a value in this row / profile attributes that can be compared. */
  known: z.number().int().min(0),
  compared: z.number().int().min(0),
  reasons: z.array(fitReasonSchema),
  rulesVersion: z.number().int(),
  /**
   * The profile's disqualifiers (Not a fit) this row hits, each with a reason ("Not a fit: 'fewer than 5
   * employees' (company size 3)"); the score is then capped at FIT_DISQUALIFIED_CAP. Empty when none.
   */
  disqualifiedBy: z.array(fitDisqualificationSchema).optional(),
  /** The score before the cap, when the cap lowered it. */
  uncappedScore: z.number().int().min(0).max(100).nullable().optional(),
  /**
   * How little the score knows, when the row leaves attributes unknown: "Only 2 of 5 attributes known
   * (unknown: company size, revenue, channel): a rough score". Null when every compared attribute is known.
   */
  coverage: z.string().nullable().optional(),
});
export type FitScore = z.infer<typeof fitScoreSchema>;

/* ---- Routes: a profile's client list (`/api/icps/{id}/evidence...`) ---- */

/**
 * The most bytes the CSV text may take in a request, counted as it travels: JSON-encoded (quotes and
 * control characters escaped) and in UTF-8. Every request body is at most `LIMITS.bodyBytes` (1 MB, the
 * gateway's JSON limit) and the service gets it in one NATS message (1 MB at most, with the caller and
 * the mapping beside it), so until files are uploaded as files these routes take files up to 992 KB
 * rather than the import's 10 MB.
 */
export const EVIDENCE_CSV_MAX_BYTES = LIMITS.bodyBytes - 32 * 1024;

/** UTF-8 bytes of a string once JSON-encoded (what it weighs in a request body or an RPC message). */
export function jsonUtf8Bytes(s: string): number {
  const json = JSON.stringify(s);
  let n = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4; // a surrogate pair (JSON.stringify escapes a lone one as ASCII)
      i += 1;
    } else n += 3;
  }
  return n;
}

const csvTooLarge = `The client list must be at most ${EVIDENCE_CSV_MAX_BYTES / 1024} KB when sent as text: split it into smaller files`;

/** `POST .../evidence/preview` and `PUT .../evidence`: the CSV text (or a paste) and an optional mapping. */
export const evidenceUploadSchema = z.object({
  csv: z
    .string()
    .max(EVIDENCE_CSV_MAX_BYTES, csvTooLarge)
    .refine((s) => jsonUtf8Bytes(s) <= EVIDENCE_CSV_MAX_BYTES, csvTooLarge),
  /** The columns to use; `PUT` without one uses the saved mapping applied to this file, else the guesses. */
  mapping: columnMappingSchema.optional(),
});
export type EvidenceUpload = z.infer<typeof evidenceUploadSchema>;
export const evidenceUploadRpcSchema = evidenceUploadSchema.extend({ id: idSchema });

/** How many rows a preview shows. */
export const EVIDENCE_PREVIEW_ROWS = 20;

/** `POST .../evidence/preview`: the file read, the mapping proposed; nothing is stored. */
export const evidencePreviewSchema = z.object({
  headers: z.array(z.string()),
  /** The first EVIDENCE_PREVIEW_ROWS client rows. */
  rows: z.array(z.array(z.string())),
  rowCount: z.number().int().min(0),
  delimiter: evidenceDelimiterSchema,
  encoding: evidenceEncodingSchema,
  guesses: z.array(columnGuessSchema),
  /** The profile's saved mapping applied to these headers when there is one, else the guesses. */
  mapping: columnMappingSchema,
  /** Whether `mapping` came from the profile's saved mapping. */
  fromSaved: z.boolean(),
});
export type EvidencePreview = z.infer<typeof evidencePreviewSchema>;

/** The profile's current import (one per profile), without its rows. */
export const evidenceImportSchema = z.object({
  headers: z.array(z.string()),
  rowCount: z.number().int().min(0),
  delimiter: evidenceDelimiterSchema,
  encoding: evidenceEncodingSchema,
  /** The saved mapping, reused by the next import of the same sheet. */
  mapping: columnMappingSchema,
  createdAt: z.string(),
  createdBy: idSchema,
});
export type EvidenceImport = z.infer<typeof evidenceImportSchema>;

/** `GET`/`PUT .../evidence`: the import and its report against the profile as it is now; both null before any import. */
export const evidenceSchema = z.object({
  import: evidenceImportSchema.nullable(),
  report: evidenceReportSchema.nullable(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** One scored client of `GET .../evidence/fit`: the fit score with the row's name and value. */
export const evidenceFitItemSchema = fitScoreSchema.extend({
  name: z.string().nullable(),
  /** The value (fee or revenue from the client) read as an amount, when mapped and readable. */
  value: z.number().nullable(),
});
export type EvidenceFitItem = z.infer<typeof evidenceFitItemSchema>;
export const evidenceFitListSchema = z.array(evidenceFitItemSchema);
export const evidenceFitQuerySchema = pageQuerySchema;
export const evidenceFitRpcSchema = pageQuerySchema.extend({ id: idSchema });
