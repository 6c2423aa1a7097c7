import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common.js';
import {
  columnMappingSchema,
  evidenceFitItemSchema,
  evidenceSchema,
  evidenceUploadSchema,
  fitDisqualificationSchema,
  fitTierSchema,
} from './evidence.js';

/*
 * The fit tab (docs/evidence.md, "Stored scores", "Distribution", "Prospect scoring"): stored scores with
 * what moved since the previous set, the distribution, sorting, the scored list as CSV in one pass and
 * scoring a prospect list without storing it.
 */

/** Buckets of the score histogram: 0-9, 10-19, ..., 80-89, 90-100. */
export const FIT_HISTOGRAM_BUCKETS = 10;

/** How many clients are in each tier, and how many have too little data for a score. */
export const fitTierCountsSchema = z.object({
  A: z.number().int().min(0),
  B: z.number().int().min(0),
  C: z.number().int().min(0),
  D: z.number().int().min(0),
  insufficient: z.number().int().min(0),
});
export type FitTierCounts = z.infer<typeof fitTierCountsSchema>;

/** A client whose score moved between the previous set and this one. */
export const fitMoverSchema = z.object({
  row: z.number().int().positive(),
  clientId: z.string().nullable(),
  name: z.string().nullable(),
  score: z.number().int().nullable(),
  tier: fitTierSchema.nullable(),
  previousScore: z.number().int().nullable(),
  previousTier: fitTierSchema.nullable(),
});
export type FitMover = z.infer<typeof fitMoverSchema>;

/** How many movers `biggestMovers` lists. */
export const FIT_MOVERS_SHOWN = 5;

/** What moved since the previous set of scores (null before the first recompute). */
export const fitChangesSchema = z.object({
  /** Why the scores were recomputed: the profile was saved, the rules changed, or both. */
  reason: z.enum(['profile', 'rules', 'both']),
  /** The profile version (its `updatedAt`) and rules version the previous set was computed for. */
  previousProfileUpdatedAt: z.string(),
  previousRulesVersion: z.number().int(),
  /** Clients whose tier went up (D towards A) or down; scored in both sets. */
  up: z.number().int().min(0),
  down: z.number().int().min(0),
  /** Clients whose score changed within the same tier. */
  sameTierChanged: z.number().int().min(0),
  /** Clients scored now that had insufficient data before, and the other way round. */
  newScores: z.number().int().min(0),
  lostScores: z.number().int().min(0),
  /** The largest changes of score, largest first (at most FIT_MOVERS_SHOWN). */
  biggestMovers: z.array(fitMoverSchema),
});
export type FitChanges = z.infer<typeof fitChangesSchema>;

/** The stored fit scores of the import at a glance. */
export const evidenceFitSummarySchema = z.object({
  rulesVersion: z.number().int(),
  /** The profile version (its `updatedAt`) the scores follow. */
  profileUpdatedAt: z.string(),
  computedAt: z.string(),
  tiers: fitTierCountsSchema,
  /** Scored clients per bucket of ten points (the last is 90-100). */
  histogram: z.array(z.number().int().min(0)).length(FIT_HISTOGRAM_BUCKETS),
  changes: fitChangesSchema.nullable(),
});
export type EvidenceFitSummary = z.infer<typeof evidenceFitSummarySchema>;

/** `GET`/`PUT .../evidence` with the fit summary (null before any import; always present in answers). */
export const evidenceWithFitSchema = evidenceSchema.extend({
  fit: evidenceFitSummarySchema.nullable().optional(),
});
export type EvidenceWithFit = z.infer<typeof evidenceWithFitSchema>;

/** A fit item with its score in the previous set (both null without one, or for a new score). */
export const evidenceFitRankedItemSchema = evidenceFitItemSchema.extend({
  previousScore: z.number().int().nullable().optional(),
  previousTier: fitTierSchema.nullable().optional(),
});
export type EvidenceFitRankedItem = z.infer<typeof evidenceFitRankedItemSchema>;
export const evidenceFitRankedListSchema = z.array(evidenceFitRankedItemSchema);

export const evidenceFitSortSchema = z.enum(['fit', 'value']);
export type EvidenceFitSort = z.infer<typeof evidenceFitSortSchema>;
export const sortOrderSchema = z.enum(['asc', 'desc']);

/**
 * `GET .../evidence/fit`: paging, and the order. `sort=fit` (default): scored rows by score, then those
 * with insufficient data; `sort=value`: rows with a value by value, then those without. `order` (default
 * desc) orders the first group; the rest always comes last, and sheet order breaks ties.
 */
