import { Injectable } from '@nestjs/common';
import type { AccessScope, Actor } from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { AssignmentsRepository } from '../assignments/assignments.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { scopeAllows, scopeFor, type Viewer } from './access.rules.js';

/**
 * Who is asking and what they may see. The actor's role is read again from the database (a primary-key
 * lookup), so a role change applies at once and a deleted account is refused.
 */
@Injectable()
export class AccessService {
  constructor(
    private readonly assignments: AssignmentsRepository,
    private readonly users: UsersRepository,
  ) {}

  /** The caller (the request's actor, required by `@RpcHandler`), or 401 when the account no longer exists. */
  async viewer(actor: Actor): Promise<Viewer> {
    const user = await this.users.roleOf(actor.userId);
    if (!user) throw DomainError.unauthenticated();
    return { id: user.id, role: user.role };
  }

  /** The caller, who must be an admin (403 otherwise). */
  async admin(actor: Actor): Promise<Viewer> {
    const viewer = await this.viewer(actor);
    if (viewer.role !== 'admin') throw DomainError.forbidden();
    return viewer;
  }

  async assignedClientIds(advisorId: string): Promise<string[]> {
    return this.assignments.clientIdsOf(advisorId);
  }

  async scope(viewer: Viewer): Promise<AccessScope> {
    const assigned = viewer.role === 'team_member' ? await this.assignedClientIds(viewer.id) : [];
    return scopeFor(viewer, assigned);
  }

  /** May the viewer see this user and their data? Self and admins at once; advisors their clients. */
  async canSee(viewer: Viewer, userId: string): Promise<boolean> {
    if (viewer.role === 'admin' || viewer.id === userId) return true;
    if (viewer.role !== 'team_member') return false;
    const assigned = await this.assignments.isAssigned(userId, viewer.id);
    return scopeAllows(scopeFor(viewer, assigned ? [userId] : []), userId);
  }
}
