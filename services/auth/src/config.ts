import { emailSchema, passwordSchema, usernameSchema } from '@icp-studio/contracts';
import { envFragments, loadConfig } from '@icp-studio/service-kit';
import { z } from 'zod';

/** An unset variable and an empty one (`SMTP_URL=` in .env) mean the same: not configured. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const ARGON2_MIN_MEMORY_KIB = 19456;
export const ARGON2_MIN_TIME_COST = 2;

/** The auth service's environment (see .env.example). Parsed once at start-up. */
export const authConfigSchema = z.object({
  ...envFragments.base,
  ...envFragments.nats,
  ...envFragments.database,
  ...envFragments.health(3101),
  /** Public URL of the web app; reset links point at `${APP_URL}/reset-password/<token>`. */
  APP_URL: z
    .url({ message: 'APP_URL must be an absolute URL' })
    .default('http://localhost:8080')
    .transform((v) => v.replace(/\/+$/, '')),
  /** e.g. smtp://127.0.0.1:1025 or smtps://user:pass@mail.example.com. Unset: reset links are logged. */
  SMTP_URL: optional(z.url({ message: 'SMTP_URL must be a URL such as smtp://host:port' })),
  MAIL_FROM: z.string().trim().min(1).default('ICP Studio <no-reply@icp-studio.local>'),
  /**
   * How often a user on the daily digest gets it (docs/product.md §15); default a day. Digest sweeps run
   * this often, at most every 15 minutes.
   */
  NOTIFICATION_DIGEST_INTERVAL_MS: z.coerce.number().int().min(1000).max(604_800_000).default(86_400_000),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** The first admin, created or updated at start-up; skipped (with a warning) when either is unset. */
  ADMIN_EMAIL: optional(emailSchema),
  ADMIN_PASSWORD: optional(passwordSchema),
  ADMIN_USERNAME: optional(usernameSchema).transform((v) => v ?? 'admin'),
  ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(ARGON2_MIN_MEMORY_KIB, `ARGON2_MEMORY_KIB must be at least ${ARGON2_MIN_MEMORY_KIB}`)
    .max(4_194_304)
    .default(ARGON2_MIN_MEMORY_KIB),
  ARGON2_TIME_COST: z.coerce
    .number()
    .int()
    .min(ARGON2_MIN_TIME_COST, `ARGON2_TIME_COST must be at least ${ARGON2_MIN_TIME_COST}`)
    .max(20)
    .default(ARGON2_MIN_TIME_COST),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}
