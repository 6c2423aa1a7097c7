/**
 * Query keys of the client look-ups (client picker, Your Assigned Clients).
 *
 * - `clientKeys.advisorClients()`: the signed-in advisor's clients. Invalidate `clientKeys.all` after an
 *   assignment changes.
 * - `clientKeys.pickerPages(search)`: the admin's client list in the picker. It sits under
 *   `['admin', 'clients']`, where the admin page keeps its client table, so the admin page's
 *   invalidation after an assignment or role change refreshes it too.
 * - `clientKeys.playbookCount(userId)`: sits under `['playbooks', 'list']`, so any playbook change
 *   refreshes it (the ICP count uses the profile feature's own count key).
 */
export const clientKeys = {
  all: ['clients'] as const,
  advisorClients: () => [...clientKeys.all, 'advisor'] as const,
  pickerPages: (search: string) => ['admin', 'clients', { view: 'picker', search }] as const,
  playbookCount: (userId: string) => ['playbooks', 'list', { view: 'client-count', userId }] as const,
};
