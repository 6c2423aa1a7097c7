import type { PlaybookListQuery } from '@icp-studio/contracts';

export type PlaybookListParams = Partial<
  Pick<PlaybookListQuery, 'icpId' | 'status' | 'search' | 'sort' | 'limit' | 'offset'>
>;

/**
 * Query keys of the playbooks feature. Invalidate `playbookKeys.lists()` after any change to a playbook
 * (lists and counts show names, statuses and channel counts); `playbookKeys.detail(id)` holds one.
 */
export const playbookKeys = {
  all: ['playbooks'] as const,
  lists: () => [...playbookKeys.all, 'list'] as const,
  list: (params: PlaybookListParams = {}) => [...playbookKeys.lists(), params] as const,
  details: () => [...playbookKeys.all, 'detail'] as const,
  detail: (id: string) => [...playbookKeys.details(), id] as const,
  /** A playbook's KPIs with their actuals (docs/product.md §17). */
  kpis: (id: string) => [...playbookKeys.all, 'kpis', id] as const,
};

/**
 * Keys of the ICP look-ups this feature makes itself (its profile picker; one profile is `useIcp` of
 * lib/icps). They sit under `['icps', ...]`, so whoever invalidates `['icps']` after changing a profile
 * refreshes them too.
 */
export const playbookIcpKeys = {
  all: ['icps'] as const,
  options: () => [...playbookIcpKeys.all, 'list', { purpose: 'playbook-picker' }] as const,
};
