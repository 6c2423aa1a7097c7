import { Module, type Type } from '@nestjs/common';
import { DataSourceCloser, RpcClientModule } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { AccessEvents } from './access/access.events.js';
import { AccessService } from './access/access.service.js';
import { Peers } from './access/peers.js';
import type { PlaybookConfig } from './config.js';
import { InboundEventsController } from './events/inbound-events.controller.js';
import { AccountController } from './account/account.controller.js';
import { AccountRepository } from './account/account.repository.js';
import { PlaybookEvents } from './events/playbook.events.js';
import { PLAYBOOK_CONFIG } from './infra/tokens.js';
import { NotesController } from './notes/notes.controller.js';
import { NotesRepository } from './notes/notes.repository.js';
import { NoteNotifier } from './notes/note-notifier.js';
import { NotesService } from './notes/notes.service.js';
import { PlaybooksController } from './playbooks/playbooks.controller.js';
import { PlaybooksRepository } from './playbooks/playbooks.repository.js';
import { PlaybooksService } from './playbooks/playbooks.service.js';
import { TemplatesController } from './templates/templates.controller.js';
import { TemplatesRepository } from './templates/templates.repository.js';
import { TemplatesService } from './templates/templates.service.js';
import { HistoryController } from './history/history.controller.js';
import { HistoryService } from './history/history.service.js';
import { VersionsRepository } from './history/versions.repository.js';
import { MakerAccessController } from './shares/maker-access.controller.js';
import { SharesController } from './shares/shares.controller.js';
import { ShareLinksRepository } from './shares/share-links.repository.js';
import { SharesService } from './shares/shares.service.js';
import { KpiActualsController } from './kpis/kpi-actuals.controller.js';
import { KpiActualsRepository } from './kpis/kpi-actuals.repository.js';
import { KpiActualsService } from './kpis/kpi-actuals.service.js';
import { KpiReminderSweeper } from './kpis/kpi-reminder-sweeper.js';
import { KpiRemindersRepository } from './kpis/kpi-reminders.repository.js';
import { KpiRemindersService } from './kpis/kpi-reminders.service.js';
import { ApprovalsController } from './approvals/approvals.controller.js';
import { ApprovalsRepository } from './approvals/approvals.repository.js';
import { ApprovalsService } from './approvals/approvals.service.js';
import { ReviewsController } from './reviews/reviews.controller.js';
import { ReviewsRepository } from './reviews/reviews.repository.js';
import { ReviewsService } from './reviews/reviews.service.js';

/** The service's Nest module, on a DataSource that is initialised and migrated already. */
export function playbookModule(config: PlaybookConfig, ds: DataSource): Type<unknown> {
  @Module({
    imports: [
      RpcClientModule.forRoot({
        url: config.NATS_URL,
        name: 'playbook-client',
        timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
        readHedgeMs: config.RPC_READ_HEDGE_MS,
      }),
    ],
    controllers: [
      PlaybooksController,
      NotesController,
      InboundEventsController,
      AccountController,
      TemplatesController,
      HistoryController,
      SharesController,
      MakerAccessController,
      KpiActualsController,
      ApprovalsController,
      ReviewsController,
    ],
    providers: [
      { provide: PLAYBOOK_CONFIG, useValue: config },
      { provide: DataSource, useValue: ds },
      DataSourceCloser,
      Peers,
      AccessService,
      AccessEvents,
      PlaybookEvents,
      AccountRepository,
      PlaybooksRepository,
      ShareLinksRepository,
      SharesService,
      PlaybooksService,
      VersionsRepository,
      HistoryService,
      NotesRepository,
      NotesService,
      NoteNotifier,
      TemplatesRepository,
      TemplatesService,
      KpiActualsRepository,
      KpiActualsService,
      KpiRemindersRepository,
      KpiRemindersService,
      KpiReminderSweeper,
      ReviewsRepository,
      ReviewsService,
      ApprovalsRepository,
      ApprovalsService,
    ],
  })
  class PlaybookModule {}
  return PlaybookModule;
}
