import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { Draining } from './draining.js';

@Module({ controllers: [HealthController], providers: [Draining], exports: [Draining] })
export class HealthModule {}
