import { z } from 'zod';
import {
  DEFAULT_REDIS_KEY_PREFIX,
  DEV_SESSION_SECRET,
  envFragments,
  loadConfig,
  sessionSecretSchema,
} from '@icp-studio/service-kit';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/**
 * `TRUST_PROXY` in Express's forms, which Fastify takes too: 'true' / 'false', a hop count, or a comma list of addresses,
 * subnets and the names 'loopback', 'linklocal', 'uniquelocal'. Trust exactly the edge: its
 * X-Forwarded-For then names the client (the edge overwrites it with the address it saw). The default,
 * 127.0.0.1, is the edge of `make up`; compose and Kubernetes trust one hop (only the edge reaches the
 * gateway there).
 */
const trustProxy = z
  .string()
  .trim()
  .default('127.0.0.1')
  .transform((v): boolean | number | string => {
    if (v === 'true') return true;
    if (v === 'false' || v === '') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

/** `ALLOWED_ORIGINS`: a comma list of origins (`scheme://host[:port]`) allowed to send state-changing requests. */
const originList = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const origins: string[] = [];
    for (const raw of v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${raw}" is not an origin (scheme://host[:port])` });
        continue;
      }
      if (url.origin === 'null' || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
        ctx.addIssue({ code: 'custom', message: `"${raw}" is not an origin (scheme://host[:port])` });
        continue;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** The gateway's environment (see services/gateway/README.md). */
export const gatewayConfigSchema = z
  .object({
    ...envFragments.base,
    ...envFragments.nats,
    ...envFragments.actorSigning,
    ...envFragments.redis,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * The ops port: `/metrics` (Prometheus), `/health` and `/live`, for operators and Prometheus only
     * (never routed by the edge). Unset: 3100, or a free port when PORT is 0 (tests).
     */
    OPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /**
     * On SIGTERM, how long the gateway keeps serving while its /health answers 503 (draining), so the
     * edge stops sending it requests before it closes. 0 under Kubernetes (its preStop waits instead).
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** Prefix of every Redis key the gateway writes (sessions, rate limits). */
    REDIS_KEY_PREFIX: z.string().max(100).default(DEFAULT_REDIS_KEY_PREFIX),
    /** Signs the session cookie. Required in production; a fixed development value otherwise. */
    SESSION_SECRET: sessionSecretSchema,
    /** Idle timeout (rolling): a session unused this long ends. Fractions allowed (tests). */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .positive()
      .max(60 * 24 * 365)
      .default(60 * 24),
    /** Absolute lifetime from sign-in, whatever the activity. */
    SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(24 * 7),
    /** How long a resolved actor (user + role + session version) is reused before asking auth again. */
    ACTOR_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    TRUST_PROXY: trustProxy,
    ALLOWED_ORIGINS: originList,
    RATE_LIMIT_ENABLED: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => v !== 'false' && v !== '0'),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
    RATE_LIMIT_LOGIN_PER_IP: positiveInt(20),
    /** Sign-in attempts on one account from one address (429 past it, for that pair only). */
    RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: positiveInt(5),
    /** Sign-in attempts on one account from all addresses, past which each attempt is delayed (never refused). */
    RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
    /** The delay of each sign-in attempt on an account past its ceiling. */
    RATE_LIMIT_LOGIN_ACCOUNT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1500),
    RATE_LIMIT_REGISTER_PER_IP: positiveInt(10),
    RATE_LIMIT_FORGOT_PER_IP: positiveInt(10),
    RATE_LIMIT_FORGOT_PER_EMAIL: positiveInt(5),
    RATE_LIMIT_RESET_PER_IP: positiveInt(20),
    /** Opens of share pages (`GET /api/shared/{token}`) per address and window, live links or not. */
    RATE_LIMIT_SHARED_PER_IP: positiveInt(300),
    /** Exports (PDF, Word, persona PNG) one user may have running at once; past it 429 (0: no cap; docs/limits.md). */
    EXPORTS_PER_USER: z.coerce.number().int().min(0).max(1000).default(4),
    /** Client list uploads one user may have in flight through the gateway at once (0: no cap). */
    IMPORTS_PER_USER: z.coerce.number().int().min(0).max(1000).default(2),
    /** The most Retry-After a per-user cap's 429 says (less when a lease ends sooner). */
    CONCURRENCY_RETRY_AFTER_SECONDS: positiveInt(5),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required in production',
      });
    }
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Parses the gateway's environment; throws one error listing every bad variable. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}

/** The ops port (`/metrics`): OPS_PORT, else 3100, or a free port when PORT is 0 (tests). */
export function opsPort(config: GatewayConfig): number {
  return config.OPS_PORT ?? (config.PORT === 0 ? 0 : 3100);
}

/** The cookie-signing secret: the configured one, or (outside production only) a fixed development value. */
export function sessionSecret(config: GatewayConfig): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production');
  return DEV_SESSION_SECRET;
}
