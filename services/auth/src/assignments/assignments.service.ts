import { Injectable } from '@nestjs/common';
import {
  ADVISOR_RECENT_CLIENTS,
  type AdvisorClient,
  type AdvisorSummary,
  type Assignment,
  type AssignmentInput,
} from '@icp-studio/contracts';
import { DomainError, rowsOf } from '@icp-studio/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../access/access-policy.js';
import { AuthEvents } from '../events/auth-events.js';
import { AUTH_SCHEMA } from '../infra/database.js';
import { isUniqueViolation } from '../infra/pg-errors.js';
import { toAdvisorClient, toIso, type UserFields } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { ASSIGNMENT_MESSAGES, checkAssignmentParties, checkReassignment } from './assignment-rules.js';

const S = AUTH_SCHEMA;
const RETURNING = `RETURNING id, client_id AS "clientId", advisor_id AS "advisorId", notes, assigned_at AS "assignedAt"`;

interface AssignmentRow {
  id: string;
  clientId: string;
  advisorId: string;
  notes: string | null;
  assignedAt: Date;
}

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
    private readonly ds: DataSource,
    private readonly users: UsersRepository,
    private readonly events: AuthEvents,
  ) {}

  async list(): Promise<Assignment[]> {
    const rows = await this.ds.query(
      `SELECT id, client_id AS "clientId", advisor_id AS "advisorId", notes, assigned_at AS "assignedAt"
       FROM ${S}.advisor_assignments ORDER BY assigned_at DESC, id`,
    );
    return rowsOf<AssignmentRow>(rows).map(toAssignment);
  }

  async create(input: AssignmentInput): Promise<Assignment> {
    let row: AssignmentRow;
    try {
      row = await this.ds.transaction(async (m) => {
        await this.checkParties(m, input.clientId, input.advisorId);
        const existing = rowsOf(
          await m.query(`SELECT 1 FROM ${S}.advisor_assignments WHERE client_id = $1`, [input.clientId]),
        );
        if (existing.length) throw DomainError.conflict(ASSIGNMENT_MESSAGES.alreadyAssigned);
        const inserted = await m.query(
          `INSERT INTO ${S}.advisor_assignments (client_id, advisor_id, notes) VALUES ($1, $2, $3) ${RETURNING}`,
          [input.clientId, input.advisorId, input.notes ?? null],
        );
        return rowsOf<AssignmentRow>(inserted)[0]!;
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
    return toAssignment(row);
  }

  /** Reassigns the client (the assignment's id in the API is the client id) to another advisor. */
  async update(clientId: string, input: AssignmentInput): Promise<Assignment> {
    if (input.clientId !== clientId) {
      throw DomainError.badRequest(ASSIGNMENT_MESSAGES.clientMismatch, {
        clientId: [ASSIGNMENT_MESSAGES.clientMismatch],
      });
    }
    const { row, previousAdvisorId } = await this.ds.transaction(async (m) => {
      const current = rowsOf<{ advisorId: string }>(
        await m.query(
          `SELECT advisor_id AS "advisorId" FROM ${S}.advisor_assignments WHERE client_id = $1 FOR UPDATE`,
          [clientId],
        ),
      )[0];
      if (!current) throw DomainError.notFound(ASSIGNMENT_MESSAGES.notAssigned);
      checkReassignment(current.advisorId, input.advisorId);
      await this.checkParties(m, clientId, input.advisorId);
      const updated = await m.query(
        `UPDATE ${S}.advisor_assignments SET advisor_id = $2, notes = $3, assigned_at = now()
         WHERE client_id = $1 ${RETURNING}`,
        [clientId, input.advisorId, input.notes ?? null],
      );
      return { row: rowsOf<AssignmentRow>(updated)[0]!, previousAdvisorId: current.advisorId };
    });
    this.events.assignmentChanged({ clientId, advisorId: row.advisorId, previousAdvisorId });
    return toAssignment(row);
  }

  /** Removes the client's advisor (the id is the client id). */
  async remove(clientId: string): Promise<{ message: string }> {
    const deleted = rowsOf<{ advisorId: string }>(
      await this.ds.query(
        `DELETE FROM ${S}.advisor_assignments WHERE client_id = $1 RETURNING advisor_id AS "advisorId"`,
        [clientId],
      ),
    )[0];
    if (!deleted) throw DomainError.notFound(ASSIGNMENT_MESSAGES.notAssigned);
    this.events.assignmentChanged({ clientId, advisorId: null, previousAdvisorId: deleted.advisorId });
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
    const rows = await this.ds.query(
      `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.username, u.role,
              u.profile_image_url AS "profileImageUrl", u.created_at AS "createdAt",
              a.notes, a.assigned_at AS "assignedAt"
       FROM ${S}.advisor_assignments a JOIN ${S}.users u ON u.id = a.client_id
       WHERE ($1::uuid IS NULL OR a.advisor_id = $1::uuid)
       ORDER BY a.assigned_at DESC, u.id`,
      [advisor ?? null],
    );
    return rowsOf<UserFields & { notes: string | null; assignedAt: Date }>(rows).map((r) =>
      toAdvisorClient(r, r),
    );
  }

  /**
   * Every team member, by name, with their number of clients and their ADVISOR_RECENT_CLIENTS most
   * recently assigned ones: one statement (a count and a top-3 per advisor from the
   * (advisor_id, assigned_at) index), whatever the number of advisors.
   */
  async advisorSummaries(): Promise<AdvisorSummary[]> {
    const rows = rowsOf<{
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      profileImageUrl: string | null;
      clientCount: number;
      clients: { id: string; firstName: string; lastName: string; email: string; assignedAt: string }[];
    }>(
      await this.ds.query(
        `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email,
                u.profile_image_url AS "profileImageUrl",
                (SELECT count(*)::int FROM ${S}.advisor_assignments a WHERE a.advisor_id = u.id) AS "clientCount",
                COALESCE(
                  (SELECT json_agg(json_build_object('id', c.id, 'firstName', c.first_name,
                                   'lastName', c.last_name, 'email', c.email, 'assignedAt', r.assigned_at)
                                   ORDER BY r.assigned_at DESC, r.client_id)
                     FROM (SELECT a.client_id, a.assigned_at FROM ${S}.advisor_assignments a
                            WHERE a.advisor_id = u.id
                            ORDER BY a.assigned_at DESC, a.client_id LIMIT $1) r
                     JOIN ${S}.users c ON c.id = r.client_id),
                  '[]'::json) AS clients
           FROM ${S}.users u
          WHERE u.role = 'team_member'
          ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
        [ADVISOR_RECENT_CLIENTS],
      ),
    );
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

  private async checkParties(m: EntityManager, clientId: string, advisorId: string): Promise<void> {
    const client = await this.users.findById(clientId, m);
    const advisor = await this.users.findById(advisorId, m);
    checkAssignmentParties(client, advisor);
  }
}
