import { Module } from '@nestjs/common';
import { DocxExportsController } from './docx-exports.controller.js';
import { ExportsController } from './exports.controller.js';
import { loadExportsConfig } from './exports.config.js';
import { PdfExportService } from './pdf-export.service.js';
import { PersonaCardController } from './persona-card.controller.js';
import { EXPORTS_CONFIG } from './tokens.js';

/**
 * PDF exports: `GET /api/icps/{id}/export` and `GET /api/playbooks/{id}/export`, rendered by the pdf worker;
 * Word exports: the same with `/docx` (docs/product.md §11).
 */
@Module({
  controllers: [ExportsController, PersonaCardController, DocxExportsController],
  providers: [{ provide: EXPORTS_CONFIG, useFactory: () => loadExportsConfig() }, PdfExportService],
})
export class ExportsModule {}
