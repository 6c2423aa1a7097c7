import { Injectable } from '@nestjs/common';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { AssignmentEntity } from './assignment.entity.js';
import { AUTH_SCHEMA } from '../infra/database.js';
import type { UserEntity } from '../users/user.entity.js';
import type { UserFields } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';

const S = AUTH_SCHEMA;
const RETURNING = `RETURNING id, client_id AS "clientId", advisor_id AS "advisorId", notes, assigned_at AS "assignedAt"`;

export interface AssignmentRow {
  id: string;
  clientId: string;
  advisorId: string;
  notes: string | null;
  assignedAt: Date;
}

/** The client and the advisor of an assignment being written, as read inside its transaction. */
export interface AssignmentParties {
  client: UserEntity | null;
  advisor: UserEntity | null;
}

export interface AdvisorSummaryRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  clientCount: number;
  clients: { id: string; firstName: string; lastName: string; email: string; assignedAt: string }[];
}

/**
 * The SQL of `auth.advisor_assignments`. The writes run in one transaction each and hand what they
 * read to a `check` from AssignmentsService (the rules), which may throw to refuse the change.
 */
@Injectable()
export class AssignmentsRepository {
  constructor(
    private readonly ds: DataSource,
    private readonly users: UsersRepository,
  ) {}

  /** The clients assigned to this advisor. */
  async clientIdsOf(advisorId: string): Promise<string[]> {
    const rows = await this.ds.getRepository(AssignmentEntity).find({
      select: { clientId: true },
      where: { advisorId },
    });
    return rows.map((r) => r.clientId);
  }

  /** Is this client assigned to this advisor? */
  isAssigned(clientId: string, advisorId: string): Promise<boolean> {
    return this.ds.getRepository(AssignmentEntity).existsBy({ clientId, advisorId });
  }

  async findAll(): Promise<AssignmentRow[]> {
    const rows = await this.ds.query(
      `SELECT id, client_id AS "clientId", advisor_id AS "advisorId", notes, assigned_at AS "assignedAt"
       FROM ${S}.advisor_assignments ORDER BY assigned_at DESC, id`,
    );
    return rowsOf<AssignmentRow>(rows);
  }

  /**
   * Inserts the assignment after `check` accepted the parties and whether the client has one already.
   * A concurrent insert for the same client fails on the unique index (advisor_assignments_client_id_key).
   */
  insert(
    input: { clientId: string; advisorId: string; notes?: string | null },
    check: (parties: AssignmentParties, alreadyAssigned: boolean) => void,
  ): Promise<AssignmentRow> {
    return this.ds.transaction(async (m) => {
      const parties = {
        client: await this.users.findById(input.clientId, m),
        advisor: await this.users.findById(input.advisorId, m),
      };
      const existing = rowsOf(
        await m.query(`SELECT 1 FROM ${S}.advisor_assignments WHERE client_id = $1`, [input.clientId]),
      );
      check(parties, existing.length > 0);
      const inserted = await m.query(
        `INSERT INTO ${S}.advisor_assignments (client_id, advisor_id, notes) VALUES ($1, $2, $3) ${RETURNING}`,
        [input.clientId, input.advisorId, input.notes ?? null],
      );
      return rowsOf<AssignmentRow>(inserted)[0]!;
    });
  }

  /**
   * Moves the client's assignment to another advisor, with the row locked; `check` sees the current
   * advisor (null when the client has none) and the parties first.
   */
  reassign(
    input: { clientId: string; advisorId: string; notes?: string | null },
    check: (currentAdvisorId: string | null, parties: () => Promise<AssignmentParties>) => Promise<void>,
  ): Promise<{ row: AssignmentRow; previousAdvisorId: string }> {
    return this.ds.transaction(async (m) => {
      const current = rowsOf<{ advisorId: string }>(
        await m.query(
          `SELECT advisor_id AS "advisorId" FROM ${S}.advisor_assignments WHERE client_id = $1 FOR UPDATE`,
          [input.clientId],
        ),
      )[0];
      await check(current?.advisorId ?? null, async () => ({
        client: await this.users.findById(input.clientId, m),
        advisor: await this.users.findById(input.advisorId, m),
      }));
      const updated = await m.query(
        `UPDATE ${S}.advisor_assignments SET advisor_id = $2, notes = $3, assigned_at = now()
         WHERE client_id = $1 ${RETURNING}`,
        [input.clientId, input.advisorId, input.notes ?? null],
      );
      return { row: rowsOf<AssignmentRow>(updated)[0]!, previousAdvisorId: current!.advisorId };
    });
  }

  /** Deletes the client's assignment; the advisor it had, or null when there was none. */
  async deleteForClient(clientId: string): Promise<string | null> {
    const deleted = rowsOf<{ advisorId: string }>(
      await this.ds.query(
        `DELETE FROM ${S}.advisor_assignments WHERE client_id = $1 RETURNING advisor_id AS "advisorId"`,
        [clientId],
      ),
    )[0];
    return deleted?.advisorId ?? null;
  }

  /** The clients of one advisor (every assigned client when null), newest assignment first. */
  async findClients(
    advisorId: string | null,
  ): Promise<(UserFields & { notes: string | null; assignedAt: Date })[]> {
    const rows = await this.ds.query(
      `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.username, u.role,
              u.profile_image_url AS "profileImageUrl", u.created_at AS "createdAt",
                u.profession, u.profession_asked AS "professionAsked",
              a.notes, a.assigned_at AS "assignedAt"
       FROM ${S}.advisor_assignments a JOIN ${S}.users u ON u.id = a.client_id
       WHERE ($1::uuid IS NULL OR a.advisor_id = $1::uuid)
       ORDER BY a.assigned_at DESC, u.id`,
      [advisorId],
    );
    return rowsOf<UserFields & { notes: string | null; assignedAt: Date }>(rows);
  }

  /**
   * Every team member, by name, with their number of clients and their `recent` most recently assigned
   * ones: one statement (a count and a top-N per advisor from the (advisor_id, assigned_at) index),
   * whatever the number of advisors.
   */
  async advisorSummaries(recent: number): Promise<AdvisorSummaryRow[]> {
    return rowsOf<AdvisorSummaryRow>(
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
        [recent],
      ),
    );
  }

  /**
   * The cockpit's clients (docs/product.md §18) with their advisor, in one statement: `advisorId` that
   * advisor's; else `unassigned` those without one; else every client. By name.
   */
  async cockpitClients(
    advisorId: string | null,
    unassigned: boolean,
    limit: number,
  ): Promise<
    {
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      advisorId: string | null;
      advisorName: string | null;
    }[]
  > {
    return rowsOf(
      await this.ds.query(
        `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email,
                a.advisor_id AS "advisorId",
                CASE WHEN v.id IS NULL THEN NULL ELSE trim(v.first_name || ' ' || v.last_name) END AS "advisorName"
           FROM ${S}.users u
           LEFT JOIN ${S}.advisor_assignments a ON a.client_id = u.id
           LEFT JOIN ${S}.users v ON v.id = a.advisor_id
          WHERE u.role = 'client'
            AND ($1::uuid IS NULL OR a.advisor_id = $1::uuid)
            AND (NOT $2::boolean OR a.advisor_id IS NULL)
          ORDER BY lower(u.first_name), lower(u.last_name), u.id
          LIMIT $3`,
        [advisorId, unassigned, limit],
      ),
    );
  }
}
