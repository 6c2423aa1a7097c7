import { Module } from '@nestjs/common';
import { AdvisorController } from './advisor.controller.js';

@Module({ controllers: [AdvisorController] })
export class AdvisorModule {}
