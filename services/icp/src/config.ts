import { z } from 'zod';
import { envFragments } from '@icp-studio/service-kit';

/** The icp service's environment, parsed once at start-up (see `loadConfig`). */
export const icpConfigSchema = z.object({
  ...envFragments.base,
  ...envFragments.nats,
  ...envFragments.database,
  ...envFragments.health(3102),
  /**
   * How long an advisor's list of visible clients (asked of auth with `AUTH.scope`) is kept. Assignment
   * and user events clear it at once; the time bounds staleness when an event is missed.
   */
  SCOPE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
});
export type IcpConfig = z.infer<typeof icpConfigSchema>;
