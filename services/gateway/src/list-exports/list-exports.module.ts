import { Module } from '@nestjs/common';
import { EvidenceFitExportController } from './evidence-fit-export.controller.js';
import { ListExportsController } from './list-exports.controller.js';
import { RoadmapCalendarController } from './roadmap-calendar.controller.js';

/**
 * The lists as CSV: `GET /api/icps/export.csv` and `GET /api/playbooks/export.csv` (docs/product.md
 * §11), and a profile's scored client list, `GET /api/icps/{id}/evidence/fit.csv` (docs/evidence.md), and a playbook's
 * roadmap as a calendar file, `GET /api/playbooks/{id}/roadmap.ics` (docs/product.md §2). Imported before the forwarded routes: `/api/icps/{id}` would take `export.csv` for an id.
 */
@Module({ controllers: [ListExportsController, EvidenceFitExportController, RoadmapCalendarController] })
export class ListExportsModule {}
