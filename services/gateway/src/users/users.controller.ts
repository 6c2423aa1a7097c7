import { Controller, Get } from '@nestjs/common';
import { AUTH, idParamSchema, userListQuerySchema } from '@icp-studio/contracts';
import { Forward } from '../common/forward.js';

/** User look-ups: forwarded to auth, which decides who may see whom. */
@Controller('users')
export class UsersController {
  @Get()
  @Forward(AUTH.listUsers, { query: userListQuerySchema, list: 'page' })
  list() {}

  @Get(':id')
  @Forward(AUTH.getUser, { params: idParamSchema })
  get() {}
}
