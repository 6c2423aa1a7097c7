import { Injectable } from '@nestjs/common';
import { KPI_REMINDER_TEXT_MAX, addPeriods, periodStartOf } from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { PlaybookEvents } from '../events/playbook.events.js';
import { dueKpiReminders } from './kpis.rules.js';
import { KpiRemindersRepository } from './kpi-reminders.repository.js';

/** Playbooks read per query of a sweep. */
const BATCH = 500;

const cut = (s: string) =>
  s.length > KPI_REMINDER_TEXT_MAX ? `${s.slice(0, KPI_REMINDER_TEXT_MAX - 1)}…` : s;

/**
 * KPI review reminders (docs/product.md §17, "Review reminders"): a sweep finds, for every playbook
 * with KPIs, the periods that ended in the last 7 days (after the playbook was created) without a
 * recorded value, claims each (playbook, KPI, period) once in `playbook.kpi_reminders` (whichever
 * instance inserts the row sends), and asks auth (EVENTS.kpiReviewDue) to notify the owner and their
 * advisor: one notification per playbook and period, naming its KPIs. A claimed reminder whose event
 * is lost is not sent again.
 */
@Injectable()
export class KpiRemindersService {
  constructor(
    private readonly reminders: KpiRemindersRepository,
    private readonly events: PlaybookEvents,
  ) {}

  /** One sweep as of `now`: answers how many reminders (playbook and period) it sent. */
  async sweep(now = new Date()): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    // The earliest start a due period can have: the year before this year (a yearly KPI's last period).
    const since = addPeriods(periodStartOf(today, 'year'), 'year', -1);
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const batch = await this.reminders.candidates(now, since, after, BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      for (const playbook of batch) {
        for (const due of dueKpiReminders(playbook.kpis, playbook.createdAt, today, playbook.done)) {
          try {
            const claimed = new Set(
              await this.reminders.claim(
                playbook.id,
                due.periodStart,
                due.kpis.map((k) => k.key),
              ),
            );
            const kpiNames = due.kpis.filter((k) => claimed.has(k.key)).map((k) => cut(k.name));
            if (kpiNames.length === 0) continue;
            this.events.kpiReviewDue({
              ownerId: playbook.userId,
              playbookId: playbook.id,
              playbookName: playbook.name,
              period: due.period,
              kpiNames: kpiNames.slice(0, 50),
            });
            sent++;
          } catch (err) {
            logger().error({ err, playbookId: playbook.id }, 'could not send a KPI review reminder');
          }
        }
      }
      if (batch.length < BATCH) break;
    }
    return sent;
  }
}
