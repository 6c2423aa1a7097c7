import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A notification kind more (docs/product.md §15): `kpi_review`, a KPI period of the recipient's (or
 * their client's) playbook ended without a recorded value (§17, "Review reminders"). It has no actor.
 */
export class NotificationKpiReview1768000000000 implements MigrationInterface {
  name = 'NotificationKpiReview1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth.notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`);
    await q.query(`ALTER TABLE auth.notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('mention', 'task_assigned', 'task_completed', 'client_assigned', 'shares_revoked',
                      'kpi_review'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM auth.notifications WHERE kind = 'kpi_review'`);
    await q.query(`ALTER TABLE auth.notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`);
    await q.query(`ALTER TABLE auth.notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('mention', 'task_assigned', 'task_completed', 'client_assigned', 'shares_revoked'))`);
  }
}
