import { Controller, Get } from '@nestjs/common';
import { ADMIN } from '@icp-studio/contracts';
import { advisorClientsQuerySchema } from '@icp-studio/contracts/http';
import { Forward } from '../common/forward.js';

/**
 * An advisor's own clients (an admin may name the advisor with `?advisorId=`): auth decides; the admin
 * service adds each client's counts, open tasks and last activity; the gateway pages the answer.
 */
@Controller('advisor')
export class AdvisorController {
  @Get('clients')
  @Forward(ADMIN.advisorClients, { query: advisorClientsQuerySchema, list: 'whole' })
  clients() {}
}
