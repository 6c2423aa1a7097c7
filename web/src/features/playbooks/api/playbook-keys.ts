import type { PlaybookListQuery } from '@icp-studio/contracts';

export type PlaybookListParams = Partial<
  Pick<PlaybookListQuery, 'icpId' | 'status' | 'search' | 'limit' | 'offset'>
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
};

/**
 * Keys of the ICP look-ups this feature makes (the wizard's profile, its profile picker). They sit under
 * `['icps', ...]`, so whoever invalidates `['icps']` after changing a profile refreshes them too.
 */
export const playbookIcpKeys = {
  all: ['icps'] as const,
  detail: (id: string) => [...playbookIcpKeys.all, 'detail', id] as const,
  options: () => [...playbookIcpKeys.all, 'list', { purpose: 'playbook-picker' }] as const,
};
