import { Injectable } from '@nestjs/common';
import type { AuthStats, ClientListing, Page, Role, User, UserListQuery } from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access-policy.js';
import { AccessService } from '../access/access.service.js';
import { AuthEvents } from '../events/auth-events.js';
import { toClientListing, toUser } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be demoted';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly access: AccessService,
    private readonly events: AuthEvents,
  ) {}

  /** One user the viewer may see; 404 for anyone else, so their existence is not revealed. */
  async get(viewer: Viewer, id: string): Promise<User> {
    const user = (await this.access.canSee(viewer, id)) ? await this.users.findById(id) : null;
    if (!user) throw DomainError.notFound('User not found');
    return toUser(user);
  }

  /**
   * A page of users. `role: 'client'` answers client listing rows (assignment, advisor names; the ICP
   * and playbook counts are 0 here, the admin service fills them in).
   */
  async list(viewer: Viewer, query: UserListQuery): Promise<Page<User | ClientListing>> {
    const { rows, total } = await this.users.findPage(viewer, query);
    const items = rows.map((r) => (query.role === 'client' ? toClientListing(r, r) : toUser(r)));
    return { items, total, limit: query.limit, offset: query.offset };
  }

  /**
   * The users among `ids` the viewer may see, in the order asked (unknown and hidden ids are left out).
   * For display names: a client also sees their own advisor.
   */
  async byIds(viewer: Viewer, ids: readonly string[]): Promise<User[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    let visible = wanted;
    if (viewer.role !== 'admin') {
      const scope = await this.access.scope(viewer);
      const allowed = new Set(scope.all ? wanted : scope.userIds);
      if (viewer.role === 'client') {
        const advisorId = await this.users.advisorOf(viewer.id);
        if (advisorId) allowed.add(advisorId);
      }
      visible = wanted.filter((id) => allowed.has(id));
    }
    const found = new Map((await this.users.findByIds(visible)).map((u) => [u.id, u]));
    return visible.flatMap((id) => {
      const u = found.get(id);
      return u ? [toUser(u)] : [];
    });
  }

  /**
   * Admin only. The last admin cannot be demoted (409). A client who becomes a team member or an admin
   * loses their advisor: the assignment is deleted in the same transaction (and announced), so the former
   * advisor no longer sees them. An advisor's own assignments stay but only apply while they are a team
   * member.
   */
  async setRole(viewer: Viewer, id: string, role: Role): Promise<User> {
    if (viewer.role !== 'admin') throw DomainError.forbidden();
    const result = await this.users.changeRole(id, role, (user, adminCount) => {
      if (user.role === 'admin' && adminCount <= 1) throw DomainError.conflict(LAST_ADMIN_MESSAGE);
    });
    if (!result) throw DomainError.notFound('User not found');
    if (result.changed) this.events.userChanged({ userId: id, reason: 'role' });
    if (result.previousAdvisorId) {
      this.events.assignmentChanged({
        clientId: id,
        advisorId: null,
        previousAdvisorId: result.previousAdvisorId,
      });
    }
    return toUser(result.user);
  }

  /** Admin metrics, user side (see UsersRepository.stats). Admin only. */
  async stats(viewer: Viewer): Promise<AuthStats> {
    if (viewer.role !== 'admin') throw DomainError.forbidden();
    return this.users.stats();
  }
}
