import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Approval of a playbook's copy (docs/approvals.md): one record per request, with the version, its copy
 * and the findings of the compliance check when it was sent, and the reviewer's decision; the users an
 * admin marked as compliance reviewers; the retention of approved copy (an admin's setting, 5 years by
 * default); and on each playbook the state of its latest request and the version last approved.
 */
export class PlaybookApprovals1767800000000 implements MigrationInterface {
  name = 'PlaybookApprovals1767800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE playbook.approvals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        playbook_id uuid NOT NULL,
        playbook_name varchar(200) NOT NULL,
        owner_id uuid NOT NULL,
        version integer NOT NULL,
        state varchar(10) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'returned')),
        profession varchar(60),
        requested_by uuid NOT NULL,
        requested_by_name varchar(200) NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        note text,
        decided_by uuid,
        decided_by_name varchar(200),
        decided_at timestamptz,
        comment text,
        findings jsonb NOT NULL DEFAULT '[]',
        disclosures jsonb NOT NULL DEFAULT '[]',
        content jsonb NOT NULL,
        retain_until timestamptz
      )`);
    await q.query(
      `CREATE INDEX approvals_playbook_idx ON playbook.approvals (playbook_id, requested_at DESC)`,
    );
    await q.query(`CREATE INDEX approvals_state_idx ON playbook.approvals (state, requested_at DESC)`);
    await q.query(`
      CREATE TABLE playbook.compliance_reviewers (
        user_id uuid PRIMARY KEY,
        added_by uuid NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE playbook.approval_settings (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        retention_years integer NOT NULL DEFAULT 5 CHECK (retention_years BETWEEN 1 AND 30)
      )`);
    await q.query(`INSERT INTO playbook.approval_settings (id, retention_years) VALUES (1, 5)`);
    await q.query(`
      ALTER TABLE playbook.playbooks
        ADD COLUMN approval_state varchar(10),
        ADD COLUMN approval_version integer,
        ADD COLUMN approved_version integer,
        ADD COLUMN approved_at timestamptz,
        ADD COLUMN approved_by_name varchar(200)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE playbook.playbooks
        DROP COLUMN approval_state, DROP COLUMN approval_version, DROP COLUMN approved_version,
        DROP COLUMN approved_at, DROP COLUMN approved_by_name`);
    await q.query(`DROP TABLE playbook.approval_settings`);
    await q.query(`DROP TABLE playbook.compliance_reviewers`);
    await q.query(`DROP TABLE playbook.approvals`);
  }
}
