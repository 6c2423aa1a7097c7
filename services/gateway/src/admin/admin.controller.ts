import { Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import {
  ADMIN,
  AUTH,
  adminClientQuerySchema,
  assignmentInputSchema,
  idParamSchema,
  pageQuerySchema,
  roleChangeSchema,
} from '@icp-studio/contracts';
import { Forward } from '../common/forward.js';

/**
 * The admin page. Reads go to the admin service (it gathers from auth, icp and playbook); assignments
 * and roles go straight to auth, which owns them. Both refuse anyone but an admin (403) themselves.
 */
@Controller('admin')
export class AdminController {
  @Get('metrics')
  @Forward(ADMIN.metrics)
  metrics() {}

  @Get('clients')
  @Forward(ADMIN.clients, { query: adminClientQuerySchema, list: 'page' })
  clients() {}

  @Get('advisors')
  @Forward(ADMIN.advisors, { query: pageQuerySchema, list: 'whole' })
  advisors() {}

  @Post('assignments')
  @HttpCode(201)
  @Forward(AUTH.createAssignment, { body: assignmentInputSchema })
  assign() {}

  /** The id is the client's; the body is the same as for POST. */
  @Put('assignments/:id')
  @Forward(AUTH.updateAssignment, {
    params: idParamSchema,
    body: assignmentInputSchema,
    message: ({ params, body }) => ({ clientId: params.id, input: body }),
  })
  reassign() {}

  /** The id is the client's. */
  @Delete('assignments/:id')
  @Forward(AUTH.deleteAssignment, { params: idParamSchema })
  unassign() {}

  @Patch('users/:id')
  @Forward(AUTH.setRole, { params: idParamSchema, body: roleChangeSchema })
  setRole() {}
}
