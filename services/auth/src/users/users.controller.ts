import { Controller } from '@nestjs/common';
import {
  AUTH,
  type AuthStats,
  type ClientListing,
  type Page,
  type RpcParsedBody,
  type User,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';
import { AccessService } from '../access/access.service.js';
import { asAdmin, asViewer } from '../access/authorize.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(
    readonly access: AccessService,
    private readonly users: UsersService,
  ) {}

  /** `{id}` -> User. Admin: anyone; advisor: self and assigned clients; client: self; else 404. */
  @RpcHandler(AUTH.getUser, { authorize: asViewer })
  getUser(viewer: Viewer, { id }: RpcParsedBody<typeof AUTH.getUser>): Promise<User> {
    return this.users.get(viewer, id);
  }

  /** `UpdateMeRequest` -> User: the actor's own account (profession). Any signed-in user. */
  @RpcHandler(AUTH.updateMe, { authorize: asViewer })
  updateMe(viewer: Viewer, changes: RpcParsedBody<typeof AUTH.updateMe>): Promise<User> {
    return this.users.updateMe(viewer, changes);
  }

  /** `UserListQuery` -> Page<User | ClientListing>. Client: 403. */
  @RpcHandler(AUTH.listUsers, { authorize: asViewer })
  listUsers(
    viewer: Viewer,
    query: RpcParsedBody<typeof AUTH.listUsers>,
  ): Promise<Page<User | ClientListing>> {
    return this.users.list(viewer, query);
  }

  /** `{ids}` -> User[] (only those the caller may see). */
  @RpcHandler(AUTH.usersByIds, { authorize: asViewer })
  usersByIds(viewer: Viewer, { ids }: RpcParsedBody<typeof AUTH.usersByIds>): Promise<User[]> {
    return this.users.byIds(viewer, ids);
  }

  /** `{ownerId}` -> User[]: who a task on an item of that owner may be given to, as the caller sees them. */
  @RpcHandler(AUTH.taskAssignees, { authorize: asViewer })
  taskAssignees(viewer: Viewer, { ownerId }: RpcParsedBody<typeof AUTH.taskAssignees>): Promise<User[]> {
    return this.users.taskAssignees(viewer, ownerId);
  }

  /** `{id, role}` -> User. Admin only (403); the last admin stays (409). */
  @RpcHandler(AUTH.setRole, { authorize: asAdmin })
  setRole(admin: Viewer, { id, role }: RpcParsedBody<typeof AUTH.setRole>): Promise<User> {
    return this.users.setRole(admin, id, role);
  }

  /** no body -> AuthStats (users by role, assignments, unassigned clients). Admin only (403). */
  @RpcHandler(AUTH.stats, { authorize: asAdmin })
  stats(admin: Viewer): Promise<AuthStats> {
    return this.users.stats(admin);
  }
}
