import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  PLAYBOOK,
  idParamSchema,
  noteListRpcSchema,
  noteRequestSchema,
  openTaskCountsRequestSchema,
} from '@icp-studio/contracts';
import { Forward } from '../common/forward.js';

/** Notes and tasks on profiles and playbooks: forwarded to the playbook service. */
@Controller()
export class NotesController {
  @Get('notes')
  @Forward(PLAYBOOK.listNotes, { query: noteListRpcSchema, list: 'page' })
  list() {}

  @Post('notes')
  @HttpCode(201)
  @Forward(PLAYBOOK.createNote, { body: noteRequestSchema })
  create() {}

  @Post('notes/:id/complete')
  @HttpCode(200)
  @Forward(PLAYBOOK.completeNote, { params: idParamSchema })
  complete() {}

  /** Open-task counts for many profiles and playbooks in one call (team page cards). */
  @Post('notes/open-task-counts')
  @HttpCode(200)
  @Forward(PLAYBOOK.openTaskCounts, { body: openTaskCountsRequestSchema })
  openTaskCounts() {}
}
