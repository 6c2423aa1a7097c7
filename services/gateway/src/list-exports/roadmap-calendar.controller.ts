import { Controller, Get, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLAYBOOK, idParamSchema } from '@icp-studio/contracts';
import { DomainError, RpcClient, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { attachmentHeader, sanitiseNamePart } from '../common/file-name.js';
import { ICS_CONTENT_TYPE, roadmapCalendar } from './ics.js';

/** `<playbook-name>-roadmap.ics` (the name as a file-name part, `untitled` when nothing is left). */
export function roadmapFileName(name: string): string {
  return `${sanitiseNamePart(name) || 'untitled'}-roadmap.ics`;
}

/**
 * `GET /api/playbooks/{id}/roadmap.ics` (docs/product.md §2, "Roadmap"): the playbook's campaigns as
 * all-day calendar events (ics.ts). The playbook is read as the caller, so who may download it is who may
 * read it: signed out 401, a playbook the caller may not see (or none) 404. The campaigns without dates
 * are left out and counted in the file's `X-ICP-STUDIO-UNDATED-CAMPAIGNS`.
 */
@Controller()
export class RoadmapCalendarController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('playbooks/:id/roadmap.ics')
  async roadmap(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const { actor } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    const { id } = parse(idParamSchema, req.params);
    const playbook = await this.rpc.request(PLAYBOOK.get, { id }, { actor, idempotent: true });
    const bytes = Buffer.from(roadmapCalendar(playbook, new Date()).ics, 'utf8');
    res.header('Cache-Control', 'no-store');
    return new StreamableFile(bytes, {
      type: ICS_CONTENT_TYPE,
      disposition: attachmentHeader(roadmapFileName(playbook.name)),
      length: bytes.length,
    });
  }
}
