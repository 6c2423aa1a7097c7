import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  advisorClientsRequestSchema,
  userIdRequestSchema,
  type AccessScope,
  type AdvisorClient,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse } from '@icp-studio/service-kit';
import { AssignmentsService } from '../assignments/assignments.service.js';
import { AccessService } from './access.service.js';

/** What the other services ask before they show data: whose data may this actor see? */
@Controller()
export class AccessController {
  constructor(
    private readonly access: AccessService,
    private readonly assignments: AssignmentsService,
  ) {}

  /** no body -> AccessScope: `{all: true}` or `{all: false, userIds}`. */
  @MessagePattern(AUTH.scope)
  async scope(@Payload() req: RpcRequest): Promise<AccessScope> {
    return this.access.scope(await this.access.viewer(req));
  }

  /** `{userId}` -> `{allowed}`. */
  @MessagePattern(AUTH.canSeeUser)
  async canSeeUser(@Payload() req: RpcRequest): Promise<{ allowed: boolean }> {
    const viewer = await this.access.viewer(req);
    const { userId } = parse(userIdRequestSchema, req.body);
    return { allowed: await this.access.canSee(viewer, userId) };
  }

  /** `{advisorId?}` -> AdvisorClient[]. */
  @MessagePattern(AUTH.advisorClients)
  async advisorClients(@Payload() req: RpcRequest): Promise<AdvisorClient[]> {
    const viewer = await this.access.viewer(req);
    const { advisorId } = parse(advisorClientsRequestSchema, req.body ?? {});
    return this.assignments.advisorClients(viewer, advisorId);
  }
}
