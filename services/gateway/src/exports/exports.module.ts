import { Module } from '@nestjs/common';
import { ExportsController } from './exports.controller.js';
import { loadExportsConfig } from './exports.config.js';
import { PdfExportService } from './pdf-export.service.js';
import { EXPORTS_CONFIG } from './tokens.js';

/** PDF exports: `GET /api/icps/{id}/export` and `GET /api/playbooks/{id}/export`, rendered by the pdf worker. */
@Module({
  controllers: [ExportsController],
  providers: [{ provide: EXPORTS_CONFIG, useFactory: () => loadExportsConfig() }, PdfExportService],
})
export class ExportsModule {}
