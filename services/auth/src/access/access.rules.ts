import type { AccessScope, Role } from '@icp-studio/contracts';

/** The caller as this service knows it (role read from the database, not from the request). */
export interface Viewer {
  id: string;
  role: Role;
}

/**
 * Whose data the viewer may see (docs/product.md §1): an admin everything; an advisor (stored role
 * `team_member`, see "The advisor role's names" there) their assigned clients and themselves; a client
 * only themselves. Assignments of a user who is no longer a team member do not apply.
 */
export function scopeFor(viewer: Viewer, assignedClientIds: readonly string[]): AccessScope {
  switch (viewer.role) {
    case 'admin':
      return { all: true };
    case 'team_member':
      return { all: false, userIds: [...new Set([viewer.id, ...assignedClientIds])] };
    default:
      return { all: false, userIds: [viewer.id] };
  }
}

export function scopeAllows(scope: AccessScope, userId: string): boolean {
  return scope.all || scope.userIds.includes(userId);
}
