import { playbookKpisOf, type KpiStatus } from '@icp-studio/contracts';
import type { KpiActualRow } from './kpi-actuals.repository.js';

/**
 * Each playbook's overall KPI status (docs/product.md §17: the worst of its KPIs', null without one)
 * from its `kpis` and its recorded values, as the repository reads them. The one rule behind the
 * cockpit's KPI column and `PLAYBOOK.kpiStatuses`.
 */
export function kpiStatusesOf(
  rows: readonly { id: string; kpis: unknown }[],
  actuals: ReadonlyMap<string, KpiActualRow[]>,
): Map<string, KpiStatus | null> {
  return new Map(rows.map((r) => [r.id, playbookKpisOf(r.id, r.kpis, actuals.get(r.id) ?? []).status]));
}
