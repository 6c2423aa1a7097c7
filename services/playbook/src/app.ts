import 'reflect-metadata';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, migrate, startMicroservice, type ServiceHandle } from '@icp-studio/service-kit';
import { playbookModule } from './app.module.js';
import type { PlaybookConfig } from './config.js';
import { createPlaybookDataSource } from './infra/database.js';

export type { ServiceHandle } from '@icp-studio/service-kit';

/**
 * Starts the playbook service: applies pending migrations, then answers the PLAYBOOK subjects over NATS
 * and listens to the events that change its data. Tests start it in-process with
 * `{handleSignals: false}` and stop it with `close()`.
 */
export async function startPlaybookService(
  config: PlaybookConfig,
  opts: { handleSignals?: boolean } = {},
): Promise<ServiceHandle> {
  const ds = createPlaybookDataSource(config.DATABASE_URL);
  try {
    await migrate(ds);
    return await startMicroservice({
      service: 'playbook',
      module: playbookModule(config, ds),
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
