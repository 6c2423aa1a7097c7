import { randomBytes } from 'node:crypto';
import { generateActorKeyPair } from '../actor-proof.js';

/**
 * Test infrastructure: the servers come from environment variables and default to the local ones
 * (PostgreSQL, Redis and NATS on 127.0.0.1).
 */
export const testEnv = {
  postgresAdminUrl: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  natsUrl: process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/**
 * The keys of signed actors (docs/developing.md, "Who is asking: signed actors"): a fresh pair for this
 * test process, the gateway's, unless the environment names them. The test's own RPC clients sign as
 * the gateway does; the services started in this process verify with the public half.
 */
export function useActorKeys(env: NodeJS.ProcessEnv = process.env): void {
  if (env.ACTOR_PUBLIC_KEYS) return;
  const pair = generateActorKeyPair();
  env.ACTOR_PUBLIC_KEYS = `gateway:${pair.publicKey}`;
  env.ACTOR_SIGNING_KEY = pair.privateKey;
}
useActorKeys();

/** A unique suffix so parallel test files never share queue groups or keys. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/**
 * Gives this test file a NATS subject prefix of its own (`<tag><suffix>.`), so that parallel runs never
 * answer each other's requests; call at the top of a test file, before anything starts. Also quiets the
 * services' logs unless LOG_LEVEL says otherwise.
 */
export function useOwnSubjectPrefix(tag = 't', logLevel = 'error'): string {
  const prefix = `${tag}${uniqueSuffix()}.`;
  process.env.NATS_SUBJECT_PREFIX = prefix;
  process.env.LOG_LEVEL ??= logLevel;
  return prefix;
}
