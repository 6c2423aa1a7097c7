import type { IcpType, Status } from '@icp-studio/contracts';
import type { IcpListFilters } from '@/lib/icps/icp-keys';
import type { PlaybookListParams } from '@/features/playbooks/api/playbook-keys';

export type StatusFilter = 'all' | Status;
export type TypeFilter = 'all' | IcpType;
export type CreatedByFilter = 'all' | 'me' | 'client';

/** The Client ICPs section's filters as the screen holds them ('all' means no filter). */
export interface IcpFilterState {
  search: string;
  status: StatusFilter;
  type: TypeFilter;
  /** An industry of the loaded profiles, or 'all'. */
  industry: string;
  createdBy: CreatedByFilter;
}

export interface PlaybookFilterState {
  search: string;
  status: StatusFilter;
}

export const ALL = 'all';

export const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

export const TYPE_OPTIONS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'b2b', label: 'B2B' },
  { value: 'b2c', label: 'B2C' },
];

export const CREATED_BY_OPTIONS: { value: CreatedByFilter; label: string }[] = [
  { value: 'all', label: 'Anyone' },
  { value: 'me', label: 'Me' },
  { value: 'client', label: 'The client' },
];

export const emptyIcpFilters = (search = ''): IcpFilterState => ({
  search,
  status: 'all',
  type: 'all',
  industry: ALL,
  createdBy: 'all',
});

/**
 * The `GET /api/icps` filters of the section's state: the server filters and pages (docs/product.md §2,
 * Team page). Created by applies to advisors only; blank search and 'all' are left out.
 */
export function toIcpListFilters(
  state: IcpFilterState,
  { isAdvisor }: { isAdvisor: boolean },
): IcpListFilters {
  const filters: IcpListFilters = {};
  const search = state.search.trim();
  if (search) filters.search = search;
  if (state.status !== 'all') filters.status = state.status;
  if (state.type !== 'all') filters.type = state.type;
  if (state.industry !== ALL && state.industry.trim()) filters.industry = state.industry.trim();
  if (isAdvisor && state.createdBy !== 'all') filters.createdBy = state.createdBy;
  return filters;
}

/** Whether the section is narrowed by anything (the empty state then says to adjust the filters). */
export function isFiltering(filters: IcpListFilters | PlaybookListParams): boolean {
  return Object.values(filters).some((v) => v !== undefined && v !== '');
}

/** The `GET /api/playbooks` filters of the Marketing Playbooks section. */
export function toPlaybookListFilters(
  state: PlaybookFilterState,
): Pick<PlaybookListParams, 'search' | 'status'> {
  const filters: Pick<PlaybookListParams, 'search' | 'status'> = {};
  const search = state.search.trim();
  if (search) filters.search = search;
  if (state.status !== 'all') filters.status = state.status;
  return filters;
}

/**
 * The Industry filter's options: the distinct industries of the profiles loaded so far (compared
 * without regard to case, first spelling kept), sorted, plus the one selected.
 */
export function mergeIndustries(known: readonly string[], incoming: readonly (string | null | undefined)[]) {
  const byKey = new Map(known.map((i) => [i.toLocaleLowerCase(), i]));
  let changed = false;
  for (const raw of incoming) {
    const value = raw?.trim();
    if (!value) continue;
    const key = value.toLocaleLowerCase();
    if (!byKey.has(key)) {
      byKey.set(key, value);
      changed = true;
    }
  }
  if (!changed) return known;
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
