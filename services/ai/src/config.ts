import { z } from 'zod';
import { aiOperatorProviderSchema } from '@icp-studio/contracts';
import { envFragments, loadConfig } from '@icp-studio/service-kit';

/** Used outside production when AI_ENCRYPTION_KEY is empty, so `make dev` and tests run without setup. */
const DEV_ENCRYPTION_KEY = Buffer.from('icp-studio-dev-only-ai-key-0123!').toString('base64');

const modelList = (fallback: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => {
      const list = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return list.length ? list : fallback;
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Current model ids (docs/product.md): the first of each list is the provider's default. */
export const DEFAULT_MODELS = {
  openai: ['gpt-5', 'gpt-5-mini', 'gpt-4.1', 'gpt-4o'],
  anthropic: ['claude-sonnet-5-5', 'claude-haiku-5-5'],
  gemini: ['gemini-2.5-flash', 'gemini-2.5-pro'],
} as const;

const shape = {
  ...envFragments.base,
  ...envFragments.nats,
  ...envFragments.database,
  ...envFragments.redis,
  ...envFragments.health(3104),
  /** 32 bytes, base64: encrypts users' API keys at rest (AES-256-GCM). Required in production. */
  AI_ENCRYPTION_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const bytes = Buffer.from(v, 'base64');
      if (bytes.length !== 32 || bytes.toString('base64').replace(/=+$/, '') !== v.replace(/=+$/, '')) {
        ctx.addIssue({ code: 'custom', message: 'AI_ENCRYPTION_KEY must be 32 bytes in base64' });
        return z.NEVER;
      }
      return v;
    }),
  /** The installation's provider behind "Use built-in AI"; empty or 'builtin': the offline engine. */
  AI_PROVIDER: z
    .union([aiOperatorProviderSchema, z.literal('')])
    .optional()
    .transform((v) => (v ? v : 'builtin')),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  /** The operator's endpoint (custom; optional for openai and anthropic). Trusted: not SSRF-checked. */
  AI_BASE_URL: optionalText.refine((v) => v === undefined || URL.canParse(v), 'AI_BASE_URL must be a URL'),
  /** Deadline of one AI request to a provider, retry of an unusable answer included (504 when passed). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Lets users' custom URLs reach private, loopback and link-local addresses (a company-internal vLLM). */
  AI_ALLOW_PRIVATE_URLS: envFragments.bool,
  /** AI requests per user and minute to external providers (429 past it). */
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** The same for the offline engine (cheap); 0 = no limit. */
  AI_BUILTIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
  /** Model lists offered per provider (comma lists); the first is the default. */
  AI_MODELS_OPENAI: modelList([...DEFAULT_MODELS.openai]),
  AI_MODELS_ANTHROPIC: modelList([...DEFAULT_MODELS.anthropic]),
  AI_MODELS_GEMINI: modelList([...DEFAULT_MODELS.gemini]),
  /** Prefix of the Redis keys of the per-user rate limits. */
  AI_REDIS_KEY_PREFIX: z.string().max(100).default('icp:ai:'),
  /** BullMQ key prefix of the queues (tests use their own). */
  QUEUE_PREFIX: z.string().min(1).max(100).default('icp'),
  /** Analysis jobs one worker runs at once. */
  AI_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
  /** Finished jobs kept (count; and at most a day / a week), so the queue cannot grow without bound. */
  AI_JOBS_KEEP_COMPLETED: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  AI_JOBS_KEEP_FAILED: z.coerce.number().int().min(0).max(1_000_000).default(5000),
};

function refineOperator(
  c: {
    NODE_ENV: string;
    AI_ENCRYPTION_KEY?: string;
    AI_PROVIDER: string;
    AI_API_KEY?: string;
    AI_BASE_URL?: string;
  },
  ctx: z.RefinementCtx,
) {
  if (c.NODE_ENV === 'production' && !c.AI_ENCRYPTION_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_ENCRYPTION_KEY'],
      message: 'AI_ENCRYPTION_KEY is required in production (32 bytes, base64)',
    });
  }
  if (['openai', 'anthropic', 'gemini'].includes(c.AI_PROVIDER) && !c.AI_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_API_KEY'],
      message: `AI_API_KEY is required when AI_PROVIDER=${c.AI_PROVIDER}`,
    });
  }
  if (c.AI_PROVIDER === 'custom' && !c.AI_BASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_BASE_URL'],
      message: 'AI_BASE_URL is required when AI_PROVIDER=custom',
    });
  }
}

/** The ai service's environment (request handlers, `dist/main.js`). */
export const aiConfigSchema = z.object(shape).superRefine(refineOperator);
export type AiConfig = z.infer<typeof aiConfigSchema>;

/** The analysis worker's environment (`dist/worker.js`): the same, with its own health port. */
export const aiWorkerConfigSchema = z
  .object({ ...shape, ...envFragments.health(3114) })
  .superRefine(refineOperator);

export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  return loadConfig(aiConfigSchema as unknown as z.ZodObject, env) as AiConfig;
}

export function loadAiWorkerConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  return loadConfig(aiWorkerConfigSchema as unknown as z.ZodObject, env) as AiConfig;
}

/** The key that encrypts users' API keys: the configured one, or outside production a fixed dev key. */
export function encryptionKey(config: AiConfig): Buffer {
  if (config.AI_ENCRYPTION_KEY) return Buffer.from(config.AI_ENCRYPTION_KEY, 'base64');
  if (config.NODE_ENV === 'production') throw new Error('AI_ENCRYPTION_KEY is required in production');
  return Buffer.from(DEV_ENCRYPTION_KEY, 'base64');
}
