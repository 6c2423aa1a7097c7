import type {
  AdminMetrics,
  AuthStats,
  ClientListing,
  CountsByUser,
  Page,
  RpcRequest,
  TotalStats,
  Actor,
} from '@icp-studio/contracts';
import { DomainError, requireActor } from '@icp-studio/service-kit';

export const ADMIN_ONLY_MESSAGE = 'Admin access required';

/**
 * Every ADMIN subject is for admins only, decided here whatever the gateway did: no actor 401, any other
 * role 403. (The auth subjects this service then calls check the role again against auth's database.)
 */
export function requireAdmin(req: RpcRequest<unknown>): Actor {
  const actor = requireActor(req);
  if (actor.role !== 'admin') throw DomainError.forbidden(ADMIN_ONLY_MESSAGE);
  return actor;
}

/** The admin page's six figures from the three services' own counts. */
export function toMetrics(users: AuthStats, icps: TotalStats, playbooks: TotalStats): AdminMetrics {
  return {
    totalUsers: users.totalUsers,
    totalICPs: icps.total,
    totalPlaybooks: playbooks.total,
    activeAssignments: users.activeAssignments,
    unassignedClients: users.unassignedClients,
    advisorCount: users.advisorCount,
  };
}

/** A page of client rows with each client's profile and playbook totals filled in (0 when not counted). */
export function withCounts(
  page: Page<ClientListing>,
  icps: CountsByUser,
  playbooks: CountsByUser,
): Page<ClientListing> {
  return {
    ...page,
    items: page.items.map((client) => ({
      ...client,
      icpCount: icps[client.id]?.total ?? 0,
      playbookCount: playbooks[client.id]?.total ?? 0,
    })),
  };
}
