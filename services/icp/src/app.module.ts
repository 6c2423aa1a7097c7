import { Module, type Type } from '@nestjs/common';
import { DataSourceCloser, RpcClientModule } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import type { IcpConfig } from './config.js';
import { ICP_CONFIG } from './infra/tokens.js';
import { AccountController } from './account/account.controller.js';
import { AccountRepository } from './account/account.repository.js';
import { AccessEvents } from './access/access.events.js';
import { AccessService } from './access/access.service.js';
import { IcpEvents } from './events/icp.events.js';
import { IcpsController } from './icps/icps.controller.js';
import { IcpsRepository } from './icps/icps.repository.js';
import { IcpsService } from './icps/icps.service.js';
import { DraftsController } from './drafts/drafts.controller.js';
import { HistoryController } from './history/history.controller.js';
import { HistoryService } from './history/history.service.js';
import { VersionsRepository } from './history/versions.repository.js';
import { DraftsRepository } from './drafts/drafts.repository.js';
import { DraftsService } from './drafts/drafts.service.js';
import { ScoresController } from './scoring/scores.controller.js';
import { AiAnalysisQueue } from './scoring/ai-analysis.queue.js';
import { SCORE_REFRESHER, ScoreRefreshQueue, ScoreRefreshWorker } from './scoring/score-refresh.queue.js';
import { ScoresRepository } from './scoring/scores.repository.js';
import { ScoringService } from './scoring/scoring.service.js';
import { EvidenceController } from './evidence/evidence.controller.js';
import { EvidenceRepository } from './evidence/evidence.repository.js';
import { EvidenceService } from './evidence/evidence.service.js';
import { EvidenceFitService } from './evidence/evidence-fit.service.js';
import { FitCsvStore } from './evidence/fit-csv-store.js';
import { EvidenceThreads } from './evidence/evidence-threads.js';
import { FitScoresRepository } from './evidence/fit-scores.repository.js';
import { EvidenceUploadController } from './evidence/evidence-upload.controller.js';
import {
  EVIDENCE_UPLOAD_READER,
  EvidenceUploadQueue,
  EvidenceUploadWorker,
} from './evidence/evidence-upload.queue.js';
import { EvidenceUploadRepository } from './evidence/evidence-upload.repository.js';
import { EvidenceUploadService } from './evidence/evidence-upload.service.js';
import { MakerAccessController } from './shares/maker-access.controller.js';
import { SharesController } from './shares/shares.controller.js';
import { ShareLinksRepository } from './shares/share-links.repository.js';
import { SharesService } from './shares/shares.service.js';

export const SERVICE_NAME = 'icp';

/** The root module of one running instance, bound to its configuration and its open DataSource. */
export function icpModule(config: IcpConfig, ds: DataSource): Type<unknown> {
  @Module({
    imports: [
      RpcClientModule.forRoot({
        url: config.NATS_URL,
        name: SERVICE_NAME,
        timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
        readHedgeMs: config.RPC_READ_HEDGE_MS,
      }),
    ],
    controllers: [
      IcpsController,
      DraftsController,
      ScoresController,
      EvidenceController,
      EvidenceUploadController,
      AccountController,
      HistoryController,
      SharesController,
      MakerAccessController,
    ],
    providers: [
      { provide: ICP_CONFIG, useValue: config },
      { provide: DataSource, useValue: ds },
      DataSourceCloser,
      AccessService,
      AccessEvents,
      IcpEvents,
      IcpsRepository,
      IcpsService,
      VersionsRepository,
      HistoryService,
      DraftsRepository,
      DraftsService,
      AiAnalysisQueue,
      ScoresRepository,
      ScoringService,
      ScoreRefreshQueue,
      { provide: SCORE_REFRESHER, useExisting: ScoringService },
      ScoreRefreshWorker,
      EvidenceRepository,
      EvidenceService,
      FitScoresRepository,
      EvidenceFitService,
      EvidenceThreads,
      FitCsvStore,
      EvidenceUploadRepository,
      EvidenceUploadQueue,
      EvidenceUploadService,
      { provide: EVIDENCE_UPLOAD_READER, useExisting: EvidenceUploadService },
      EvidenceUploadWorker,
      AccountRepository,
      ShareLinksRepository,
      SharesService,
    ],
  })
  class IcpModule {}
  return IcpModule;
}
