import type {
  AdminMetrics,
  AdminReports,
  AdvisorSummary,
  IcpReportStats,
  PlaybookReportStats,
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
    ...(users.emailConfigured === undefined ? {} : { emailConfigured: users.emailConfigured }),
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

/**
 * The Reports figures (docs/product.md §2, Reports) from icp's and playbook's weekly counts (merged by
 * week: a week either side misses counts as zero), icp's score buckets and auth's advisor cards.
 */
export function toReports(
  icps: IcpReportStats,
  playbooks: PlaybookReportStats,
  advisors: AdvisorSummary[],
): AdminReports {
  const weeks = new Map<string, { weekStart: string; profiles: number; playbooks: number }>();
  const week = (weekStart: string) => {
    let w = weeks.get(weekStart);
    if (!w) weeks.set(weekStart, (w = { weekStart, profiles: 0, playbooks: 0 }));
    return w;
  };
  for (const w of icps.createdPerWeek) week(w.weekStart).profiles += w.count;
  for (const w of playbooks.createdPerWeek) week(w.weekStart).playbooks += w.count;
  return {
    weeks: [...weeks.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart)),
    scoreBuckets: icps.scoreBuckets,
    unscored: icps.unscored,
    advisorWorkload: advisors.map((a) => ({
      advisorId: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      clientCount: a.clientCount,
    })),
  };
}
