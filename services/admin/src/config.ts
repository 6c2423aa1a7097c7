import { z } from 'zod';
import { envFragments, loadConfig } from '@icp-studio/service-kit';

/** The admin service's environment (see .env.example), parsed once at start-up. It has no database. */
export const adminConfigSchema = z.object({
  ...envFragments.base,
  ...envFragments.nats,
  ...envFragments.health(3105),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  return loadConfig(adminConfigSchema, env);
}
