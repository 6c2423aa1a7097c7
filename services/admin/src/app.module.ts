import { Module, type Type } from '@nestjs/common';
import { RpcClientModule } from '@icp-studio/service-kit';
import { AdminController } from './admin/admin.controller.js';
import { AdminService } from './admin/admin.service.js';
import { ReadCache } from './admin/read-cache.js';
import { ReadCacheEvents } from './admin/admin.events.js';
import type { AdminConfig } from './config.js';

export const SERVICE_NAME = 'admin';

/**
 * The service's Nest module: the ADMIN handlers, a NATS client to ask auth, icp and playbook, and the
 * read cache with the event subscriptions that keep it right.
 */
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
    providers: [
      AdminService,
      { provide: ReadCache, useFactory: () => new ReadCache(config.ADMIN_READ_CACHE_MS) },
      ReadCacheEvents,
    ],
  })
  class AdminModule {}
  return AdminModule;
}
