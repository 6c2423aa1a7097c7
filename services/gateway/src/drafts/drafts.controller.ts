import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ICP, draftRequestSchema, idParamSchema, pageQuerySchema } from '@icp-studio/contracts';
import { Forward } from '../common/forward.js';

/** The ICP wizard's drafts: forwarded to the icp service. */
@Controller('drafts')
export class DraftsController {
  @Get()
  @Forward(ICP.listDrafts, { query: pageQuerySchema, list: 'whole' })
  list() {}

  @Get(':id')
  @Forward(ICP.getDraft, { params: idParamSchema })
  get() {}

  @Post()
  @HttpCode(201)
  @Forward(ICP.createDraft, { body: draftRequestSchema })
  create() {}

  @Put(':id')
  @Forward(ICP.updateDraft, {
    params: idParamSchema,
    body: draftRequestSchema,
    message: ({ params, body }) => ({ id: params.id, draft: body }),
  })
  update() {}

  @Delete(':id')
  @Forward(ICP.deleteDraft, { params: idParamSchema })
  remove() {}
}
