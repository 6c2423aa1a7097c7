import { Module } from '@nestjs/common';
import { DraftsController } from './drafts.controller.js';

@Module({ controllers: [DraftsController] })
export class DraftsModule {}
