import { Injectable } from '@nestjs/common';
import type { AuthStats, ClientListing, Page, Role, User, UserListQuery } from '@icp-studio/contracts';
import { DomainError, rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import type { Viewer } from '../access/access-policy.js';
import { AccessService } from '../access/access.service.js';
import { AssignmentEntity } from '../assignments/assignment.entity.js';
import { AuthEvents } from '../events/auth-events.js';
import { AUTH_SCHEMA } from '../infra/database.js';
import { userListFilter } from './user-list-filter.js';
import { toClientListing, toUser, type AssignmentFields, type UserFields } from './user.mapper.js';
import { UserEntity } from './user.entity.js';
import { UsersRepository } from './users.repository.js';

const S = AUTH_SCHEMA;

type ListingRow = UserFields & AssignmentFields;

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be demoted';

@Injectable()
export class UsersService {
  constructor(
    private readonly ds: DataSource,
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
    const { where, params } = userListFilter(viewer, query);
    const from = `FROM ${S}.users u LEFT JOIN ${S}.advisor_assignments a ON a.client_id = u.id`;
    const n = params.length;
    const [rows, countRows] = await Promise.all([
      this.ds.query(
        `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.username, u.role,
                u.profile_image_url AS "profileImageUrl", u.created_at AS "createdAt",
                a.advisor_id AS "advisorId", a.notes, a.assigned_at AS "assignedAt",
                adv.first_name AS "advisorFirstName", adv.last_name AS "advisorLastName"
         ${from} LEFT JOIN ${S}.users adv ON adv.id = a.advisor_id
         WHERE ${where}
         ORDER BY u.created_at DESC, u.id
         LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.ds.query(`SELECT count(*)::int AS total ${from} WHERE ${where}`, params),
    ]);
    const items = rowsOf<ListingRow>(rows).map((r) =>
      query.role === 'client' ? toClientListing(r, r) : toUser(r),
    );
    const total = rowsOf<{ total: number }>(countRows)[0]?.total ?? 0;
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
        const mine = await this.ds.getRepository(AssignmentEntity).findOneBy({ clientId: viewer.id });
        if (mine) allowed.add(mine.advisorId);
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
    const result = await this.ds.transaction(async (m) => {
      // Lock every admin row: two admins demoting each other at once cannot both succeed.
      const admins = rowsOf<{ id: string }>(
        await m.query(`SELECT id FROM ${S}.users WHERE role = 'admin' ORDER BY id FOR UPDATE`),
      );
      const user = await m
        .getRepository(UserEntity)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw DomainError.notFound('User not found');
      if (user.role === role) return { user, changed: false, previousAdvisorId: null };
      if (user.role === 'admin' && admins.length <= 1) throw DomainError.conflict(LAST_ADMIN_MESSAGE);
      const wasClient = user.role === 'client';
      user.role = role;
      await m.getRepository(UserEntity).update({ id }, { role });
      const removed = wasClient
        ? rowsOf<{ advisorId: string }>(
            await m.query(
              `DELETE FROM ${S}.advisor_assignments WHERE client_id = $1 RETURNING advisor_id AS "advisorId"`,
              [id],
            ),
          )[0]
        : undefined;
      return { user, changed: true, previousAdvisorId: removed?.advisorId ?? null };
    });
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

  /**
   * Admin metrics, user side, in one statement: users by role; assignments of current clients (the
   * "assigned" filter of the client list) and clients without one (its "unassigned" filter). A client
   * has at most one assignment (unique client_id), so the unassigned are the clients less the assigned.
   */
  async stats(viewer: Viewer): Promise<AuthStats> {
    if (viewer.role !== 'admin') throw DomainError.forbidden();
    const [row] = rowsOf<Omit<AuthStats, 'unassignedClients'>>(
      await this.ds.query(
        `SELECT count(*)::int AS "totalUsers",
                count(*) FILTER (WHERE role = 'client')::int AS "clientCount",
                count(*) FILTER (WHERE role = 'team_member')::int AS "advisorCount",
                count(*) FILTER (WHERE role = 'admin')::int AS "adminCount",
                (SELECT count(*)::int FROM ${S}.advisor_assignments a
                   JOIN ${S}.users c ON c.id = a.client_id AND c.role = 'client') AS "activeAssignments"
           FROM ${S}.users`,
      ),
    );
    return { ...row!, unassignedClients: row!.clientCount - row!.activeAssignments };
  }
}
