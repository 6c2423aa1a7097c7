import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The advisor's cockpit and sign-off (docs/product.md §18): the owning client's sign-off of a version
 * of the playbook (`signed_off_version`, when and by whom). The cockpit's overdue count reads the
 * open tasks by owner and due day from `notes_tasks_owner_due_idx` (TaskListIndexes).
 */
export class PlaybookSignOff1767500000000 implements MigrationInterface {
  name = 'PlaybookSignOff1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE playbook.playbooks
        ADD COLUMN "signed_off_version" integer,
        ADD COLUMN "signed_off_at" timestamptz,
        ADD COLUMN "signed_off_by" uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE playbook.playbooks
        DROP COLUMN "signed_off_version",
        DROP COLUMN "signed_off_at",
        DROP COLUMN "signed_off_by"`);
  }
}
