import 'reflect-metadata';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, migrate, startMicroservice, type ServiceHandle } from '@icp-studio/service-kit';
import { icpModule, SERVICE_NAME } from './app.module.js';
import type { IcpConfig } from './config.js';
import { createIcpDataSource } from './infra/database.js';

export { SERVICE_NAME } from './app.module.js';

/**
 * Starts the icp service: applies pending migrations, then answers the ICP subjects in the `icp`
 * queue group, with `/health` (database and NATS) on HEALTH_PORT (0: any free port).
 */
export async function startIcpService(
  config: IcpConfig,
  opts: { handleSignals?: boolean } = {},
): Promise<ServiceHandle> {
  const ds = createIcpDataSource(config.DATABASE_URL);
  try {
    await migrate(ds);
    return await startMicroservice({
      service: SERVICE_NAME,
      module: icpModule(config, ds),
      natsUrl: config.NATS_URL,
      healthPort: config.HEALTH_PORT,
      handleSignals: opts.handleSignals,
      checks: (app) => ({
        database: async () => {
          await ds.query('SELECT 1');
        },
        nats: () => {
          const nc = app.get<NatsConnection>(NATS_CONNECTION);
          if (nc.isClosed()) throw new Error('closed');
        },
      }),
    });
  } catch (err) {
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    throw err;
  }
}
