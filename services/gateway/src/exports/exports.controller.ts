import { Controller, Get, Header, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { icpExportQuerySchema, idParamSchema } from '@icp-studio/contracts';
import { DomainError, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { attachmentHeader, exportFileName } from '../common/file-name.js';
import { PdfExportService, type ExportKind } from './pdf-export.service.js';

/**
 * PDF downloads of a profile or a playbook (docs/product.md §4): `application/pdf`, saved as
 * `icp-<name>-<timestamp>.pdf` / `playbook-<name>-<timestamp>.pdf`. Signed out: 401; an item the
 * caller may not see: 404; not rendered within PDF_EXPORT_TIMEOUT_MS: 504.
 */
@Controller()
export class ExportsController {
  constructor(private readonly exportsService: PdfExportService) {}

  @Get('icps/:id/export')
  @Header('Cache-Control', 'no-store')
  icp(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    return this.download('icp', req, res);
  }

  @Get('playbooks/:id/export')
  @Header('Cache-Control', 'no-store')
  playbook(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return this.download('playbook', req, res);
  }

  private async download(kind: ExportKind, req: FastifyRequest, res: FastifyReply): Promise<StreamableFile> {
    const { actor, correlationId } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    const { id } = parse(idParamSchema, req.params);
    // A profile's PDF may close with its Evidence page (docs/evidence.md, "In the documents").
    const evidence = kind === 'icp' && parse(icpExportQuerySchema, req.query ?? {}).evidence === 'true';
    const pdf = await this.exportsService.export(kind, id, actor, correlationId, undefined, { evidence });
    res.header('Cache-Control', 'no-store');
    return new StreamableFile(pdf.bytes, {
      type: 'application/pdf',
      disposition: attachmentHeader(exportFileName(kind, pdf.name, new Date())),
      length: pdf.bytes.length,
    });
  }
}
