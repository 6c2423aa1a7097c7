import { Inject, Injectable } from '@nestjs/common';
import type {
  AuthStats,
  ClientListing,
  Page,
  Role,
  UpdateMeRequest,
  User,
  UserListQuery,
} from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';
import { AccessService } from '../access/access.service.js';
import type { AuthConfig } from '../config.js';
import { AuthEvents } from '../events/auth.events.js';
import { AUTH_CONFIG } from '../infra/tokens.js';
import type { UserEntity } from './user.entity.js';
import { toClientListing, toSelf, toUser } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be demoted';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly access: AccessService,
    private readonly events: AuthEvents,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'SMTP_URL'>,
  ) {}

  /** One user the viewer may see; 404 for anyone else, so their existence is not revealed. */
  async get(viewer: Viewer, id: string): Promise<User> {
    const user = (await this.access.canSee(viewer, id)) ? await this.users.findById(id) : null;
    if (!user) throw DomainError.notFound('User not found');
    return id === viewer.id ? toSelf(user) : toUser(user);
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
   * Who may be given a task on an item of `ownerId` (the rule the playbook service enforces on each
   * task, docs/product.md §3 "Notes and tasks"): the owner, the owner's advisor while they are one, the
   * admins and the viewer, each only if the viewer may see them (so a client gets themselves and their
   * advisor, an advisor themselves and their client). Owner first, then the advisor, then by name.
   */
  async taskAssignees(viewer: Viewer, ownerId: string): Promise<User[]> {
    const [advisorId, adminIds] = await Promise.all([this.users.advisorOf(ownerId), this.users.adminIds()]);
    const visible = await this.byIds(viewer, [
      ...new Set([ownerId, ...(advisorId ? [advisorId] : []), ...adminIds, viewer.id]),
    ]);
    const eligible = visible.filter(
      (u) =>
        u.id === ownerId ||
        u.role === 'admin' ||
        (u.id === advisorId && u.role === 'team_member') ||
        (u.id === viewer.id && u.role !== 'client'),
    );
    const rank = (u: User) => (u.id === ownerId ? 0 : u.id === advisorId ? 1 : 2);
    const name = (u: User) => `${u.firstName} ${u.lastName}`.trim() || u.username;
    return eligible.sort((a, b) => rank(a) - rank(b) || name(a).localeCompare(name(b)));
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

  /**
   * The actor changes their own account: their first and last name, the profession (an id, or null to
   * clear it). A profession answer, an empty one too ("Skip"), marks the first sign-in question as asked;
   * a change of name alone leaves it as it was. Announced as a profile change, so the gateway drops its
   * cached copy of the user at once (and the notes they wrote show the new name).
   */
  async updateMe(viewer: Viewer, changes: UpdateMeRequest): Promise<User> {
    const values: Partial<Pick<UserEntity, 'profession' | 'professionAsked' | 'firstName' | 'lastName'>> = {};
    const namesOnly = changes.firstName !== undefined || changes.lastName !== undefined;
    if (changes.profession !== undefined || !namesOnly) values.professionAsked = true;
    if (changes.profession !== undefined) values.profession = changes.profession;
    if (changes.firstName !== undefined) values.firstName = changes.firstName;
    if (changes.lastName !== undefined) values.lastName = changes.lastName;
    const user = await this.users.updateSelf(viewer.id, values);
    if (!user) throw DomainError.notFound('User not found');
    this.events.userChanged({ userId: viewer.id, reason: 'profile' });
    return toSelf(user);
  }

  /** Admin metrics, user side (see UsersRepository.stats). Admin only. */
  async stats(viewer: Viewer): Promise<AuthStats> {
    if (viewer.role !== 'admin') throw DomainError.forbidden();
    // An unset or empty SMTP_URL (the Mailer's rule): the dashboard tells the admin no e-mail goes out.
    return { ...(await this.users.stats()), emailConfigured: Boolean(this.config.SMTP_URL) };
  }
}
