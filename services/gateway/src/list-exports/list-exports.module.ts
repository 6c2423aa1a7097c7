import { Module } from '@nestjs/common';
import { ListExportsController } from './list-exports.controller.js';

/**
 * The lists as CSV: `GET /api/icps/export.csv` and `GET /api/playbooks/export.csv` (docs/product.md
 * §11). Imported before the forwarded routes: `/api/icps/{id}` would take `export.csv` for an id.
 */
@Module({ controllers: [ListExportsController] })
export class ListExportsModule {}
