import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  idParamSchema,
  setRoleRpcSchema,
  userListQuerySchema,
  usersByIdsRequestSchema,
  type AuthStats,
  type ClientListing,
  type Page,
  type RpcRequest,
  type User,
} from '@icp-studio/contracts';
import { parse } from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(
    private readonly access: AccessService,
    private readonly users: UsersService,
  ) {}

  /** `{id}` -> User. Admin: anyone; advisor: self and assigned clients; client: self; else 404. */
  @MessagePattern(AUTH.getUser)
  async getUser(@Payload() req: RpcRequest): Promise<User> {
    const viewer = await this.access.viewer(req);
    const { id } = parse(idParamSchema, req.body);
    return this.users.get(viewer, id);
  }

  /** `UserListQuery` -> Page<User | ClientListing>. Client: 403. */
  @MessagePattern(AUTH.listUsers)
  async listUsers(@Payload() req: RpcRequest): Promise<Page<User | ClientListing>> {
    const viewer = await this.access.viewer(req);
    return this.users.list(viewer, parse(userListQuerySchema, req.body ?? {}));
  }

  /** `{ids}` -> User[] (only those the caller may see). */
  @MessagePattern(AUTH.usersByIds)
  async usersByIds(@Payload() req: RpcRequest): Promise<User[]> {
    const viewer = await this.access.viewer(req);
    const { ids } = parse(usersByIdsRequestSchema, req.body);
    return this.users.byIds(viewer, ids);
  }

  /** `{id, role}` -> User. Admin only (403); the last admin stays (409). */
  @MessagePattern(AUTH.setRole)
  async setRole(@Payload() req: RpcRequest): Promise<User> {
    const viewer = await this.access.admin(req);
    const { id, role } = parse(setRoleRpcSchema, req.body);
    return this.users.setRole(viewer, id, role);
  }

  /** no body -> AuthStats (users by role, assignments, unassigned clients). Admin only (403). */
  @MessagePattern(AUTH.stats)
  async stats(@Payload() req: RpcRequest): Promise<AuthStats> {
    return this.users.stats(await this.access.admin(req));
  }
}
