import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Tasks page (docs/product.md §2, Tasks; `GET /api/tasks`) reads tasks across items: by the owners
 * the caller may see, by assignee and by author, in due-day order. Partial indexes over tasks only.
 */
export class TaskListIndexes1766432100000 implements MigrationInterface {
  name = 'TaskListIndexes1766432100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS notes_tasks_owner_due_idx ON playbook.notes (owner_id, status, due_date) WHERE is_task`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS notes_tasks_assigned_to_idx ON playbook.notes (assigned_to, status) WHERE is_task AND assigned_to IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS notes_tasks_author_idx ON playbook.notes (user_id, status) WHERE is_task`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS playbook.notes_tasks_author_idx`);
    await q.query(`DROP INDEX IF EXISTS playbook.notes_tasks_assigned_to_idx`);
    await q.query(`DROP INDEX IF EXISTS playbook.notes_tasks_owner_due_idx`);
  }
}
