import { Module } from '@nestjs/common';
import { PlaybooksController } from './playbooks.controller.js';

@Module({ controllers: [PlaybooksController] })
export class PlaybooksModule {}
