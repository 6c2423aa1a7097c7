import { evidenceShare, type CockpitRow } from '@icp-studio/contracts';

/** The cockpit table's sortable columns (docs/product.md §18). */
export type CockpitSortKey =
  | 'name'
  | 'score'
  | 'evidence'
  | 'playbook'
  | 'kpi'
  | 'openTasks'
  | 'overdueTasks'
  | 'lastActivity'
  | 'signOff';
export type SortDirection = 'asc' | 'desc';
export interface CockpitSort {
  key: CockpitSortKey;
  direction: SortDirection;
}

/** What a first click on a column sorts by: figures and dates biggest/newest first, names A-Z. */
export const FIRST_DIRECTION: Record<CockpitSortKey, SortDirection> = {
  name: 'asc',
  score: 'desc',
  evidence: 'desc',
  playbook: 'asc',
  kpi: 'desc',
  openTasks: 'desc',
  overdueTasks: 'desc',
  lastActivity: 'desc',
  signOff: 'desc',
};

const PLAYBOOK_ORDER: Record<string, number> = { draft: 0, in_progress: 1, completed: 2 };
const KPI_ORDER: Record<string, number> = { on_track: 0, at_risk: 1, behind: 2 };

/** The value a column sorts by; null sorts last whichever the direction. */
function sortValue(row: CockpitRow, key: CockpitSortKey): string | number | null {
  switch (key) {
    case 'name':
      return row.name.toLowerCase();
    case 'score':
      return row.profile?.score?.overall ?? null;
    case 'evidence':
      return evidenceShare(row.profile);
    case 'playbook':
      return row.playbook ? (PLAYBOOK_ORDER[row.playbook.status] ?? 3) : null;
    case 'kpi':
      return row.kpiStatus ? (KPI_ORDER[row.kpiStatus] ?? null) : null;
    case 'openTasks':
      return row.openTasks;
    case 'overdueTasks':
      return row.overdueTasks;
    case 'lastActivity':
      return row.lastActivityAt ? new Date(row.lastActivityAt).getTime() : null;
    case 'signOff':
      return row.needsSignOff ? 1 : row.profile || row.playbook ? 0 : null;
  }
}

/** The rows in the sort's order; ties by name, then id, so the order is stable. */
export function sortRows(rows: readonly CockpitRow[], sort: CockpitSort): CockpitRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, sort.key);
    const vb = sortValue(b, sort.key);
    if (va !== vb) {
      if (va === null) return 1;
      if (vb === null) return -1;
      return (va < vb ? -1 : 1) * sign;
    }
    return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  });
}

/** The filters above the table. */
export type CockpitFilter = 'all' | 'attention' | 'stale' | 'kpi_behind' | 'sign_off' | 'overdue';
export const FILTER_LABELS: Record<CockpitFilter, string> = {
  all: 'All clients',
  attention: 'Needs attention',
  overdue: 'Overdue tasks',
  stale: 'Stale only',
  kpi_behind: 'KPI behind',
  sign_off: 'Needs sign-off',
};

/** Does the row pass the filter and the name search (every word, in the name or e-mail)? */
export function matchesCockpit(row: CockpitRow, filter: CockpitFilter, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${row.name} ${row.email}`.toLowerCase();
  if (!words.every((w) => text.includes(w))) return false;
  switch (filter) {
    case 'all':
      return true;
    case 'attention':
      return row.attention.length > 0;
    case 'overdue':
      return row.overdueTasks > 0;
    case 'stale':
      return row.stale;
    case 'kpi_behind':
      return row.kpiStatus === 'behind';
    case 'sign_off':
      return row.needsSignOff;
  }
}

/** The "Needs attention" list: the clients with a reason, most reasons first, then most overdue. */
export function attentionList(rows: readonly CockpitRow[]): CockpitRow[] {
  return rows
    .filter((r) => r.attention.length > 0)
    .sort(
      (a, b) =>
        b.attention.length - a.attention.length ||
        b.overdueTasks - a.overdueTasks ||
        a.name.localeCompare(b.name),
    );
}

/** Where a row leads: the client's latest profile, else their playbook (null: nothing yet). */
export function rowLink(row: CockpitRow): string | null {
  if (row.profile) return `/icp/${row.profile.id}`;
  if (row.playbook) return `/playbooks/${row.playbook.id}`;
  return null;
}
