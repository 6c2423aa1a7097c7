import { Controller, Get } from '@nestjs/common';
import { ADMIN, advisorClientsRequestSchema } from '@icp-studio/contracts';
import { Forward } from '../common/forward.js';

/**
 * An advisor's own clients (an admin may name the advisor with `?advisorId=`): auth decides; the admin
 * service adds each client's counts, open tasks and last activity.
 */
@Controller('advisor')
export class AdvisorController {
  @Get('clients')
  @Forward(ADMIN.advisorClients, { query: advisorClientsRequestSchema })
  clients() {}
}
