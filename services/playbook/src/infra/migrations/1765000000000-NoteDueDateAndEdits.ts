import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notes and tasks (docs/product.md §3, "Notes and tasks"):
 * - `due_date`: a task's due day (a calendar day, no time zone), null for notes and undated tasks;
 * - `edited_at`: when the author last changed the text (the note shows "edited"), null when never.
 * Both nullable: existing rows keep their meaning without a rewrite.
 */
export class NoteDueDateAndEdits1765000000000 implements MigrationInterface {
  name = 'NoteDueDateAndEdits1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE playbook.notes ADD COLUMN due_date date NULL`);
    await q.query(`ALTER TABLE playbook.notes ADD COLUMN edited_at timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE playbook.notes DROP COLUMN IF EXISTS edited_at`);
    await q.query(`ALTER TABLE playbook.notes DROP COLUMN IF EXISTS due_date`);
  }
}
