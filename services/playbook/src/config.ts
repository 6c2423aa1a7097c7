import { z } from 'zod';
import { envFragments, loadConfig } from '@icp-studio/service-kit';

/** The playbook service's environment (see .env.example), parsed once at start-up. */
export const playbookConfigSchema = z.object({
  ...envFragments.base,
  ...envFragments.nats,
  ...envFragments.database,
  ...envFragments.shareLinks,
  ...envFragments.health(3103),
  /**
   * How long an advisor's list of visible clients (asked of auth with `AUTH.scope`) is kept. Assignment
   * and user events drop it at once; the time bounds staleness should an event be missed.
   */
  SCOPE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * How often the KPI review reminder sweep runs (docs/product.md §17), 15 minutes by default; 0 turns
   * it off (the first sweep runs 30 seconds after start, or one interval when that is shorter).
   */
  KPI_REMINDER_INTERVAL_MS: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || (n >= 1000 && n <= 86_400_000), 'must be 0 (off) or 1000 to 86400000')
    .default(900_000),
});
export type PlaybookConfig = z.infer<typeof playbookConfigSchema>;

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadPlaybookConfig(env: NodeJS.ProcessEnv = process.env): PlaybookConfig {
  return loadConfig(playbookConfigSchema, env);
}
