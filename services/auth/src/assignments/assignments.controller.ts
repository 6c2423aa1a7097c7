import { Controller } from '@nestjs/common';
import {
  AUTH,
  type AdvisorSummary,
  type Assignment,
  type MessageResponse,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';
import { AccessService } from '../access/access.service.js';
import { asAdmin } from '../access/authorize.js';
import { AssignmentsService } from './assignments.service.js';

/** Advisor assignments: admin only (403 for everyone else, before the body is looked at). */
@Controller()
export class AssignmentsController {
  constructor(
    readonly access: AccessService,
    private readonly assignments: AssignmentsService,
  ) {}

  /** any body -> Assignment[] (newest first). */
  @RpcHandler(AUTH.listAssignments, { authorize: asAdmin })
  list(): Promise<Assignment[]> {
    return this.assignments.list();
  }

  /** `AssignmentInput` -> Assignment. */
  @RpcHandler(AUTH.createAssignment, { authorize: asAdmin })
  create(admin: Viewer, input: RpcParsedBody<typeof AUTH.createAssignment>): Promise<Assignment> {
    return this.assignments.create(input, admin.id);
  }

  /** `{clientId, input: AssignmentInput}` -> Assignment. */
  @RpcHandler(AUTH.updateAssignment, { authorize: asAdmin })
  update(
    admin: Viewer,
    { clientId, input }: RpcParsedBody<typeof AUTH.updateAssignment>,
  ): Promise<Assignment> {
    return this.assignments.update(clientId, input, admin.id);
  }

  /** `{id}` (the client id) -> `{message}`. */
  @RpcHandler(AUTH.deleteAssignment, { authorize: asAdmin })
  remove(_admin: unknown, { id }: RpcParsedBody<typeof AUTH.deleteAssignment>): Promise<MessageResponse> {
    return this.assignments.remove(id);
  }

  /** no body -> AdvisorSummary[]: every advisor, by name, with their client count and recent clients. */
  @RpcHandler(AUTH.advisorSummaries, { authorize: asAdmin })
  advisorSummaries(): Promise<AdvisorSummary[]> {
    return this.assignments.advisorSummaries();
  }
}
