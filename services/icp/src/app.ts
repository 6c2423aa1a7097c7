import 'reflect-metadata';
import { Module, type Type } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  DataSourceCloser,
  NATS_CONNECTION,
  RpcClientModule,
  migrate,
  startMicroservice,
  type ServiceHandle,
} from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import type { IcpConfig } from './config.js';
import { createIcpDataSource } from './infra/db.js';
import { ICP_CONFIG } from './infra/tokens.js';
import { AccessEvents } from './access/access.events.js';
import { AccessService } from './access/access.service.js';
import { IcpEvents } from './icps/icp-events.js';
import { IcpsController } from './icps/icps.controller.js';
import { IcpsRepository } from './icps/icps.repository.js';
import { IcpsService } from './icps/icps.service.js';
import { DraftsController } from './drafts/drafts.controller.js';
import { DraftsRepository } from './drafts/drafts.repository.js';
import { DraftsService } from './drafts/drafts.service.js';
import { ScoresController } from './scoring/scores.controller.js';
import { AiAnalysisQueue } from './scoring/ai-analysis.queue.js';
import { ScoresRepository } from './scoring/scores.repository.js';
import { ScoringService } from './scoring/scoring.service.js';

export const SERVICE_NAME = 'icp';

/** The root module of one running instance, bound to its configuration and its open DataSource. */
export function icpModule(config: IcpConfig, ds: DataSource): Type<unknown> {
  @Module({
    imports: [
      RpcClientModule.forRoot({
        url: config.NATS_URL,
        name: SERVICE_NAME,
        timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
      }),
    ],
    controllers: [IcpsController, DraftsController, ScoresController],
    providers: [
      { provide: ICP_CONFIG, useValue: config },
      { provide: DataSource, useValue: ds },
      DataSourceCloser,
      AccessService,
      AccessEvents,
      IcpEvents,
      IcpsRepository,
      IcpsService,
      DraftsRepository,
      DraftsService,
      AiAnalysisQueue,
      ScoresRepository,
      ScoringService,
    ],
  })
  class IcpModule {}
  return IcpModule;
}

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
