import { Injectable } from '@nestjs/common';
import {
  ADVISOR_RECENT_CLIENTS,
  COCKPIT_MAX_CLIENTS,
  type AdvisorClient,
  type CockpitClient,
  type AdvisorSummary,
  type Assignment,
  type AssignmentInput,
} from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';
import { AuthEvents } from '../events/auth.events.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { isUniqueViolation } from '../infra/pg-errors.js';
import { toAdvisorClient, toIso } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { AssignmentsRepository, type AssignmentRow } from './assignments.repository.js';
import { ASSIGNMENT_MESSAGES, checkAssignmentParties, checkReassignment } from './assignments.rules.js';

const toAssignment = (r: AssignmentRow): Assignment => ({
  id: r.id,
  clientId: r.clientId,
  advisorId: r.advisorId,
  notes: r.notes,
  assignedAt: toIso(r.assignedAt),
});

/**
 * Advisor assignments (admin only; the controller checks the role). A client has at most one advisor.
 * Every change publishes EVENTS.assignmentChanged after it is committed.
 */
@Injectable()
export class AssignmentsService {
  constructor(
    private readonly assignments: AssignmentsRepository,
    private readonly users: UsersRepository,
    private readonly events: AuthEvents,
    private readonly notifications: NotificationsService,
  ) {}

  async list(): Promise<Assignment[]> {
    return (await this.assignments.findAll()).map(toAssignment);
  }

  /** Gives a client an advisor; the advisor is notified (docs/product.md §15). */
  async create(input: AssignmentInput, actorId: string | null = null): Promise<Assignment> {
    let row: AssignmentRow;
    try {
      row = await this.assignments.insert(input, (parties, alreadyAssigned) => {
        checkAssignmentParties(parties.client, parties.advisor);
        if (alreadyAssigned) throw DomainError.conflict(ASSIGNMENT_MESSAGES.alreadyAssigned);
      });
    } catch (err) {
      // Two admins assigning the same client at the same moment: the unique index decides.
      if (isUniqueViolation(err, 'advisor_assignments_client_id_key')) {
        throw DomainError.conflict(ASSIGNMENT_MESSAGES.alreadyAssigned);
      }
      throw err;
    }
    this.events.assignmentChanged({
      clientId: row.clientId,
      advisorId: row.advisorId,
      previousAdvisorId: null,
    });
    await this.notifications.clientAssigned(actorId, row.clientId, row.advisorId);
    return toAssignment(row);
  }

  /** Reassigns the client (the assignment's id in the API is the client id) to another advisor. */
  async update(clientId: string, input: AssignmentInput, actorId: string | null = null): Promise<Assignment> {
    if (input.clientId !== clientId) {
      throw DomainError.badRequest(ASSIGNMENT_MESSAGES.clientMismatch, {
        clientId: [ASSIGNMENT_MESSAGES.clientMismatch],
      });
    }
    const { row, previousAdvisorId } = await this.assignments.reassign(
      { ...input, clientId },
      async (currentAdvisorId, parties) => {
        if (!currentAdvisorId) throw DomainError.notFound(ASSIGNMENT_MESSAGES.notAssigned);
        checkReassignment(currentAdvisorId, input.advisorId);
        const { client, advisor } = await parties();
        checkAssignmentParties(client, advisor);
      },
    );
    this.events.assignmentChanged({ clientId, advisorId: row.advisorId, previousAdvisorId });
    if (row.advisorId !== previousAdvisorId)
      await this.notifications.clientAssigned(actorId, clientId, row.advisorId);
    return toAssignment(row);
  }

  /** Removes the client's advisor (the id is the client id). */
  async remove(clientId: string): Promise<{ message: string }> {
    const previousAdvisorId = await this.assignments.deleteForClient(clientId);
    if (!previousAdvisorId) throw DomainError.notFound(ASSIGNMENT_MESSAGES.notAssigned);
    this.events.assignmentChanged({ clientId, advisorId: null, previousAdvisorId });
    return { message: 'Assignment removed' };
  }

  /**
   * An advisor's clients with the assignment date and notes. A team member: their own (naming another
   * advisor is 403); an admin: those of `advisorId`, or every assigned client; a client: 403.
   */
  async advisorClients(viewer: Viewer, advisorId: string | undefined): Promise<AdvisorClient[]> {
    if (viewer.role === 'client') throw DomainError.forbidden();
    if (viewer.role === 'team_member' && advisorId && advisorId !== viewer.id) throw DomainError.forbidden();
    const advisor = viewer.role === 'team_member' ? viewer.id : advisorId;
    if (viewer.role === 'admin' && advisor && !(await this.users.findById(advisor))) {
      throw DomainError.notFound(ASSIGNMENT_MESSAGES.advisorNotFound);
    }
    const rows = await this.assignments.findClients(advisor ?? null);
    return rows.map((r) => toAdvisorClient(r, r));
  }

  /**
   * The cockpit's clients (docs/product.md §18): a team member their own (naming another advisor is
   * 403); an admin those of `advisorId` (404 for no such advisor), the unassigned ones, or every client
   * with their advisor; a client 403.
   */
  async cockpitClients(
    viewer: Viewer,
    query: { advisorId?: string; unassigned?: boolean; limit?: number },
  ): Promise<CockpitClient[]> {
    if (viewer.role === 'client') throw DomainError.forbidden();
    const limit = query.limit ?? COCKPIT_MAX_CLIENTS + 1;
    if (viewer.role === 'team_member') {
      if (query.advisorId && query.advisorId !== viewer.id) throw DomainError.forbidden();
      return this.assignments.cockpitClients(viewer.id, false, limit);
    }
    if (query.advisorId) {
      const advisor = await this.users.findById(query.advisorId);
      if (!advisor || advisor.role !== 'team_member')
        throw DomainError.notFound(ASSIGNMENT_MESSAGES.advisorNotFound);
      return this.assignments.cockpitClients(query.advisorId, false, limit);
    }
    return this.assignments.cockpitClients(null, query.unassigned === true, limit);
  }

  /**
   * Every team member, by name, with their number of clients and their ADVISOR_RECENT_CLIENTS most
   * recently assigned ones: one statement (a count and a top-3 per advisor from the
   * (advisor_id, assigned_at) index), whatever the number of advisors.
   */
  async advisorSummaries(): Promise<AdvisorSummary[]> {
    const rows = await this.assignments.advisorSummaries(ADVISOR_RECENT_CLIENTS);
    return rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      profileImageUrl: r.profileImageUrl ?? null,
      clientCount: r.clientCount,
      clients: r.clients.map((c) => ({
        id: c.id,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        assignedAt: toIso(c.assignedAt),
      })),
    }));
  }
}
