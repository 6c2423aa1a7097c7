import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN,
  adminClientQuerySchema,
  advisorClientsRequestSchema,
  type AdminMetrics,
  type AdvisorClientListing,
  type AdvisorSummary,
  type ClientListing,
  type Page,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse, requireActor } from '@icp-studio/service-kit';
import { requireAdmin } from './admin-rules.js';
import { AdminService } from './admin.service.js';

/**
 * The ADMIN subjects: admins only (no actor 401; client or advisor 403 'Admin access required'), but
 * for the advisor's client list, which auth checks (an advisor their own, an admin anyone's).
 */
@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  /** no body -> AdminMetrics. */
  @MessagePattern(ADMIN.metrics)
  metrics(@Payload() req: RpcRequest): Promise<AdminMetrics> {
    return this.admin.metrics(requireAdmin(req));
  }

  /** `AdminClientQuery` (search, assignment, advisorId, limit, offset) -> Page<ClientListing>. */
  @MessagePattern(ADMIN.clients)
  clients(@Payload() req: RpcRequest): Promise<Page<ClientListing>> {
    const actor = requireAdmin(req);
    return this.admin.clients(actor, parse(adminClientQuerySchema, req.body ?? {}));
  }

  /** no body -> AdvisorSummary[] (every advisor, by name). */
  @MessagePattern(ADMIN.advisors)
  advisors(@Payload() req: RpcRequest): Promise<AdvisorSummary[]> {
    return this.admin.advisors(requireAdmin(req));
  }

  /** `{advisorId?}` -> AdvisorClientListing[] (newest assignment first); clients 403, as auth says. */
  @MessagePattern(ADMIN.advisorClients)
  advisorClients(@Payload() req: RpcRequest): Promise<AdvisorClientListing[]> {
    const actor = requireActor(req);
    return this.admin.advisorClients(actor, parse(advisorClientsRequestSchema, req.body ?? {}));
  }
}
