import { AccountEventsController } from './settings/account-events.controller.js';
import { Inject, Injectable, Module, type OnApplicationShutdown, type Type } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSourceCloser, RpcClientModule } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { encryptionKey, type AiConfig } from './config.js';
import { PlaybookGenerationController } from './generation/playbook-generation.controller.js';
import { PlaybookGenerationService } from './generation/playbook-generation.service.js';
import { AI_CONFIG, REDIS } from './infra/tokens.js';
import { ProviderFactory } from './providers/factory.js';
import { ConnectionTestService } from './settings/connection-test.service.js';
import { KeyCipher } from './settings/key-cipher.js';
import { SettingsController } from './settings/settings.controller.js';
import { SettingsRepository } from './settings/settings.repository.js';
import { SettingsService } from './settings/settings.service.js';
import { UrlGuard } from './ssrf/url-guard.js';
import { AiRateLimiter } from './providers/rate-limiter.js';
import { SuggestionsController } from './suggestions/suggestions.controller.js';
import { SuggestionsService } from './suggestions/suggestions.service.js';

/** Closes Redis once the service has stopped taking messages (the kit's DataSourceCloser closes the pool). */
@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The service's Nest module, on an initialised and migrated DataSource and a connected Redis. */
export function aiModule(
  config: AiConfig,
  deps: { ds: DataSource; redis: Redis; guard: UrlGuard },
): Type<unknown> {
  @Module({
    imports: [
      RpcClientModule.forRoot({
        url: config.NATS_URL,
        name: 'ai-client',
        timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
        readHedgeMs: config.RPC_READ_HEDGE_MS,
      }),
    ],
    controllers: [
      SuggestionsController,
      SettingsController,
      PlaybookGenerationController,
      AccountEventsController,
    ],
    providers: [
      { provide: AI_CONFIG, useValue: config },
      { provide: DataSource, useValue: deps.ds },
      { provide: REDIS, useValue: deps.redis },
      { provide: UrlGuard, useValue: deps.guard },
      { provide: KeyCipher, useValue: new KeyCipher(encryptionKey(config)) },
      { provide: ProviderFactory, useValue: new ProviderFactory(config, deps.guard) },
      RedisCloser,
      DataSourceCloser,
      SettingsRepository,
      SettingsService,
      ConnectionTestService,
      AiRateLimiter,
      SuggestionsService,
      PlaybookGenerationService,
    ],
  })
  class AiModule {}
  return AiModule;
}
