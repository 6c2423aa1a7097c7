import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ADMIN,
  adminClientQuerySchema,
  type AdminMetrics,
  type AdvisorSummary,
  type ClientListing,
  type Page,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse } from '@icp-studio/service-kit';
import { requireAdmin } from './admin-rules.js';
import { AdminService } from './admin.service.js';

/** The ADMIN subjects: admins only (no actor 401; client or advisor 403 'Admin access required'). */
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
}
