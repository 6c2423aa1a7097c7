import { Module } from '@nestjs/common';
import { IcpsController } from './icps.controller.js';

@Module({ controllers: [IcpsController] })
export class IcpsModule {}
