import { Module } from '@nestjs/common';
import { EvidenceFitExportController } from './evidence-fit-export.controller.js';
import { ListExportsController } from './list-exports.controller.js';

/**
 * The lists as CSV: `GET /api/icps/export.csv` and `GET /api/playbooks/export.csv` (docs/product.md
 * §11), and a profile's scored client list, `GET /api/icps/{id}/evidence/fit.csv` (docs/evidence.md). Imported before the forwarded routes: `/api/icps/{id}` would take `export.csv` for an id.
 */
@Module({ controllers: [ListExportsController, EvidenceFitExportController] })
export class ListExportsModule {}
