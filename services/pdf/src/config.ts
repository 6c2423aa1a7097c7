import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { envFragments, loadConfig } from '@icp-studio/service-kit';

const ms = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** The pdf worker's environment (see .env.example), parsed once at start-up. */
export const pdfConfigSchema = z
  .object({
    ...envFragments.base,
    ...envFragments.nats,
    ...envFragments.redis,
    ...envFragments.health(3106),
    /** Prefix of the BullMQ keys in Redis; the gateway enqueues under the same one. */
    QUEUE_PREFIX: z.string().trim().min(1).max(100).default('icp'),
    /** Debian's Chromium. */
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    /** Warm pages kept open, and jobs rendered at once (default: the cores this process may use). */
    PDF_POOL_SIZE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(32).default(availableParallelism()),
    ),
    /** A render that takes longer fails (and is retried). */
    PDF_RENDER_TIMEOUT_MS: ms(1000, 120_000, 20_000),
    /** How long a finished PDF waits in Redis for the gateway to collect it. */
    PDF_RESULT_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
    /**
     * A job's lock: a worker renews it while it renders; when a worker dies, the lock runs out and another
     * worker's stalled-job check (every PDF_STALLED_INTERVAL_MS) takes the job again.
     */
    PDF_LOCK_DURATION_MS: ms(1000, 600_000, 10_000),
    PDF_STALLED_INTERVAL_MS: ms(500, 600_000, 5000),
    /** Test only (refused in production): wait this long before each render, to catch a job mid-flight. */
    PDF_TEST_DELAY_MS: ms(0, 120_000, 0),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.PDF_TEST_DELAY_MS > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['PDF_TEST_DELAY_MS'],
        message: 'PDF_TEST_DELAY_MS is for tests only',
      });
  });
export type PdfConfig = z.infer<typeof pdfConfigSchema>;

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadPdfConfig(env: NodeJS.ProcessEnv = process.env): PdfConfig {
  return loadConfig(pdfConfigSchema, env);
}
