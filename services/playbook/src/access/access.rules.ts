import type { AccessScope, Role } from '@icp-studio/contracts';

/**
 * Whose playbooks and notes a user sees (docs/product.md §1): an admin everything;
 * an advisor (team_member) the clients auth says are assigned to them, and their own; a client their
 * own. Whoever sees an item may change it, as with profiles.
 */
export type Visibility = { all: true } | { all: false; userIds: readonly string[] };

/** The visibility of an actor, given the scope auth answered for advisors (unused for other roles). */
export function visibilityOf(actor: { userId: string; role: Role }, advisorScope?: AccessScope): Visibility {
  if (actor.role === 'admin') return { all: true };
  if (actor.role === 'client' || !advisorScope) return { all: false, userIds: [actor.userId] };
  // An advisor is never "all": should auth say so, trust the role instead.
  const clients = advisorScope.all ? [] : advisorScope.userIds;
  return { all: false, userIds: clients.includes(actor.userId) ? clients : [...clients, actor.userId] };
}

export function visibilityAllows(v: Visibility, ownerId: string): boolean {
  return v.all || v.userIds.includes(ownerId);
}

/**
 * May this user be given a task on an item of `ownerId`? Only someone who can see the item: the
 * owning client, an advisor assigned to the owner, an admin.
 */
export function mayBeAssigned(
  assignee: { id: string; role: Role },
  ownerId: string,
  assigneeVisibility: Visibility,
): boolean {
  if (assignee.id === ownerId) return true;
  if (assignee.role === 'admin') return true;
  if (assignee.role === 'client') return false;
  return visibilityAllows(assigneeVisibility, ownerId);
}

/** A user's display name: first and last name, else the username. */
export function displayName(u: { firstName: string; lastName: string; username: string }): string {
  const name = `${u.firstName} ${u.lastName}`.trim();
  return name || u.username;
}
