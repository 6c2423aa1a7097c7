import { z } from 'zod';
import { idSchema } from './common.js';

/**
 * The admin's Reports (docs/product.md §2, Reports; `GET /api/admin/reports`): profiles and playbooks
 * created per week, the quality-score distribution and each advisor's workload. The figures come from
 * the services that own them (ICP.reportStats, PLAYBOOK.reportStats, AUTH.advisorSummaries).
 */

/** How many weeks the "created over time" chart covers, this week included. */
export const REPORT_WEEKS = 12;

/** The quality-score ranges of the distribution, lowest first; the last one includes 100. */
export const SCORE_BUCKETS = [
  { label: '0–19', min: 0, max: 19 },
  { label: '20–39', min: 20, max: 39 },
  { label: '40–59', min: 40, max: 59 },
  { label: '60–79', min: 60, max: 79 },
  { label: '80–100', min: 80, max: 100 },
] as const;

/** A UTC day as `YYYY-MM-DD`. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a YYYY-MM-DD day');

/** ICP.reportStats / PLAYBOOK.reportStats: how many weeks back, this week included. */
export const reportStatsRequestSchema = z.object({
  weeks: z.number().int().min(1).max(53).default(REPORT_WEEKS),
});
export type ReportStatsRequest = z.input<typeof reportStatsRequestSchema>;

/** One UTC week (Monday `weekStart`) and how many items were created in it. */
export const weekCountSchema = z.object({ weekStart: daySchema, count: z.number().int() });
export type WeekCount = z.infer<typeof weekCountSchema>;

/** One score range and how many profiles' overall score falls in it. */
export const scoreBucketSchema = z.object({
  label: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  count: z.number().int(),
});
export type ScoreBucket = z.infer<typeof scoreBucketSchema>;

/** ICP.reportStats: every week of the range, oldest first (zeros included), and the score buckets. */
export const icpReportStatsSchema = z.object({
  createdPerWeek: z.array(weekCountSchema),
  scoreBuckets: z.array(scoreBucketSchema),
  /** Profiles that have no quality score yet. */
  unscored: z.number().int(),
});
export type IcpReportStats = z.infer<typeof icpReportStatsSchema>;

/** PLAYBOOK.reportStats: every week of the range, oldest first (zeros included). */
export const playbookReportStatsSchema = z.object({ createdPerWeek: z.array(weekCountSchema) });
export type PlaybookReportStats = z.infer<typeof playbookReportStatsSchema>;

/** `GET /api/admin/reports`. */
export const adminReportsSchema = z.object({
  /** The last REPORT_WEEKS UTC weeks, oldest first, each with the profiles and playbooks created in it. */
  weeks: z.array(z.object({ weekStart: daySchema, profiles: z.number().int(), playbooks: z.number().int() })),
  /** SCORE_BUCKETS with their counts, lowest first. */
  scoreBuckets: z.array(scoreBucketSchema),
  /** Profiles without a quality score. */
  unscored: z.number().int(),
  /** Every advisor by name with their number of clients. */
  advisorWorkload: z.array(
    z.object({
      advisorId: idSchema,
      firstName: z.string(),
      lastName: z.string(),
      clientCount: z.number().int(),
    }),
  ),
});
export type AdminReports = z.infer<typeof adminReportsSchema>;
