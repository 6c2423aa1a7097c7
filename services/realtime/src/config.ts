import { z } from 'zod';
import {
  DEFAULT_REDIS_KEY_PREFIX,
  DEV_SESSION_SECRET,
  envFragments,
  loadConfig,
  sessionSecrets,
  sessionSecretSchema,
} from '@icp-studio/service-kit';

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** `ALLOWED_ORIGINS`: a comma list of origins (`scheme://host[:port]`), as the gateway reads it. */
const originList = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const origins: string[] = [];
    for (const raw of v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      let url: URL | undefined;
      try {
        url = new URL(raw);
      } catch {
        url = undefined;
      }
      if (
        !url ||
        url.origin === 'null' ||
        (url.pathname !== '/' && url.pathname !== '') ||
        url.search ||
        url.hash
      ) {
        ctx.addIssue({ code: 'custom', message: `"${raw}" is not an origin (scheme://host[:port])` });
        continue;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** The realtime service's environment (see README.md), parsed once at start-up. */
export const realtimeConfigSchema = z
  .object({
    ...envFragments.base,
    ...envFragments.nats,
    ...envFragments.actorSigning,
    ...envFragments.redis,
    /** One HTTP server: `/ws` (WebSocket) and `/health`. */
    PORT: z.coerce.number().int().min(0).max(65535).default(3107),
    /** The gateway's `REDIS_KEY_PREFIX`: sessions live at `<prefix>sess:<sid>`. */
    REDIS_KEY_PREFIX: z.string().max(100).default(DEFAULT_REDIS_KEY_PREFIX),
    SESSION_SECRET: sessionSecretSchema,
    /** Every socket is pinged this often; one that did not answer the previous ping is dropped. */
    HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
    /** Presence not refreshed within this long is forgotten; reports go out every third of it. */
    PRESENCE_TTL_MS: z.coerce.number().int().min(300).max(600_000).default(30_000),
    /** Other origins (besides the request's own) whose pages may open a socket. */
    ALLOWED_ORIGINS: originList,
    MAX_ROOMS_PER_SOCKET: positiveInt(50, 1000),
    /** The largest message a client may send (a join is about 60 bytes); larger closes with 1009. */
    MAX_MESSAGE_BYTES: positiveInt(4096, 1_048_576),
    /** Open sockets per user on this instance (tabs); one more is refused with 429. */
    MAX_SOCKETS_PER_USER: positiveInt(20, 10_000),
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
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadRealtimeConfig(env: NodeJS.ProcessEnv = process.env): RealtimeConfig {
  return loadConfig(realtimeConfigSchema, env);
}

/**
 * The secrets a session cookie may be signed with: each entry of the `SESSION_SECRET` list (the gateway
 * signs with the first), and the whole value as well when it is a list, since a gateway that takes
 * `SESSION_SECRET` as one secret signs with all of it. Outside production without a secret: the
 * gateway's development secret.
 */
export function verifyingSecrets(config: RealtimeConfig): string[] {
  if (!config.SESSION_SECRET) {
    if (config.NODE_ENV === 'production')
      throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production');
    return [DEV_SESSION_SECRET];
  }
  const list = sessionSecrets(config.SESSION_SECRET);
  return list.length > 1 ? [...list, config.SESSION_SECRET] : [config.SESSION_SECRET];
}
