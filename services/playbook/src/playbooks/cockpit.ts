import type { KpiStatus, PlaybookCockpit } from '@icp-studio/contracts';
import type { CockpitOwnerRow } from './playbooks.repository.js';

const iso = (t: Date | string | null): string | null => (t ? new Date(t).toISOString() : null);

/** Today as a calendar day in UTC (YYYY-MM-DD): the default "today" of the overdue count. */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The cockpit's roll-up per client (docs/product.md §18): their latest-updated playbook with its
 * sign-off and KPI status, the playbook count, open and overdue tasks, the last change. Every asked id
 * answers; owners not read (not visible) with zeros and null.
 */
export function toPlaybookCockpit(
  ids: readonly string[],
  rows: readonly CockpitOwnerRow[],
  kpi: ReadonlyMap<string, KpiStatus | null>,
): PlaybookCockpit {
  const out: PlaybookCockpit = {};
  for (const id of ids) {
    out[id] = { playbookCount: 0, playbook: null, openTasks: 0, overdueTasks: 0, lastActivityAt: null };
  }
  for (const r of rows) {
    out[r.user_id] = {
      playbookCount: r.total,
      playbook:
        r.id === null
          ? null
          : {
              id: r.id,
              name: r.name ?? '',
              status: r.status ?? 'draft',
              version: r.version ?? 1,
              signOff:
                r.signed_off_version && r.signed_off_at
                  ? { version: r.signed_off_version, signedAt: new Date(r.signed_off_at).toISOString() }
                  : null,
              kpiStatus: kpi.get(r.id) ?? null,
            },
      openTasks: r.open_tasks,
      overdueTasks: r.overdue_tasks,
      lastActivityAt: iso(r.last),
    };
  }
  return out;
}
