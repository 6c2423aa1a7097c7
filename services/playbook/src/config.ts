import { z } from 'zod';
import { envFragments, loadConfig } from '@icp-studio/service-kit';

/** The playbook service's environment (see .env.example), parsed once at start-up. */
export const playbookConfigSchema = z.object({
  ...envFragments.base,
  ...envFragments.nats,
  ...envFragments.database,
  ...envFragments.health(3103),
  /**
   * How long an advisor's list of visible clients (asked of auth with `AUTH.scope`) is kept. Assignment
   * and user events drop it at once; the time bounds staleness should an event be missed.
   */
  SCOPE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
});
export type PlaybookConfig = z.infer<typeof playbookConfigSchema>;

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadPlaybookConfig(env: NodeJS.ProcessEnv = process.env): PlaybookConfig {
  return loadConfig(playbookConfigSchema, env);
}
