import { z } from 'zod';
import { loadConfig } from '@icp-studio/service-kit';

/**
 * The PDF exports' part of the gateway's environment (see .env.example, `# --- pdf ---`). Read on its own
 * so the feature stays in its folder; parsed once when the module starts, failing with every bad variable.
 * Redis is the gateway's own (REDIS_URL).
 */
export const exportsConfigSchema = z.object({
  /** Prefix of the BullMQ keys; the pdf worker listens under the same one. */
  QUEUE_PREFIX: z.string().trim().min(1).max(100).default('icp'),
  /** How long an export may take, queueing included, before it answers 504. */
  PDF_EXPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
});
export type ExportsConfig = z.infer<typeof exportsConfigSchema>;

export function loadExportsConfig(env: NodeJS.ProcessEnv = process.env): ExportsConfig {
  return loadConfig(exportsConfigSchema, env);
}
