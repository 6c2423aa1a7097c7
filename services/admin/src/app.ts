import 'reflect-metadata';
import { Module, type Type } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  NATS_CONNECTION,
  RpcClientModule,
  startMicroservice,
  type ServiceHandle,
} from '@icp-studio/service-kit';
import { AdminController } from './admin/admin.controller.js';
import { AdminService } from './admin/admin.service.js';
import type { AdminConfig } from './config.js';

export type { ServiceHandle } from '@icp-studio/service-kit';

export const SERVICE_NAME = 'admin';

/** The service's Nest module: the ADMIN handlers and a NATS client to ask auth, icp and playbook. */
export function adminModule(config: AdminConfig): Type<unknown> {
  @Module({
    imports: [
      RpcClientModule.forRoot({
        url: config.NATS_URL,
        name: 'admin-client',
        timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
        readHedgeMs: config.RPC_READ_HEDGE_MS,
      }),
    ],
    controllers: [AdminController],
    providers: [AdminService],
  })
  class AdminModule {}
  return AdminModule;
}

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
