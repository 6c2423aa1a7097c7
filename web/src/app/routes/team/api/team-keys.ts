import type { PlaybookListParams } from '@/features/playbooks/api/playbook-keys';

/**
 * Query keys of the team page. Each sits under the owning feature's root (`['icps', 'list']`,
 * `['playbooks', 'list']`, `['notes']`, `['users']`), so that feature's invalidations refresh the team
 * page too; the `view` entry keeps them apart from the other screens' cache entries.
 */
export const teamKeys = {
  playbookPages: (filters: Pick<PlaybookListParams, 'search' | 'status'>, pageSize: number) =>
    ['playbooks', 'list', { view: 'team', ...filters, pageSize }] as const,
  openTaskCounts: (icpIds: readonly string[], playbookIds: readonly string[]) =>
    ['notes', 'open-task-counts', { icpIds, playbookIds }] as const,
  user: (id: string) => ['users', 'detail', id] as const,
};
