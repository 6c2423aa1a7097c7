import type { AssignmentChangedEvent, Role, UserChangedEvent } from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import type { AccessService } from '../access/access.service.js';
import type { Viewer } from '../access/access.rules.js';
import type {
  AssignmentParties,
  AssignmentRow,
  AssignmentsRepository,
} from '../assignments/assignments.repository.js';
import { ASSIGNMENT_MESSAGES } from '../assignments/assignments.rules.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { AssignmentsService } from '../assignments/assignments.service.js';
import type { AuthEvents } from '../events/auth.events.js';
import type { UserEntity } from './user.entity.js';
import type { RoleChange, UsersRepository } from './users.repository.js';
import { LAST_ADMIN_MESSAGE, UsersService } from './users.service.js';

// Unit tests of the user and assignment rules, with in-memory stand-ins for the repositories, the
// access rules and the events. The SQL is covered by the integration tests (test/).

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const person = (n: number, role: Role): UserEntity =>
  ({
    id: id(n),
    role,
    firstName: `F${n}`,
    lastName: `L${n}`,
    email: `u${n}@example.com`,
    username: `u${n}`,
    profileImageUrl: null,
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
  }) as UserEntity;

function world() {
  const users = new Map<string, UserEntity>(
    [
      person(1, 'admin'),
      person(2, 'team_member'),
      person(3, 'team_member'),
      person(10, 'client'),
      person(11, 'client'),
    ].map((u) => [u.id, u]),
  );
  const assignments = new Map<string, AssignmentRow>(); // by client id
  const assign = (clientId: string, advisorId: string) =>
    assignments.set(clientId, {
      id: `a-${clientId}`,
      clientId,
      advisorId,
      notes: null,
      assignedAt: new Date(),
    });
  const parties = (clientId: string, advisorId: string): AssignmentParties => ({
    client: users.get(clientId) ?? null,
    advisor: users.get(advisorId) ?? null,
  });

  const usersRepo = {
    findById: async (uid: string) => users.get(uid) ?? null,
    findByIds: async (ids: readonly string[]) => ids.flatMap((i) => (users.has(i) ? [users.get(i)!] : [])),
    advisorOf: async (clientId: string) => assignments.get(clientId)?.advisorId ?? null,
    changeRole: async (uid: string, role: Role, check: (u: UserEntity, admins: number) => void) => {
      const user = users.get(uid);
      if (!user) return null;
      if (user.role === role) return { user, changed: false, previousAdvisorId: null } satisfies RoleChange;
      check(user, [...users.values()].filter((u) => u.role === 'admin').length);
      const wasClient = user.role === 'client';
      const next = { ...user, role } as UserEntity;
      users.set(uid, next);
      const previousAdvisorId = wasClient ? (assignments.get(uid)?.advisorId ?? null) : null;
      if (wasClient) assignments.delete(uid);
      return { user: next, changed: true, previousAdvisorId } satisfies RoleChange;
    },
    stats: async () => ({
      totalUsers: users.size,
      clientCount: 0,
      advisorCount: 0,
      adminCount: 0,
      activeAssignments: 0,
      unassignedClients: 0,
    }),
  } as unknown as UsersRepository;

  const assignmentsRepo = {
    findAll: async () => [...assignments.values()],
    insert: async (
      input: { clientId: string; advisorId: string },
      check: (p: AssignmentParties, already: boolean) => void,
    ) => {
      check(parties(input.clientId, input.advisorId), assignments.has(input.clientId));
      assign(input.clientId, input.advisorId);
      return assignments.get(input.clientId)!;
    },
    reassign: async (
      input: { clientId: string; advisorId: string },
      check: (current: string | null, p: () => Promise<AssignmentParties>) => Promise<void>,
    ) => {
      const previousAdvisorId = assignments.get(input.clientId)?.advisorId ?? null;
      await check(previousAdvisorId, async () => parties(input.clientId, input.advisorId));
      assign(input.clientId, input.advisorId);
      return { row: assignments.get(input.clientId)!, previousAdvisorId: previousAdvisorId! };
    },
    deleteForClient: async (clientId: string) => {
      const advisorId = assignments.get(clientId)?.advisorId ?? null;
      assignments.delete(clientId);
      return advisorId;
    },
    findClients: async () => [],
    advisorSummaries: async () => [],
  } as unknown as AssignmentsRepository;

  const access = {
    scope: async (v: Viewer) =>
      v.role === 'admin'
        ? { all: true }
        : {
            all: false,
            userIds: [
              v.id,
              ...[...assignments.values()].filter((a) => a.advisorId === v.id).map((a) => a.clientId),
            ],
          },
    canSee: async (v: Viewer, uid: string) =>
      v.role === 'admin' || v.id === uid || assignments.get(uid)?.advisorId === v.id,
  } as unknown as AccessService;

  const userEvents: UserChangedEvent[] = [];
  const assignmentEvents: AssignmentChangedEvent[] = [];
  const events = {
    userChanged: (e: UserChangedEvent) => userEvents.push(e),
    assignmentChanged: (e: AssignmentChangedEvent) => assignmentEvents.push(e),
  } as unknown as AuthEvents;

  return {
    users,
    assign,
    userEvents,
    assignmentEvents,
    service: new UsersService(usersRepo, access, events, { SMTP_URL: undefined }),
    assignmentsService: new AssignmentsService(assignmentsRepo, usersRepo, events, {
      clientAssigned: async () => undefined,
    } as unknown as NotificationsService),
  };
}

