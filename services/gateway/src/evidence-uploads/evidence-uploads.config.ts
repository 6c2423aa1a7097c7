import { z } from 'zod';
import { loadConfig } from '@icp-studio/service-kit';

/**
 * The uploads' part of the gateway's environment: the BullMQ prefix the icp service's queues use, under
 * which the gateway leaves an upload's bytes for the icp worker (the same QUEUE_PREFIX as the exports').
 */
export const evidenceUploadsConfigSchema = z.object({
  QUEUE_PREFIX: z.string().trim().min(1).max(100).default('icp'),
});
export type EvidenceUploadsConfig = z.infer<typeof evidenceUploadsConfigSchema>;

export function loadEvidenceUploadsConfig(env: NodeJS.ProcessEnv = process.env): EvidenceUploadsConfig {
  return loadConfig(evidenceUploadsConfigSchema, env);
}

/** DI token of the uploads' configuration. */
export const EVIDENCE_UPLOADS_CONFIG = Symbol('EVIDENCE_UPLOADS_CONFIG');
