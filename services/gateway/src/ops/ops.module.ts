import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { DocsController } from './docs.controller.js';

/** The gateway's operator routes besides health: `/metrics`, `/api/openapi.json` and `/api/docs`. */
@Module({ controllers: [MetricsController, DocsController] })
export class OpsModule {}
