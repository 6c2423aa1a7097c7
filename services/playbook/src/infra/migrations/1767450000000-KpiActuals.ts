import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * KPI actuals (docs/product.md §17): one value per playbook, KPI key and period (its first day), who
 * recorded it and when; and the review asked for each streak of "Behind" periods (once per streak).
 * Both go with their playbook.
 */
export class KpiActuals1767450000000 implements MigrationInterface {
  name = 'KpiActuals1767450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "playbook"."kpi_actuals" (
        "playbook_id" uuid NOT NULL REFERENCES "playbook"."playbooks" ("id") ON DELETE CASCADE,
        "kpi_key" varchar(100) NOT NULL,
        "period_start" date NOT NULL,
        "value" double precision NOT NULL,
        "recorded_by" uuid NULL,
        "recorded_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("playbook_id", "kpi_key", "period_start")
      )`);
    await q.query(`
      CREATE TABLE "playbook"."kpi_reviews" (
        "playbook_id" uuid NOT NULL REFERENCES "playbook"."playbooks" ("id") ON DELETE CASCADE,
        "kpi_key" varchar(100) NOT NULL,
        "streak_start" date NOT NULL,
        "task_id" uuid NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("playbook_id", "kpi_key", "streak_start")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "playbook"."kpi_reviews"`);
    await q.query(`DROP TABLE IF EXISTS "playbook"."kpi_actuals"`);
  }
}
