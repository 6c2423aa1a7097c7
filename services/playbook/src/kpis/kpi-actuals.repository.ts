import { Injectable } from '@nestjs/common';
import { isForeignKeyViolation, rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';

/** One stored value (docs/product.md §17). */
export interface KpiActualRow {
  kpiKey: string;
  periodStart: string;
  value: number;
  recordedBy: string | null;
  recordedAt: string;
}

/** A value to record. */
export interface KpiActualInput {
  kpiKey: string;
  periodStart: string;
  value: number;
}

interface RawRow {
  playbook_id: string;
  kpi_key: string;
  period_start: string;
  value: number;
  recorded_by: string | null;
  recorded_at: Date;
}

const SELECT = `SELECT playbook_id, kpi_key, to_char(period_start, 'YYYY-MM-DD') AS period_start, value,
  recorded_by, recorded_at FROM playbook.kpi_actuals`;

function toRow(r: RawRow): KpiActualRow {
  return {
    kpiKey: r.kpi_key,
    periodStart: r.period_start,
    value: Number(r.value),
    recordedBy: r.recorded_by,
    recordedAt: new Date(r.recorded_at).toISOString(),
  };
}

/** The SQL of `playbook.kpi_actuals` and `playbook.kpi_reviews`. Who may do what: KpiActualsService. */
@Injectable()
export class KpiActualsRepository {
  constructor(private readonly ds: DataSource) {}

  /** The playbook's values, oldest period first. */
  async findForPlaybook(playbookId: string): Promise<KpiActualRow[]> {
    const rows = rowsOf<RawRow>(
      await this.ds.query(`${SELECT} WHERE playbook_id = $1 ORDER BY kpi_key, period_start`, [playbookId]),
    );
    return rows.map(toRow);
  }

  /** The values of these playbooks, by playbook. */
  async findForPlaybooks(playbookIds: readonly string[]): Promise<Map<string, KpiActualRow[]>> {
    const out = new Map<string, KpiActualRow[]>();
    if (playbookIds.length === 0) return out;
    const rows = rowsOf<RawRow>(
      await this.ds.query(`${SELECT} WHERE playbook_id = ANY($1::uuid[]) ORDER BY period_start`, [
        [...playbookIds],
      ]),
    );
    for (const r of rows) {
      const list = out.get(r.playbook_id) ?? [];
      list.push(toRow(r));
      out.set(r.playbook_id, list);
    }
    return out;
  }

  /** The `kpis` and owner of these playbooks (those that exist). */
  async playbookKpis(ids: readonly string[]): Promise<{ id: string; userId: string; kpis: unknown }[]> {
    return rowsOf<{ id: string; userId: string; kpis: unknown }>(
      await this.ds.query(
        `SELECT id, user_id AS "userId", kpis FROM playbook.playbooks WHERE id = ANY($1::uuid[])`,
        [[...ids]],
      ),
    );
  }

  /**
   * Records the values (one period each; a recorded one is replaced) in one transaction: all or none.
   * False when the playbook was deleted meanwhile (its foreign key).
   */
  async upsert(playbookId: string, values: readonly KpiActualInput[], recordedBy: string): Promise<boolean> {
    try {
      await this.ds.transaction(async (m) => {
        for (const v of values) {
          await m.query(
            `INSERT INTO playbook.kpi_actuals (playbook_id, kpi_key, period_start, value, recorded_by, recorded_at)
             VALUES ($1, $2, $3, $4, $5, now())
             ON CONFLICT (playbook_id, kpi_key, period_start)
             DO UPDATE SET value = EXCLUDED.value, recorded_by = EXCLUDED.recorded_by, recorded_at = now()`,
            [playbookId, v.kpiKey, v.periodStart, v.value, recordedBy],
          );
        }
      });
      return true;
    } catch (err) {
      if (isForeignKeyViolation(err)) return false;
      throw err;
    }
  }

  /** Removes one period's value; false when there was none. */
  async delete(playbookId: string, kpiKey: string, periodStart: string): Promise<boolean> {
    const rows = rowsOf(
      await this.ds.query(
        `DELETE FROM playbook.kpi_actuals WHERE playbook_id = $1 AND kpi_key = $2 AND period_start = $3
         RETURNING kpi_key`,
        [playbookId, kpiKey, periodStart],
      ),
    );
    return rows.length > 0;
  }

  /**
   * Claims the review of a streak: true only for the first call for this playbook, KPI and streak
   * start (a review is asked once per streak, even when two recordings race).
   */
  async claimReview(playbookId: string, kpiKey: string, streakStart: string): Promise<boolean> {
    try {
      const rows = rowsOf(
        await this.ds.query(
          `INSERT INTO playbook.kpi_reviews (playbook_id, kpi_key, streak_start) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING RETURNING kpi_key`,
          [playbookId, kpiKey, streakStart],
        ),
      );
      return rows.length > 0;
    } catch (err) {
      if (isForeignKeyViolation(err)) return false;
      throw err;
    }
  }

  /** The review's task, once made. */
  async setReviewTask(
    playbookId: string,
    kpiKey: string,
    streakStart: string,
    taskId: string,
  ): Promise<void> {
    await this.ds.query(
      `UPDATE playbook.kpi_reviews SET task_id = $4 WHERE playbook_id = $1 AND kpi_key = $2 AND streak_start = $3`,
      [playbookId, kpiKey, streakStart, taskId],
    );
  }
}
