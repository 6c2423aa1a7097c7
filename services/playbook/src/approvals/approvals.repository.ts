import { Injectable } from '@nestjs/common';
import {
  DEFAULT_APPROVAL_RETENTION_YEARS,
  type ApprovalDecisionState,
  type ApprovalFinding,
  type ComplianceDisclosure,
} from '@icp-studio/contracts';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';

/** A row of `playbook.approvals` (docs/approvals.md). */
export interface ApprovalRow {
  id: string;
  playbook_id: string;
  playbook_name: string;
  owner_id: string;
  version: number;
  state: ApprovalDecisionState;
  profession: string | null;
  requested_by: string;
  requested_by_name: string;
  requested_at: Date;
  note: string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  comment: string | null;
  findings: ApprovalFinding[];
  disclosures: ComplianceDisclosure[];
  content: Record<string, unknown>;
  retain_until: Date | null;
}

export interface NewApproval {
  playbookId: string;
  playbookName: string;
  ownerId: string;
  version: number;
  profession: string | null;
  requestedBy: string;
  requestedByName: string;
  note: string | null;
  findings: ApprovalFinding[];
  disclosures: ComplianceDisclosure[];
  content: Record<string, unknown>;
}

/** Which records a reviewer's queue holds: every one, or those of some owners; never their own. */
export interface QueueScope {
  all: boolean;
  ownerIds: readonly string[];
  exceptUser: string;
}

/** The SQL of approval records, compliance reviewers and the retention setting. */
@Injectable()
export class ApprovalsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * A new pending request for `version`, only while it is the playbook's current version (false: a save
   * came first, nothing is written). Older pending requests of the playbook are closed as superseded.
   */
  async insertRequest(a: NewApproval): Promise<ApprovalRow | null> {
    return this.ds.transaction(async (m) => {
      const updated = rowsOf<unknown>(
        await m.query(
          `UPDATE playbook.playbooks SET approval_state = 'pending', approval_version = $2
            WHERE id = $1 AND version = $2 RETURNING id`,
          [a.playbookId, a.version],
        ),
      );
      if (updated.length === 0) return null;
      await m.query(
        `UPDATE playbook.approvals SET state = 'returned', decided_at = now(),
                comment = 'Superseded by the request for version ' || $2::text
          WHERE playbook_id = $1 AND state = 'pending'`,
        [a.playbookId, a.version],
      );
      const rows = rowsOf<ApprovalRow>(
        await m.query(
          `INSERT INTO playbook.approvals (playbook_id, playbook_name, owner_id, version, profession,
             requested_by, requested_by_name, note, findings, disclosures, content)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb) RETURNING *`,
          [
            a.playbookId,
            a.playbookName,
            a.ownerId,
            a.version,
            a.profession,
            a.requestedBy,
            a.requestedByName,
            a.note,
            JSON.stringify(a.findings),
            JSON.stringify(a.disclosures),
            JSON.stringify(a.content),
          ],
        ),
      );
      return rows[0] ?? null;
    });
  }

  /**
   * The reviewer's decision on a pending record (null: it is no longer pending), and the playbook's
   * approval state when the record is its latest request.
   */
  async decide(
    id: string,
    d: {
      state: 'approved' | 'returned';
      by: string;
      byName: string;
      comment: string | null;
      retainUntil: Date | null;
    },
  ): Promise<ApprovalRow | null> {
    return this.ds.transaction(async (m) => {
      const rows = rowsOf<ApprovalRow>(
        await m.query(
          `UPDATE playbook.approvals SET state = $2, decided_by = $3, decided_by_name = $4, decided_at = now(),
                  comment = $5, retain_until = $6
            WHERE id = $1 AND state = 'pending' RETURNING *`,
          [id, d.state, d.by, d.byName, d.comment, d.retainUntil],
        ),
      );
      const row = rows[0];
      if (!row) return null;
      await m.query(
        d.state === 'approved'
          ? `UPDATE playbook.playbooks SET approval_state = 'approved', approved_version = $2,
                    approved_at = now(), approved_by_name = $3
              WHERE id = $1 AND approval_version = $2`
          : `UPDATE playbook.playbooks SET approval_state = 'returned' WHERE id = $1 AND approval_version = $2`,
        d.state === 'approved' ? [row.playbook_id, row.version, d.byName] : [row.playbook_id, row.version],
      );
      return row;
    });
  }

  async findById(id: string): Promise<ApprovalRow | null> {
    const rows = rowsOf<ApprovalRow>(
      await this.ds.query(`SELECT * FROM playbook.approvals WHERE id = $1`, [id]),
    );
    return rows[0] ?? null;
  }

  /** A playbook's records, newest first. */
  async findByPlaybook(playbookId: string): Promise<ApprovalRow[]> {
    return rowsOf<ApprovalRow>(
      await this.ds.query(
        `SELECT * FROM playbook.approvals WHERE playbook_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 200`,
        [playbookId],
      ),
    );
  }

  /** One page of the records in `scope` with `state` ('all': any), oldest request first, and their total. */
  async findPage(
    scope: QueueScope,
    state: ApprovalDecisionState | 'all',
    page: { limit: number; offset: number },
  ): Promise<{ rows: ApprovalRow[]; total: number }> {
    const where = `($1::boolean OR owner_id = ANY($2::uuid[]))
        AND requested_by <> $3 AND owner_id <> $3 AND ($4::text = 'all' OR state = $4::text)`;
    const params = [scope.all, [...scope.ownerIds], scope.exceptUser, state];
    const [rows, count] = await Promise.all([
      this.ds.query(
        `SELECT * FROM playbook.approvals WHERE ${where}
          ORDER BY requested_at ${state === 'pending' ? 'ASC' : 'DESC'}, id LIMIT $5 OFFSET $6`,
        [...params, page.limit, page.offset],
      ),
      this.ds.query(`SELECT count(*)::int AS total FROM playbook.approvals WHERE ${where}`, params),
    ]);
    return {
      rows: rowsOf<ApprovalRow>(rows),
      total: rowsOf<{ total: number }>(count)[0]?.total ?? 0,
    };
  }

  async isReviewer(userId: string): Promise<boolean> {
    const rows = rowsOf<unknown>(
      await this.ds.query(`SELECT 1 FROM playbook.compliance_reviewers WHERE user_id = $1`, [userId]),
    );
    return rows.length > 0;
  }

  async setReviewer(userId: string, reviewer: boolean, by: string): Promise<void> {
    await (reviewer
      ? this.ds.query(
          `INSERT INTO playbook.compliance_reviewers (user_id, added_by) VALUES ($1, $2)
           ON CONFLICT (user_id) DO NOTHING`,
          [userId, by],
        )
      : this.ds.query(`DELETE FROM playbook.compliance_reviewers WHERE user_id = $1`, [userId]));
  }

  async retentionYears(): Promise<number> {
    const rows = rowsOf<{ retention_years: number }>(
      await this.ds.query(`SELECT retention_years FROM playbook.approval_settings WHERE id = 1`),
    );
    return rows[0]?.retention_years ?? DEFAULT_APPROVAL_RETENTION_YEARS;
  }

  async setRetentionYears(years: number): Promise<void> {
    await this.ds.query(
      `INSERT INTO playbook.approval_settings (id, retention_years) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET retention_years = EXCLUDED.retention_years`,
      [years],
    );
  }
}
