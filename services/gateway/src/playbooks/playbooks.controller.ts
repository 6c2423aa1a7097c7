import { Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import {
  PLAYBOOK,
  idParamSchema,
  playbookFieldsSchema,
  playbookListQuerySchema,
  playbookStatusRequestSchema,
} from '@icp-studio/contracts';
import { Forward } from '../common/forward.js';

/** Marketing playbooks: forwarded to the playbook service, which owns every rule. */
@Controller()
export class PlaybooksController {
  @Get('playbooks')
  @Forward(PLAYBOOK.list, { query: playbookListQuerySchema, list: 'page' })
  list() {}

  @Get('playbooks/:id')
  @Forward(PLAYBOOK.get, { params: idParamSchema })
  get() {}

  @Post('playbooks')
  @HttpCode(201)
  @Forward(PLAYBOOK.create, { body: playbookFieldsSchema })
  create() {}

  @Put('playbooks/:id')
  @Forward(PLAYBOOK.update, {
    params: idParamSchema,
    body: playbookFieldsSchema,
    message: ({ params, body }) => ({ id: params.id, fields: body }),
  })
  update() {}

  @Patch('playbooks/:id')
  @Forward(PLAYBOOK.setStatus, { params: idParamSchema, body: playbookStatusRequestSchema })
  setStatus() {}

  @Delete('playbooks/:id')
  @Forward(PLAYBOOK.delete, { params: idParamSchema })
  remove() {}
}