export const evidenceFitSortedQuerySchema = pageQuerySchema.extend({
  sort: evidenceFitSortSchema.default('fit'),
  order: sortOrderSchema.default('desc'),
});
export type EvidenceFitSortedQuery = z.infer<typeof evidenceFitSortedQuerySchema>;
export const evidenceFitSortedRpcSchema = evidenceFitSortedQuerySchema.extend({ id: idSchema });

/* ---- the scored list as CSV, written once by the icp service ---- */

/** `standard`: the file's order with points and reasons per attribute; `hubspot`: for HubSpot's importer. */
export const fitCsvLayoutSchema = z.enum(['standard', 'hubspot']);
export type FitCsvLayout = z.infer<typeof fitCsvLayoutSchema>;
export const evidenceFitCsvQuerySchema = z.object({ layout: fitCsvLayoutSchema.default('standard') });
/**
 * `stream`: answer at once and write the file in chunks (docs/evidence.md, "Scored list as CSV"), so
 * the download's wait is not the request's deadline; without it, the whole file is written first.
 */
export const evidenceFitCsvRpcSchema = evidenceFitCsvQuerySchema.extend({
  id: idSchema,
  stream: z.boolean().optional(),
});
/**
 * The CSV's Redis key (read once, then deleted; it expires on its own), its size and its data rows.
 * `streamed`: the key is a Redis list the file is pushed to in chunks as it is written, ended by an
 * empty chunk (`bytes` is then 0: not known yet); an error while writing pushes FIT_CSV_STREAM_FAILED.
 */
export const evidenceFitCsvResultSchema = z.object({
  key: z.string(),
  bytes: z.number().int().min(0),
  rows: z.number().int().min(0),
  streamed: z.boolean().optional(),
});
/** The chunk a streamed scored CSV ends with when its writing failed (after what was written). */
export const FIT_CSV_STREAM_FAILED = '\u0000failed';
export type EvidenceFitCsvResult = z.infer<typeof evidenceFitCsvResultSchema>;

/* ---- prospect scoring: `POST .../evidence/score` ---- */

/** Most rows a prospect answer lists (its answer must fit in one message too). */
export const PROSPECT_SCORE_MAX_ITEMS = 2000;

export const prospectScoreRequestSchema = evidenceUploadSchema.extend({
  /** How many of the best rows to answer (default and most: PROSPECT_SCORE_MAX_ITEMS). */
  limit: z.number().int().min(1).max(PROSPECT_SCORE_MAX_ITEMS).optional(),
});
export type ProspectScoreRequest = z.infer<typeof prospectScoreRequestSchema>;
export const prospectScoreRpcSchema = prospectScoreRequestSchema.extend({ id: idSchema });

export const prospectScoreItemSchema = z.object({
  /** The row's spreadsheet row number. */
  row: z.number().int().positive(),
  clientId: z.string().nullable(),
  name: z.string().nullable(),
  score: z.number().int().min(0).max(100).nullable(),
  tier: fitTierSchema.nullable(),
  status: z.enum(['scored', 'insufficient_data']),
  /** One sentence per attribute compared. */
  reasons: z.array(z.string()),
  /** The profile's disqualifiers (Not a fit) the prospect hits, as in the client list (empty: none). */
  disqualifiedBy: z.array(fitDisqualificationSchema).optional(),
  /** The score before the Not a fit cap, when the cap lowered it. */
  uncappedScore: z.number().int().min(0).max(100).nullable().optional(),
  /** Attributes known in the row / compared, and how little the score knows (FitScore.coverage). */
  known: z.number().int().min(0).optional(),
  compared: z.number().int().min(0).optional(),
  coverage: z.string().nullable().optional(),
});
export type ProspectScoreItem = z.infer<typeof prospectScoreItemSchema>;

export const prospectScoreResultSchema = z.object({
  /** The columns used (the chosen mapping, else the saved one applied, else the guesses). */
  mapping: columnMappingSchema,
  rowCount: z.number().int().min(0),
  rulesVersion: z.number().int(),
  tiers: fitTierCountsSchema,
  /** Best first (insufficient data last, sheet order within a tie); at most `limit`. */
  items: z.array(prospectScoreItemSchema),
  /** Whether rows were left out of `items` (past `limit`, or to keep the answer under 1 MB). */
  truncated: z.boolean(),
});
export type ProspectScoreResult = z.infer<typeof prospectScoreResultSchema>;
