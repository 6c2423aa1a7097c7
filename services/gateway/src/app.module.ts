import { Module, type DynamicModule } from '@nestjs/common';
import { API_ROUTES, type ApiRoute } from '@icp-studio/contracts/http';
import type { GatewayConfig } from './config.js';
import { CoreModule } from './infra/core.module.js';
import { HealthModule } from './health/health.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { EvidenceUploadsModule } from './evidence-uploads/evidence-uploads.module.js';
import { ListExportsModule } from './list-exports/list-exports.module.js';
import { OpsModule } from './ops/ops.module.js';
import { ForwardedRoutesModule } from './routes/forwarded-routes.js';
import { SharesModule } from './shares/shares.module.js';

/**
 * The gateway's modules: the routes it forwards, built from the route registry (`routes`, the
 * registry of libs/contracts/src/http/routes.ts unless a test says otherwise), and the modules of the
 * routes where it does its own work (sessions, exports, share pages, docs, health).
 */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, routes: readonly ApiRoute[] = API_ROUTES): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        HealthModule,
        AuthModule,
        // Before the forwarded routes, whose /api/icps/:id would take /api/icps/export.csv.
        ListExportsModule,
        EvidenceUploadsModule,
        SharesModule,
        ForwardedRoutesModule.forRoutes(routes),
        ExportsModule,
        OpsModule,
      ],
    };
  }
}
