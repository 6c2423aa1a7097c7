import { Controller } from '@nestjs/common';
import {
  ADMIN,
  type Actor,
  type AdminMetrics,
  type AdminReports,
  type AdvisorClientListing,
  type AdvisorSummary,
  type Cockpit,
  type ClientListing,
  type Page,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { requireAdmin } from './admin.rules.js';
import { AdminService } from './admin.service.js';

/** An admin (no actor 401, as the handler already said; any other role 403), before the body is read. */
const asAdmin = (actor: Actor): Actor => requireAdmin({ actor, body: undefined });

/**
 * The ADMIN subjects: admins only (no actor 401; client or advisor 403 'Admin access required'), but
 * for the advisor's client list, which auth checks (an advisor their own, an admin anyone's).
 */
@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  /** no body -> AdminMetrics. */
  @RpcHandler(ADMIN.metrics, { authorize: asAdmin })
  metrics(admin: Actor): Promise<AdminMetrics> {
    return this.admin.metrics(admin);
  }

  /** `AdminClientQuery` (search, assignment, advisorId, limit, offset) -> Page<ClientListing>. */
  @RpcHandler(ADMIN.clients, { authorize: asAdmin })
  clients(admin: Actor, query: RpcParsedBody<typeof ADMIN.clients>): Promise<Page<ClientListing>> {
    return this.admin.clients(admin, query);
  }

  /** {limit, offset} -> one page of the advisors, by name. */
  @RpcHandler(ADMIN.advisors, { authorize: asAdmin })
  advisors(admin: Actor, query: RpcParsedBody<typeof ADMIN.advisors>): Promise<Page<AdvisorSummary>> {
    return this.admin.advisors(admin, query);
  }

  /** no body -> AdminReports (weekly counts, score buckets, advisor workload). */
  @RpcHandler(ADMIN.reports, { authorize: asAdmin })
  reports(admin: Actor): Promise<AdminReports> {
    return this.admin.reports(admin);
  }

  /** `{advisorId?}` -> AdvisorClientListing[] (newest assignment first); clients 403, as auth says. */
  @RpcHandler(ADMIN.advisorClients)
  advisorClients(
    actor: Actor,
    query: RpcParsedBody<typeof ADMIN.advisorClients>,
  ): Promise<AdvisorClientListing[]> {
    return this.admin.advisorClients(actor, query);
  }

  /** `{advisorId?, unassigned?, today?}` -> Cockpit (docs/product.md §18); clients 403, as auth says. */
  @RpcHandler(ADMIN.cockpit)
  cockpit(
    actor: Actor,
    { advisorId, unassigned, today }: RpcParsedBody<typeof ADMIN.cockpit>,
  ): Promise<Cockpit> {
    return this.admin.cockpit(actor, { advisorId, unassigned, today });
  }
}