const ADMIN: Viewer = { id: id(1), role: 'admin' };
const ADVISOR: Viewer = { id: id(2), role: 'team_member' };
const CLIENT: Viewer = { id: id(10), role: 'client' };

async function rejection(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('UsersService rules', () => {
  it('answers 404 for a user the viewer may not see, as for one that does not exist', async () => {
    const { service, assign } = world();
    assign(id(10), id(2));
    await expect(service.get(ADVISOR, id(10))).resolves.toMatchObject({ id: id(10) });
    expect((await rejection(service.get(ADVISOR, id(11)))).status).toBe(404);
    expect((await rejection(service.get(ADMIN, id(99)))).status).toBe(404);
  });

  it('lets a client see their own advisor by id, and no other user', async () => {
    const { service, assign } = world();
    assign(id(10), id(2));
    const seen = await service.byIds(CLIENT, [id(2), id(3), id(11), id(10)]);
    expect(seen.map((u) => u.id)).toEqual([id(2), id(10)]);
  });

  it('changes roles for admins only, never demoting the last admin (409)', async () => {
    const { service, userEvents } = world();
    expect((await rejection(service.setRole(ADVISOR, id(10), 'admin'))).status).toBe(403);
    const err = await rejection(service.setRole(ADMIN, id(1), 'client'));
    expect([err.status, err.message]).toEqual([409, LAST_ADMIN_MESSAGE]);
    expect((await rejection(service.setRole(ADMIN, id(99), 'client'))).status).toBe(404);
    // unchanged role: no event
    await service.setRole(ADMIN, id(2), 'team_member');
    expect(userEvents).toEqual([]);
  });

  it('takes the advisor away from a client who becomes a team member, and announces both', async () => {
    const { service, assign, userEvents, assignmentEvents } = world();
    assign(id(10), id(2));
    expect((await service.setRole(ADMIN, id(10), 'team_member')).role).toBe('team_member');
    expect(userEvents).toEqual([{ userId: id(10), reason: 'role' }]);
    expect(assignmentEvents).toEqual([{ clientId: id(10), advisorId: null, previousAdvisorId: id(2) }]);
  });

  it('answers stats to admins only', async () => {
    const { service } = world();
    expect((await rejection(service.stats(CLIENT))).status).toBe(403);
    await expect(service.stats(ADMIN)).resolves.toMatchObject({ totalUsers: 5 });
  });
});

describe('AssignmentsService rules', () => {
  it('assigns a client to an advisor once (409 after), with 404/400 for missing or wrong parties', async () => {
    const { assignmentsService: s, assignmentEvents } = world();
    await s.create({ clientId: id(10), advisorId: id(2), notes: undefined });
    expect(assignmentEvents).toEqual([{ clientId: id(10), advisorId: id(2), previousAdvisorId: null }]);
    const again = await rejection(s.create({ clientId: id(10), advisorId: id(3), notes: undefined }));
    expect([again.status, again.message]).toEqual([409, ASSIGNMENT_MESSAGES.alreadyAssigned]);
    expect((await rejection(s.create({ clientId: id(99), advisorId: id(2), notes: undefined }))).status).toBe(
      404,
    );
    expect(
      (await rejection(s.create({ clientId: id(11), advisorId: id(10), notes: undefined }))).status,
    ).toBe(400);
  });

  it('reassigns only to a different advisor, only an assigned client, and never another client', async () => {
    const { assignmentsService: s, assign, assignmentEvents } = world();
    expect(
      (await rejection(s.update(id(10), { clientId: id(10), advisorId: id(2), notes: undefined }))).status,
    ).toBe(404);
    assign(id(10), id(2));
    expect(
      (await rejection(s.update(id(10), { clientId: id(10), advisorId: id(2), notes: undefined }))).status,
    ).toBe(400);
    expect(
      (await rejection(s.update(id(10), { clientId: id(11), advisorId: id(3), notes: undefined }))).status,
    ).toBe(400);
    await s.update(id(10), { clientId: id(10), advisorId: id(3), notes: undefined });
    expect(assignmentEvents).toEqual([{ clientId: id(10), advisorId: id(3), previousAdvisorId: id(2) }]);
  });

  it('removes an assignment (404 when there is none) and answers advisor lists by role', async () => {
    const { assignmentsService: s, assign } = world();
    expect((await rejection(s.remove(id(10)))).status).toBe(404);
    assign(id(10), id(2));
    await expect(s.remove(id(10))).resolves.toEqual({ message: 'Assignment removed' });
    expect((await rejection(s.advisorClients(CLIENT, undefined))).status).toBe(403);
    expect((await rejection(s.advisorClients(ADVISOR, id(3)))).status).toBe(403);
    expect((await rejection(s.advisorClients(ADMIN, id(99)))).status).toBe(404);
    await expect(s.advisorClients(ADVISOR, undefined)).resolves.toEqual([]);
  });
});
