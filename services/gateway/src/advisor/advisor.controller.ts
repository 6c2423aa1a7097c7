import { Controller, Get } from '@nestjs/common';
import { AUTH, advisorClientsRequestSchema } from '@icp-studio/contracts';
import { Forward } from '../common/forward.js';

/** An advisor's own clients (an admin may name the advisor with `?advisorId=`): auth decides. */
@Controller('advisor')
export class AdvisorController {
  @Get('clients')
  @Forward(AUTH.advisorClients, { query: advisorClientsRequestSchema })
  clients() {}
}
