import { Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import {
  ICP,
  advisorIcpCreateRequestSchema,
  icpCreateRequestSchema,
  icpFieldsSchema,
  icpListQuerySchema,
  icpStatusRequestSchema,
  idParamSchema,
} from '@icp-studio/contracts';
import { Forward } from '../common/forward.js';

/** Ideal client profiles and their scores: forwarded to the icp service, which owns every rule. */
@Controller()
export class IcpsController {
  @Get('icps')
  @Forward(ICP.list, { query: icpListQuerySchema, list: 'page' })
  list() {}

  @Get('icps/:id')
  @Forward(ICP.get, { params: idParamSchema })
  get() {}

  @Post('icps')
  @HttpCode(201)
  @Forward(ICP.create, { body: icpCreateRequestSchema })
  create() {}

  @Post('advisor/icp')
  @HttpCode(201)
  @Forward(ICP.createForClient, { body: advisorIcpCreateRequestSchema })
  createForClient() {}

  @Put('icps/:id')
  @Forward(ICP.update, {
    params: idParamSchema,
    body: icpFieldsSchema,
    message: ({ params, body }) => ({ id: params.id, fields: body }),
  })
  update() {}

  @Patch('icps/:id')
  @Forward(ICP.setStatus, { params: idParamSchema, body: icpStatusRequestSchema })
  setStatus() {}

  @Delete('icps/:id')
  @Forward(ICP.delete, { params: idParamSchema })
  remove() {}

  @Get('icps/:id/score')
  @Forward(ICP.getScore, { params: idParamSchema })
  score() {}

  @Post('icps/:id/analyze')
  @HttpCode(200)
  @Forward(ICP.analyze, { params: idParamSchema })
  analyze() {}
}
