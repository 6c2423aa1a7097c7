import 'reflect-metadata';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, startMicroservice, type ServiceHandle } from '@icp-studio/service-kit';
import { adminModule, SERVICE_NAME } from './app.module.js';
import type { AdminConfig } from './config.js';

export type { ServiceHandle } from '@icp-studio/service-kit';
export { SERVICE_NAME } from './app.module.js';

/**
 * Starts the admin service: answers the ADMIN subjects (queue group `admin`) with the ops server on
 * HEALTH_PORT (0: any free port). It has no database; it reads through the services that own the data.
 * Tests start it in-process with `{handleSignals: false}` and stop it with `close()`.
 */
export function startAdminService(
  config: AdminConfig,
  opts: { handleSignals?: boolean } = {},
): Promise<ServiceHandle> {
  return startMicroservice({
    service: SERVICE_NAME,
    module: adminModule(config),
    natsUrl: config.NATS_URL,
    healthPort: config.HEALTH_PORT,
    handleSignals: opts.handleSignals,
    logLevel: config.LOG_LEVEL,
    checks: (app) => ({
      nats: () => {
        const nc = app.get<NatsConnection>(NATS_CONNECTION);
        if (nc.isClosed()) throw new Error('closed');
      },
    }),
  });
}
