import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  assignmentInputSchema,
  assignmentUpdateRpcSchema,
  idParamSchema,
  type AdvisorSummary,
  type Assignment,
  type MessageResponse,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse } from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import { AssignmentsService } from './assignments.service.js';

/** Advisor assignments: admin only (403 for everyone else, before the body is looked at). */
@Controller()
export class AssignmentsController {
  constructor(
    private readonly access: AccessService,
    private readonly assignments: AssignmentsService,
  ) {}

  /** any body -> Assignment[] (newest first). */
  @MessagePattern(AUTH.listAssignments)
  async list(@Payload() req: RpcRequest): Promise<Assignment[]> {
    await this.access.admin(req);
    return this.assignments.list();
  }

  /** `AssignmentInput` -> Assignment. */
  @MessagePattern(AUTH.createAssignment)
  async create(@Payload() req: RpcRequest): Promise<Assignment> {
    await this.access.admin(req);
    return this.assignments.create(parse(assignmentInputSchema, req.body));
  }

  /** `{clientId, input: AssignmentInput}` -> Assignment. */
  @MessagePattern(AUTH.updateAssignment)
  async update(@Payload() req: RpcRequest): Promise<Assignment> {
    await this.access.admin(req);
    const { clientId, input } = parse(assignmentUpdateRpcSchema, req.body);
    return this.assignments.update(clientId, input);
  }

  /** `{id}` (the client id) -> `{message}`. */
  @MessagePattern(AUTH.deleteAssignment)
  async remove(@Payload() req: RpcRequest): Promise<MessageResponse> {
    await this.access.admin(req);
    const { id } = parse(idParamSchema, req.body);
    return this.assignments.remove(id);
  }

  /** no body -> AdvisorSummary[]: every advisor, by name, with their client count and recent clients. */
  @MessagePattern(AUTH.advisorSummaries)
  async advisorSummaries(@Payload() req: RpcRequest): Promise<AdvisorSummary[]> {
    await this.access.admin(req);
    return this.assignments.advisorSummaries();
  }
}
