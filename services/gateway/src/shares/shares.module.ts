import { Module } from '@nestjs/common';
import { SharedItemsController } from './shared-items.controller.js';

/** The public page of a share link: `GET /api/shared/{token}` (docs/product.md §14). */
@Module({ controllers: [SharedItemsController] })
export class SharesModule {}
