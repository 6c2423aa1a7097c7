import { z } from 'zod';
import { envFragments, loadConfig } from '@icp-studio/service-kit';

/** The admin service's environment (see .env.example), parsed once at start-up. It has no database. */
export const adminConfigSchema = z.object({
  ...envFragments.base,
  ...envFragments.nats,
  ...envFragments.health(3105),
  /**
   * How long a whole answer of an admin or advisor page read is kept for the actor who asked (0: never).
   * Every event that changes what those pages show drops them all at once; this bounds what no event
   * announces (docs/benchmarks.md, "Admin page reads").
   */
  ADMIN_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  return loadConfig(adminConfigSchema, env);
}
