import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * KPI review reminders (docs/product.md §17, "Review reminders"): one row per playbook, KPI key and
 * period a reminder went out for. The primary key decides, among instances sweeping at once, which one
 * sends it (INSERT ... ON CONFLICT DO NOTHING RETURNING). Rows go with their playbook.
 */
export class KpiReminders1768000000000 implements MigrationInterface {
  name = 'KpiReminders1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "playbook"."kpi_reminders" (
        "playbook_id" uuid NOT NULL REFERENCES "playbook"."playbooks" ("id") ON DELETE CASCADE,
        "kpi_key" varchar(100) NOT NULL,
        "period_start" date NOT NULL,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("playbook_id", "kpi_key", "period_start")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "playbook"."kpi_reminders"`);
  }
}
