import {
  addPeriods,
  periodDisplay,
  periodStartOf,
  trackedKpis,
  type KpiPeriodKind,
  type TrackedKpi,
} from '@icp-studio/contracts';

/** A reminder goes within this many days after its period's end, never later (docs/product.md §17). */
export const KPI_REMINDER_WINDOW_DAYS = 7;

/** One reminder due: a period of one kind that ended without values for these KPIs. */
export interface DueKpiReminder {
  periodKind: KpiPeriodKind;
  /** The period's first day, YYYY-MM-DD. */
  periodStart: string;
  /** The period for people: "March 2026", "Q1 2026", "2026". */
  period: string;
  kpis: TrackedKpi[];
}

const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** A period as a reminder names it: "March 2026", "Q1 2026", "2026". */
export function reminderPeriodName(start: string, kind: KpiPeriodKind): string {
  if (kind === 'month') return `${MONTH_NAME.format(new Date(`${start}T00:00:00Z`))} ${start.slice(0, 4)}`;
  return periodDisplay(start, kind);
}

/** The key of a recorded value in the `recorded` set: `<kpi key>|<period start>`. */
export function recordedKey(kpiKey: string, periodStart: string): string {
  return `${kpiKey}|${periodStart}`;
}

/**
 * The KPI review reminders due on `today` (YYYY-MM-DD, UTC) for a playbook (docs/product.md §17,
 * "Review reminders"). For each tracked KPI counted by month, quarter or year (weekly ones get none):
 * only the most recent ended period, only when it ended after the playbook was created, only within
 * `KPI_REMINDER_WINDOW_DAYS` days after its end, and only when no value is recorded for it. KPIs whose
 * due period is the same are one reminder (in the playbook's order).
 */
export function dueKpiReminders(
  kpis: unknown,
  createdAt: Date,
  today: string,
  recorded: ReadonlySet<string>,
): DueKpiReminder[] {
  const byPeriod = new Map<string, DueKpiReminder>();
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  for (const kpi of trackedKpis(kpis)) {
    if (kpi.periodKind === 'week') continue;
    const end = periodStartOf(today, kpi.periodKind);
    const endMs = Date.parse(`${end}T00:00:00Z`);
    if (todayMs - endMs >= KPI_REMINDER_WINDOW_DAYS * 86_400_000) continue;
    if (endMs <= createdAt.getTime()) continue;
    const start = addPeriods(end, kpi.periodKind, -1);
    if (recorded.has(recordedKey(kpi.key, start))) continue;
    const id = `${kpi.periodKind}|${start}`;
    const due = byPeriod.get(id) ?? {
      periodKind: kpi.periodKind,
      periodStart: start,
      period: reminderPeriodName(start, kpi.periodKind),
      kpis: [],
    };
    due.kpis.push(kpi);
    byPeriod.set(id, due);
  }
  return [...byPeriod.values()];
}
