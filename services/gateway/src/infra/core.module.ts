import { Global, Module, type DynamicModule } from '@nestjs/common';
import { RpcClientModule } from '@icp-studio/service-kit';
import type { GatewayConfig } from '../config.js';
import { ConcurrencyLimiter } from '../rate-limit/concurrency-limiter.service.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { ActorResolver } from '../session/actor-resolver.service.js';
import { SessionService } from '../session/session.service.js';
import { connectRedis } from '@icp-studio/service-kit';
import { RedisCloser } from './redis.js';
import { GATEWAY_CONFIG, REDIS } from './tokens.js';

/** The gateway's plumbing for every feature: config, NATS (RpcClient), Redis, sessions, rate limits. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        RpcClientModule.forRoot({
          url: config.NATS_URL,
          name: 'gateway',
          timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
          readHedgeMs: config.RPC_READ_HEDGE_MS,
        }),
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: REDIS, useFactory: () => connectRedis(config.REDIS_URL) },
        RedisCloser,
        ActorResolver,
        SessionService,
        RateLimiter,
        ConcurrencyLimiter,
      ],
      exports: [GATEWAY_CONFIG, REDIS, ActorResolver, SessionService, RateLimiter, ConcurrencyLimiter],
    };
  }
}
