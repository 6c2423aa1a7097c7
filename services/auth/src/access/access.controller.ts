import { Controller } from '@nestjs/common';
import {
  AUTH,
  type AccessScope,
  type AdvisorClient,
  type CockpitClient,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { AssignmentsService } from '../assignments/assignments.service.js';
import type { Viewer } from './access.rules.js';
import { AccessService } from './access.service.js';
import { asViewer } from './authorize.js';

/** What the other services ask before they show data: whose data may this actor see? */
@Controller()
export class AccessController {
  constructor(
    readonly access: AccessService,
    private readonly assignments: AssignmentsService,
  ) {}

  /** no body -> AccessScope: `{all: true}` or `{all: false, userIds}`. */
  @RpcHandler(AUTH.scope, { authorize: asViewer })
  scope(viewer: Viewer): Promise<AccessScope> {
    return this.access.scope(viewer);
  }

  /** `{userId}` -> `{allowed}`. */
  @RpcHandler(AUTH.canSeeUser, { authorize: asViewer })
  async canSeeUser(
    viewer: Viewer,
    { userId }: RpcParsedBody<typeof AUTH.canSeeUser>,
  ): Promise<{ allowed: boolean }> {
    return { allowed: await this.access.canSee(viewer, userId) };
  }

  /** `{advisorId?}` -> AdvisorClient[]. */
  @RpcHandler(AUTH.advisorClients, { authorize: asViewer })
  advisorClients(
    viewer: Viewer,
    { advisorId }: RpcParsedBody<typeof AUTH.advisorClients>,
  ): Promise<AdvisorClient[]> {
    return this.assignments.advisorClients(viewer, advisorId);
  }

  /** `{advisorId?, unassigned?}` -> CockpitClient[] (docs/product.md §18). */
  @RpcHandler(AUTH.cockpitClients, { authorize: asViewer })
  cockpitClients(viewer: Viewer, query: RpcParsedBody<typeof AUTH.cockpitClients>): Promise<CockpitClient[]> {
    return this.assignments.cockpitClients(viewer, query);
  }
}
