import 'reflect-metadata';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  createLogger,
  logger,
  migrate,
  NATS_CONNECTION,
  startMicroservice,
  type ServiceHandle,
} from '@icp-studio/service-kit';
import { authModule, SERVICE_NAME } from './app.module.js';
import type { AuthConfig } from './config.js';
import { createAuthDataSource } from './infra/database.js';
import { healthChecks } from './infra/health.js';

export { SERVICE_NAME } from './app.module.js';

/**
 * Starts the auth service: applies its migrations, then serves its NATS subjects (queue group `auth`)
 * and the ops server on HEALTH_PORT (0 picks a free port). The admin account from ADMIN_EMAIL /
 * ADMIN_PASSWORD is ensured before the first message is taken.
 */
export async function startAuthService(
  config: AuthConfig,
  opts: { handleSignals?: boolean } = {},
): Promise<ServiceHandle> {
  createLogger(SERVICE_NAME, config.LOG_LEVEL);
  const ds = createAuthDataSource(config.DATABASE_URL);
  try {
    const applied = await migrate(ds);
    if (applied.length) logger().info({ migrations: applied }, 'migrations applied');
    return await startMicroservice({
      service: SERVICE_NAME,
      module: authModule(config, ds),
      natsUrl: config.NATS_URL,
      healthPort: config.HEALTH_PORT,
      checks: (app) => healthChecks(app.get<NatsConnection>(NATS_CONNECTION), ds),
      handleSignals: opts.handleSignals,
    });
  } catch (err) {
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    throw err;
  }
}
