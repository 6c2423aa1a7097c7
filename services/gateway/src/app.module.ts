import { Module, type DynamicModule } from '@nestjs/common';
import type { GatewayConfig } from './config.js';
import { CoreModule } from './infra/core.module.js';
import { HealthModule } from './health/health.module.js';
import { AuthModule } from './auth/auth.module.js';
import { UsersModule } from './users/users.module.js';
import { IcpsModule } from './icps/icps.module.js';
import { DraftsModule } from './drafts/drafts.module.js';
import { PlaybooksModule } from './playbooks/playbooks.module.js';
import { NotesModule } from './notes/notes.module.js';
import { AiModule } from './ai/ai.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AdvisorModule } from './advisor/advisor.module.js';
import { OpsModule } from './ops/ops.module.js';

/** Feature modules of the /api contract; a new area (playbooks, notes, ai, admin) adds its module here. */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        HealthModule,
        AuthModule,
        UsersModule,
        IcpsModule,
        DraftsModule,
        PlaybooksModule,
        NotesModule,
        AiModule,
        ExportsModule,
        AdminModule,
        AdvisorModule,
        OpsModule,
      ],
    };
  }
}
