import { Global, Module, type DynamicModule, type OnApplicationShutdown, Inject } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, RpcClient } from './nats.js';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

class NatsCloser implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}
  async onApplicationShutdown(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain().catch(() => undefined);
  }
}

/**
 * Provides the process's NATS connection and an `RpcClient` on it, for calling other services and
 * publishing events. Drains the connection on shutdown.
 */
@Global()
@Module({})
export class RpcClientModule {
  static forRoot(opts: {
    url: string;
    name: string;
    timeoutMs: number;
    readHedgeMs?: number;
  }): DynamicModule {
    return {
      module: RpcClientModule,
      providers: [
        { provide: NATS_CONNECTION, useFactory: () => connectNats({ url: opts.url, name: opts.name }) },
        {
          provide: RpcClient,
          useFactory: (nc: NatsConnection) =>
            new RpcClient(nc, opts.timeoutMs, { readHedgeMs: opts.readHedgeMs }),
          inject: [NATS_CONNECTION],
        },
        NatsCloser,
      ],
      exports: [NATS_CONNECTION, RpcClient],
    };
  }
}
