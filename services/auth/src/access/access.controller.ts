import { Controller } from '@nestjs/common';
import {
  AUTH,
  type AccessScope,
  type AdvisorClient,
  type CockpitClient,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { DomainError, RpcHandler } from '@icp-studio/service-kit';
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

  /**
   * `{viewerId, userId}` -> `{allowed}`: asked by a service as no one (whether a share link's maker may
   * still see its item, docs/product.md §14). The viewer is read afresh from this service's table; a
   * deleted account may see nothing.
   */
  @RpcHandler(AUTH.maySeeUser)
  async maySeeUser(
    _actor: unknown,
    { viewerId, userId }: RpcParsedBody<typeof AUTH.maySeeUser>,
  ): Promise<{ allowed: boolean }> {
    let viewer: Viewer;
    try {
      viewer = await this.access.viewer({ userId: viewerId, role: 'client' });
    } catch (err) {
      if (err instanceof DomainError && err.status === 401) return { allowed: false };
      throw err;
    }
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
