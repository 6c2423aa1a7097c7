import { z } from 'zod';
import { envFragments } from '@icp-studio/service-kit';

/** The icp service's environment, parsed once at start-up (see `loadConfig`). */
export const icpConfigSchema = z.object({
  ...envFragments.base,
  ...envFragments.nats,
  ...envFragments.database,
  ...envFragments.shareLinks,
  ...envFragments.health(3102),
  /**
   * How long an advisor's list of visible clients (asked of auth with `AUTH.scope`) is kept. Assignment
   * and user events clear it at once; the time bounds staleness when an event is missed.
   */
  SCOPE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  ...envFragments.redis,
  /**
   * After the rubric, `ICP.analyze` queues the AI analysis (BullMQ queue `ai-analysis` in Redis, run by
   * the ai worker). 'false': no AI analysis (the score's aiStatus stays 'none').
   */
  AI_ANALYSIS_ENABLED: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** BullMQ key prefix of the queues (the ai worker uses the same). */
  QUEUE_PREFIX: z.string().min(1).max(100).default('icp'),
  /** First retry delay of a failed AI analysis (exponential backoff, 3 attempts). */
  AI_ANALYSIS_BACKOFF_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Finished AI analysis jobs kept in Redis (count; and at most a day / a week). */
  AI_JOBS_KEEP_COMPLETED: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  AI_JOBS_KEEP_FAILED: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /**
   * The score follows the profile (docs/product.md §10): each save queues a re-score (BullMQ queue
   * `score-refresh`, run by the icp instances themselves). 'false': no re-score; a save leaves the
   * score marked stale until Analyze.
   */
  SCORE_REFRESH_ENABLED: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** Re-scores one instance runs at once (each a few milliseconds of rubric and one write). */
  SCORE_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** First retry delay of a failed re-score (exponential backoff, 3 attempts). */
  SCORE_REFRESH_BACKOFF_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /**
   * Uploaded client lists one instance reads at once (docs/evidence.md, "Uploads"; BullMQ queue
   * `evidence-upload`): each holds a file of up to 10 MB and its parsed rows in memory for about a second.
   */
  EVIDENCE_UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Worker threads of each instance for the heavy work on client lists (docs/evidence.md, "Where the
   * work runs"): reading uploads, the evidence report, scoring every row, the scored CSV. 0: inline, on
   * the event loop that answers requests (only for debugging).
   */
  EVIDENCE_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  /** Uploads one user may have queued or being read at once; past it 429 (0: no cap; docs/limits.md). */
  EVIDENCE_UPLOADS_PER_USER: z.coerce.number().int().min(0).max(1000).default(2),
});
export type IcpConfig = z.infer<typeof icpConfigSchema>;
