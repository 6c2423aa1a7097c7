import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (docs/product.md §15): each user's mentions, tasks given to them, their tasks completed
 * and clients given to them, read or not, e-mailed or not; and how each user wants them by e-mail (no
 * row: instant) with when their last daily digest went.
 */
export class Notifications1766800000000 implements MigrationInterface {
  name = 'Notifications1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users(id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL
          CHECK (kind IN ('mention', 'task_assigned', 'task_completed', 'client_assigned')),
        actor_id uuid NULL REFERENCES auth.users(id) ON DELETE SET NULL,
        actor_name varchar(120) NULL,
        item_kind varchar(10) NOT NULL CHECK (item_kind IN ('icp', 'playbook', 'user')),
        item_id uuid NOT NULL,
        item_name varchar(300) NULL,
        note_id uuid NULL,
        excerpt varchar(200) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz NULL,
        emailed_at timestamptz NULL
      )`);
    await q.query(
      `CREATE INDEX notifications_user_created ON auth.notifications (user_id, created_at DESC, id)`,
    );
    await q.query(
      `CREATE INDEX notifications_user_unread ON auth.notifications (user_id) WHERE read_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX notifications_unmailed ON auth.notifications (user_id) WHERE emailed_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE auth.notification_settings (
        user_id uuid PRIMARY KEY REFERENCES auth.users(id) ON DELETE CASCADE,
        email varchar(10) NOT NULL DEFAULT 'instant' CHECK (email IN ('instant', 'digest', 'none')),
        last_digest_at timestamptz NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth.notification_settings`);
    await q.query(`DROP TABLE auth.notifications`);
  }
}
