import { Injectable } from '@nestjs/common';
import type { AuthStats, Role, UserListQuery, UserListSort } from '@icp-studio/contracts';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import type { Viewer } from '../access/access.rules.js';
import { AssignmentEntity } from '../assignments/assignment.entity.js';
import { AUTH_SCHEMA } from '../infra/database.js';
import { userListFilter } from './user-list-filter.js';
import type { AssignmentFields, UserFields } from './user.mapper.js';
import { UserEntity } from './user.entity.js';

const S = AUTH_SCHEMA;

/** A row of the user list: the user, and their assignment and advisor's name when they have one. */
export type ListingRow = UserFields & AssignmentFields;

/** The user writes offered inside `underAdminBootstrapLock`, bound to its transaction. */
export interface LockedUsers {
  findByEmail(email: string): Promise<UserEntity | null>;
  findByUsername(username: string): Promise<UserEntity | null>;
  insert(values: Partial<UserEntity>): Promise<UserEntity>;
  update(id: string, values: Partial<UserEntity>): Promise<void>;
}

/** What `changeRole` did: the user after it, whether the role changed, the advisor the client lost. */
export interface RoleChange {
  user: UserEntity;
  changed: boolean;
  previousAdvisorId: string | null;
}

/**
 * The SQL of `auth.users`: lookups by its keys (email and username compare case-insensitively), the
 * user list, role changes and the admin metrics. Who may see or do what is decided by the services.
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly ds: DataSource) {}

  repo(manager?: EntityManager): Repository<UserEntity> {
    return (manager ?? this.ds.manager).getRepository(UserEntity);
  }

  /**
   * Who a caller is, for the access check every request of this service starts with: one indexed
   * read of two columns, without building an ORM query (the check runs on every call).
   */
  async roleOf(id: string): Promise<Pick<UserEntity, 'id' | 'role'> | null> {
    const rows = (await this.ds.query(`SELECT id, role FROM ${AUTH_SCHEMA}.users WHERE id = $1`, [
      id,
    ])) as Pick<UserEntity, 'id' | 'role'>[];
    return rows[0] ?? null;
  }

  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager).findOneBy({ id });
  }

  findByIds(ids: readonly string[]): Promise<UserEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.repo().findBy({ id: In([...ids]) });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  findByUsername(username: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username: username.trim() })
      .getOne();
  }

  /** The login form's "Email or Username": usernames cannot hold '@', e-mail addresses always do. */
  findByLogin(identifier: string): Promise<UserEntity | null> {
    return isEmailLogin(identifier) ? this.findByEmail(identifier) : this.findByUsername(identifier);
  }

  /**
   * A page of the users the viewer's filter matches, in the asked order (newest first by default), with
   * their assignment, and the total. One statement, so the total and the page come from the same snapshot
   * (two queries could count a user registered between them: "9 in all" over a page of 10). The total's
   * row is there even when the page is empty (an offset past the end), with the page's columns null.
   */
  async findPage(viewer: Viewer, query: UserListQuery): Promise<{ rows: ListingRow[]; total: number }> {
    const { where, params } = userListFilter(viewer, query);
    const from = `FROM ${S}.users u LEFT JOIN ${S}.advisor_assignments a ON a.client_id = u.id`;
    const n = params.length;
    const order = listOrder(query);
    const result = rowsOf<ListingRow & { total: number; position: string }>(
      await this.ds.query(
        `SELECT t.total, p.*
         FROM (SELECT count(*)::int AS total ${from} WHERE ${where}) t
         LEFT JOIN LATERAL (
           SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.username, u.role,
                  u.profile_image_url AS "profileImageUrl", u.created_at AS "createdAt",
                  u.profession, u.profession_asked AS "professionAsked",
                  a.advisor_id AS "advisorId", a.notes, a.assigned_at AS "assignedAt",
                  adv.first_name AS "advisorFirstName", adv.last_name AS "advisorLastName",
                  row_number() OVER (ORDER BY ${order}) AS "position"
           ${from} LEFT JOIN ${S}.users adv ON adv.id = a.advisor_id
           WHERE ${where}
           ORDER BY ${order}
           LIMIT $${n + 1} OFFSET $${n + 2}
         ) p ON true
         ORDER BY p."position"`,
        [...params, query.limit, query.offset],
      ),
    );
    const total = result[0]?.total ?? 0;
    const rows = result
      .filter((r) => r.id !== null)
      .map(({ total: _total, position: _position, ...row }) => row as ListingRow);
    return { rows, total };
  }

  /** Writes a user's own account fields; the user after it, or null when they no longer exist. */
  async updateSelf(
    id: string,
    values: Partial<Pick<UserEntity, 'profession' | 'professionAsked' | 'firstName' | 'lastName'>>,
  ): Promise<UserEntity | null> {
    await this.repo().update({ id }, values);
    return this.findById(id);
  }

  /** The admins' ids, oldest account first (at most `limit`). */
  async adminIds(limit = 50): Promise<string[]> {
    const rows = await this.repo().find({
      select: { id: true },
      where: { role: 'admin' },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  /** The advisor assigned to this client, if any. */
  async advisorOf(clientId: string): Promise<string | null> {
    const mine = await this.ds.getRepository(AssignmentEntity).findOneBy({ clientId });
    return mine?.advisorId ?? null;
  }

  /**
   * Sets the user's role in one transaction, with every admin row and the user's row locked (two
   * admins demoting each other at once cannot both succeed). `check` sees the user and the number of
   * admins before the change and may throw to refuse it. A client who stops being one loses their
   * assignment in the same transaction. Null when the user does not exist.
   */
  changeRole(
    id: string,
    role: Role,
    check: (current: UserEntity, adminCount: number) => void,
  ): Promise<RoleChange | null> {
    return this.ds.transaction(async (m) => {
      const admins = rowsOf<{ id: string }>(
        await m.query(`SELECT id FROM ${S}.users WHERE role = 'admin' ORDER BY id FOR UPDATE`),
      );
      const user = await m
        .getRepository(UserEntity)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) return null;
      if (user.role === role) return { user, changed: false, previousAdvisorId: null };
      check(user, admins.length);
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
  }

  /**
   * Runs `work` in one transaction that holds the admin bootstrap's advisory lock (replicas starting
   * together take turns), with user reads and writes bound to that transaction.
   */
  underAdminBootstrapLock<T>(work: (users: LockedUsers) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['auth:admin-bootstrap']);
      const repo = m.getRepository(UserEntity);
      return work({
        findByEmail: (email) => this.findByEmail(email, m),
        findByUsername: (username) => this.findByUsername(username, m),
        insert: (values) => repo.save(repo.create(values)),
        update: async (id, values) => {
          await repo.update({ id }, values);
        },
      });
    });
  }

  /**
   * Admin metrics, user side, in one statement: users by role; assignments of current clients (the
   * "assigned" filter of the client list) and clients without one (its "unassigned" filter). A client
   * has at most one assignment (unique client_id), so the unassigned are the clients less the assigned.
   */
  async stats(): Promise<AuthStats> {
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

export function isEmailLogin(identifier: string): boolean {
  return identifier.includes('@');
}

/** The ORDER BY of a user list, from a fixed set of columns (never from the request's text). */
export function listOrder({ sort, order }: Pick<UserListQuery, 'sort' | 'order'>): string {
  if (!sort) return 'u.created_at DESC, u.id';
  const dir = (order ?? 'asc') === 'desc' ? 'DESC' : 'ASC';
  const keys: Record<UserListSort, string[]> = {
    name: [`lower(u.first_name) ${dir}`, `lower(u.last_name) ${dir}`],
    email: [`lower(u.email) ${dir}`],
    createdAt: [`u.created_at ${dir}`],
    advisor: [`lower(adv.first_name) ${dir} NULLS LAST`, `lower(adv.last_name) ${dir} NULLS LAST`],
  };
  return [...keys[sort], 'u.id'].join(', ');
}
