import { Injectable } from '@nestjs/common';
import { isForeignKeyViolation, rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { recordedKey } from './kpis.rules.js';

/** A playbook a reminder may be due for. */
export interface ReminderCandidate {
  id: string;
  userId: string;
  name: string;
  kpis: unknown;
  createdAt: Date;
  /** `recordedKey(kpi key, period start)` of its values and of the reminders already sent since `since`. */
  done: Set<string>;
}

/** The SQL of `playbook.kpi_reminders` and the reads of the sweep (docs/product.md §17). */
@Injectable()
export class KpiRemindersRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * The playbooks with a list of KPIs created before `before`, with their values and sent reminders for
   * periods starting on or after `since` (YYYY-MM-DD), `limit` at a time after the id `after`. `kpis` may
   * be free text (docs/product.md): SQL does not promise to evaluate `AND` left to right, so the length
   * is asked only inside the CASE, never of a string.
   */
  async candidates(
    before: Date,
    since: string,
    after: string | null,
    limit: number,
  ): Promise<ReminderCandidate[]> {
    const rows = rowsOf<{ id: string; userId: string; name: string; kpis: unknown; createdAt: Date }>(
      await this.ds.query(
        `SELECT id, user_id AS "userId", name, kpis, created_at AS "createdAt" FROM playbook.playbooks
         WHERE CASE WHEN json_typeof(kpis) = 'array' THEN json_array_length(kpis) > 0 ELSE false END
           AND created_at < $1
           AND ($2::uuid IS NULL OR id > $2::uuid)
         ORDER BY id LIMIT $3`,
        [before, after, limit],
      ),
    );
    if (rows.length === 0) return [];
    const done = rowsOf<{ playbook_id: string; kpi_key: string; period_start: string }>(
      await this.ds.query(
        `SELECT playbook_id, kpi_key, to_char(period_start, 'YYYY-MM-DD') AS period_start
           FROM playbook.kpi_actuals WHERE playbook_id = ANY($1::uuid[]) AND period_start >= $2::date
         UNION ALL
         SELECT playbook_id, kpi_key, to_char(period_start, 'YYYY-MM-DD') AS period_start
           FROM playbook.kpi_reminders WHERE playbook_id = ANY($1::uuid[]) AND period_start >= $2::date`,
        [rows.map((r) => r.id), since],
      ),
    );
    const byId = new Map(
      rows.map((r) => [r.id, { ...r, createdAt: new Date(r.createdAt), done: new Set<string>() }]),
    );
    for (const d of done) byId.get(d.playbook_id)?.done.add(recordedKey(d.kpi_key, d.period_start));
    return [...byId.values()];
  }

  /**
   * Claims the reminder of these KPIs for the period: answers the keys this call claimed (those no
   * instance claimed before and with no value recorded for the period meanwhile); none when the
   * playbook is gone.
   */
  async claim(playbookId: string, periodStart: string, kpiKeys: readonly string[]): Promise<string[]> {
    try {
      const rows = rowsOf<{ kpi_key: string }>(
        await this.ds.query(
          `INSERT INTO playbook.kpi_reminders (playbook_id, kpi_key, period_start)
           SELECT $1::uuid, k, $2::date FROM unnest($3::text[]) AS k
           WHERE NOT EXISTS (SELECT 1 FROM playbook.kpi_actuals a
                             WHERE a.playbook_id = $1::uuid AND a.kpi_key = k AND a.period_start = $2::date)
           ON CONFLICT DO NOTHING RETURNING kpi_key`,
          [playbookId, periodStart, [...kpiKeys]],
        ),
      );
      return rows.map((r) => r.kpi_key);
    } catch (err) {
      if (isForeignKeyViolation(err)) return [];
      throw err;
    }
  }
}
