import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A notification kind more (docs/product.md §15): `shares_revoked`, share links to the recipient's
 * profile or playbook ended because their maker lost access to it (§14, "A maker's access").
 */
export class NotificationSharesRevoked1767600000000 implements MigrationInterface {
  name = 'NotificationSharesRevoked1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth.notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`);
    await q.query(`ALTER TABLE auth.notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('mention', 'task_assigned', 'task_completed', 'client_assigned', 'shares_revoked'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM auth.notifications WHERE kind = 'shares_revoked'`);
    await q.query(`ALTER TABLE auth.notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`);
    await q.query(`ALTER TABLE auth.notifications ADD CONSTRAINT notifications_kind_check
      CHECK (kind IN ('mention', 'task_assigned', 'task_completed', 'client_assigned'))`);
  }
}
