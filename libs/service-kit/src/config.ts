import { z } from 'zod';

/**
 * Parses a service's environment once at start-up with its zod schema. On failure it throws one error
 * listing every bad variable, so an operator fixes them all in one go.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Fragments each service composes into its own `config.ts`. */
export const envFragments = {
  base: {
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  },
  nats: {
    NATS_URL: z.string().min(1).default('nats://127.0.0.1:4222'),
    /** The deadline of every request over NATS. */
    NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
    /**
     * A read (an idempotent request: the gateway's GET routes) with no answer after this long is asked
     * once more, and the first answer wins: the instance that had it may have died (NATS then hands the
     * second asking to a live one). 0: never asked twice.
     */
    RPC_READ_HEDGE_MS: z.coerce.number().int().min(0).max(120_000).default(1000),
    /**
     * The public keys that verify the signed actor of every request, `<issuer>:<base64 SPKI>` by comma
     * (docs/developing.md, "Who is asking: signed actors"). Checked when the process starts (it refuses
     * to start without them); scripts/actor-keys.mjs makes them.
     */
    ACTOR_PUBLIC_KEYS: z.string().optional(),
    /** How long an actor's signature holds, in ms: longer than any request deadline or a job's wait. */
    ACTOR_PROOF_TTL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  },
  /** The gateway's and realtime's own private key, which signs the actor of their requests. */
  actorSigning: {
    ACTOR_SIGNING_KEY: z.string().optional(),
  },
  /**
   * The key share-link tokens are derived with (docs/product.md §14, "Copy again"), the same in the icp
   * and playbook services; at least 32 characters. Unset: a fixed development key outside production;
   * in production, links get random tokens shown once.
   */
  shareLinks: {
    SHARE_LINK_KEY: z.string().min(32, 'SHARE_LINK_KEY must be at least 32 characters').optional(),
  },
  database: {
    DATABASE_URL: z.string().min(1).default('postgres://postgres@127.0.0.1:5432/icp_studio'),
  },
  redis: {
    REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  },
  health: (defaultPort: number) => ({
    HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
  }),
  bool,
} as const;

/**
 * The address every HTTP listener of a process binds to (the gateway, realtime, each ops server):
 * `BIND_HOST`, 127.0.0.1 by default, so under `make up` nothing but the edge is reachable from other
 * machines. Containers set 0.0.0.0 (docker-compose.yml, k8s/), where their own network decides who
 * reaches them.
 */
export function bindHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.BIND_HOST?.trim() || '127.0.0.1';
}
