import 'reflect-metadata';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { NATS_CONNECTION, migrate, startMicroservice, type ServiceHandle } from '@icp-studio/service-kit';
import { connectRedis } from '@icp-studio/service-kit';
import { aiModule } from './app.module.js';
import { encryptionKey, type AiConfig } from './config.js';
import { createAiDataSource } from './infra/database.js';
import { UrlGuard, type Resolver } from './ssrf/url-guard.js';

export type { ServiceHandle } from '@icp-studio/service-kit';

export interface AiServiceOptions {
  handleSignals?: boolean;
  /** The SSRF guard's DNS resolver (tests inject a map). */
  resolver?: Resolver;
}

/**
 * Starts the ai service (request handlers): applies pending migrations, then answers the AI subjects
 * over NATS in the `ai` queue group, with `/health` (database, Redis, NATS) on HEALTH_PORT. The analysis
 * worker is a process of its own (`startAiWorker`, dist/worker.js).
 */
export async function startAiService(config: AiConfig, opts: AiServiceOptions = {}): Promise<ServiceHandle> {
  encryptionKey(config); // fails before anything starts when production has no key
  const ds = createAiDataSource(config.DATABASE_URL);
  let redis: Redis | undefined;
  try {
    await migrate(ds);
    redis = await connectRedis(config.REDIS_URL);
    const guard = new UrlGuard({ allowPrivate: config.AI_ALLOW_PRIVATE_URLS, resolver: opts.resolver });
    const r = redis;
    return await startMicroservice({
      service: 'ai',
      module: aiModule(config, { ds, redis: r, guard }),
      natsUrl: config.NATS_URL,
      healthPort: config.HEALTH_PORT,
      handleSignals: opts.handleSignals,
      logLevel: config.LOG_LEVEL,
      checks: (app) => ({
        database: async () => {
          await ds.query('SELECT 1');
        },
        redis: async () => {
          await r.ping();
        },
        nats: () => {
          const nc = app.get<NatsConnection>(NATS_CONNECTION);
          if (nc.isClosed()) throw new Error('closed');
        },
      }),
    });
  } catch (err) {
    redis?.disconnect();
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    throw err;
  }
}
